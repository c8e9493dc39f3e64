import type { ExportRow } from './sources.ts';

/**
 * Every row of a paged query service, page after page, for a source whose result is modest (settlements,
 * payments): the service's own rules, scope and code checks apply to each page. Large sources (collections,
 * refunds) stream by keyset instead.
 */
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
