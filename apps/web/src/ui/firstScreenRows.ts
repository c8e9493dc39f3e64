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

/**
 * Whether a page's heavy part (its table) may mount now: false in the page's first commit, true in a
 * transition right after it (issue 31 point 2). A page switch was one task of 60 to 90 ms: React's commit of
 * the whole new page, then the table's own layout effects, which read the width of each column (the browser
 * lays the whole new page out on the spot) and render the table again for its sticky header. Mounting the
 * table one commit later cuts that task in two: the page's frame, title and filters first (the browser lays
 * them out and paints them), then the table, whose reads then lay out only the table. Until then the table's
 * place shows the same grey rows as a table waiting for its first answer.
 */
export function useMountedAfterFirstCommit(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready;
}
