import type { Keyset } from '../sql.ts';
import type { ExportRow, ExportSource, OpenedExport, SqlSelect } from './source.ts';

/**
 * How a source reads its rows. A modest source (settlements, payments) pages through its query service,
 * whose rules, scope and code checks apply to each page; a large one (collections, refunds) streams by
 * keyset from one opened query whose rules, scope and totals were settled once.
 */

/** Every row of a paged query service, page after page. */
export async function* pagesOf<R extends ExportRow>(
  page: (pageNo: number, pageSize: number) => Promise<{ rows: readonly R[] }>,
  pageSize = 100,
): AsyncIterable<ExportRow> {
  for (let pageNo = 1; ; pageNo++) {
    const { rows } = await page(pageNo, pageSize);
    yield* rows;
    if (rows.length < pageSize) return;
  }
}

/**
 * An export of a paged query service that answers its total with every page: the count from a one-row
 * page, then every row page after page.
 */
export async function openPaged<R extends ExportRow>(
  page: (pageNo: number, pageSize: number) => Promise<{ rows: readonly R[]; total_count: number }>,
): Promise<OpenedExport> {
  return { count: (await page(1, 1)).total_count, rows: pagesOf(page) };
}

/**
 * An export of an opened keyset stream: its totals' count, then its pages row by row (or, where the stream
 * offers it, its rows as one SELECT for COPY).
 */
export function openStream<R extends ExportRow>(stream: {
  totals: { count: number };
  pages(): AsyncGenerator<readonly R[]>;
  select?: SqlSelect;
}): OpenedExport {
  return {
    count: stream.totals.count,
    ...(stream.select ? { select: stream.select } : {}),
    rows: (async function* () {
      for await (const page of stream.pages()) yield* page;
    })(),
  };
}

/**
 * Every row of a query read by keyset on (created_at, id), `batch` rows at a time, each batch mapped by
 * `toRow`: constant memory at any size. `read` answers the batch after `after` (the first without it).
 */
export async function* keysetPages<D extends { created_at: Date; id: string }, R>(
  read: (after: Keyset | undefined, limit: number) => Promise<D[]>,
  toRow: (row: D) => R,
  batch: number,
): AsyncGenerator<R[]> {
  let after: Keyset | undefined;
  for (;;) {
    const rows = await read(after, batch);
    if (rows.length === 0) return;
    yield rows.map(toRow);
    if (rows.length < batch) return;
    const last = rows[rows.length - 1];
    after = { createdAt: last.created_at, id: String(last.id) };
  }
}

/**
 * The export source of a list that streams its rows as its page does (`stream`, the page's own): its
 * rules, scope and totals once, the count the totals' own, the rows the same stream's pages.
 */
export function streamExport<F, R extends ExportRow>(
  source: Omit<ExportSource<F>, 'open'>,
  stream: (
    ctx: Parameters<ExportSource<F>['open']>[0],
    filters: F,
  ) => Promise<Parameters<typeof openStream<R>>[0]>,
): ExportSource<F> {
  return { ...source, open: async (ctx, filters) => openStream(await stream(ctx, filters)) };
}
