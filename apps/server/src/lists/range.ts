import { addDaysYmd, isTime14, isYmd, type MsgCode, validateQueryRange } from '@mp/core';
import { instantOfTime14, startOfYmd, ymdOfInstant } from '@mp/core/time';
import { AppError } from '../kernel/errors.ts';

/** A query's date range: inclusive business days and the instants [from, to) they cover in Macau. */
export interface DayRange {
  startYmd: string;
  endYmd: string;
  from: Date;
  to: Date;
  /** Both ends fall on midnight, so per-day summaries answer exactly for the range. */
  wholeDays: boolean;
}

/** 'YYYY-MM-DD' (a SQL date) of a `yyyymmdd`. */
export function sqlDate(ymd: string): string {
  return `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
}

/** `yyyymmdd` of a SQL date 'YYYY-MM-DD' ('' for null). */
export function ymdOfSqlDate(date: string | null | undefined): string {
  return date ? date.replaceAll('-', '') : '';
}

export interface RangeRules {
  today: string;
  /** A senior query: the current day is refused (VAL10018, or VAL10015 for an export). */
  advanced: boolean;
  purpose?: 'query' | 'export';
  maxDays?: number;
}

/**
 * Reads a query's start and end. The start is `yyyymmdd` (or `yyyymmddHHMMss`); the end is `yyyymmdd`
 * (inclusive) or, as senior queries send it (spec point 7), the 14-digit end of day plus one second,
 * an exclusive instant whose day is the one before it. The rules of spec point 5 are checked on the
 * days (validateQueryRange), each failure with its catalogue code.
 */
export function resolveRange(start: unknown, end: unknown, rules: RangeRules): DayRange {
  const s = typeof start === 'string' ? start.trim() : start;
  const e = typeof end === 'string' ? end.trim() : end;
  let startYmd: unknown = s;
  let from: Date | null = null;
  if (isTime14(s)) {
    startYmd = s.slice(0, 8);
    from = instantOfTime14(s);
  } else if (isYmd(s)) {
    from = startOfYmd(s);
  }
  let endYmd: unknown = e;
  let to: Date | null = null;
  if (isTime14(e)) {
    to = instantOfTime14(e);
    endYmd = ymdOfInstant(new Date(to.getTime() - 1000));
  } else if (isYmd(e)) {
    to = startOfYmd(addDaysYmd(e, 1)!);
  }
  const code: MsgCode | null = validateQueryRange({
    start: startYmd,
    end: endYmd,
    today: rules.today,
    advanced: rules.advanced,
    purpose: rules.purpose,
    maxDays: rules.maxDays,
  });
  if (code) throw new AppError(code);
  if (!from || !to) throw new AppError('VAL10013');
  const sy = startYmd as string;
  const ey = endYmd as string;
  const wholeDays =
    from.getTime() === startOfYmd(sy).getTime() && to.getTime() === startOfYmd(addDaysYmd(ey, 1)!).getTime();
  return { startYmd: sy, endYmd: ey, from, to, wholeDays };
}
