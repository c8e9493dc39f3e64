import { startTransition, useEffect, useMemo, useState } from 'react';

/**
 * The rows a table renders first (issue 31 point 2): about one screen of a list page at 1366 × 820 under its
 * title, filters and totals, with a few to spare on a taller screen.
 */
export const FIRST_SCREEN_ROWS = 10;

/**
 * A table's rows, its first screen first. Mounting a page of 20 to 100 rows with its cells, tags and
 * tooltips was one task of 100 to 300 ms between the answer and the rows on screen; now a new set of rows
 * (a first answer, another page, a new filter) renders its first `first` rows, and the rest follow in a
 * transition right after (React renders it in slices and commits the rows added). Rows already shown whole
 * stay whole: the same array again (a re-render) changes nothing.
 */
export function useFirstScreenRows<Row>(
  rows: readonly Row[] | undefined,
  first = FIRST_SCREEN_ROWS,
): Row[] | undefined {
  const [whole, setWhole] = useState<readonly Row[] | undefined>(undefined);
  const short = !rows || rows.length <= first || whole === rows;
  useEffect(() => {
    if (short) return;
    startTransition(() => setWhole(rows));
  }, [rows, short]);
  return useMemo(() => (short ? (rows as Row[] | undefined) : rows.slice(0, first)), [rows, short, first]);
}
