import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from './postgres-db.ts';
import type { Db } from './types.ts';

/**
 * Issue 30, point 5: the pool's size and statement time-out are settings, and the session settings work
 * through PgBouncer's transaction pooling (DATABASE_POOL_MODE=transaction: nothing at the connection's
 * start, `SET LOCAL` in every transaction). Checked on the PostgreSQL of the machine when one answers.
 */
const URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
async function answers(): Promise<boolean> {
  const c = new pg.Client({ connectionString: URL, connectionTimeoutMillis: 1500 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}
const havePg = await answers();
const schema = `t_settings_${process.pid}`;
const opened: Db[] = [];
afterAll(async () => {
  if (opened[0]) await opened[0].exec(`drop schema if exists ${schema} cascade`);
  for (const db of opened) await db.close();
});

describe.skipIf(!havePg)('PostgreSQL pool settings', () => {
  for (const mode of ['session', 'transaction'] as const) {
    it(`${mode} mode: the schema, time zone, date style and statement time-out hold for every statement`, async () => {
      const db = await openPostgres(URL, schema, { mode, max: 3, statementTimeoutMs: 300 });
      opened.push(db);
      const show = async () =>
        (
          await db.query<Record<string, string>>(
            `select current_setting('search_path') sp, current_setting('TimeZone') tz,
                    current_setting('DateStyle') ds, current_setting('statement_timeout') st`,
          )
        ).rows[0];
      expect(await show()).toEqual({ sp: schema, tz: 'UTC', ds: 'ISO, MDY', st: '300ms' });
      expect(await db.tx(async () => show())).toEqual({ sp: schema, tz: 'UTC', ds: 'ISO, MDY', st: '300ms' });
      await expect(db.query('select pg_sleep(2)')).rejects.toMatchObject({ code: '57014' });
      expect(db.pool?.()).toMatchObject({ max: 3, errors: 0 });
    });
  }
});
