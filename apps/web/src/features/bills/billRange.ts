import { BILL_MAX_MONTHS } from '@mp/core/schemas/bills';
import { isYmd } from '@mp/core/validators/dates';
import { validateQueryRange } from '@mp/core/validators/queryRange';
import { END, type FieldProblem, START } from '../../ui/list/spec.ts';

/** Months from the start's month to the end's, both counted. */
function monthsSpanned(start: string, end: string): number {
  const m = (ymd: string) => Number(ymd.slice(0, 4)) * 12 + Number(ymd.slice(4, 6));
  return m(end) - m(start) + 1;
}

/**
 * A daily list follows the query-range rules (31 days, not after today); a monthly one covers at most 12
 * months (BIL10001).
 */
export function checkBillRange(values: Readonly<Record<string, string>>, today: string): FieldProblem | null {
  const start = values[START];
  const end = values[END];
  if (values.bill_type !== 'MONTHLY') {
    const code = validateQueryRange({ start, end, today });
    return code ? { field: 'date', code } : null;
  }
  const code = validateQueryRange({ start, end, today, maxDays: Number.MAX_SAFE_INTEGER });
  if (code) return { field: 'date', code };
  if (isYmd(start) && isYmd(end) && monthsSpanned(start, end) > BILL_MAX_MONTHS)
    return { field: 'date', code: 'BIL10001' };
  return null;
}
