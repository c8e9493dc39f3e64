import type { Readable } from 'node:stream';
import pg from 'pg';
import { CopyOutStream } from './copy-out.ts';
import { preparedName } from './prepared.ts';
import { currentTx, runInTx } from './tx-scope.ts';
import type { Db, QueryResult, SnapshotReader } from './types.ts';

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

const NO_ALONE_THROUGH_POOLER =
  'A non-transactional migration cannot run through a transaction pooler with DATABASE_SCHEMA set (the ' +
  'schema is a per-transaction setting there): run the migrations on a direct connection ' +
  '(DATABASE_POOL_MODE=session, DATABASE_URL of PostgreSQL itself, `node apps/server/dist/main.js --migrate-only`).';

function clientDb(q: Queryable, tx: Db['tx'], close: Db['close'], named: boolean): Db {
  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const name = named ? preparedName(sql) : undefined;
      const r = name
        ? await q.query({ name, text: sql, values: params as any[] })
        : await q.query(sql, params as any[]);
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
    },
    async exec(sql: string) {
      await q.query(sql);
    },
    tx,
    close,
  };
}

/** How the pool connects and what each connection's statements are held to (DATABASE_POOL_*, config.ts). */
export interface PgSettings {
  /** DATABASE_POOL_MAX: connections of the pool. */
  max: number;
  /** DATABASE_STATEMENT_TIMEOUT_MS: a statement running longer is cancelled by the server (0 = never). */
  statementTimeoutMs: number;
  /**
   * DATABASE_POOL_MODE: `session` (PostgreSQL itself, or a pooler in session mode): the settings are sent
   * once per connection at its start; `transaction` (PgBouncer's transaction pooling, which refuses
   * start-up options and hands each transaction another server connection): every statement runs in a
   * transaction that begins with `SET LOCAL` of the settings.
   */
  mode: 'session' | 'transaction';
  /** DATABASE_CONNECT_TIMEOUT_MS: how long a new connection may take before the call fails. */
  connectTimeoutMs: number;
  /** Told of every error of an idle connection (the database went away): app.ts logs and counts it. */
  onError?: (e: Error) => void;
}

export const PG_DEFAULTS: PgSettings = {
  max: 10,
  statementTimeoutMs: 60_000,
  mode: 'session',
  connectTimeoutMs: 5_000,
};

/** PostgreSQL by DATABASE_URL; with a schema, every connection uses only that schema. */
export async function openPostgres(
  url: string,
  schema: string | null,
  given: Partial<PgSettings> = {},
): Promise<Db> {
  const opts = { ...PG_DEFAULTS, ...given };
  const max = opts.max;
  // DateStyle ISO: what the driver's date parsers read, and what a CSV written by COPY shows
  // (lists/export/copy-csv.ts), whatever the server's default.
  const settings: [string, string][] = [
    ['TimeZone', 'UTC'],
    ['DateStyle', 'ISO'],
    ['statement_timeout', String(opts.statementTimeoutMs)],
  ];
  if (schema) {
    assertSchemaName(schema);
    const boot = new pg.Client({ connectionString: url, connectionTimeoutMillis: opts.connectTimeoutMs });
    await boot.connect();
    try {
      await boot.query(`create schema if not exists "${schema}"`);
    } catch (e) {
      // Two servers creating the same schema at once: one of them loses the race, which is fine.
      if (!['23505', '42P06'].includes((e as { code?: string }).code ?? '')) throw e;
    } finally {
      await boot.end();
    }
    settings.push(['search_path', schema]);
  }
  const perTx = opts.mode === 'transaction';
  /** `SET LOCAL` of every setting (the names and values are ours: the schema name was checked above). */
  const setLocal = (overrides: Record<string, string> = {}) =>
    settings.map(([k, v]) => `set local ${k} = '${overrides[k] ?? v}'`).join('; ');
  const pool = new pg.Pool({
    connectionString: url,
    max,
    types: TYPES,
    connectionTimeoutMillis: opts.connectTimeoutMs,
    application_name: 'merchant-portal',
    ...(perTx ? {} : { options: settings.map(([k, v]) => `-c ${k}=${v}`).join(' ') }),
  });
  // An idle client that loses its connection emits 'error'; without a listener that kills the process.
  let errors = 0;
  pool.on('error', (e) => {
    errors++;
    opts.onError?.(e);
  });
  /**
   * A connection of the pool for a while. A checked-out client whose connection drops between two statements
   * (the database restarted while the code between them ran) emits 'error' with no query to take it, and
   * the pool listens only to idle clients: without a listener of ours that error would end the process.
   * It is counted like the pool's, and the client is discarded at release.
   */
  const checkout = async () => {
    const client = await pool.connect();
    let lost: Error | undefined;
    const onLost = (e: Error) => {
      lost ??= e;
      errors++;
      opts.onError?.(e);
    };
    client.on('error', onLost);
    return {
      client,
      release(err?: Error | boolean) {
        client.off('error', onLost);
        client.release(err ?? lost);
      },
    };
  };
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
    const { client, release } = await checkout();
    let broken: Error | undefined;
    let finished = false;
    // Work that outlives fn must not reach the client once it is back in the pool, serving someone else.
    const guarded: Queryable = {
      query: ((sql: string | pg.QueryConfig, params?: unknown[]) => {
        if (finished) return Promise.reject(new Error('the transaction is already finished'));
        return client.query(sql, params as any[]);
      }) as Queryable['query'],
    };
    try {
      await client.query(perTx ? `begin; ${setLocal()}` : 'begin');
      const value = await runInTx(owner, clientDb(guarded, tx, close, !perTx), fn);
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
      release(broken);
    }
  };
  const copyOut = async (sql: string): Promise<Readable> => {
    const { client, release: giveBack } = await checkout();
    let released = false;
    const release = (err?: Error | boolean) => {
      if (released) return;
      released = true;
      giveBack(err);
    };
    let stream: Readable;
    try {
      // A long export is one COPY: it runs without the statement time-out, in a transaction of its own.
      await client.query(
        `begin; ${perTx ? setLocal({ statement_timeout: '0' }) : "set local statement_timeout = '0'"}`,
      );
      stream = client.query(new CopyOutStream(sql, false) as never) as CopyOutStream;
    } catch (e) {
      release(true);
      throw e;
    }
    // Ended: the transaction is closed and the connection goes back (pg queues the commit behind the COPY).
    let ended = false;
    stream.on('end', () => {
      ended = true;
      client.query('commit').then(
        () => release(),
        (e) => release(e),
      );
    });
    stream.on('error', (e) => release(e));
    // Closed before the end (the consumer stopped): the connection is mid-COPY, so it is closed.
    stream.on('close', () => {
      if (!ended) release(true);
    });
    return stream;
  };
  const snapshotReader = async (snapshot?: string): Promise<SnapshotReader> => {
    if (snapshot !== undefined && !/^[0-9A-Fa-f-]+$/.test(snapshot))
      throw new Error(`not a snapshot: ${snapshot}`);
    const { client, release: giveBack } = await checkout();
    let released = false;
    /** A COPY that has not ended: the connection is mid-COPY, so it is closed rather than given back. */
    let copying: Readable | null = null;
    const release = (broken = false) => {
      if (released) return;
      released = true;
      if (broken || copying) {
        giveBack(true);
        return;
      }
      client.query('rollback').then(
        () => giveBack(),
        (e) => giveBack(e),
      );
    };
    let id: string;
    try {
      // SET TRANSACTION SNAPSHOT must come before any query of the transaction; SET LOCAL is not one.
      const join = snapshot ? `; set transaction snapshot '${snapshot}'` : '';
      const timeout = perTx ? setLocal({ statement_timeout: '0' }) : "set local statement_timeout = '0'";
      await client.query(`begin isolation level repeatable read read only${join}; ${timeout}`);
      id = snapshot ?? (await client.query<{ s: string }>('select pg_export_snapshot() as s')).rows[0].s;
    } catch (e) {
      release(true);
      throw e;
    }
    return {
      snapshot: id,
      async query<T>(sql: string): Promise<QueryResult<T>> {
        if (released) throw new Error('the reader is released');
        const r = await client.query(sql);
        return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
      },
      copyOut(sql: string, o: { crlf?: boolean } = {}) {
        if (released) throw new Error('the reader is released');
        const stream = client.query(new CopyOutStream(sql, o.crlf ?? false) as never) as CopyOutStream;
        copying = stream;
        stream.on('end', () => {
          if (copying === stream) copying = null;
        });
        return stream;
      },
      release,
    };
  };
  const direct = clientDb(pool, tx, close, !perTx);
  // Transaction pooling: a statement outside a transaction gets one of its own, which sets the settings.
  const poolDb: Db = perTx
    ? {
        ...direct,
        query: (sql, params) => tx((t) => t.query(sql, params)),
        exec: (sql) => tx((t) => t.exec(sql)),
      }
    : direct;
  await poolDb.query('select 1');
  return {
    ...poolDb,
    query<T>(sql: string, params?: unknown[]) {
      return (currentTx(owner) ?? poolDb).query<T>(sql, params);
    },
    exec: (sql) => (currentTx(owner) ?? poolDb).exec(sql),
    async alone(sql: string) {
      // One statement on a connection of its own, outside any transaction (CREATE INDEX CONCURRENTLY).
      const { client, release } = await checkout();
      try {
        if (perTx && schema) throw new Error(NO_ALONE_THROUGH_POOLER);
        await client.query(sql);
      } finally {
        release();
      }
    },
    copyOut,
    snapshotReader,
    ...(perTx
      ? {}
      : { listen: (channel, onNotify, onState) => listen(url, opts, channel, onNotify, onState) }),
    pool: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
      errors,
    }),
  };
}

/**
 * LISTEN on a connection of its own (Db.listen). A lost connection is told (`onState(false)`) and made
 * again after 1 s, 2 s, ... up to 30 s; `onState(true)` once it listens again.
 */
async function listen(
  url: string,
  opts: PgSettings,
  channel: string,
  onNotify: () => void,
  onState: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;
  let delay = 1_000;
  const open = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: opts.connectTimeoutMs });
    c.on('notification', (n) => {
      if (n.channel === channel) onNotify();
    });
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    await c.connect();
    try {
      await c.query(`listen "${channel.replace(/"/g, '""')}"`);
    } catch (e) {
      await c.end().catch(() => {});
      throw e;
    }
    client = c;
    delay = 1_000;
    onState(true);
  };
  const retry = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      open().catch(() => {
        delay = Math.min(delay * 2, 30_000);
        retry();
      });
    }, delay);
    timer.unref();
  };
  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    onState(false);
    c.end().catch(() => {});
    retry();
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const c = client;
    client = null;
    if (c) await c.end().catch(() => {});
  };
}
