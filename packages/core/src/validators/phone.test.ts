import { describe, expect, it } from 'vitest';
import { validateAnyMobile, validateMainlandMobile, validateMobile } from './phone.ts';

describe('validateMainlandMobile', () => {
  it.each(['13812345678', '19912345678', '15000000000'])('accepts %s', (v) => {
    expect(validateMainlandMobile(v)).toBeNull();
  });
  it.each([
    '12812345678',
    '10812345678',
    '1381234567',
    '138123456789',
    '23812345678',
    '1381234567a',
    '+8613812345678',
  ])('refuses %s', (v) => {
    expect(validateMainlandMobile(v)).toBe('VAL10004');
  });
});

describe('validateMobile by country code', () => {
  it('Macau: 8 digits starting with 6', () => {
    expect(validateMobile('+853', '66123456')).toBeNull();
    expect(validateMobile('+853', '28123456')).toBe('VAL10004');
    expect(validateMobile('+853', '6612345')).toBe('VAL10004');
    expect(validateMobile('+853', '661234567')).toBe('VAL10004');
  });
  it('Hong Kong: 8 digits starting with 4 to 9', () => {
    for (const v of ['41234567', '51234567', '91234567']) expect(validateMobile('+852', v)).toBeNull();
    for (const v of ['31234567', '21234567', '9123456']) expect(validateMobile('+852', v)).toBe('VAL10004');
  });
  it('mainland China: the mainland rule', () => {
    expect(validateMobile('+86', '13812345678')).toBeNull();
    expect(validateMobile('+86', '66123456')).toBe('VAL10004');
  });
  it('refuses an unknown country code and asks for a missing number', () => {
    expect(validateMobile('+1', '2025550123')).toBe('VAL10037');
    expect(validateMobile('853', '66123456')).toBe('VAL10037');
    expect(validateMobile('+853', '')).toBe('VAL10001');
  });
  it('validateAnyMobile accepts a number of any of the three areas', () => {
    expect(validateAnyMobile('66123456')).toBeNull();
    expect(validateAnyMobile('91234567')).toBeNull();
    expect(validateAnyMobile('13812345678')).toBeNull();
    expect(validateAnyMobile('28123456')).toBe('VAL10004');
  });
});
