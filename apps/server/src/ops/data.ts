import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config.ts';
import { openDb } from '../db/client.ts';
import { acquireDirLock } from '../db/lock.ts';
import { type MigrationReport, migrate } from '../db/migrate.ts';
import type { Db } from '../db/types.ts';

/**
 * Data operations of docs/deployment.md: migrations only, and backup and restore of the embedded database
 * together with its file store. Each takes the data-directory lock, so it refuses to run beside a server
 * on the same DATA_DIR (stop the server first; PostgreSQL deployments back up with pg_dump instead).
 */

/** `npm run migrate`, `node dist/main.js --migrate-only`: apply pending migrations, then stop. */
export async function migrateOnly(
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'databaseSchema'>,
): Promise<MigrationReport> {
  const db = await openDb(config);
  try {
    return await migrate(db);
  } finally {
    await db.close();
  }
}

/** The tables of the current schema, with their row counts: what a restore or a move must give back. */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const tables = (
    await db.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    )
  ).rows.map((r) => r.name);
  const out: Record<string, number> = {};
  for (const t of tables) {
    out[t] = Number((await db.query<{ n: string }>(`select count(*) n from "${t}"`)).rows[0].n);
  }
  return out;
}

export interface BackupManifest {
  format: 'mp-backup-1';
  created_at: string;
  /** Latest migration applied in the backed-up database. */
  migration: string;
  /**
   * The database that wrote the dump (issue 30, point 5): its kind and PostgreSQL version. A restore
   * refuses a dump of another kind or another major version (absent in backups made before it).
   */
  database?: { kind: 'pglite'; server_version: string; server_version_num: number };
  /** SHA-256 of database.tar.gz. */
  database_sha256: string;
  database_bytes: number;
  files: number;
  files_bytes: number;
  tables: Record<string, number>;
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

function pgliteDb(pg: PGlite): Db {
  const db: Db = {
    kind: 'pglite',
    query: async (sql, params) => {
      const r = await pg.query(sql, params as unknown[]);
      return { rows: r.rows as never[], rowCount: r.affectedRows ?? r.rows.length };
    },
    exec: async (sql) => {
      await pg.exec(sql);
    },
    tx: (fn) => fn(db),
    close: () => pg.close(),
  };
  return db;
}

async function serverVersion(db: Db) {
  const r = (
    await db.query<{ v: string; n: string }>(
      "select current_setting('server_version') v, current_setting('server_version_num') n",
    )
  ).rows[0];
  return { server_version: r.v, server_version_num: Number(r.n) };
}

/** PostgreSQL's major version from server_version_num (160004 -> 16). */
const major = (num: number) => Math.floor(num / 10000);

/**
 * Writes `<out>/database.tar.gz` (PGlite's dumpDataDir: the whole database directory), `<out>/files/` (a
 * copy of DATA_DIR/files: exports, bills, archives) and `<out>/manifest.json` (checksums and row counts).
 * `out` must not exist yet.
 */
export async function backupEmbedded(dataDir: string, out: string): Promise<BackupManifest> {
  if (fs.existsSync(out)) throw new Error(`${out} exists already: a backup goes into a new directory`);
  const lock = acquireDirLock(dataDir);
  try {
    const pg = new PGlite({ dataDir: path.join(dataDir, 'pg') });
    let dump: Buffer;
    let tables: Record<string, number>;
    let migration: string;
    let database: NonNullable<BackupManifest['database']>;
    try {
      await pg.waitReady;
      const db = pgliteDb(pg);
      database = { kind: 'pglite', ...(await serverVersion(db)) };
      tables = await tableCounts(db);
      migration =
        (await db.query<{ v: string }>('select max(version) v from schema_migrations')).rows[0]?.v ?? '';
      dump = Buffer.from(await (await pg.dumpDataDir('gzip')).arrayBuffer());
    } finally {
      await pg.close();
    }
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, 'database.tar.gz'), dump);
    const from = path.join(dataDir, 'files');
    const files = listFiles(from);
    if (files.length) fs.cpSync(from, path.join(out, 'files'), { recursive: true });
    const manifest: BackupManifest = {
      format: 'mp-backup-1',
      created_at: new Date().toISOString(),
      migration,
      database,
      database_sha256: createHash('sha256').update(dump).digest('hex'),
      database_bytes: dump.length,
      files: files.length,
      files_bytes: files.reduce((n, f) => n + fs.statSync(f).size, 0),
      tables,
    };
    fs.writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    lock.release();
  }
}

/**
 * Restores a backup into a DATA_DIR that holds no database (or, with force, replaces the one it holds):
 * checks the dump's checksum, loads it with PGlite's loadDataDir, checks every table's row count against
 * the manifest, then puts the files back.
 */
export async function restoreEmbedded(
  backup: string,
  dataDir: string,
  opts: { force?: boolean } = {},
): Promise<BackupManifest> {
  const manifest = JSON.parse(fs.readFileSync(path.join(backup, 'manifest.json'), 'utf8')) as BackupManifest;
  if (manifest.format !== 'mp-backup-1') throw new Error(`${backup} is not a backup of this server`);
  if (manifest.database && manifest.database.kind !== 'pglite')
    throw new Error(
      `${backup} is a backup of a ${manifest.database.kind} database: restore it with that database's tools`,
    );
  const dump = fs.readFileSync(path.join(backup, 'database.tar.gz'));
  if (createHash('sha256').update(dump).digest('hex') !== manifest.database_sha256)
    throw new Error('database.tar.gz does not match its manifest (damaged or edited)');
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = acquireDirLock(dataDir);
  try {
    const pgDir = path.join(dataDir, 'pg');
    const filesDir = path.join(dataDir, 'files');
    if (fs.existsSync(pgDir) && fs.readdirSync(pgDir).length) {
      if (!opts.force)
        throw new Error(`${dataDir} holds a database: restore into an empty DATA_DIR, or pass --force`);
      fs.rmSync(pgDir, { recursive: true, force: true });
      fs.rmSync(filesDir, { recursive: true, force: true });
    }
    const pg = new PGlite({ dataDir: pgDir, loadDataDir: new Blob([dump]) });
    try {
      await pg.waitReady;
      const here = await serverVersion(pgliteDb(pg));
      if (manifest.database && major(manifest.database.server_version_num) !== major(here.server_version_num))
        throw new Error(
          `the backup was made by PostgreSQL ${manifest.database.server_version}, this server embeds ${here.server_version}: restore it with a server of the same major version`,
        );
      const counts = await tableCounts(pgliteDb(pg));
      for (const [t, n] of Object.entries(manifest.tables)) {
        if (counts[t] !== n) throw new Error(`restored table ${t} has ${counts[t]} rows, the backup ${n}`);
      }
    } finally {
      await pg.close();
    }
    const from = path.join(backup, 'files');
    if (fs.existsSync(from)) fs.cpSync(from, filesDir, { recursive: true });
    const restored = listFiles(filesDir).length;
    if (restored < manifest.files)
      throw new Error(`restored ${restored} files, the backup has ${manifest.files}`);
    return manifest;
  } finally {
    lock.release();
  }
}
