import path from 'node:path';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { acquireDirLock } from './lock.ts';
import { migrate, noteMigratedTemplate } from './migrate.ts';
import { ensureMigratedTemplate, seedPgDirFromTemplate } from './pglite-template.ts';
import { currentTx, runInTx } from './tx-scope.ts';
import type { Db, QueryResult } from './types.ts';

const asText = (x: string) => x;

/** PostgreSQL's type oids of int8, numeric and date (PGlite's `types.INT8`, `NUMERIC`, `DATE`). */
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
/** Same value shapes as the pg driver (see db/types.ts). Arrays use the element parser. */
const PARSERS = { [INT8]: asText, [NUMERIC]: asText, [DATE]: asText };

type Runner = Pick<Transaction, 'query' | 'exec'>;

function result<T>(r: { rows: unknown[]; affectedRows?: number; rowCount?: number }): QueryResult<T> {
  return { rows: r.rows as T[], rowCount: r.rowCount ?? r.affectedRows ?? r.rows.length };
}

function runnerDb(runner: Runner, tx: Db['tx'], close: Db['close']): Db {
  return {
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[]) {
      return result<T>(await runner.query(sql, params as any[]));
    },
    async exec(sql: string) {
      await runner.exec(sql);
    },
    async copyIn(table, columns, text) {
      const r = await runner.query(`copy ${table} (${columns.join(', ')}) from '/dev/blob'`, [], {
        blob: new Blob([text]),
      });
      return r.affectedRows ?? 0;
    },
    tx,
    close,
  };
}

/** Migrates the embedded database of `dataDir` and closes it: how the migrated template is made. */
async function migrateDataDir(dataDir: string): Promise<void> {
  const db = await openPglite(dataDir);
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
}

/** Makes the migrated template (and the empty one it starts from) if missing; answers its folder or null. */
export function ensureEmbeddedTemplate(): Promise<string | null> {
  return ensureMigratedTemplate(migrateDataDir);
}

/**
 * The embedded database in `${dataDir}/pg` (a new one starts as a copy of the migrated template, see
 * pglite-template.ts; its first migrate() reports the migrations that copy applied). PGlite has one
 * connection; its transaction() holds a mutex that makes every other query wait until COMMIT/ROLLBACK,
 * so concurrent requests never interleave inside a transaction.
 */
export async function openPglite(dataDir: string): Promise<Db> {
  const lock = acquireDirLock(dataDir);
  let pg: PGlite;
  let created: Awaited<ReturnType<typeof seedPgDirFromTemplate>>;
  try {
    // Imported here, not at the top: a server on PostgreSQL never loads the embedded database.
    const { PGlite } = await import('@electric-sql/pglite');
    const pgDir = path.join(dataDir, 'pg');
    created = await seedPgDirFromTemplate(pgDir, migrateDataDir);
    pg = new PGlite({ dataDir: pgDir, parsers: PARSERS });
    await pg.waitReady;
    await pg.exec("set time zone 'UTC'");
  } catch (e) {
    lock.release();
    throw e;
  }
  const owner = {};
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    try {
      await pg.close();
    } finally {
      lock.release();
    }
  };
  const tx: Db['tx'] = async (fn) => {
    const outer = currentTx(owner);
    if (outer) return fn(outer);
    return pg.transaction((t) => runInTx(owner, runnerDb(t, tx, close), fn));
  };
  const base = runnerDb(pg, tx, close);
  const db: Db = {
    ...base,
    query<T>(sql: string, params?: unknown[]) {
      return (currentTx(owner) ?? base).query<T>(sql, params);
    },
    exec: (sql) => (currentTx(owner) ?? base).exec(sql),
    copyIn: (table, columns, text) => (currentTx(owner) ?? base).copyIn!(table, columns, text),
  };
  if (created === 'migrated') noteMigratedTemplate(db);
  return db;
}
