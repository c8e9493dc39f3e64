import type { Db } from '../types.ts';

/**
 * Multi-row INSERT with bound parameters, in chunks. One statement per ~500 rows keeps the embedded
 * database's per-statement cost small; the chunk also stays far below PostgreSQL's 65535-parameter cap.
 */
export const BATCH_ROWS = 500;

export async function insertRows<R = Record<string, unknown>>(
  db: Db,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  returning?: string,
): Promise<R[]> {
  const out: R[] = [];
  const width = columns.length;
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const chunk = rows.slice(start, start + BATCH_ROWS);
    const params: unknown[] = [];
    const tuples: string[] = [];
    for (const row of chunk) {
      if (row.length !== width) throw new Error(`${table}: row has ${row.length} values, expected ${width}`);
      const marks: string[] = [];
      for (const value of row) {
        params.push(value);
        marks.push(`$${params.length}`);
      }
      tuples.push(`(${marks.join(',')})`);
    }
    const sql = `insert into ${table} (${columns.join(',')}) values ${tuples.join(',')}${returning ? ` returning ${returning}` : ''}`;
    const res = await db.query<R>(sql, params);
    if (returning) out.push(...res.rows);
  }
  return out;
}
