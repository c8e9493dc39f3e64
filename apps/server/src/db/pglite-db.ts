import path from 'node:path';
import { PGlite, type Transaction, types } from '@electric-sql/pglite';
import { acquireDirLock } from './lock.ts';
import { currentTx, runInTx } from './tx-scope.ts';
import type { Db, QueryResult } from './types.ts';

const asText = (x: string) => x;

/** Same value shapes as the pg driver (see db/types.ts). Arrays use the element parser. */
const PARSERS = { [types.INT8]: asText, [types.NUMERIC]: asText, [types.DATE]: asText };

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
    tx,
    close,
  };
}

/**
 * The embedded database in `${dataDir}/pg`. PGlite has one connection; its transaction() holds a mutex
 * that makes every other query wait until COMMIT/ROLLBACK, so concurrent requests never interleave inside
 * a transaction.
 */
export async function openPglite(dataDir: string): Promise<Db> {
  const lock = acquireDirLock(dataDir);
  let pg: PGlite;
  try {
    pg = new PGlite({ dataDir: path.join(dataDir, 'pg'), parsers: PARSERS });
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
  return {
    ...base,
    query<T>(sql: string, params?: unknown[]) {
      return (currentTx(owner) ?? base).query<T>(sql, params);
    },
    exec: (sql) => (currentTx(owner) ?? base).exec(sql),
  };
}
