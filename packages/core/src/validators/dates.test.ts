import { describe, expect, it } from 'vitest';
import { addDaysYmd, daysInclusive, formatYmd, isTime14, isYmd } from './dates.ts';

describe('isYmd', () => {
  it.each(['20261122', '20240229', '20000229', '99991231', '19000101'])('accepts %s', (v) => {
    expect(isYmd(v)).toBe(true);
  });
  it.each([
    '20260229',
    '19000229',
    '20261301',
    '20260001',
    '20260431',
    '20260100',
    '2026112',
    '2026-11-22',
    '09991231',
    20261122,
    null,
  ])('refuses %j', (v) => {
    expect(isYmd(v)).toBe(false);
  });
});

describe('isTime14', () => {
  it('accepts real times', () => {
    expect(isTime14('20261122000000')).toBe(true);
    expect(isTime14('20261122235959')).toBe(true);
  });
  it.each(['20261122240000', '20261122236000', '20261122235960', '20260229120000', '2026112212000', 'x'])(
    'refuses %s',
    (v) => {
      expect(isTime14(v)).toBe(false);
    },
  );
});

describe('day arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDaysYmd('20260131', 1)).toBe('20260201');
    expect(addDaysYmd('20261231', 1)).toBe('20270101');
    expect(addDaysYmd('20240228', 1)).toBe('20240229');
    expect(addDaysYmd('20250228', 1)).toBe('20250301');
    expect(addDaysYmd('20260301', -1)).toBe('20260228');
    expect(addDaysYmd('bad', 1)).toBeNull();
  });
  it('counts both ends', () => {
    expect(daysInclusive('20260101', '20260101')).toBe(1);
    expect(daysInclusive('20260101', '20260131')).toBe(31);
    expect(daysInclusive('20240201', '20240301')).toBe(30);
    expect(daysInclusive('20260101', 'x')).toBeNull();
  });
  it('formats for display', () => {
    expect(formatYmd('20261122')).toBe('2026-11-22');
    expect(formatYmd('20261122', '/')).toBe('2026/11/22');
    expect(formatYmd('nope')).toBe('nope');
  });
});
