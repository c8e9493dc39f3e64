import { describe, expect, it } from 'vitest';
import {
  validateAlphanumeric,
  validateCompanyName,
  validateDigits,
  validateEmail,
  validateMaxLength,
  validateNoEdgeSpaces,
  validateNoForbiddenChars,
  validateNoHiddenChars,
  validateRequired,
} from './text.ts';

describe('validateRequired', () => {
  it.each(['', '   ', null, undefined, []])('refuses %j', (v) => {
    expect(validateRequired(v)).toBe('VAL10001');
  });
  it.each(['a', 0, ['x'], false])('accepts %j', (v) => {
    expect(validateRequired(v)).toBeNull();
  });
});

describe('validateEmail', () => {
  it.each(['a@b.co', 'merchant@example.com', 'first.last+tag@mail.example.mo', 'A_1@sub-domain.example.org'])(
    'accepts %s',
    (v) => {
      expect(validateEmail(v)).toBeNull();
    },
  );
  it.each([
    'plain',
    'a@b',
    '@example.com',
    'a@.com',
    'a@example.',
    'a..b@example.com',
    'a.@example.com',
    '.a@example.com',
    'a b@example.com',
    'a@exa mple.com',
    'a@-example.com',
    '陳@example.com',
    `${'a'.repeat(40)}@example.com`,
  ])('refuses %s', (v) => {
    expect(validateEmail(v)).toBe('VAL10002');
  });
  it('asks for a value when empty', () => {
    expect(validateEmail('')).toBe('VAL10001');
  });
});

describe('validateDigits', () => {
  it('accepts 6 to 30 digits', () => {
    expect(validateDigits('123456')).toBeNull();
    expect(validateDigits('1'.repeat(30))).toBeNull();
  });
  it.each(['12345', '1'.repeat(31), '12345a', '123 456', '１２３４５６'])('refuses %s', (v) => {
    expect(validateDigits(v)).toBe('VAL10003');
  });
});

describe('edge spaces, forbidden characters, length', () => {
  it('refuses leading or trailing spaces only', () => {
    expect(validateNoEdgeSpaces(' a')).toBe('VAL10005');
    expect(validateNoEdgeSpaces('a ')).toBe('VAL10005');
    expect(validateNoEdgeSpaces('a\t')).toBe('VAL10005');
    expect(validateNoEdgeSpaces('a b')).toBeNull();
    expect(validateNoEdgeSpaces('')).toBeNull();
  });
  it("refuses ' < >", () => {
    for (const v of ["O'Neil", '<script>', 'a>b']) expect(validateNoForbiddenChars(v)).toBe('VAL10007');
    expect(validateNoForbiddenChars('A & B "C"')).toBeNull();
  });
  it('counts characters, not UTF-16 units', () => {
    expect(validateMaxLength('𠮷𠮷𠮷', 3)).toBeNull();
    expect(validateMaxLength('abcd', 3)).toBe('VAL10008');
    expect(validateMaxLength('abc', 3)).toBeNull();
  });
});

describe('validateAlphanumeric', () => {
  it('accepts letters and digits only', () => {
    expect(validateAlphanumeric('abC123')).toBeNull();
    expect(validateAlphanumeric('abc-123')).toBe('VAL10026');
    expect(validateAlphanumeric('abc 123')).toBe('VAL10026');
    expect(validateAlphanumeric('')).toBe('VAL10001');
  });
});

describe('validateCompanyName', () => {
  it.each(['澳門支付有限公司', '澳門(氹仔)貿易行', '華銀（澳門）科技-2號店', '第1商行'])(
    'accepts %s',
    (v) => {
      expect(validateCompanyName(v)).toBeNull();
    },
  );
  it.each([
    '澳門，支付',
    '澳門。支付',
    '澳門！',
    '澳門？',
    '澳門；',
    '澳門：',
    '澳門、支付',
    '“澳門”',
    '‘澳門’',
    '《澳門》',
    'Macau Pay Ltd',
    '澳門 支付',
    '12345',
    '()-',
  ])('refuses %s', (v) => {
    expect(validateCompanyName(v)).toBe('VAL10006');
  });
});

describe('invisible and direction-changing characters (issue 15, point 3)', () => {
  const hidden = [
    ['RLO', '\u202E'],
    ['LRE', '\u202A'],
    ['PDF', '\u202C'],
    ['LRI', '\u2066'],
    ['PDI', '\u2069'],
    ['ZWSP', '\u200B'],
    ['ZWNJ', '\u200C'],
    ['ZWJ', '\u200D'],
    ['LRM', '\u200E'],
    ['RLM', '\u200F'],
    ['WJ', '\u2060'],
    ['BOM', '\uFEFF'],
    ['MVS', '\u180E'],
    ['SHY', '\u00AD'],
    ['ALM', '\u061C'],
    ['invisible times', '\u2062'],
    ['line separator', '\u2028'],
    ['CGJ', '\u034F'],
    ['Hangul filler', '\u3164'],
    ['tag', '\u{E0041}'],
  ];
  it.each(hidden)('refuses %s inside a name', (_name, ch) => {
    for (const v of [`財務${ch}主管`, `${ch}admin`, `cashier${ch}`]) {
      expect(validateNoHiddenChars(v)).toBe('VAL10039');
      expect(validateNoForbiddenChars(v)).toBe('VAL10039');
    }
  });
  it('accepts names people write, variation selectors of Han characters included', () => {
    for (const v of [
      '財務主管',
      'Ana Sá-Lopes',
      '陳大文 (收銀)',
      'Café №1',
      '葛\u{E0100}',
      '❤\uFE0F',
      'مرحبا',
    ]) {
      expect(validateNoHiddenChars(v)).toBeNull();
      expect(validateNoForbiddenChars(v)).toBeNull();
    }
  });
  it("answers ' < > first, with their own code", () => {
    expect(validateNoForbiddenChars("a'\u202Eb")).toBe('VAL10007');
  });
});
