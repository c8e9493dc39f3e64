import { describe, expect, it } from 'vitest';
import {
  instantOfTime14,
  MACAU_OFFSET_MS,
  macauDateSql,
  macauDateTimeText,
  macauTime14,
  startOfYmd,
  todayYmd,
  ymdOfInstant,
} from './time.ts';

describe('the Macau clock (UTC+8, no daylight saving)', () => {
  it('is eight hours ahead of UTC, in winter and in summer', () => {
    expect(MACAU_OFFSET_MS).toBe(8 * 3_600_000);
    expect(macauTime14(new Date('2026-01-15T04:00:00Z'))).toBe('20260115120000');
    expect(macauTime14(new Date('2026-07-15T04:00:00Z'))).toBe('20260715120000');
  });

  it('writes wire times as yyyymmddHHMMss, and nothing for no time', () => {
    expect(macauTime14(new Date('2026-01-31T16:05:09Z'))).toBe('20260201000509');
    expect(macauTime14(new Date(Date.UTC(2026, 11, 31, 16, 0, 0)))).toBe('20270101000000');
    expect(macauTime14(null)).toBe('');
    expect(macauTime14(undefined)).toBe('');
  });

  it('reads wire times back to the same instant', () => {
    expect(instantOfTime14('20260201000509').toISOString()).toBe('2026-01-31T16:05:09.000Z');
    for (const iso of ['2024-02-29T15:59:59.000Z', '2026-12-31T16:00:00.000Z', '2026-06-01T00:00:00.000Z']) {
      expect(instantOfTime14(macauTime14(new Date(iso))).toISOString()).toBe(iso);
    }
  });

  it('starts a business day at 00:00 Macau, 16:00 UTC the day before', () => {
    expect(startOfYmd('20260101').toISOString()).toBe('2025-12-31T16:00:00.000Z');
    expect(startOfYmd('20240301').toISOString()).toBe('2024-02-29T16:00:00.000Z');
  });

  it('puts an instant on its Macau business day', () => {
    expect(ymdOfInstant(new Date('2026-11-21T15:59:59.999Z'))).toBe('20261121');
    expect(ymdOfInstant(new Date('2026-11-21T16:00:00Z'))).toBe('20261122');
    expect(ymdOfInstant(startOfYmd('20261122'))).toBe('20261122');
    expect(ymdOfInstant(new Date(startOfYmd('20261122').getTime() - 1))).toBe('20261121');
  });

  it('todayYmd is the Macau calendar day (UTC+8)', () => {
    expect(todayYmd(new Date('2026-11-21T15:59:59Z'))).toBe('20261121');
    expect(todayYmd(new Date('2026-11-21T16:00:00Z'))).toBe('20261122');
    expect(todayYmd()).toBe(ymdOfInstant(new Date()));
  });

  it('shows times in files as yyyy-mm-dd HH:MM:ss Macau', () => {
    expect(macauDateTimeText(Date.parse('2026-01-31T16:05:09Z'))).toBe('2026-02-01 00:05:09');
    expect(macauDateTimeText(Date.parse('2026-02-01T15:59:59.900Z'))).toBe('2026-02-01 23:59:59');
    expect(macauDateTimeText(Date.parse('2026-01-31T15:59:59Z'))).toBe('2026-01-31 23:59:59');
    expect(macauDateTimeText(Number.NaN)).toBe('');
  });

  it('gives SQL the same day', () => {
    expect(macauDateSql('r.finished_at')).toBe(
      "((r.finished_at at time zone 'UTC') + interval '8 hours')::date",
    );
  });
});
