import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/harness.ts';
import type { Db } from './types.ts';

let db: Db;
let close: () => Promise<void>;
const onPglite = !process.env.DATABASE_URL;

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  await db.exec(
    'create table tx_probe (id serial primary key, label text not null); create table tx_counter (n int)',
  );
  await db.query('insert into tx_counter values (0)');
});
afterAll(async () => {
  await close?.();
});

const labels = async () =>
  (await db.query<{ label: string }>('select label from tx_probe order by id')).rows.map((r) => r.label);

describe('value shapes (the same in both drivers)', () => {
  it('gives int8 and numeric as strings, date as YYYY-MM-DD, timestamptz as Date, jsonb parsed', async () => {
    const r = await db.query(
      `select 9007199254740993::int8 big, '12.50'::numeric num, '2026-02-28'::date a_day,
              '2026-02-28T16:00:00Z'::timestamptz an_instant, '{"a":[1]}'::jsonb doc, 7::int4 small,
              array[1, 2]::int8[] bigs, array['2026-01-01']::date[] days, array[1.5]::numeric[] nums`,
    );
    expect(r.rows[0]).toEqual({
      big: '9007199254740993',
      num: '12.50',
      a_day: '2026-02-28',
      an_instant: new Date('2026-02-28T16:00:00Z'),
      doc: { a: [1] },
      small: 7,
      bigs: ['1', '2'],
      days: ['2026-01-01'],
      nums: ['1.5'],
    });
  });

  it('runs the session in UTC', async () => {
    expect((await db.query('show timezone')).rows[0]).toEqual({ TimeZone: 'UTC' });
  });

  it('reports affected rows', async () => {
    await db.query(`insert into tx_probe (label) values ('count-a'), ('count-b')`);
    const r = await db.query(`update tx_probe set label = label || '!' where label like 'count-%'`);
    expect(r.rowCount).toBe(2);
  });
});

describe('transactions', () => {
  it('commits on success and rolls back on a throw', async () => {
    await db.tx(async (t) => {
      await t.query(`insert into tx_probe (label) values ('kept')`);
    });
    await expect(
      db.tx(async (t) => {
        await t.query(`insert into tx_probe (label) values ('dropped')`);
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    const all = await labels();
    expect(all).toContain('kept');
    expect(all).not.toContain('dropped');
  });

  it('reuses the outer transaction for a nested tx and for the outer db used inside', async () => {
    await expect(
      db.tx(async (t) => {
        await t.tx(async (inner) => inner.query(`insert into tx_probe (label) values ('nested')`));
        await db.query(`insert into tx_probe (label) values ('outer-handle')`);
        await db.tx(async (again) => again.query(`insert into tx_probe (label) values ('outer-tx')`));
        throw new Error('roll all back');
      }),
    ).rejects.toThrow('roll all back');
    const all = await labels();
    expect(all).not.toContain('nested');
    expect(all).not.toContain('outer-handle');
    expect(all).not.toContain('outer-tx');
  });

  it('refuses the handle of a finished transaction, and sends the outer db back to normal', async () => {
    let leaked: Db | null = null;
    let later: Promise<unknown> = Promise.resolve();
    await db.tx(async (t) => {
      leaked = t;
      // Fire-and-forget work that outlives the transaction.
      later = new Promise((r) => setTimeout(r, 20)).then(() =>
        db.query(`insert into tx_probe (label) values ('after')`),
      );
    });
    await expect(leaked!.query('select 1')).rejects.toThrow();
    await later;
    expect(await labels()).toContain('after');
  });

  it('keeps concurrent read-modify-write transactions apart', async () => {
    // A row lock on PostgreSQL; on PGlite the transaction mutex alone must give the same result.
    const bump = () =>
      db.tx(async (t) => {
        const n = (await t.query<{ n: number }>('select n from tx_counter for update')).rows[0].n;
        await new Promise((r) => setTimeout(r, 5));
        await t.query('update tx_counter set n = $1', [n + 1]);
      });
    await Promise.all(Array.from({ length: 10 }, bump));
    expect((await db.query('select n from tx_counter')).rows[0].n).toBe(10);
  });

  it.runIf(onPglite)('makes a query outside a running transaction wait for its end (PGlite)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const running = db.tx(async (t) => {
      await t.query(`insert into tx_probe (label) values ('in-flight')`);
      await gate;
      await t.query(`update tx_probe set label = 'landed' where label = 'in-flight'`);
    });
    const outside = db.query<{ label: string }>(
      `select label from tx_probe where label in ('in-flight', 'landed')`,
    );
    release();
    await running;
    expect((await outside).rows).toEqual([{ label: 'landed' }]);
  });
});
