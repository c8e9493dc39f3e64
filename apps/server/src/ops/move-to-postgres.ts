import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite-db.ts';
import { openPostgres } from '../db/postgres-db.ts';
import type { Db } from '../db/types.ts';
import { tableCounts } from './data.ts';

/**
 * The move from the embedded database to PostgreSQL (docs/deployment.md, "From the embedded database to
 * PostgreSQL"). Both sides are migrated by the same migrations first, so the tables are the same; then
 * every row of every table goes over in foreign-key order, in batches paged by primary key, in one PostgreSQL transaction, as JSON
 * (`row_to_json` on PGlite, `json_populate_recordset` on PostgreSQL: PostgreSQL's own text forms, so
 * timestamps, jsonb, bytea, arrays and numerics arrive exactly), and the sequences continue after the
 * largest ids. The target must be empty (a fresh database or DATABASE_SCHEMA); nothing is written to the
 * source. The file store (DATA_DIR/files) stays where it is: keep DATA_DIR with the same files.
 */
export interface MoveReport {
  tables: Record<string, number>;
}

const BATCH = 2000;

/** Tables in an order where every referenced table comes before the tables that reference it. */
async function ordered(db: Db): Promise<string[]> {
  const tables = (
    await db.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    )
  ).rows.map((r) => r.name);
  const refs = (
    await db.query<{ child: string; parent: string }>(
      `select c.relname as child, p.relname as parent
         from pg_constraint k
         join pg_class c on c.oid = k.conrelid
         join pg_class p on p.oid = k.confrelid
         join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = current_schema() and c.relname <> p.relname`,
    )
  ).rows;
  const out: string[] = [];
  const done = new Set<string>();
  const visiting = new Set<string>();
  const visit = (t: string) => {
    if (done.has(t)) return;
    if (visiting.has(t)) throw new Error(`foreign keys form a cycle through ${t}`);
    visiting.add(t);
    for (const r of refs) if (r.child === t) visit(r.parent);
    visiting.delete(t);
    done.add(t);
    out.push(t);
  };
  for (const t of tables) visit(t);
  return out;
}

async function copyTable(source: Db, target: Db, table: string): Promise<number> {
  const key = (
    await source.query<{ col: string }>(
      `select a.attname as col from pg_index i
         join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = $1::regclass and i.indisprimary`,
      [table],
    )
  ).rows.map((r) => `"${r.col}"`);
  // Paged by key (issue 30, point 5): each batch starts after the last key of the one before, so a batch
  // costs the same at the end of a big table as at its start (OFFSET read and threw away every row before).
  const cols = key.length ? key : ['ctid'];
  const tuple = `(${cols.join(', ')})`;
  const keyText = cols.map((c, i) => `${c}::text as k${i}`).join(', ');
  let after: string[] | null = null;
  let copied = 0;
  for (;;) {
    const where = after
      ? `where ${tuple} > (${cols.map((c, i) => (c === 'ctid' ? `$${i + 1}::tid` : `$${i + 1}`)).join(', ')})`
      : '';
    const rows: Record<string, string>[] = (
      await source.query<Record<string, string>>(
        `select row_to_json(t)::text as j, ${keyText} from "${table}" t ${where} order by ${tuple} limit ${BATCH}`,
        after ?? [],
      )
    ).rows;
    if (!rows.length) break;
    await target.query(
      `insert into "${table}" select * from json_populate_recordset(null::"${table}", $1::json)`,
      [`[${rows.map((r) => r.j).join(',')}]`],
    );
    copied += rows.length;
    if (rows.length < BATCH) break;
    const last = rows[rows.length - 1];
    after = cols.map((_, i) => last[`k${i}`]);
  }
  return copied;
}

/** Every sequence owned by a column continues after that column's largest value. */
async function resetSequences(target: Db): Promise<void> {
  const owned = (
    await target.query<{ tbl: string; col: string; seq: string }>(
      `select c.relname as tbl, a.attname as col, s.relname as seq
         from pg_depend d
         join pg_class s on s.oid = d.objid and s.relkind = 'S'
         join pg_class c on c.oid = d.refobjid
         join pg_attribute a on a.attrelid = c.oid and a.attnum = d.refobjsubid
         join pg_namespace n on n.oid = s.relnamespace
        where n.nspname = current_schema()`,
    )
  ).rows;
  for (const o of owned) {
    await target.query(
      `select setval('"${o.seq}"', coalesce((select max("${o.col}") from "${o.tbl}"), 0) + 1, false)`,
    );
  }
}

/** Tables a fresh migration already fills (0010 ledger, 0031 reference data, 0040 catalogue, 0090 the provider). */
const MIGRATION_FILLED = new Set([
  'agreement_chain_head',
  'training_courses',
  'providers',
  'roles',
  'role_permissions',
  'ledger_accounts',
  'pay_channels',
  'product_classes',
  'standard_products',
  'products',
  'ref_areas',
  'ref_banks',
  'ref_business_types',
  'ref_mcc',
]);

export async function moveToPostgres(opts: {
  dataDir: string;
  databaseUrl: string;
  databaseSchema: string | null;
  log?: (line: string) => void;
}): Promise<MoveReport> {
  const log = opts.log ?? (() => undefined);
  const source = await openPglite(opts.dataDir);
  try {
    // No statement time-out: a batch of a big table may take its time.
    const target = await openPostgres(opts.databaseUrl, opts.databaseSchema, { statementTimeoutMs: 0 });
    try {
      await migrate(source);
      await migrate(target);
      const tables = (await ordered(source)).filter((t) => t !== 'schema_migrations');
      const before = await tableCounts(target);
      // Tables the migrations themselves fill (reference data, the catalogue, the platform's ledger
      // accounts) are not the target's own data: they are replaced by the source's rows below.
      const filled = tables.filter((t) => (before[t] ?? 0) > 0 && !MIGRATION_FILLED.has(t));
      if (filled.length)
        throw new Error(`the target is not empty (${filled.join(', ')}): move into a new database or schema`);
      const report: MoveReport = { tables: {} };
      await target.tx(async (tx) => {
        for (const t of [...tables].reverse())
          if (MIGRATION_FILLED.has(t) && (before[t] ?? 0) > 0) await tx.query(`delete from "${t}"`);
        for (const t of tables) {
          report.tables[t] = await copyTable(source, tx, t);
          log(`${t}: ${report.tables[t]} rows`);
        }
        await resetSequences(tx);
      });
      const want = await tableCounts(source);
      const got = await tableCounts(target);
      for (const t of tables) {
        if (want[t] !== got[t])
          throw new Error(`table ${t}: ${got[t]} rows in PostgreSQL, ${want[t]} in the embedded database`);
      }
      return report;
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}
