import { describe, expect, it } from 'vitest';
import {
  validateAlphanumeric,
  validateCompanyName,
  validateDigits,
  validateEmail,
  validateMaxLength,
  validateNoEdgeSpaces,
  validateNoForbiddenChars,
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
