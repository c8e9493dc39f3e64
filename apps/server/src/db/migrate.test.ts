import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/harness.ts';
import { migrate, readMigrations } from './migrate.ts';
import type { Db } from './types.ts';

let db: Db;
let close: () => Promise<void>;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-mig-'));
const write = (name: string, sql: string) => fs.writeFileSync(path.join(dir, name), sql);

beforeAll(async () => {
  ({ db, close } = await openTestDb());
});
afterAll(async () => {
  await close?.();
  fs.rmSync(dir, { recursive: true, force: true });
});

const tables = async () =>
  (
    await db.query<{ t: string }>(
      `select table_name t from information_schema.tables
        where table_schema = current_schema() and table_name like 'mig\\_%' order by 1`,
    )
  ).rows.map((r) => r.t);

describe('migrations', () => {
  it('has applied the real migrations in order, once each', async () => {
    const real = readMigrations().map((m) => m.name);
    expect(real[0]).toBe('0001_platform.sql');
    const rows = (await db.query<{ name: string }>('select name from schema_migrations order by version'))
      .rows;
    expect(rows.map((r) => r.name)).toEqual(real);
    expect((await migrate(db)).applied).toEqual([]);
  });

  it('applies new files in number order, each once, and reports an edited one', async () => {
    write('9002_second.sql', 'create table mig_b (id int references mig_a (id));');
    write('9001_first.sql', 'create table mig_a (id int primary key); insert into mig_a values (1);');
    write('notes.txt', 'not a migration');
    expect((await migrate(db, dir)).applied).toEqual(['9001_first.sql', '9002_second.sql']);
    expect(await tables()).toEqual(['mig_a', 'mig_b']);
    write('9001_first.sql', 'create table mig_a (id int primary key); -- edited');
    expect(await migrate(db, dir)).toEqual({ applied: [], changed: ['9001_first.sql'] });
  });

  it('applies nothing of a batch that fails', async () => {
    write('9003_ok.sql', 'create table mig_c (id int);');
    write('9004_bad.sql', 'create table mig_d (id int); select * from no_such_table;');
    await expect(migrate(db, dir)).rejects.toThrow(/no_such_table/);
    expect(await tables()).toEqual(['mig_a', 'mig_b']);
    const versions = (
      await db.query<{ version: string }>(`select version from schema_migrations where version >= '9003'`)
    ).rows;
    expect(versions).toEqual([]);
    fs.rmSync(path.join(dir, '9004_bad.sql'));
  });

  it('lets two servers starting at once apply a migration exactly once', async () => {
    write('9005_counted.sql', 'create table mig_e (id int); insert into mig_e values (1);');
    const reports = await Promise.all([migrate(db, dir), migrate(db, dir)]);
    expect(reports.flatMap((r) => r.applied).sort()).toEqual(['9003_ok.sql', '9005_counted.sql']);
    expect((await db.query('select count(*)::int n from mig_e')).rows[0].n).toBe(1);
  });

  it('refuses two files with one number', () => {
    const twin = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-mig-twin-'));
    try {
      fs.writeFileSync(path.join(twin, '0001_a.sql'), 'select 1');
      fs.writeFileSync(path.join(twin, '0001_b.sql'), 'select 1');
      expect(() => readMigrations(twin)).toThrow(/share the number 0001/);
    } finally {
      fs.rmSync(twin, { recursive: true, force: true });
    }
  });

  // Issue 30, point 5: an index on a big table is built concurrently, outside the migrations' transaction.
  it('runs a no-transaction migration alone, statement by statement, and accepts a declared earlier text', async () => {
    write(
      '9006_index.sql',
      [
        '-- migrate: no-transaction',
        '-- An index built without locking writes; a comment line ends here;',
        'create index concurrently if not exists mig_e_id_idx on mig_e (id);',
        'create table if not exists mig_f (id int);',
      ].join('\n'),
    );
    write('9007_after.sql', 'insert into mig_f values (7);');
    expect(readMigrations(dir).find((m) => m.version === '9006')?.alone).toBe(true);
    expect((await migrate(db, dir)).applied).toEqual(['9006_index.sql', '9007_after.sql']);
    const idx = await db.query(
      `select 1 from pg_indexes where schemaname = current_schema() and indexname = 'mig_e_id_idx'`,
    );
    expect(idx.rows).toHaveLength(1);
    expect((await db.query('select id from mig_f')).rows).toEqual([{ id: 7 }]);

    // Rewritten with its earlier checksum declared: the same migration, not an edited one.
    const old = readMigrations(dir).find((m) => m.version === '9007')!.checksum;
    write(
      '9007_after.sql',
      `-- migrate: previous-checksum ${old}\ninsert into mig_f values (7); -- rewritten`,
    );
    // (9001 was edited without declaring it, above.)
    expect(await migrate(db, dir)).toEqual({ applied: [], changed: ['9001_first.sql'] });
  });

  it('marks 0080 and 0085 (indexes on transactions) as no-transaction migrations', () => {
    const real = readMigrations();
    for (const v of ['0080', '0085']) {
      const m = real.find((x) => x.version === v)!;
      expect(m.alone, v).toBe(true);
      expect(m.sql).toMatch(/create index concurrently if not exists/);
      expect(m.previous).toHaveLength(1);
    }
  });
});
