/**
 * The one database interface of the server: PGlite (embedded, default) or PostgreSQL (DATABASE_URL).
 * bigint/int8 and numeric values come back as strings in both drivers; timestamptz as Date; date as
 * 'YYYY-MM-DD' strings; jsonb as parsed values.
 */
import type { Readable } from 'node:stream';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface Db {
  readonly kind: 'pglite' | 'postgres';
  query<T = Record<string, any>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations, seed scripts). */
  exec(sql: string): Promise<void>;
  /**
   * Runs fn in one transaction (BEGIN/COMMIT, ROLLBACK on throw). Nested calls reuse the outer one. Use the
   * db passed to fn; a call on the outer db made inside fn is routed into the same transaction as well.
   */
  tx<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: the bytes of `COPY (…) TO STDOUT …` as a stream, on a pool connection of its own
   * (outside any transaction). The connection goes back to the pool when the data ends; destroying the
   * stream early closes the connection, which ends the COPY on the server.
   */
  copyOut?(sql: string): Promise<Readable>;
  /**
   * PostgreSQL only: a pool connection of its own in a REPEATABLE READ, READ ONLY transaction without the
   * statement time-out, for reading one large export in parts on several connections at once. Without
   * `snapshot` its transaction exports its snapshot (`SnapshotReader.snapshot`, pg_export_snapshot); with
   * it the transaction reads that snapshot (SET TRANSACTION SNAPSHOT), so every reader of one export sees
   * the same rows. The exporting reader must stay open until the others have started.
   */
  snapshotReader?(snapshot?: string): Promise<SnapshotReader>;
  /**
   * The embedded database only: `COPY table (columns) FROM` the given rows in COPY's text format (one
   * line per row, tab-separated, `\N` for NULL), in the current transaction if there is one. The bulk
   * writes of the demo seed use it: COPY writes its rows page by page, cheaper than INSERT … SELECT.
   */
  copyIn?(table: string, columns: readonly string[], text: string): Promise<number>;
  /**
   * Runs one statement outside any transaction, on a connection of its own (a non-transactional migration:
   * CREATE INDEX CONCURRENTLY). The embedded database runs it as it is.
   */
  alone?(sql: string): Promise<void>;
  /**
   * PostgreSQL on a direct connection (not through a transaction pooler) only: LISTEN on `channel` on a
   * connection of its own. `onNotify` for each notification; `onState(false)` when the connection is lost
   * (notifications may be missed until `onState(true)`, after a new connection listens again). Resolves
   * once listening; the returned function stops.
   */
  listen?(
    channel: string,
    onNotify: () => void,
    onState: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  /** Connections of the pool (the embedded database has one): for the /metrics gauges. */
  pool?(): PoolStats;
}

/** A connection holding a transaction on one snapshot (Db.snapshotReader). */
export interface SnapshotReader {
  /** The snapshot this transaction reads, as pg_export_snapshot names it. */
  readonly snapshot: string;
  query<T = Record<string, any>>(sql: string): Promise<QueryResult<T>>;
  /**
   * The bytes of `COPY (…) TO STDOUT …` in this transaction (db/copy-out.ts); with `crlf` each record's
   * closing LF comes as CRLF; `rows` counts the records read. Nothing else may run on the reader until the
   * stream has ended (pg queues a statement behind the COPY).
   */
  copyOut(sql: string, o?: { crlf?: boolean }): Readable & { readonly rows: number };
  /**
   * Ends the transaction and gives the connection back; the connection is closed instead when a COPY has
   * not ended (the server stops it) or when `broken`. Idempotent.
   */
  release(broken?: boolean): void;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
  /** Errors of idle connections since the pool opened (the database went away, a connection was cut). */
  errors?: number;
}
