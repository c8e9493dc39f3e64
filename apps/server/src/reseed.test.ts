import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from './db/client.ts';
import { acquireDirLock, DataDirLockedError } from './db/lock.ts';
import { type ReseedConfig, reseed } from './reseed.ts';

const NOW = new Date('2026-03-01T15:30:00+08:00');
// A week of history is enough to see the wipe; the full 120 days are checked in seed.test.ts.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-reseed-'));
const url = process.env.DATABASE_URL || null;
const config: ReseedConfig = {
  dataDir: dir,
  databaseUrl: url,
  databaseSchema: url ? `reseed_test_${process.pid}` : null,
};

afterAll(async () => {
  if (url) {
    const db = await openDb({ ...config, databaseSchema: null });
    await db.query(`drop schema if exists "${config.databaseSchema}" cascade`);
    await db.close();
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('reseed', () => {
  it.skipIf(url !== null)('refuses while another holder has the embedded data directory', async () => {
    const lock = acquireDirLock(dir);
    try {
      await expect(reseed(config, { now: NOW, days: 7 })).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      lock.release();
    }
  });

  it('wipes what was there and writes the demo data again', async () => {
    const first = await reseed(config, { now: NOW, days: 7 });
    expect(first.merchants).toBe(5);

    const db = await openDb(config);
    try {
      await db.query(`insert into system_params (name, value) values ('left_over', 'x')`);
      await db.query(`delete from refunds`);
    } finally {
      await db.close();
    }

    const second = await reseed(config, { now: NOW, days: 7 });
    expect(second.transactions).toBe(first.transactions);
    expect(second.refunds).toBe(first.refunds);

    const again = await openDb(config);
    try {
      const r = await again.query<{ params: number; refunds: number; merchants: number; migrations: number }>(
        `select (select count(*)::int from system_params where name = 'left_over') params,
                (select count(*)::int from refunds) refunds,
                (select count(*)::int from merchants) merchants,
                (select count(*)::int from schema_migrations) migrations`,
      );
      expect(r.rows[0]).toEqual({
        params: 0,
        refunds: first.refunds,
        merchants: 5,
        migrations: expect.any(Number),
      });
      expect(r.rows[0].migrations).toBeGreaterThan(0);
    } finally {
      await again.close();
    }
  }, 180_000);
});
