import type { Readable } from 'node:stream';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { currentTx, runInTx } from './tx-scope.ts';
import type { Db, QueryResult } from './types.ts';

const base = pg.types;
const TEXT_ARRAY = 1009;
const asText = (x: string) => x;
/**
 * int8 and numeric as strings (pg's default for scalars, made explicit), date as 'YYYY-MM-DD' (pg would
 * build a local-time Date), and the arrays of those as string arrays. Per pool, not the global registry.
 */
const TYPES = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    switch (oid) {
      case 20: // int8
      case 1700: // numeric
      case 1082: // date
        return asText;
      case 1016: // int8[]
      case 1231: // numeric[]
      case 1182: // date[]
        return base.getTypeParser(TEXT_ARRAY as never, 'text');
      default:
        return base.getTypeParser(oid as never, format ?? 'text');
    }
  },
} as pg.CustomTypesConfig;

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function assertSchemaName(schema: string): void {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`DATABASE_SCHEMA must match ${SCHEMA_NAME}: ${schema}`);
}

type Queryable = Pick<pg.PoolClient, 'query'>;

function clientDb(q: Queryable, tx: Db['tx'], close: Db['close']): Db {
  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const r = await q.query(sql, params as any[]);
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
    },
    async exec(sql: string) {
      await q.query(sql);
    },
    tx,
    close,
  };
}

/** PostgreSQL by DATABASE_URL; with a schema, every connection uses only that schema. */
export async function openPostgres(url: string, schema: string | null, max = 10): Promise<Db> {
  // DateStyle ISO: what the driver's date parsers read, and what a CSV written by COPY shows
  // (lists/export/copy-csv.ts), whatever the server's default.
  const settings = ['-c TimeZone=UTC', '-c DateStyle=ISO'];
  if (schema) {
    assertSchemaName(schema);
    const boot = new pg.Client({ connectionString: url });
    await boot.connect();
    try {
      await boot.query(`create schema if not exists "${schema}"`);
    } catch (e) {
      // Two servers creating the same schema at once: one of them loses the race, which is fine.
      if (!['23505', '42P06'].includes((e as { code?: string }).code ?? '')) throw e;
    } finally {
      await boot.end();
    }
    settings.push(`-c search_path=${schema}`);
  }
  const pool = new pg.Pool({ connectionString: url, max, types: TYPES, options: settings.join(' ') });
  // An idle client that loses its connection emits 'error'; without a listener that kills the process.
  pool.on('error', () => {});
  const owner = {};
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await pool.end();
  };
  const tx: Db['tx'] = async (fn) => {
    const outer = currentTx(owner);
    if (outer) return fn(outer);
    const client = await pool.connect();
    let broken: Error | undefined;
    let finished = false;
    // Work that outlives fn must not reach the client once it is back in the pool, serving someone else.
    const guarded: Queryable = {
      query: ((sql: string, params?: unknown[]) => {
        if (finished) return Promise.reject(new Error('the transaction is already finished'));
        return client.query(sql, params as any[]);
      }) as Queryable['query'],
    };
    try {
      await client.query('begin');
      const value = await runInTx(owner, clientDb(guarded, tx, close), fn);
      await client.query('commit');
      return value;
    } catch (e) {
      try {
        await client.query('rollback');
      } catch (rollbackError) {
        broken = rollbackError as Error;
      }
      throw e;
    } finally {
      finished = true;
      client.release(broken);
    }
  };
  const copyOut = async (sql: string): Promise<Readable> => {
    const client = await pool.connect();
    let released = false;
    const release = (err?: Error | boolean) => {
      if (released) return;
      released = true;
      client.release(err);
    };
    let stream: Readable;
    try {
      stream = client.query(copyTo(sql));
    } catch (e) {
      release(true);
      throw e;
    }
    // Ended: the connection is ready for the next statement (pg queues it behind the COPY's end).
    stream.on('end', () => release());
    stream.on('error', (e) => release(e));
    // Closed before the end (the consumer stopped): the connection is mid-COPY, so it is closed.
    stream.on('close', () => release(true));
    return stream;
  };
  const poolDb = clientDb(pool, tx, close);
  await poolDb.query('select 1');
  return {
    ...poolDb,
    query<T>(sql: string, params?: unknown[]) {
      return (currentTx(owner) ?? poolDb).query<T>(sql, params);
    },
    exec: (sql) => (currentTx(owner) ?? poolDb).exec(sql),
    copyOut,
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
  };
}
