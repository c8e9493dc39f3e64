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

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Runs `fill` (a bulk insert into `table`, in the caller's transaction) with the table's secondary
 * indexes and outgoing foreign keys set aside, then puts them back exactly as they were (same names, the
 * definitions PostgreSQL itself prints): building an index once over 48k rows and checking each foreign
 * key with one join is several times cheaper than maintaining seven indexes and three foreign-key
 * triggers row by row, above all in the embedded database. Indexes that back a constraint (primary key,
 * unique) stay. Any failure rolls the whole transaction back, the schema with it.
 */
export async function withBulkLoad<T>(db: Db, table: string, fill: () => Promise<T>): Promise<T> {
  const indexes = (
    await db.query<{ name: string; def: string }>(
      `select i.relname as name, pg_get_indexdef(i.oid) as def
         from pg_index x join pg_class i on i.oid = x.indexrelid
        where x.indrelid = $1::regclass and not x.indisprimary
          and not exists (select 1 from pg_constraint c where c.conindid = i.oid)`,
      [table],
    )
  ).rows;
  const foreignKeys = (
    await db.query<{ name: string; def: string }>(
      `select conname as name, pg_get_constraintdef(oid) as def
         from pg_constraint where conrelid = $1::regclass and contype = 'f'`,
      [table],
    )
  ).rows;
  for (const fk of foreignKeys) await db.exec(`alter table ${table} drop constraint ${quoteIdent(fk.name)}`);
  for (const ix of indexes) await db.exec(`drop index ${quoteIdent(ix.name)}`);
  const out = await fill();
  for (const ix of indexes) await db.exec(ix.def);
  for (const fk of foreignKeys)
    await db.exec(`alter table ${table} add constraint ${quoteIdent(fk.name)} ${fk.def}`);
  return out;
}
