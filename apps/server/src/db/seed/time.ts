/**
 * Business-day arithmetic in Asia/Macau. Macau is UTC+8 all year (no daylight saving), so a fixed offset
 * is exact and avoids depending on the ICU time-zone data of the machine.
 */
export const MACAU_OFFSET_MS = 8 * 3600_000;
export const DAY_MS = 24 * 3600_000;

/** 'YYYY-MM-DD' of the Asia/Macau calendar day that contains `t`. */
export function macauDate(t: Date | number): string {
  const ms = typeof t === 'number' ? t : t.getTime();
  return new Date(ms + MACAU_OFFSET_MS).toISOString().slice(0, 10);
}

/** Epoch milliseconds of 00:00 Asia/Macau on `date` ('YYYY-MM-DD'). */
export function macauMidnight(date: string): number {
  return Date.parse(`${date}T00:00:00.000Z`) - MACAU_OFFSET_MS;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday, of a calendar date. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00.000Z`).getUTCDay();
}

/** 'YYYYMMDD' of a 'YYYY-MM-DD' date. */
export function compact(date: string): string {
  return date.replaceAll('-', '');
}

/** 'HHMMSS' Asia/Macau of an instant. */
export function macauClock(ms: number): string {
  return new Date(ms + MACAU_OFFSET_MS).toISOString().slice(11, 19).replaceAll(':', '');
}
