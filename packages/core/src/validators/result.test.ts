import { describe, expect, it } from 'vitest';
import { firstError, isBlank, optional } from './result.ts';
import { validateEmail } from './text.ts';

describe('firstError', () => {
  it('returns the first failure in argument order', () => {
    expect(firstError(null, 'VAL10002', 'VAL10001')).toBe('VAL10002');
    expect(firstError(null, null)).toBeNull();
    expect(firstError()).toBeNull();
  });
});

describe('optional', () => {
  it('skips an empty value and checks a present one', () => {
    expect(optional('', validateEmail)).toBeNull();
    expect(optional(null, validateEmail)).toBeNull();
    expect(optional('bad', validateEmail)).toBe('VAL10002');
  });
  it('isBlank treats whitespace and empty arrays as blank, zero as a value', () => {
    expect(isBlank('  ')).toBe(true);
    expect(isBlank([])).toBe(true);
    expect(isBlank(0)).toBe(false);
  });
});
