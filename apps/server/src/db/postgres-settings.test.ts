import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from './postgres-db.ts';
import { prepared } from './prepared.ts';
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

describe.skipIf(!havePg)('a connection lost inside a transaction', () => {
  it('fails that transaction, is counted, and leaves the process and the pool working', async () => {
    const lost: Error[] = [];
    const db = await openPostgres(URL, schema, {
      mode: 'session',
      max: 2,
      statementTimeoutMs: 5_000,
      onError: (e) => lost.push(e),
    });
    opened.push(db);
    const killer = new pg.Client({ connectionString: URL });
    await killer.connect();
    try {
      const pending = db.tx(async (t) => {
        const pid = (await t.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid;
        // Between two statements (no query running to take the error), the database ends the connection.
        await killer.query('select pg_terminate_backend($1)', [pid]);
        await expect.poll(() => lost.length, { timeout: 10_000 }).toBeGreaterThan(0);
        await t.query('select 1');
      });
      await expect(pending).rejects.toThrow();
      // Counted in /metrics as the pool's own errors are (the database's notice, then the cut).
      expect(lost.length).toBeGreaterThan(0);
      expect(db.pool?.()).toMatchObject({ errors: lost.length });
      // The dead client was discarded: the pool serves new work.
      expect((await db.query<{ one: number }>('select 1 as one')).rows[0].one).toBe(1);
      expect(await db.tx(async (t) => (await t.query<{ n: number }>('select 2 as n')).rows[0].n)).toBe(2);
    } finally {
      await killer.end();
    }
  });
});

describe.skipIf(!havePg)('statements kept prepared (issue 31 point 5)', () => {
  const sql = prepared(`select $1::int + 1 as n /* prepared-test ${process.pid} */`);
  const held = (db: Db) =>
    db.tx(async (t) => {
      const seen = (
        await t.query<{ n: string }>(
          `select count(*)::int as n from pg_prepared_statements where statement like '%prepared-test ${process.pid}%'`,
        )
      ).rows[0];
      return Number(seen?.n);
    });
  for (const mode of ['session', 'transaction'] as const) {
    it(`${mode} mode: a marked statement is ${mode === 'session' ? 'prepared once per connection' : 'never named'}`, async () => {
      const db = await openPostgres(URL, schema, { mode, max: 1 });
      opened.push(db);
      expect((await db.query<{ n: number }>(sql, [41])).rows[0].n).toBe(42);
      expect(await db.tx(async (t) => (await t.query<{ n: number }>(sql, [1])).rows[0].n)).toBe(2);
      // One connection: the statement the pool and the transaction ran is the same prepared one.
      expect(await held(db)).toBe(mode === 'session' ? 1 : 0);
      // An unmarked statement is not kept.
      await db.query(`select $1::int as n /* prepared-test ${process.pid} plain */`, [1]);
      expect(await held(db)).toBe(mode === 'session' ? 1 : 0);
    });
  }
});
