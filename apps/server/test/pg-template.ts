import pg from 'pg';
import { openDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { loadServerKeys } from '../src/http/server-keys.ts';
import { seedIfEmpty } from '../src/seed.ts';

/**
 * On PostgreSQL a test database is a copy of the run's template database (CREATE DATABASE ... TEMPLATE),
 * migrated and seeded once by test/global-setup.ts: seeding a schema of its own for every test server
 * cost some 20 s each.
 */

/** `url` with its database replaced by `name`. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

const NAME = /^[a-z0-9_]{1,63}$/;
const checked = (name: string) => {
  if (!NAME.test(name)) throw new Error(`not a test database name: ${name}`);
  return name;
};

/** Makes the run's template database `t_<run>_tpl` (migrated, keys, demo seed unless SEED=off). */
export async function buildPgTemplate(url: string, runId: string, dataDir: string): Promise<string> {
  const name = checked(`t_${runId}_tpl`);
  await admin(url, (c) => c.query(`create database "${name}"`));
  const db = await openDb({ dataDir, databaseUrl: databaseUrl(url, name), databaseSchema: null });
  try {
    await migrate(db);
    await loadServerKeys(db);
    if (process.env.SEED !== 'off') await seedIfEmpty(db, { now: new Date() });
  } catch (e) {
    throw new Error(`building the PostgreSQL test template failed: ${(e as Error).message}`);
  } finally {
    await db.close();
  }
  return name;
}

/** A new database `name`, a copy of `template`; answers its URL. */
export async function cloneDatabase(url: string, template: string, name: string): Promise<string> {
  await admin(url, (c) => c.query(`create database "${checked(name)}" template "${checked(template)}"`));
  return databaseUrl(url, name);
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  await admin(url, (c) => c.query(`drop database if exists "${checked(name)}" with (force)`));
}

/** Every database of the run (the template and copies a crashed test left). */
export async function dropRunDatabases(url: string, runId: string): Promise<void> {
  await admin(url, async (c) => {
    const rows = (
      await c.query<{ datname: string }>('select datname from pg_database where datname like $1', [
        `t\\_${runId}\\_%`,
      ])
    ).rows;
    for (const r of rows) await c.query(`drop database if exists "${checked(r.datname)}" with (force)`);
  });
}
