/** Paging and search helpers shared by the administration list queries. */

export interface PageReq {
  page_no: number;
  page_size: number;
}

export function pageWindow(p: PageReq): { limit: number; offset: number } {
  return { limit: p.page_size, offset: (p.page_no - 1) * p.page_size };
}

/** The list answer of every paged call; `total` comes from `count(*) over ()` of the first row. */
export function pageAnswer<T>(p: PageReq, rows: { total?: string | number }[], mapped: T[]) {
  return { total: Number(rows[0]?.total ?? 0), page_no: p.page_no, page_size: p.page_size, rows: mapped };
}

/** A LIKE pattern (escape character '\') matching `text` anywhere, literally. */
export function containsPattern(text: string | undefined): string | null {
  if (text === undefined || text.trim() === '') return null;
  return `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
