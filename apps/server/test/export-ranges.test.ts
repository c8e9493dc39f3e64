import { buffer } from 'node:stream/consumers';
import { PAY_TYPE } from '@mp/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db, SnapshotReader } from '../src/db/types.ts';
import type { SignedInContext } from '../src/kernel/context.ts';
import type { ExportColumn, ExportSource, SqlSelect } from '../src/lists/export/source.ts';
import { jobContext } from '../src/modules/exports/job-requester.ts';
import { exportStream, produceExportFile } from '../src/modules/exports/produce.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * A large CSV on PostgreSQL read in consecutive ranges of its order key by two connections at once
 * (lists/export/copy-csv.ts, rangedCopyCsvStream), with small ranges: the same bytes as one COPY, one
 * snapshot for both connections, and a failure on either one ends the export and gives both back.
 * PostgreSQL only (the embedded database has no COPY).
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

const ROWS = 1200;
const t = (zh: string, en: string) => ({ zh, en });
const COLUMNS: ExportColumn[] = [
  { key: 'n', header: t('編號', 'No.'), kind: 'number' },
  { key: 'txt', header: t('文字', 'Text'), kind: 'text' },
  { key: 'cents', header: t('金額', 'Amount'), kind: 'money' },
  { key: 'at', header: t('時間', 'Time'), kind: 'datetime' },
  { key: 'pay', header: t('支付方式', 'Payment type'), kind: 'status', labels: PAY_TYPE },
  { key: 'card', header: t('卡號', 'Card'), kind: 'masked:card' },
];
const CELLS = `id as n, txt, cents, at, pay, card`;
/** Newest first by (time, id): three rows share each time, so the id decides inside a range's edge. */
const BY_TIME: SqlSelect = {
  sql: `select ${CELLS}, id as order_id from range_probe order by at desc, id desc`,
  params: [],
  order: { keys: ['at', 'order_id'], desc: true },
};
/** By id alone, ascending. */
const BY_ID: SqlSelect = {
  sql: `select ${CELLS}, id as order_id from range_probe order by id`,
  params: [],
  order: { keys: ['order_id'], desc: false },
};

let server: TestServer;
/** Readers the ranged exports opened, and the snapshot each was asked to join. */
const opened: { joined: string | undefined; reader: SnapshotReader }[] = [];
/** Run before the second connection of an export opens (after the first one's snapshot and first range). */
let beforeJoin: (() => Promise<void>) | null = null;

beforeAll(async () => {
  server = await startTestServer({ env: { simRate: 0 } });
  if (!onPostgres) return;
  await server.db.exec(`create table range_probe (id bigint primary key, at timestamptz not null, txt text,
      cents bigint, pay text, card text)`);
  await server.db.exec(`insert into range_probe
    select g, timestamptz '2026-03-01 00:00:00.123456+00' + (g / 3) * interval '1 minute 0.000001 seconds',
      (array['plain', '=SUM(A1)', 'two
lines', 'say "hi"', 'a,b', '中文 🏦', ''])[1 + g % 7],
      case g % 5 when 0 then null when 1 then -5 else g * 37 end, (array['WECHAT', 'ALIPAY', 'X'])[1 + g % 3],
      case when g % 4 = 0 then '6222 0212 3456 7890' else '622202' || lpad(g::text, 10, '0') end
    from generate_series(1, ${ROWS}) g`);
});
afterAll(() => server?.close());

/** A database whose snapshot readers are recorded (the export's own connections). */
function watched(db: Db): Db {
  const reader = db.snapshotReader?.bind(db);
  if (!reader) return db;
  return {
    ...db,
    pool: db.pool?.bind(db),
    async snapshotReader(snapshot?: string) {
      // The second connection of an export (the first has taken its snapshot and read its first range).
      if (opened.length === 1 && beforeJoin) await beforeJoin();
      const r = await reader(snapshot);
      opened.push({ joined: snapshot, reader: r });
      return r;
    },
  };
}

async function context(): Promise<SignedInContext> {
  const r = await server.db.query<{ id: string; org_kind: 'merchant'; org_id: string }>(
    'select id, org_kind, org_id from operators where login_name = $1',
    ['demo_merchant'],
  );
  const op = r.rows[0];
  const { config, ports } = server.built.platform;
  const log = { info() {}, warn() {}, error() {}, debug() {} } as never;
  return jobContext(
    { db: watched(server.db), config, ports, log },
    { operatorId: String(op.id), orgKind: op.org_kind, orgId: String(op.org_id), storeIds: null, lang: 'en' },
  );
}

const source: ExportSource = {
  key: 'range_probe',
  filters: z.object({}).strict(),
  columns: COLUMNS,
  open: async () => {
    throw new Error('not opened: the tests give the select');
  },
};

const noRows = (async function* () {})();

/** The export of `select` as one stream (copyRangeRows 0: one COPY) or in ranges of `range` rows. */
function csv(ctx: SignedInContext, select: SqlSelect, range: number, progress = { done: 0 }) {
  return exportStream({
    ctx,
    source,
    rows: noRows,
    select,
    format: 'CSV',
    mask: true,
    count: ROWS,
    copyRangeRows: range,
    progress,
  });
}

/** Connections of the pool in use (not idle). */
const busy = () => {
  const p = server.db.pool?.();
  return p ? p.total - p.idle : 0;
};

describe.runIf(onPostgres)('CSV by two connections (ranged COPY)', () => {
  it('writes the bytes of one COPY over many ranges, whatever the range size and the order', async () => {
    const ctx = await context();
    for (const select of [BY_TIME, BY_ID]) {
      const single = await buffer(csv(ctx, select, 0).stream);
      expect(single.toString('utf8').split('\r\n').length).toBeGreaterThan(ROWS);
      for (const range of [100, 7, 400, ROWS - 1]) {
        opened.length = 0;
        const out = csv(ctx, select, range);
        const bytes = await buffer(out.stream);
        expect(out.rows(), `range ${range}`).toBe(ROWS);
        expect(bytes.equals(single), `range ${range}`).toBe(true);
        // Two connections, the second on the first's snapshot.
        expect(opened.length, `range ${range}`).toBe(2);
        expect(opened[0].joined).toBeUndefined();
        expect(opened[1].joined).toBe(opened[0].reader.snapshot);
      }
    }
    // One COPY when the export holds a range or less.
    opened.length = 0;
    const small = exportStream({
      ctx,
      source,
      rows: noRows,
      select: BY_ID,
      format: 'CSV',
      mask: true,
      count: 50,
    });
    expect((await buffer(small.stream)).equals(await buffer(csv(ctx, BY_ID, 0).stream))).toBe(true);
    expect(opened.length).toBe(0);
    await expect.poll(busy).toBe(0);
  });

  it('reads one snapshot on both connections, even for a row written before the second one opens', async () => {
    const ctx = await context();
    const before = await buffer(csv(ctx, BY_TIME, 0).stream);
    // Rows all along the order (so in ranges of both connections), written after the first connection's
    // snapshot and before the second connection's transaction begins.
    beforeJoin = async () => {
      await server.db.exec(`insert into range_probe
        select 200000 + g, timestamptz '2026-03-01 00:00:00.123456+00' + g * interval '17 minutes', 'between', 1,
          'WECHAT', '1' from generate_series(0, 20) g`);
      await server.db.exec(`update range_probe set txt = 'changed' where id % 97 = 0 and id <= ${ROWS}`);
    };
    opened.length = 0;
    try {
      const out = csv(ctx, BY_TIME, 100);
      const bytes = await buffer(out.stream);
      expect(opened.length).toBe(2);
      expect(out.rows()).toBe(ROWS);
      expect(bytes.equals(before)).toBe(true);
    } finally {
      beforeJoin = null;
    }
    const after = await buffer(csv(ctx, BY_TIME, 0).stream);
    expect(after.toString('utf8').split(',between,').length).toBe(22);
    await server.db.exec('delete from range_probe where id >= 200000');
    await server.db.exec(`update range_probe set txt = (array['plain', '=SUM(A1)', 'two
lines', 'say "hi"', 'a,b', '中文 🏦', ''])[1 + id % 7] where id % 97 = 0 and id <= ${ROWS}`);
    expect((await buffer(csv(ctx, BY_TIME, 0).stream)).equals(before)).toBe(true);
  });

  it('reads one snapshot: a row written during the export is in no range, a changed row is as it was', async () => {
    const ctx = await context();
    const before = await buffer(csv(ctx, BY_TIME, 0).stream);
    const progress = { done: 0 };
    const out = csv(ctx, BY_TIME, 100, progress);
    const parts: Buffer[] = [];
    let changed = false;
    for await (const chunk of out.stream) {
      parts.push(chunk as Buffer);
      if (!changed && progress.done > 0) {
        // The first range is being written (one more may be read ahead): the ranges of the rows below
        // have not started. A row in the middle of the order, a newest one, a change and a deletion.
        expect(progress.done).toBeLessThan(ROWS / 2);
        changed = true;
        await server.db.exec(`insert into range_probe values
          (100001, timestamptz '2026-03-01 00:00:00.123456+00' + 200 * interval '1 minute 0.000001 seconds',
           'inserted in the middle', 1, 'WECHAT', '1'),
          (100002, now(), 'inserted newest', 2, 'WECHAT', '2')`);
        await server.db.exec(`update range_probe set txt = 'changed', cents = 0 where id in (300, 301, 302)`);
        await server.db.exec('delete from range_probe where id = 30');
      }
    }
    expect(changed).toBe(true);
    const during = Buffer.concat(parts);
    expect(out.rows()).toBe(ROWS);
    expect(during.equals(before)).toBe(true);
    // An export after the changes has them, each row once, as one COPY has them.
    const after = await buffer(csv(ctx, BY_TIME, 0).stream);
    const ranged = csv(ctx, BY_TIME, 100);
    expect((await buffer(ranged.stream)).equals(after)).toBe(true);
    expect(ranged.rows()).toBe(ROWS + 1);
    const text = after.toString('utf8');
    expect(text.split('inserted in the middle').length).toBe(2);
    expect(text.split('inserted newest').length).toBe(2);
    expect(text.split(',changed,').length).toBe(4);
    await server.db.exec(`delete from range_probe where id > ${ROWS}`);
    await server.db.exec(
      `insert into range_probe select 30, at, txt, cents, pay, card from range_probe where id = 31`,
    );
  });

  it('fails on either connection: the export fails, no file is left, both connections come back', async () => {
    const ctx = await context();
    const files = server.built.platform.ports.files;
    await expect.poll(busy).toBe(0);
    // Ranges of 100 by id: rows 201-300 are the third range (the first connection), 301-400 the fourth
    // (the second). A division by zero at one row fails that range's COPY.
    for (const [at, who] of [
      [250, 'first'],
      [350, 'second'],
      [5, 'first, in the range being written'],
    ] as const) {
      opened.length = 0;
      const failing: SqlSelect = {
        ...BY_ID,
        sql: `select 1000 / (id - ${at}) as n, txt, cents, at, pay, card, id as order_id from range_probe order by id`,
      };
      const key = `exports/range-fail-${at}.csv`;
      await expect(
        produceExportFile(files, {
          ctx,
          source,
          rows: noRows,
          select: failing,
          format: 'CSV',
          mask: true,
          key,
          count: ROWS,
          copyRangeRows: 100,
        }),
        who,
      ).rejects.toThrow(/division by zero/);
      expect(await files.exists(key), who).toBe(false);
      // Both connections were open, but for the first range's failure, which may come before the second opens.
      if (at === 5) expect(opened.length, who).toBeGreaterThan(0);
      else expect(opened.length, who).toBe(2);
      await expect.poll(busy).toBe(0);
    }
    // The consumer stopping early ends both COPYs too.
    const out = csv(ctx, BY_ID, 100);
    for await (const _ of out.stream) break;
    await expect.poll(busy).toBe(0);
    expect((await server.db.query<{ n: number }>('select 1 as n')).rows[0].n).toBe(1);
  });
});
