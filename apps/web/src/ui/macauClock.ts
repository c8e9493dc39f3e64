import { macauTime14 } from '@mp/core/time';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * The portal's "now" as a date picker holds it: a dayjs whose wall clock reads Macau's (the business
 * clock of every date and time on the wire, `yyyymmddHHMMss` Asia/Macau), whatever the browser's zone.
 * `dayjs()` alone is the browser's wall clock: a person in another zone (or a machine on UTC) would get
 * yesterday's date from 00:00 to 08:00 Macau time, and a default the server refuses as past.
 */
export function macauNow(now: Date = new Date()): Dayjs {
  const t = macauTime14(now);
  return dayjs(
    `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)}T${t.slice(8, 10)}:${t.slice(10, 12)}:${t.slice(12, 14)}`,
  );
}
