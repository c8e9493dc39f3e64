import { DAY_MS } from '@mp/core';
import { MACAU_OFFSET_MS } from '@mp/core/time';

/**
 * Business-day arithmetic of the seed on 'YYYY-MM-DD' dates and epoch milliseconds, on the Macau clock
 * of packages/core (time.ts).
 */
export { DAY_MS };

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
