import { addDaysYmd, daysInclusive, isYmd } from './dates.ts';
import { type Check, isBlank } from './result.ts';

/** Spec point 9: a query range spans at most 31 days, both ends counted. */
export const MAX_QUERY_DAYS = 31;

export interface QueryRangeInput {
  start: unknown;
  end: unknown;
  /** The current business day, yyyymmdd (todayYmd()). */
  today: string;
  /** A senior (advanced) query: it never covers the current day. */
  advanced?: boolean;
  /** 'export' for an export or appointed export of a senior query; only changes which message is shown. */
  purpose?: 'query' | 'export';
  maxDays?: number;
}

/**
 * The date-range rules of spec points 5 and 9, first failure wins:
 * VAL10001 missing, VAL10013 malformed, VAL10017 start after end, VAL10014 end after today, then for a
 * senior search a range reaching today: VAL10018 (the spec's '當日數據暫不支持高級查詢') when it is a query,
 * VAL10015 ('cannot query or export the current day or beyond') when it is an export, because that is the
 * message that names exports; last VAL10016 for more than `maxDays` days (20260101..20260131 is 31: fine).
 */
export function validateQueryRange(input: QueryRangeInput): Check {
  const { start, end, today, advanced = false, purpose = 'query', maxDays = MAX_QUERY_DAYS } = input;
  if (isBlank(start) || isBlank(end)) return 'VAL10001';
  if (!isYmd(start) || !isYmd(end) || !isYmd(today)) return 'VAL10013';
  if (start > end) return 'VAL10017';
  if (end > today) return 'VAL10014';
  if (advanced && end >= today) return purpose === 'export' ? 'VAL10015' : 'VAL10018';
  const days = daysInclusive(start, end);
  return days !== null && days <= maxDays ? null : 'VAL10016';
}

/** Spec point 7: a senior query sends its end as the end of that day plus one second (next day 000000). */
export function seniorEndTime(endYmd: string): string | null {
  const next = addDaysYmd(endYmd, 1);
  return next === null ? null : `${next}000000`;
}

/** The start of a senior query: the first second of its start day. */
export function seniorStartTime(startYmd: string): string | null {
  return isYmd(startYmd) ? `${startYmd}000000` : null;
}
