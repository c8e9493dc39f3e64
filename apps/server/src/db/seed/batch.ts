import type { Db } from '../types.ts';

/**
 * Bulk INSERT in chunks of BATCH_ROWS rows, each one statement whose values arrive as one array
 * parameter per column (`insert ... select * from unnest($1::type[], $2::type[], ...)`, the types read from
 * the catalogue): the statement is parsed once per chunk whatever its rows, and the parameters stay
 * one per column, so the per-row cost is the value's text alone (a statement with a `$n` per value cost
 * about 2.5x as much in the embedded database for the demo's 48k transactions).
 */
export const BATCH_ROWS = 10_000;

export async function insertRows<R = Record<string, unknown>>(
  db: Db,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  returning?: string,
): Promise<R[]> {
  const out: R[] = [];
  if (rows.length === 0) return out;
  const width = columns.length;
  const types = await columnTypes(db, table, columns);
  const sql = `insert into ${table} (${columns.join(',')}) select * from unnest(${types
    .map((t, i) => `$${i + 1}::${t}[]`)
    .join(',')})${returning ? ` returning ${returning}` : ''}`;
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const chunk = rows.slice(start, start + BATCH_ROWS);
    const params: unknown[][] = columns.map(() => new Array(chunk.length));
    chunk.forEach((row, r) => {
      if (row.length !== width) throw new Error(`${table}: row has ${row.length} values, expected ${width}`);
      for (let c = 0; c < width; c++) params[c][r] = row[c];
    });
    const res = await db.query<R>(sql, params);
    if (returning) out.push(...res.rows);
  }
  return out;
}

/** One value in COPY's text format: `\\N` for NULL, backslash, tab and line ends escaped. */
function copyText(v: unknown): string {
  if (v === null || v === undefined) return '\\N';
  const s = String(v);
  return /[\\\t\n\r]/.test(s)
    ? s.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'))
    : s;
}

/**
 * Writes `rows` into `table` in their order (ids from the table's sequence in that order, as insertRows
 * gives them): by COPY where the database offers it (the embedded one, Db.copyIn), which writes the rows
 * page by page and parses no statement parameters (about two thirds of insertRows' cost for the demo's
 * 48k transactions), else by insertRows.
 */
export async function copyRows(
  db: Db,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  if (rows.length === 0) return;
  if (!db.copyIn) {
    await insertRows(db, table, columns, rows);
    return;
  }
  const width = columns.length;
  const lines: string[] = new Array(rows.length);
  rows.forEach((row, r) => {
    if (row.length !== width) throw new Error(`${table}: row has ${row.length} values, expected ${width}`);
    lines[r] = row.map(copyText).join('\t');
  });
  const n = await db.copyIn(table, columns, `${lines.join('\n')}\n`);
  if (n !== rows.length) throw new Error(`${table}: COPY wrote ${n} rows of ${rows.length}`);
}

/** The SQL type of each column (e.g. `bigint`, `character varying(32)`, `timestamp with time zone`). */
async function columnTypes(db: Db, table: string, columns: readonly string[]): Promise<string[]> {
  const r = await db.query<{ name: string; type: string }>(
    `select attname as name, format_type(atttypid, atttypmod) as type from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped`,
    [table],
  );
  const byName = new Map(r.rows.map((x) => [x.name, x.type]));
  return columns.map((c) => {
    const t = byName.get(c);
    if (!t) throw new Error(`${table} has no column ${c}`);
    return t;
  });
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
