import { messageOf } from '@mp/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runExportJob } from '../src/modules/exports/index.ts';
import type { JobRow } from '../src/modules/exports/queries.ts';
import { OK } from './admin-helpers.ts';
import { startTestServer, type TestServer } from './harness.ts';
import {
  at,
  book,
  cashierOf,
  clientOf,
  daysAgo,
  type MoneyMerchant,
  moneyMerchant,
  startMoneyServer,
} from './money-helpers.ts';
import type { CallResult, TestClient } from './test-client.ts';

/**
 * A cashier's functions in the portal (docs/decisions.md, "Cashier functions"): trade_query opens the
 * collection queries, settle_query the settlement query, export every export (synchronous, scheduled, and
 * again when a scheduled one runs). Without one the catalogue's no-permission answer; with it, the call
 * works. Other operators are not limited by functions.
 */

let server: TestServer;
let m: MoneyMerchant;
let txnNo: string;
const d1 = daysAgo(1);
const range = { start_date: daysAgo(3), end_date: d1 };
// The codes a cashier's role holds here: settlements (44) so that only the function decides.
const CODES = ['42', '421', '44'];

beforeAll(async () => {
  server = await startMoneyServer();
  m = await moneyMerchant(server.db);
  txnNo = await book(server.db, m.stores[0].terminalNo, { at: at(d1, '101500'), amount: 2_500 });
});
afterAll(() => server?.close());

const cashier = async (functions: string[]): Promise<TestClient> =>
  clientOf(server, (await cashierOf(server.db, m, [m.stores[0].id], { codes: CODES, functions })).id);

/** The catalogue's no-permission answer, in the envelope's language. */
function refused(r: CallResult) {
  expect(r.gda.msg_cd).toBe('SCM40301');
  expect(r.gda.msg_inf).toBe(messageOf('SCM40301', 'zh-TW'));
}

const collectionCalls = (c: TestClient) => [
  c.call('trade/collectionPage', range),
  c.call('trade/collectionCount', range),
  c.call('trade/collectionDetail', { txn_no: txnNo }),
  c.call('gather/tradeQuery', { ...range, page_no: 1, page_size: 10 }),
];

describe('trade_query', () => {
  it('refuses the collection queries and details to a cashier without it', async () => {
    const c = await cashier(['collect', 'daily_report', 'reprint']);
    for (const r of await Promise.all(collectionCalls(c))) refused(r);
  });

  it('opens them with it, in the cashier’s own store', async () => {
    const c = await cashier(['trade_query']);
    const [page, count, detail, classic] = await Promise.all(collectionCalls(c));
    for (const r of [page, count, detail, classic]) expect(r.gda.msg_cd).toBe(OK);
    expect(page.data.rows.map((r: { txn_no: string }) => r.txn_no)).toContain(txnNo);
    expect(count.data.total_count).toBeGreaterThan(0);
    expect(detail.data.txn_no).toBe(txnNo);
  });

  it('does not limit the merchant’s other operators', async () => {
    const c = await clientOf(server, m.admin.id);
    for (const r of await Promise.all(collectionCalls(c))) expect(r.gda.msg_cd).toBe(OK);
  });
});

describe('settle_query', () => {
  const settleCalls = (c: TestClient) => [
    c.call('settle/settleList', { ...range, mask: 'Y' }),
    c.call('settle/unsettledStatistics', {}),
  ];

  it('refuses the settlement query to a cashier without it, even with code 44', async () => {
    const c = await cashier(['trade_query', 'export']);
    for (const r of await Promise.all(settleCalls(c))) refused(r);
  });

  it('opens it with it', async () => {
    const c = await cashier(['settle_query']);
    const [list, unsettled] = await Promise.all(settleCalls(c));
    expect(list.gda.msg_cd).toBe(OK);
    expect(list.data).toHaveProperty('rows');
    expect(unsettled.gda.msg_cd).toBe(OK);
    expect(unsettled.data).toHaveProperty('net_amount');
  });
});

describe('export', () => {
  const exportNow = (c: TestClient, source: string, filters: Record<string, unknown>) =>
    c.call('pc/exportData', { source, filters, format: 'CSV' });
  const appoint = (c: TestClient, source: string, filters: Record<string, unknown>) =>
    c.call('pc/appointmentExport', { source, filters, format: 'CSV' });

  it('refuses every export, now or scheduled, to a cashier without it', async () => {
    const c = await cashier(['trade_query', 'settle_query']);
    refused(await exportNow(c, 'collections', range));
    refused(await appoint(c, 'collections', range));
    refused(await exportNow(c, 'refunds', range));
    refused(await exportNow(c, 'settlements', range));
    const jobs = await server.db.query(
      `select 1 from export_jobs j join operators o on o.id = j.operator_id
        where o.kind = 'cashier' and j.org_id = $1 and not ('export' = any(
          select func from cashier_functions where operator_id = o.id))`,
      [m.id],
    );
    expect(jobs.rows).toEqual([]);
  });

  it('also needs the function of the query page it exports', async () => {
    const c = await cashier(['export']);
    refused(await exportNow(c, 'collections', range));
    refused(await exportNow(c, 'settlements', range));
    // Refunds (42) need no function beyond export.
    expect((await exportNow(c, 'refunds', range)).gda.msg_cd).toBe(OK);
  });

  it('exports with it', async () => {
    const c = await cashier(['trade_query', 'settle_query', 'export']);
    const now = await exportNow(c, 'collections', range);
    expect(now.gda.msg_cd).toBe(OK);
    expect(now.data.download_url).toBeTruthy();
    expect((await exportNow(c, 'settlements', range)).gda.msg_cd).toBe(OK);
    const job = await appoint(c, 'collections', range);
    expect(job.gda.msg_cd).toBe(OK);
    expect(job.data.job_id).toBeTruthy();
  });
});

describe('a scheduled export whose cashier lost the function', () => {
  it('fails with the no-permission code when it runs', async () => {
    // A server of its own that runs no jobs: the job is run by hand after the function is taken away.
    const quiet = await startTestServer({
      env: { exportJobs: false, settlementJob: false, billJob: false, simRate: 0 },
    });
    try {
      const own = await moneyMerchant(quiet.db);
      const op = await cashierOf(quiet.db, own, [own.stores[0].id], {
        codes: CODES,
        functions: ['trade_query', 'export'],
      });
      const c = await clientOf(quiet, op.id);
      const queued = await c.call('pc/appointmentExport', {
        source: 'collections',
        filters: range,
        format: 'CSV',
      });
      expect(queued.gda.msg_cd).toBe(OK);
      const job = (
        await quiet.db.query<JobRow>('select * from export_jobs where id = $1', [queued.data.job_id])
      ).rows[0];
      const p = quiet.built.platform;
      const deps = { db: p.db, config: p.config, ports: p.ports, log: quiet.built.logger };
      const run = () => runExportJob(deps, job, { done: 0, total: 0 }, new AbortController().signal);

      await quiet.db.query(`delete from cashier_functions where operator_id = $1 and func = 'export'`, [
        op.id,
      ]);
      await expect(run()).rejects.toMatchObject({ code: 'SCM40301' });
      await quiet.db.query(`insert into cashier_functions (operator_id, func) values ($1, 'export')`, [
        op.id,
      ]);
      await expect(run()).resolves.toMatchObject({ rows: expect.any(Number) });
    } finally {
      await quiet.close();
    }
  });
});
