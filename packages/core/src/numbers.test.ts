import { describe, expect, it } from 'vitest';
import { BUSINESS_NUMBER, businessNumber } from './numbers.ts';

describe('business numbers', () => {
  it('are the kind, the day and 8 digits', () => {
    expect(businessNumber('T', '20261124', 356)).toBe('T2026112400000356');
    expect(businessNumber('R', '20261125', 236)).toBe('R2026112500000236');
    expect(BUSINESS_NUMBER.test(businessNumber('P', '20261125', 99_999_999))).toBe(true);
    expect(BUSINESS_NUMBER.test('T20261124000356')).toBe(false);
  });

  it('refuse what would not fit the format', () => {
    expect(() => businessNumber('T', '2026-11-24', 1)).toThrow();
    expect(() => businessNumber('T', '20261124', 0)).toThrow();
    expect(() => businessNumber('T', '20261124', 100_000_000)).toThrow();
  });
});
