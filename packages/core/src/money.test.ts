import { describe, expect, it } from 'vitest';
import { centsToYuanString, formatCents, formatCentsCompact, parseAmountInput, toCents } from './money.ts';

describe('formatCents', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [50, '0.50'],
    [100, '1.00'],
    [123456, '1,234.56'],
    [-123456, '-1,234.56'],
    [-5, '-0.05'],
    [99999, '999.99'],
    [100000, '1,000.00'],
    [12345678901, '123,456,789.01'],
    [12345678901n, '123,456,789.01'],
    ['12345678901', '123,456,789.01'],
    [123456789012345678901234567890n, '1,234,567,890,123,456,789,012,345,678.90'],
  ])('%s cents -> %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('rounds fractional cents half up, symmetric for negatives', () => {
    expect(formatCents('0.5')).toBe('0.01');
    expect(formatCents('0.4999')).toBe('0.00');
    expect(formatCents('-0.5')).toBe('-0.01');
    expect(formatCents('-0.4')).toBe('0.00');
    expect(formatCents(1234.5)).toBe('12.35');
    expect(formatCents('99999.5')).toBe('1,000.00');
  });

  it('does not pick up binary floating point error', () => {
    // 1.005 * 100 is 100.49999999999999 in floating point; as a decimal string it is exactly half.
    expect(formatCents('100.5')).toBe('1.01');
    expect(formatCents(0.1 + 0.2)).toBe('0.00');
  });

  it('shows anything that is not an amount as empty instead of throwing', () => {
    for (const bad of ['', 'abc', '1e5', '12.3.4', NaN, Infinity, null, undefined]) {
      expect(formatCents(bad as never)).toBe('');
    }
  });
});

describe('centsToYuanString', () => {
  it('has no separators', () => {
    expect(centsToYuanString(123456)).toBe('1234.56');
    expect(centsToYuanString(-123456n)).toBe('-1234.56');
    expect(centsToYuanString(7)).toBe('0.07');
    expect(centsToYuanString('x')).toBe('');
  });
});

describe('formatCentsCompact', () => {
  it('is formatCents below ten thousand yuan', () => {
    expect(formatCentsCompact(999999, 'zh-TW')).toBe('9,999.99');
    expect(formatCentsCompact(999999, 'en')).toBe('9,999.99');
    expect(formatCentsCompact(-999999, 'en')).toBe('-9,999.99');
  });

  it('uses 萬 and 億 in zh-TW', () => {
    expect(formatCentsCompact(1000000, 'zh-TW')).toBe('1.00萬');
    expect(formatCentsCompact(12345678, 'zh-TW')).toBe('12.35萬');
    expect(formatCentsCompact(12300000000, 'zh-TW')).toBe('1.23億');
    expect(formatCentsCompact(-12345678, 'zh-TW')).toBe('-12.35萬');
    expect(formatCentsCompact(123456789012345678n, 'zh-TW')).toBe('12,345,678.90億');
  });

  it('uses K, M, B, T in en from ten thousand yuan', () => {
    expect(formatCentsCompact(1000000, 'en')).toBe('10.00K');
    expect(formatCentsCompact(1234500, 'en')).toBe('12.35K');
    expect(formatCentsCompact(123456789, 'en')).toBe('1.23M');
    expect(formatCentsCompact(250000000000, 'en')).toBe('2.50B');
    expect(formatCentsCompact(100000000000000, 'en')).toBe('1.00T');
  });

  it('rounds half up at the unit', () => {
    expect(formatCentsCompact(1234499, 'zh-TW')).toBe('1.23萬');
    expect(formatCentsCompact(1234500, 'zh-TW')).toBe('1.23萬');
    expect(formatCentsCompact(1235000, 'zh-TW')).toBe('1.24萬');
    expect(formatCentsCompact(1234999, 'en')).toBe('12.35K');
    expect(formatCentsCompact(1234949, 'en')).toBe('12.35K');
    expect(formatCentsCompact(1234849, 'en')).toBe('12.35K');
    expect(formatCentsCompact(1234499, 'en')).toBe('12.34K');
    expect(formatCentsCompact(-1235000, 'zh-TW')).toBe('-1.24萬');
  });

  it('moves to the next unit when rounding reaches it', () => {
    expect(formatCentsCompact(9999999999, 'zh-TW')).toBe('1.00億');
    expect(formatCentsCompact(9999499999, 'zh-TW')).toBe('9,999.50萬');
    expect(formatCentsCompact(99999999, 'en')).toBe('1.00M');
    expect(formatCentsCompact(99999499, 'en')).toBe('999.99K');
  });

  it('shows a bad value as empty', () => {
    expect(formatCentsCompact('nope', 'en')).toBe('');
  });
});

describe('parseAmountInput', () => {
  const ok = (text: string) => {
    const r = parseAmountInput(text);
    if (!r.ok) throw new Error(`${text} refused with ${r.code}`);
    return r.cents;
  };

  it.each([
    ['0', 0n],
    ['0.5', 50n],
    ['0.05', 5n],
    ['1', 100n],
    ['1.2', 120n],
    ['1234.56', 123456n],
    ['1,234.5', 123450n],
    ['1,234.50', 123450n],
    ['12,345,678', 1234567800n],
    ['999999999999.99', 99999999999999n],
    ['999,999,999,999.99', 99999999999999n],
  ])('%s -> %s cents', (text, cents) => {
    expect(ok(text)).toBe(cents);
  });

  it.each([
    '00.1',
    '01',
    '00',
    '.5',
    '5.',
    '1.234',
    '1..2',
    '1.2.3',
    '-1',
    '+1',
    '1e3',
    ' 1',
    '1 ',
    'abc',
    '１２',
    '1234567890123',
    '1234567890123.5',
    '1,234,567,890,123',
    '12,34',
    '1,2345',
    ',123',
    '1,234,',
    '0,123',
    '1234,567',
  ])('refuses %j with VAL10012', (text) => {
    expect(parseAmountInput(text)).toEqual({ ok: false, code: 'VAL10012' });
  });

  it('asks for a value when empty, and refuses a non-string', () => {
    expect(parseAmountInput('')).toEqual({ ok: false, code: 'VAL10001' });
    expect(parseAmountInput(12 as never)).toEqual({ ok: false, code: 'VAL10012' });
  });

  it('round-trips with centsToYuanString', () => {
    for (const c of [0n, 1n, 10n, 99n, 100n, 123456n, 99999999999999n]) {
      expect(ok(centsToYuanString(c))).toBe(c);
    }
  });
});

describe('toCents', () => {
  it('takes whole cents only', () => {
    expect(toCents(12n)).toBe(12n);
    expect(toCents(12)).toBe(12n);
    expect(toCents('-12')).toBe(-12n);
    expect(toCents(1.5)).toBeNull();
    expect(toCents('1.5')).toBeNull();
    expect(toCents(2 ** 60)).toBeNull();
    expect(toCents('')).toBeNull();
    expect(toCents(null)).toBeNull();
  });
});
