import { describe, expect, it } from 'vitest';
import {
  monthsInclusive,
  seniorEndTime,
  seniorStartTime,
  validateDayFilter,
  validateMonthRange,
  validateQueryRange,
} from './queryRange.ts';

const today = '20261122';

describe('validateQueryRange', () => {
  it('accepts up to 31 days, both ends counted', () => {
    expect(validateQueryRange({ start: '20260101', end: '20260131', today })).toBeNull();
    expect(validateQueryRange({ start: '20260101', end: '20260201', today })).toBe('VAL10016');
    expect(validateQueryRange({ start: '20240201', end: '20240302', today })).toBeNull();
    expect(validateQueryRange({ start: '20240201', end: '20240303', today })).toBe('VAL10016');
  });
  it('honours another limit', () => {
    expect(validateQueryRange({ start: '20260101', end: '20260107', today, maxDays: 7 })).toBeNull();
    expect(validateQueryRange({ start: '20260101', end: '20260108', today, maxDays: 7 })).toBe('VAL10016');
  });
  it('refuses a malformed or missing date', () => {
    expect(validateQueryRange({ start: '2026-01-01', end: '20260131', today })).toBe('VAL10013');
    expect(validateQueryRange({ start: '20260230', end: '20260301', today })).toBe('VAL10013');
    expect(validateQueryRange({ start: '', end: '20260131', today })).toBe('VAL10001');
  });
  it('refuses start after end', () => {
    expect(validateQueryRange({ start: '20260102', end: '20260101', today })).toBe('VAL10017');
  });
  it('lets an ordinary query reach today but not beyond', () => {
    expect(validateQueryRange({ start: '20261122', end: '20261122', today })).toBeNull();
    expect(validateQueryRange({ start: '20261120', end: '20261123', today })).toBe('VAL10014');
  });
  it('keeps a senior search off the current day', () => {
    expect(validateQueryRange({ start: '20261101', end: '20261121', today, advanced: true })).toBeNull();
    expect(validateQueryRange({ start: '20261101', end: '20261122', today, advanced: true })).toBe(
      'VAL10018',
    );
    expect(
      validateQueryRange({ start: '20261101', end: '20261122', today, advanced: true, purpose: 'export' }),
    ).toBe('VAL10015');
    expect(validateQueryRange({ start: '20261101', end: '20261123', today, advanced: true })).toBe(
      'VAL10014',
    );
  });
});

describe('senior query times', () => {
  it('sends the end as the next day 000000 (end of day plus one second)', () => {
    expect(seniorEndTime('20260131')).toBe('20260201000000');
    expect(seniorEndTime('20261231')).toBe('20270101000000');
    expect(seniorEndTime('20240228')).toBe('20240229000000');
    expect(seniorEndTime('nope')).toBeNull();
  });
  it('sends the start as its first second', () => {
    expect(seniorStartTime('20260101')).toBe('20260101000000');
    expect(seniorStartTime('20260132')).toBeNull();
  });
});

describe('validateDayFilter (an optional day filter of a list)', () => {
  const today = '20260315';
  it('takes absent ends as no bound and real days in order up to today', () => {
    expect(validateDayFilter(undefined, undefined, today)).toBeNull();
    expect(validateDayFilter('20260301', '20260401', today)).toBeNull();
    expect(validateDayFilter(undefined, '20260301', today)).toBeNull();
  });
  it('names the end it refuses', () => {
    expect(validateDayFilter('', undefined, today)).toEqual({ field: 'start', code: 'VAL10013' });
    expect(validateDayFilter('20260301', '20260230', today)).toEqual({ field: 'end', code: 'VAL10013' });
    expect(validateDayFilter('20260302', '20260301', today)).toEqual({ field: 'start', code: 'VAL10017' });
    expect(validateDayFilter('20260316', undefined, today)).toEqual({ field: 'start', code: 'VAL10014' });
  });
});

describe('validateMonthRange (fee bills)', () => {
  it('takes real months in order, up to the last closed one, at most maxMonths', () => {
    expect(validateMonthRange('202501', '202512', '202602', 12)).toBeNull();
    expect(monthsInclusive('202501', '202601')).toBe(13);
  });
  it('names the end it refuses, first failure wins', () => {
    expect(validateMonthRange('202513', '202601', '202602', 12)).toEqual({
      field: 'start',
      code: 'VAL10013',
    });
    expect(validateMonthRange('202601', '2026', '202602', 12)).toEqual({ field: 'end', code: 'VAL10013' });
    expect(validateMonthRange('202602', '202601', '202602', 12)).toEqual({
      field: 'start',
      code: 'VAL10017',
    });
    expect(validateMonthRange('202601', '202603', '202602', 12)).toEqual({ field: 'end', code: 'VAL10014' });
    expect(validateMonthRange('202501', '202601', '202602', 12)).toEqual({
      field: 'start',
      code: 'BIL10001',
    });
  });
});
