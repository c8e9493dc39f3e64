import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './types.ts';

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
const FILE_NAME = /^(\d{4})_[A-Za-z0-9_-]+\.sql$/;

export interface Migration {
  version: string;
  name: string;
  sql: string;
  checksum: string;
  /**
   * `-- migrate: no-transaction` on the file's first line: it runs outside the migrations' transaction,
   * statement by statement (each ends a line with `;`), after the ones before it are committed, so that
   * `create index concurrently` can build an index on a big table without locking its writes. Each
   * statement must be safe to run again (`if not exists`): a failure part-way is retried at the next start.
   */
  alone: boolean;
  /** `-- migrate: previous-checksum <hex>` lines: earlier texts of this file that count as the same migration. */
  previous: string[];
}

const ALONE = /^--\s*migrate:\s*no-transaction\s*$/m;
const PREVIOUS = /^--\s*migrate:\s*previous-checksum\s+([0-9a-f]{64})\s*$/gm;
/** `create [unique] index concurrently if not exists <name>`: an invalid index of that name is a leftover. */
const CONCURRENT_INDEX =
  /create\s+(?:unique\s+)?index\s+concurrently\s+if\s+not\s+exists\s+"?([a-z_][a-z0-9_]*)"?/i;

export interface MigrationReport {
  applied: string[];
  /** Applied earlier but edited since: never re-run; the caller logs a warning. */
  changed: string[];
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const files = fs
    .readdirSync(dir)
    .filter((f) => FILE_NAME.test(f))
    .sort();
  const seen = new Set<string>();
  return files.map((name) => {
    const version = FILE_NAME.exec(name)![1];
    if (seen.has(version)) throw new Error(`Two migrations share the number ${version} (${dir}).`);
    seen.add(version);
    const sql = fs.readFileSync(path.join(dir, name), 'utf8');
    const firstLine = sql.split('\n', 1)[0];
    return {
      version,
      name,
      sql,
      checksum: createHash('sha256').update(sql).digest('hex'),
      alone: ALONE.test(firstLine),
      previous: [...sql.matchAll(PREVIOUS)].map((m) => m[1]),
    };
  });
}

/** Databases just copied from the migrated template (db/pglite-template.ts), not yet migrated by this process. */
const fromTemplate = new WeakSet<Db>();

/**
 * Marks `db` as a new database copied from the migrated template: the migrations recorded in it were
 * applied by that copy, so the first migrate() reports them applied (and dates them now), as it would
 * have had it run them on an empty database.
 */
export function noteMigratedTemplate(db: Db): void {
  fromTemplate.add(db);
}

/** The statements of a non-transactional migration: each ends a line with `;` (comments dropped). */
function statements(sql: string): string[] {
  return sql
    .split(/;[ \t]*(?:--[^\n]*)?(?:\n|$)/)
    .map((st) => st.replace(/^\s*--[^\n]*$/gm, '').trim())
    .filter(Boolean);
}

/**
 * Runs one statement of a non-transactional migration outside any transaction. An invalid index left by
 * an earlier attempt of `create index concurrently` is dropped first (`if not exists` would keep it). The
 * embedded database has one connection and nothing to run beside: it builds the index plainly.
 */
async function runAlone(db: Db, statement: string): Promise<void> {
  if (!db.alone) {
    await db.exec(statement.replace(/\bconcurrently\b/gi, ''));
    return;
  }
  const index = CONCURRENT_INDEX.exec(statement)?.[1];
  if (index) {
    const invalid = await db.query(
      `select 1 from pg_index i join pg_class c on c.oid = i.indexrelid
        where c.relname = $1 and c.relnamespace = current_schema()::regnamespace and not i.indisvalid`,
      [index],
    );
    if (invalid.rows.length) await db.alone(`drop index concurrently if exists "${index}"`);
  }
  await db.alone(statement);
}

/**
 * Applies every migration not yet recorded in schema_migrations, in order: the transactional ones in one
 * transaction per run of them, a non-transactional one (`-- migrate: no-transaction`) alone between them.
 * The advisory lock makes a second server that starts at the same moment wait and then find nothing to do
 * (a non-transactional statement is not under it: its `if not exists` makes a second run harmless).
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<MigrationReport> {
  const migrations = readMigrations(dir);
  const copied = fromTemplate.delete(db);
  const report: MigrationReport = { applied: [], changed: [] };
  let from = 0;
  while (from <= migrations.length) {
    // A transaction over the pending migrations up to the next non-transactional one that is pending.
    const stop = await db.tx(async (t) => {
      // Index builds and data rewrites take their time: no statement time-out here.
      await t.query("set local statement_timeout = '0'");
      await t.query("select pg_advisory_xact_lock(hashtext('mp.migrate:' || current_schema()))");
      await t.exec(`create table if not exists schema_migrations (
        version text primary key,
        name text not null,
        checksum text not null,
        applied_at timestamptz not null default now()
      )`);
      const done = new Map(
        (
          await t.query<{ version: string; checksum: string }>(
            'select version, checksum from schema_migrations',
          )
        ).rows.map((r) => [r.version, r.checksum]),
      );
      for (let i = from; i < migrations.length; i++) {
        const m = migrations[i];
        const previous = done.get(m.version);
        if (previous !== undefined) {
          if (previous !== m.checksum && !m.previous.includes(previous)) report.changed.push(m.name);
          else if (copied) report.applied.push(m.name);
          continue;
        }
        if (m.alone) return i;
        await t.exec(m.sql);
        await t.query('insert into schema_migrations (version, name, checksum) values ($1, $2, $3)', [
          m.version,
          m.name,
          m.checksum,
        ]);
        report.applied.push(m.name);
      }
      return migrations.length;
    });
    if (stop >= migrations.length) break;
    const m = migrations[stop];
    for (const st of statements(m.sql)) await runAlone(db, st);
    await db.query(
      'insert into schema_migrations (version, name, checksum) values ($1, $2, $3) on conflict (version) do nothing',
      [m.version, m.name, m.checksum],
    );
    report.applied.push(m.name);
    from = stop + 1;
  }
  if (copied && report.applied.length)
    await db.query('update schema_migrations set applied_at = now() where name = any($1::text[])', [
      report.applied,
    ]);
  return report;
}
