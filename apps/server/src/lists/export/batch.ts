import type { Db } from '../../db/types.ts';

/**
 * One batch of a source's keyset query, read the fastest way each database allows. PGlite decodes a
 * result field by field in JavaScript (a few microseconds a field), which holds an export near 20k rows
 * a second; there the batch comes back as one JSON text, about twice as fast. On PostgreSQL the plain
 * query is faster than JSON (bench/README.md, "Export throughput") and is used as it is. So values arrive
 * as the driver or JSON gives them: bigint and numeric as strings or numbers (exact for cents below 2^53),
 * timestamps as Date or ISO text; the export cells accept all of these. `orderBy` repeats the query's
 * ORDER BY in terms of its output columns, so the JSON batch keeps its order and its last row is the
 * keyset's next start.
 */
export async function readBatch<T = Record<string, unknown>>(
  db: Db,
  sql: string,
  params: unknown[],
  orderBy: string,
): Promise<T[]> {
  if (db.kind !== 'pglite') return (await db.query<T>(sql, params)).rows;
  const r = await db.query<{ j: string | null }>(
    `select coalesce(json_agg(b order by ${orderBy}), '[]')::text as j from (${sql}) b`,
    params,
  );
  return JSON.parse(r.rows[0]?.j ?? '[]') as T[];
}
