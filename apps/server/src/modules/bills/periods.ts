import { addDaysYmd, daysInclusive, isYm, isYmd, monthsInclusive, todayYmd } from '@mp/core';
import { BILL_MAX_MONTHS, type BillType } from '@mp/core/schemas/bills';
import { AppError } from '../../kernel/errors.ts';

/**
 * Bill periods: a day (yyyymmdd) or a month (yyyymm) of the Macau calendar. A bill exists only for a
 * closed period: a day before today, a month before the current one.
 */
/** VAL10013 unless `period` is a real day (DAILY) or month (MONTHLY). */
export function checkPeriod(type: BillType, period: string): void {
  if (type === 'DAILY' ? !isYmd(period) : !isYm(period)) throw new AppError('VAL10013', 'report_date');
}

export function isClosed(type: BillType, period: string, now: Date): boolean {
  const today = todayYmd(now);
  return type === 'DAILY' ? period < today : period < today.slice(0, 6);
}

/** First and last day of a period, yyyymmdd. */
export function periodDays(type: BillType, period: string): { first: string; last: string } {
  if (type === 'DAILY') return { first: period, last: period };
  const first = `${period}01`;
  const y = Number(period.slice(0, 4));
  const m = Number(period.slice(4, 6));
  const next = m === 12 ? `${y + 1}0101` : `${period.slice(0, 4)}${String(m + 1).padStart(2, '0')}01`;
  return { first, last: addDaysYmd(next, -1) ?? first };
}

/**
 * The days a list covers, checked like a query range (VAL10013 malformed, VAL10017 reversed, VAL10016
 * over 31 days for daily bills, BIL10001 over 12 months for monthly ones) and cut at the last closed
 * period, so a range reaching today or beyond simply ends at the newest bill.
 */
export function listRange(
  type: BillType,
  start: string,
  end: string,
  now: Date,
): { first: string; last: string } | null {
  if (!isYmd(start)) throw new AppError('VAL10013', 'start_date');
  if (!isYmd(end)) throw new AppError('VAL10013', 'end_date');
  if (start > end) throw new AppError('VAL10017');
  if (type === 'DAILY' && (daysInclusive(start, end) ?? 0) > 31) throw new AppError('VAL10016');
  if (type === 'MONTHLY' && monthsInclusive(start, end) > BILL_MAX_MONTHS) throw new AppError('BIL10001');
  const today = todayYmd(now);
  const lastClosed = type === 'DAILY' ? addDaysYmd(today, -1) : addDaysYmd(`${today.slice(0, 6)}01`, -1);
  const first = type === 'DAILY' ? start : `${start.slice(0, 6)}01`;
  const last = lastClosed && end > lastClosed ? lastClosed : end;
  return first > last ? null : { first, last };
}
