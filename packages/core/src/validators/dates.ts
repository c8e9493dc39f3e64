/**
 * Calendar arithmetic on the wire formats (spec point 5): dates are `yyyymmdd`, times `yyyymmddHHMMss`.
 * A ymd is a calendar day with no time zone, so the arithmetic is done on UTC day numbers, in integers.
 */

/** The certificate / ID end date that means "long-term" (spec point 4). */
export const LONG_TERM_YMD = '99991231';

/** Milliseconds of a calendar day (no zone has daylight saving here: see time.ts). */
export const DAY_MS = 86_400_000;

export interface YmdParts {
  y: number;
  m: number;
  d: number;
}

export function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

export function daysInMonth(y: number, m: number): number {
  if (m === 2) return isLeapYear(y) ? 29 : 28;
  return [4, 6, 9, 11].includes(m) ? 30 : 31;
}

/** Splits a real calendar date `yyyymmdd` (years 1000-9999); anything else gives null. */
export function parseYmd(value: unknown): YmdParts | null {
  if (typeof value !== 'string' || !/^\d{8}$/.test(value)) return null;
  const y = Number(value.slice(0, 4));
  const m = Number(value.slice(4, 6));
  const d = Number(value.slice(6, 8));
  if (y < 1000 || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  return { y, m, d };
}

/** True for an 8-digit string that is a real calendar date ('20260229' is false). */
export function isYmd(value: unknown): value is string {
  return parseYmd(value) !== null;
}

/** True for a real month `yyyymm` (years 1000-9999, as parseYmd): '202613' is false. */
export function isYm(value: unknown): value is string {
  return typeof value === 'string' && /^\d{6}$/.test(value) && isYmd(`${value}01`);
}

/** True for a 14-digit `yyyymmddHHMMss` whose date is real and whose time is 00:00:00-23:59:59. */
export function isTime14(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{14}$/.test(value) || !isYmd(value.slice(0, 8))) return false;
  const h = Number(value.slice(8, 10));
  const mi = Number(value.slice(10, 12));
  const s = Number(value.slice(12, 14));
  return h <= 23 && mi <= 59 && s <= 59;
}

export function ymdFromParts(p: YmdParts): string {
  return `${String(p.y).padStart(4, '0')}${String(p.m).padStart(2, '0')}${String(p.d).padStart(2, '0')}`;
}

/** Days since 1970-01-01 for a valid ymd, else null. */
export function ymdToDayNumber(ymd: string): number | null {
  const p = parseYmd(ymd);
  return p ? Date.UTC(p.y, p.m - 1, p.d) / DAY_MS : null;
}

export function dayNumberToYmd(day: number): string {
  const t = new Date(day * DAY_MS);
  return ymdFromParts({ y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() });
}

/** `ymd` moved by a whole number of days; null when `ymd` is not a real date. */
export function addDaysYmd(ymd: string, days: number): string | null {
  const n = ymdToDayNumber(ymd);
  return n === null || !Number.isInteger(days) ? null : dayNumberToYmd(n + days);
}

/** Number of calendar days from start to end counting both ends (same day = 1); null if malformed. */
export function daysInclusive(start: string, end: string): number | null {
  const a = ymdToDayNumber(start);
  const b = ymdToDayNumber(end);
  return a === null || b === null ? null : b - a + 1;
}

/** 'yyyy-mm-dd' for display; a value that is not a real date is returned unchanged. */
export function formatYmd(ymd: string, separator = '-'): string {
  if (!isYmd(ymd)) return ymd;
  return `${ymd.slice(0, 4)}${separator}${ymd.slice(4, 6)}${separator}${ymd.slice(6, 8)}`;
}
