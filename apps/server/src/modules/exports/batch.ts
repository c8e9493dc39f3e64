import type { Db } from '../../db/types.ts';

/**
 * One batch of a source's keyset query, read as a single JSON text instead of row by row. The embedded
 * database (PGlite) decodes a result field by field in JavaScript, a few microseconds a field, which
 * caps an export at about 17k rows a second; one JSON value a batch about doubles that, and costs
 * nothing on PostgreSQL (bench/README.md, "Export throughput"). Values arrive as JSON gives them:
 * bigint and numeric as numbers (exact for cents below 2^53), timestamps as ISO text, which the export
 * cells accept. `orderBy` repeats the query's ORDER BY (in terms of its output columns), so the batch
 * keeps its order and the last row is the keyset's next start.
 */
export async function jsonBatch<T = Record<string, unknown>>(
  db: Db,
  sql: string,
  params: unknown[],
  orderBy: string,
): Promise<T[]> {
  const r = await db.query<{ j: string | null }>(
    `select coalesce(json_agg(b order by ${orderBy}), '[]')::text as j from (${sql}) b`,
    params,
  );
  return JSON.parse(r.rows[0]?.j ?? '[]') as T[];
}
