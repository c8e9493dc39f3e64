import { addDaysYmd, daysInclusive, isYm, isYmd } from './dates.ts';
import { type Check, type FieldError, isBlank } from './result.ts';

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

/** Which end of a range a refusal names (the request's start_* or end_* field). */
export type RangeEnd = 'start' | 'end';

/**
 * An optional day filter of a list (invoices): each end absent (no bound) or a real day (VAL10013), the
 * start not after the end (VAL10017) nor after today (VAL10014), each refusal naming its end.
 */
export function validateDayFilter(
  start: string | undefined,
  end: string | undefined,
  today: string,
): FieldError<RangeEnd> | null {
  if (start !== undefined && !isYmd(start)) return { field: 'start', code: 'VAL10013' };
  if (end !== undefined && !isYmd(end)) return { field: 'end', code: 'VAL10013' };
  if (start !== undefined && end !== undefined && start > end) return { field: 'start', code: 'VAL10017' };
  if (start !== undefined && start > today) return { field: 'start', code: 'VAL10014' };
  return null;
}

/** The months a range spans, both ends counted (202601..202612 is 12). */
export function monthsInclusive(start: string, end: string): number {
  const month = (ym: string) => Number(ym.slice(0, 4)) * 12 + Number(ym.slice(4, 6));
  return month(end) - month(start) + 1;
}

/**
 * A month range (fee bills, yyyymm): each end a real month (VAL10013), the start not after the end
 * (VAL10017), the end not after the last closed month (VAL10014), at most `maxMonths` months (BIL10001).
 */
export function validateMonthRange(
  start: string,
  end: string,
  lastClosed: string,
  maxMonths: number,
): FieldError<RangeEnd> | null {
  if (!isYm(start)) return { field: 'start', code: 'VAL10013' };
  if (!isYm(end)) return { field: 'end', code: 'VAL10013' };
  if (start > end) return { field: 'start', code: 'VAL10017' };
  if (end > lastClosed) return { field: 'end', code: 'VAL10014' };
  if (monthsInclusive(start, end) > maxMonths) return { field: 'start', code: 'BIL10001' };
  return null;
}
