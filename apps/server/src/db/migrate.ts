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
}

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
    return { version, name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
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

/**
 * Applies every migration not yet recorded in schema_migrations, in order, in one transaction. The
 * advisory lock makes a second server that starts at the same moment wait and then find nothing to do.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<MigrationReport> {
  const migrations = readMigrations(dir);
  const copied = fromTemplate.delete(db);
  return db.tx(async (t) => {
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
    const report: MigrationReport = { applied: [], changed: [] };
    for (const m of migrations) {
      const previous = done.get(m.version);
      if (previous !== undefined) {
        if (previous !== m.checksum) report.changed.push(m.name);
        else if (copied) report.applied.push(m.name);
        continue;
      }
      await t.exec(m.sql);
      await t.query('insert into schema_migrations (version, name, checksum) values ($1, $2, $3)', [
        m.version,
        m.name,
        m.checksum,
      ]);
      report.applied.push(m.name);
    }
    if (copied)
      await t.query('update schema_migrations set applied_at = now() where name = any($1::text[])', [
        report.applied,
      ]);
    return report;
  });
}
