/**
 * The Macau clock: the one place that knows the portal's time zone. Business days, wire times
 * (`yyyymmddHHMMss`) and the times shown in files are Asia/Macau, which has kept UTC+8 without daylight
 * saving since 1979, so a fixed offset is exact and no time-zone database is needed. Pure arithmetic on
 * instants; the calendar arithmetic on `yyyymmdd` itself (no zone) is validators/dates.ts.
 */
import { DAY_MS, dayNumberToYmd } from './validators/dates.ts';

/** Macau's offset from UTC, in hours (for SQL: `interval '8 hours'`). */
export const MACAU_UTC_OFFSET_HOURS = 8;
export const MACAU_OFFSET_MS = MACAU_UTC_OFFSET_HOURS * 3_600_000;

const two = (n: number) => String(n).padStart(2, '0');

/** `yyyymmddHHMMss` in Asia/Macau, the wire format of times; '' for no time. */
export function macauTime14(at: Date | null | undefined): string {
  if (!at) return '';
  const t = new Date(at.getTime() + MACAU_OFFSET_MS);
  return (
    String(t.getUTCFullYear()).padStart(4, '0') +
    two(t.getUTCMonth() + 1) +
    two(t.getUTCDate()) +
    two(t.getUTCHours()) +
    two(t.getUTCMinutes()) +
    two(t.getUTCSeconds())
  );
}

/** Instant of a Macau wall-clock `yyyymmddHHMMss`. */
export function instantOfTime14(t: string): Date {
  const n = (a: number, b: number) => Number(t.slice(a, b));
  return new Date(Date.UTC(n(0, 4), n(4, 6) - 1, n(6, 8), n(8, 10), n(10, 12), n(12, 14)) - MACAU_OFFSET_MS);
}

/** Instant of 00:00 Macau on `yyyymmdd`. */
export function startOfYmd(ymd: string): Date {
  return instantOfTime14(`${ymd}000000`);
}

/** The Macau business day (`yyyymmdd`) containing an instant. */
export function ymdOfInstant(at: Date): string {
  return dayNumberToYmd(Math.floor((at.getTime() + MACAU_OFFSET_MS) / DAY_MS));
}

/** The current business day (Asia/Macau) as yyyymmdd. The clock is a parameter so callers stay testable. */
export function todayYmd(now: Date = new Date()): string {
  return ymdOfInstant(now);
}

const TWO = Array.from({ length: 60 }, (_, i) => (i < 10 ? `0${i}` : String(i)));
let cachedDay = Number.NaN;
let cachedDayText = '';

/**
 * 'yyyy-mm-dd HH:MM:ss' in Macau of epoch milliseconds ('' for a non-finite value). Written for files of
 * a million rows: the day's text is reused, the time is integer arithmetic.
 */
export function macauDateTimeText(ms: number): string {
  if (!Number.isFinite(ms)) return '';
  const local = ms + MACAU_OFFSET_MS;
  const day = Math.floor(local / DAY_MS);
  if (day !== cachedDay) {
    cachedDay = day;
    cachedDayText = new Date(day * DAY_MS).toISOString().slice(0, 10);
  }
  const sec = Math.floor((local - day * DAY_MS) / 1000);
  return `${cachedDayText} ${TWO[Math.floor(sec / 3600)]}:${TWO[Math.floor(sec / 60) % 60]}:${TWO[sec % 60]}`;
}

/** The SQL form of ymdOfInstant: the Macau business day of a timestamptz column, without the server's zone data. */
export const macauDateSql = (column: string) =>
  `((${column} at time zone 'UTC') + interval '${MACAU_UTC_OFFSET_HOURS} hours')::date`;
