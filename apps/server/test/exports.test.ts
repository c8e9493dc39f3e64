import { setTimeout as sleep } from 'node:timers/promises';
import { TXN_RESULT } from '@mp/core';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Config } from '../src/config.ts';
import type { Db } from '../src/db/types.ts';
import { scopeSql } from '../src/http/scope.ts';
import type { ExportContext, ExportRow } from '../src/lists/export/source.ts';
import { MAX_ATTEMPTS, registerExportSource, unregisterExportSource } from '../src/modules/exports/index.ts';
import {
  type CreatedOrg,
  createMerchantWithAdmin,
  createOperator,
  fetchWithCookies,
  signedInClient,
} from './fixtures.ts';
import { startTestServer, type TestServer, uniq } from './harness.ts';
import { listenS3 } from './s3-fake.ts';
import type { TestClient } from './test-client.ts';

/**
 * The export machine through the real server and envelope: synchronous exports (CSV and XLSX read back),
 * the synchronous limit, scheduled jobs to DONE, a restart and a crash in the middle of a job, tenants,
 * one-time links. The rows come from a test-only source over the transactions table, scoped like every
 * product source (http/scope.ts), so what a job reads is what its requester could read.
 */

const TestFilters = z
  .object({
    /** Rows whose merchant order number contains this text. */
    marker: z.string().min(1).max(40),
    /** Sleeps this long after every 100 rows: a job slow enough to be interrupted. */
    delay_ms: z.number().int().min(0).max(1000).optional(),
  })
  .strict();
type TestFiltersT = z.infer<typeof TestFilters>;

const t = (zh: string, en: string) => ({ zh, en });

/** Every row of the marker in the requester's scope, by keyset on id, 500 at a time. */
async function* testRows(ctx: ExportContext, f: TestFiltersT): AsyncGenerator<ExportRow> {
  const scope = await scopeSql(ctx, 't', 2);
  let after = '0';
  let n = 0;
  for (;;) {
    const r = await ctx.db.query<ExportRow & { id: string }>(
      `select t.id, t.txn_no, t.mer_order_no, t.agg_order_no, t.amount, t.net_amount, t.result, t.created_at
         from transactions t
        where position($1 in t.mer_order_no) > 0 and t.id > $2 and ${scope.sql}
        order by t.id limit 500`,
      [f.marker, after, ...scope.params],
    );
    for (const row of r.rows) {
      yield row;
      if (f.delay_ms && ++n % 100 === 0) await sleep(f.delay_ms);
    }
    if (r.rows.length < 500) return;
    after = String(r.rows[r.rows.length - 1].id);
  }
}

// The test's own source lives as long as this file: the worker runs other files after it (isolate: false).
afterAll(() => unregisterExportSource('test_txns'));

registerExportSource<TestFiltersT>({
  key: 'test_txns',
  name: t('測試交易', 'Test transactions'),
  code: '42',
  filters: TestFilters,
  columns: [
    { key: 'txn_no', header: t('交易號', 'Transaction no.'), kind: 'text' },
    { key: 'mer_order_no', header: t('商戶訂單號', 'Merchant order no.'), kind: 'text' },
    { key: 'agg_order_no', header: t('卡號', 'Card no.'), kind: 'masked:card' },
    { key: 'amount', header: t('金額', 'Amount'), kind: 'money' },
    { key: 'net_amount', header: t('淨額', 'Net amount'), kind: 'money' },
    { key: 'result', header: t('結果', 'Result'), kind: 'status', labels: TXN_RESULT },
    { key: 'created_at', header: t('交易時間', 'Time'), kind: 'datetime' },
  ],
  async open(ctx, f) {
    const scope = await scopeSql(ctx, 't', 1);
    const r = await ctx.db.query<{ n: string }>(
      `select count(*) as n from transactions t where position($1 in t.mer_order_no) > 0 and ${scope.sql}`,
      [f.marker, ...scope.params],
    );
    return { count: Number(r.rows[0].n), rows: testRows(ctx, f) };
  },
});

const ENV: Partial<Config> = {
  exportSyncLimit: 50,
  exportPollMs: 50,
  exportStaleMs: 3000,
  billJob: false,
  settlementJob: false,
  simRate: 0,
};

interface Org {
  org: CreatedOrg<'merchant'>;
  storeA: string;
  storeB: string;
}

async function merchantWithStores(db: Db): Promise<Org> {
  const org = await createMerchantWithAdmin(db);
  const store = async (name: string) =>
    String(
      (
        await db.query<{ id: string }>(
          'insert into stores (merchant_id, store_no, name) values ($1, $2, $3) returning id',
          [org.id, uniq('S').toUpperCase(), name],
        )
      ).rows[0].id,
    );
  return { org, storeA: await store('Store A'), storeB: await store('Store B') };
}

/** n ordinary spendings of 10.01, 10.02 ... yuan, two days ago, with a card-like agg_order_no. */
async function insertTxns(
  db: Db,
  merchantId: string,
  storeId: string,
  marker: string,
  n: number,
): Promise<void> {
  await db.query(
    `insert into transactions (txn_no, merchant_id, store_id, mer_order_no, agg_order_no, pay_type, txn_type, result,
        amount, fee, net_amount, created_at, business_date)
     select $1 || lpad(g::text, 7, '0'), $2, $3, $4 || '-' || lpad(g::text, 7, '0'), '6222021234567890', 'WECHAT',
            'SPEND', 'SUCCESS', 1000 + g, 0, 1000 + g, now() - interval '2 days', (now() - interval '2 days')::date
       from generate_series(1, $5::int) g`,
    [uniq('X').toUpperCase(), merchantId, storeId, marker, n],
  );
}

async function insertOne(
  db: Db,
  o: { merchantId: string; storeId: string; merOrderNo: string; amount: number; net: number; result: string },
): Promise<string> {
  const txnNo = uniq('Y').toUpperCase();
  await db.query(
    `insert into transactions (txn_no, merchant_id, store_id, mer_order_no, agg_order_no, pay_type, txn_type, result,
        amount, fee, net_amount, created_at, business_date)
     values ($1, $2, $3, $4, '6222021234567890', 'WECHAT', 'SPEND', $5, $6, 0, $7, '2026-01-02T04:05:06Z', '2026-01-02')`,
    [txnNo, o.merchantId, o.storeId, o.merOrderNo, o.result, o.amount, o.net],
  );
  return txnNo;
}

/** RFC 4180 lines of a CSV text (quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length) rows.push([...row, field]);
  return rows;
}

/** The lines of a downloaded CSV file (UTF-8 after its byte-order mark). */
const csvLines = (body: Buffer) => parseCsv(body.toString('utf8').slice(1));

async function readXlsx(body: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((r) => {
    rows.push((r.values as unknown[]).slice(1));
  });
  return rows;
}

async function waitForJob(db: Db, jobId: string, status: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const r = await db.query<{ status: string; error_code: string; attempts: number; done_rows: string }>(
      'select status, error_code, attempts, done_rows from export_jobs where id = $1',
      [jobId],
    );
    const row = r.rows[0];
    if (row?.status === status) return row;
    if (Date.now() > until) throw new Error(`job ${jobId} is ${row?.status}, not ${status}`);
    await sleep(50);
  }
}

/** Queues a scheduled export of the test source for `c` and waits until it is DONE; answers the queued job. */
async function doneJob(db: Db, c: TestClient, filters: TestFiltersT, format: 'CSV' | 'XLSX' = 'CSV') {
  const r = await c.call('pc/appointmentExport', { source: 'test_txns', filters, format });
  expect(r.gda.msg_cd).toBe('SCM00000');
  await waitForJob(db, r.data.job_id, 'DONE');
  return r.data as { job_id: string; status: string; total_rows: number };
}

/** The one-time download link of a scheduled export, as the download centre asks for it. */
const jobLink = (c: TestClient, jobId: string) => c.call('pc/appointmentDownloadFile', { job_id: jobId });

/** A server of the describe's own, a merchant with two stores and another merchant (another tenant). */
async function startWithMerchants(): Promise<{ server: TestServer; m: Org; other: Org }> {
  const server = await startTestServer({ env: ENV });
  return { server, m: await merchantWithStores(server.db), other: await merchantWithStores(server.db) };
}

describe('synchronous export', () => {
  let server: TestServer;
  let m: Org;
  let other: Org;
  const marker = uniq('EXS');
  const big = uniq('EXB');
  let formulaTxn: string;

  beforeAll(async () => {
    ({ server, m, other } = await startWithMerchants());
    formulaTxn = await insertOne(server.db, {
      merchantId: m.org.id,
      storeId: m.storeA,
      merOrderNo: `${marker}=HYPERLINK("http://evil.example","x")`,
      amount: 1234,
      net: -150,
      result: 'SUCCESS',
    });
    await insertOne(server.db, {
      merchantId: m.org.id,
      storeId: m.storeB,
      merOrderNo: `${marker}-plain`,
      amount: 5,
      net: 5,
      result: 'FAIL',
    });
    // Another merchant's row with the same marker: never in m's export.
    await insertOne(server.db, {
      merchantId: other.org.id,
      storeId: other.storeA,
      merOrderNo: `${marker}-foreign`,
      amount: 99,
      net: 99,
      result: 'SUCCESS',
    });
    await insertTxns(server.db, m.org.id, m.storeA, big, 60);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('downloads a CSV once: zh-TW headers, yuan, labels, masked card, neutralised formula', async () => {
    const c = await signedInClient(server, m.org.admin.id);
    const r = await c.call('pc/exportData', { source: 'test_txns', filters: { marker }, format: 'CSV' });
    expect(r.gda.msg_cd).toBe('SCM00000');
    expect(r.data.row_count).toBe(2);
    expect(r.data.file_name).toMatch(/^測試交易_\d{14}\.csv$/);
    expect(r.data.download_url).toBe(`/syf-mms/sys-mms/file/exportDownload?token=${r.data.token}`);

    const file = await fetchWithCookies(server, c, r.data.download_url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    expect(file.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent(r.data.file_name)}`,
    );
    expect(Number(file.headers.get('content-length'))).toBe(file.body.length);
    expect([...file.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csvLines(file.body);
    expect(rows[0]).toEqual(['交易號', '商戶訂單號', '卡號', '金額', '淨額', '結果', '交易時間']);
    const byTxn = new Map(rows.slice(1).map((row) => [row[0], row]));
    expect(rows.length).toBe(3);
    const f = byTxn.get(formulaTxn)!;
    // An '=' inside a text is harmless and stays as it is...
    expect(f[1]).toBe(`${marker}=HYPERLINK("http://evil.example","x")`);
    expect(f[2]).toBe('622202******7890');
    // ...while money stays a plain (negative) number.
    expect(f[3]).toBe('12.34');
    expect(f[4]).toBe('-1.50');
    expect(f[5]).toBe('成功');
    expect(f[6]).toBe('2026-01-02 12:05:06');
    expect(rows.slice(1).some((row) => row[1].endsWith('-foreign'))).toBe(false);

    const again = await fetchWithCookies(server, c, `${r.data.download_url}&lang=en`);
    expect(again.status).toBe(404);
    expect(JSON.parse(again.body.toString()).gda).toEqual({
      msg_cd: 'EXP10004',
      msg_inf: 'The download link is invalid or was already used. Please download again.',
    });
  });

  it('neutralises every text cell that starts with a formula character, in CSV and XLSX', async () => {
    const evil = uniq('EVF');
    const texts = [`=${evil}`, `+${evil}`, `-${evil}`, `@${evil}`, `\t${evil}`, `\r${evil}`, `${evil}+safe`];
    for (const text of texts) {
      await insertOne(server.db, {
        merchantId: m.org.id,
        storeId: m.storeA,
        merOrderNo: text,
        amount: 1,
        net: 1,
        result: 'SUCCESS',
      });
    }
    const expected = [
      `'=${evil}`,
      `'+${evil}`,
      `'-${evil}`,
      `'@${evil}`,
      `'\t${evil}`,
      `'\r${evil}`,
      `${evil}+safe`,
    ].sort();
    const c = await signedInClient(server, m.org.admin.id);
    for (const format of ['CSV', 'XLSX'] as const) {
      const r = await c.call('pc/exportData', { source: 'test_txns', filters: { marker: evil }, format });
      expect(r.gda.msg_cd).toBe('SCM00000');
      const file = await fetchWithCookies(server, c, r.data.download_url);
      const cells =
        format === 'CSV'
          ? csvLines(file.body)
              .slice(1)
              .map((row) => row[1])
          : // XML reads a raw CR as LF (end-of-line handling): the apostrophe is what matters.
            (await readXlsx(file.body)).slice(1).map((row) => String(row[1]).replace('\n', '\r'));
      expect(cells.sort()).toEqual(expected);
    }
  });

  it('writes an XLSX with English headers, numbers as numbers and data unmasked when asked', async () => {
    const c = await signedInClient(server, m.org.admin.id, 'en');
    const r = await c.call('pc/exportData', {
      source: 'test_txns',
      filters: { marker },
      format: 'XLSX',
      mask: 'N',
    });
    expect(r.gda.msg_cd).toBe('SCM00000');
    expect(r.data.file_name).toMatch(/^Test_transactions_\d{14}\.xlsx$/);
    const file = await fetchWithCookies(server, c, r.data.download_url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const rows = await readXlsx(file.body);
    expect(rows[0]).toEqual([
      'Transaction no.',
      'Merchant order no.',
      'Card no.',
      'Amount',
      'Net amount',
      'Result',
      'Time',
    ]);
    const f = rows.find((row) => row[0] === formulaTxn)!;
    expect(f[2]).toBe('6222021234567890');
    expect(f[3]).toBe(12.34);
    expect(f[4]).toBe(-1.5);
    expect(f[5]).toBe('Success');
    const plain = rows.find((row) => String(row[1]).endsWith('-plain'))!;
    expect(plain[5]).toBe('Failed');
    expect(plain[3]).toBe(0.05);
  });

  it('records each export in the audit log', async () => {
    const c = await signedInClient(server, m.org.admin.id);
    const r = await c.call('pc/exportData', {
      source: 'test_txns',
      filters: { marker },
      format: 'CSV',
      mask: 'N',
    });
    const jobs = await server.db.query<{ detail: { job_id: string; mask: string; rows: number } }>(
      `select detail from audit_log where action = 'export' and operator_id = $1 order by id desc limit 1`,
      [m.org.admin.id],
    );
    expect(jobs.rows[0].detail).toMatchObject({ mask: 'N', rows: 2 });
    await fetchWithCookies(server, c, r.data.download_url);
    const dl = await server.db.query(
      `select 1 from audit_log where action = 'download' and operator_id = $1`,
      [m.org.admin.id],
    );
    expect(dl.rows.length).toBeGreaterThan(0);
  });

  it('answers SCM40025 with the catalogue text above the synchronous limit', async () => {
    const c = await signedInClient(server, m.org.admin.id);
    const r = await c.call('pc/exportData', { source: 'test_txns', filters: { marker: big }, format: 'CSV' });
    expect(r.gda.msg_cd).toBe('SCM40025');
    expect(r.gda.msg_inf).toBe('訂單數據量較大，請使用預約下載功能導出報表進行查看');
  });

  it('binds a link to its session and refuses a bad or missing token', async () => {
    const c = await signedInClient(server, m.org.admin.id);
    const r = await c.call('pc/exportData', { source: 'test_txns', filters: { marker }, format: 'CSV' });
    const stranger = await signedInClient(server, m.org.admin.id);
    const stolen = await fetchWithCookies(server, stranger, r.data.download_url);
    expect(stolen.status).toBe(404);
    expect(JSON.parse(stolen.body.toString()).gda.msg_cd).toBe('EXP10004');
    const noSession = await fetchWithCookies(server, server.client(), r.data.download_url);
    expect(noSession.status).toBe(401);
    expect(JSON.parse(noSession.body.toString()).gda.msg_cd).toBe('LOG60401');
    const bad = await fetchWithCookies(server, c, '/syf-mms/sys-mms/file/exportDownload?token=../../etc');
    expect(bad.status).toBe(404);
    // The session's own link still works after the stranger's attempts.
    expect((await fetchWithCookies(server, c, r.data.download_url)).status).toBe(200);
  });

  it('refuses an unknown source, bad filters and an operator without the source code', async () => {
    const c = await signedInClient(server, m.org.admin.id);
    expect((await c.call('pc/exportData', { source: 'nope', filters: {} })).gda.msg_cd).toBe('VAL10037');
    const badFilter = await c.call('pc/exportData', { source: 'test_txns', filters: { marker: 5 } });
    expect(badFilter.gda.msg_cd).toBe('SCM40002');
    expect(badFilter.gda.msg_inf).toContain('filters.marker');
    expect(
      (await c.call('pc/exportData', { source: 'test_txns', filters: { marker }, format: 'PDF' })).gda.msg_cd,
    ).toBe('SCM40002');
    const weak = await createOperator(server.db, { orgKind: 'merchant', orgId: m.org.id, codes: ['41'] });
    const w = await signedInClient(server, weak.id);
    expect((await w.call('pc/exportData', { source: 'test_txns', filters: { marker } })).gda.msg_cd).toBe(
      'SCM40301',
    );
    expect(
      (await w.call('pc/appointmentExport', { source: 'test_txns', filters: { marker } })).gda.msg_cd,
    ).toBe('SCM40301');
  });
});

describe('scheduled export and download centre', () => {
  let server: TestServer;
  let m: Org;
  let other: Org;
  const marker = uniq('EXA');

  beforeAll(async () => {
    ({ server, m, other } = await startWithMerchants());
    await insertTxns(server.db, m.org.id, m.storeA, marker, 1200);
    await insertTxns(server.db, m.org.id, m.storeB, marker, 300);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('runs a job to DONE, lists it in the centre and downloads every row', async () => {
    const c = await signedInClient(server, m.org.admin.id);
    const job = await doneJob(server.db, c, { marker });
    expect(job).toMatchObject({ status: 'QUEUED', total_rows: 1500 });

    const list = await c.call('pc/appointmentDownload', { page_no: 1, page_size: 10 });
    expect(list.gda.msg_cd).toBe('SCM00000');
    const row = list.data.rows.find((x: { job_id: string }) => x.job_id === job.job_id);
    expect(row).toMatchObject({
      status: 'DONE',
      status_name: '已完成',
      source_name: '測試交易',
      total_rows: 1500,
      done_rows: 1500,
      progress: 100,
      format: 'CSV',
    });
    expect(row.file_size).toBeGreaterThan(0);
    expect(row.expires_at).toMatch(/^\d{14}$/);

    const link = await jobLink(c, job.job_id);
    expect(link.gda.msg_cd).toBe('SCM00000');
    const file = await fetchWithCookies(server, c, link.data.download_url);
    expect(file.status).toBe(200);
    expect(file.body.length).toBe(row.file_size);
    const lines = csvLines(file.body);
    expect(lines.length).toBe(1501);
    expect(new Set(lines.slice(1).map((l) => l[0])).size).toBe(1500);
    expect((await fetchWithCookies(server, c, link.data.download_url)).status).toBe(404);
  });

  it("reads only the requester's stores, as captured when the job was queued", async () => {
    const op = await createOperator(server.db, {
      orgKind: 'merchant',
      orgId: m.org.id,
      codes: ['42'],
      storeIds: [m.storeB],
    });
    const c = await signedInClient(server, op.id);
    const job = await doneJob(server.db, c, { marker }, 'XLSX');
    expect(job.total_rows).toBe(300);
    const link = await jobLink(c, job.job_id);
    const rows = await readXlsx((await fetchWithCookies(server, c, link.data.download_url)).body);
    expect(rows.length).toBe(301);
  });

  it("closes a finished job's file when the requester's code is revoked, links issued before included", async () => {
    const op = await createOperator(server.db, { orgKind: 'merchant', orgId: m.org.id, codes: ['42'] });
    const c = await signedInClient(server, op.id);
    const { job_id } = await doneJob(server.db, c, { marker });
    const early = await jobLink(c, job_id);
    expect(early.gda.msg_cd).toBe('SCM00000');
    await server.db.query(
      "delete from role_permissions where code = '42' and role_id = (select role_id from operators where id = $1)",
      [op.id],
    );
    expect((await jobLink(c, job_id)).gda.msg_cd).toBe('SCM40301');
    const file = await fetchWithCookies(server, c, early.data.download_url);
    expect(file.status).not.toBe(200);
    expect(file.body.toString('utf8')).not.toContain(marker);
    // The job stays in the centre (its owner sees what was made), only its file is closed.
    const list = await c.call('pc/appointmentDownload', {});
    expect(list.data.rows.some((x: { job_id: string }) => x.job_id === job_id)).toBe(true);
  });

  it("keeps another organisation's jobs out of reach", async () => {
    const c = await signedInClient(server, m.org.admin.id);
    const { job_id } = await doneJob(server.db, c, { marker });
    const intruder = await signedInClient(server, other.org.admin.id);
    const list = await intruder.call('pc/appointmentDownload', {});
    expect(list.data.rows.some((x: { job_id: string }) => x.job_id === job_id)).toBe(false);
    const link = await jobLink(intruder, job_id);
    expect(link.gda.msg_cd).toBe('FIL10001');
    expect(link.gda.msg_inf).toBe('文件不存在');
    expect((await intruder.call('pc/deleteServiceExportData', { job_id })).gda.msg_cd).toBe('SCM40401');
    // A colleague who is not an administrator sees only their own jobs.
    const colleague = await createOperator(server.db, {
      orgKind: 'merchant',
      orgId: m.org.id,
      codes: ['42'],
    });
    const cc = await signedInClient(server, colleague.id);
    expect((await jobLink(cc, job_id)).gda.msg_cd).toBe('FIL10001');
    // The other areas' centres are not the merchant's.
    expect((await c.call('pc/appointmentDownloadServer', {})).gda.msg_cd).toBe('SCM40301');
    expect((await c.call('pc/appointmentDownloadGroup', {})).gda.msg_cd).toBe('SCM40301');
  });

  it('deletes a job with its file', async () => {
    const c = await signedInClient(server, m.org.admin.id);
    const { job_id } = await doneJob(server.db, c, { marker });
    const key = (await server.db.query('select file_key from export_jobs where id = $1', [job_id])).rows[0]
      .file_key as string;
    expect(await server.built.platform.ports.files.exists(key)).toBe(true);
    expect((await c.call('pc/deleteServiceExportData', { job_id })).gda.msg_cd).toBe('SCM00000');
    expect(await server.built.platform.ports.files.exists(key)).toBe(false);
    expect((await jobLink(c, job_id)).gda.msg_cd).toBe('FIL10001');
  });

  it('expires files after their time and says so in the centre', async () => {
    const c = await signedInClient(server, m.org.admin.id);
    const { job_id } = await doneJob(server.db, c, { marker });
    const { sweepExpired } = await import('../src/modules/exports/index.ts');
    const p = server.built.platform;
    const later = new Date(Date.now() + 8 * 86_400_000);
    expect(
      await sweepExpired({ db: server.db, config: p.config, ports: p.ports, log: console as never }, later),
    ).toBeGreaterThan(0);
    const list = await c.call('pc/appointmentDownload', {});
    const row = list.data.rows.find((x: { job_id: string }) => x.job_id === job_id);
    expect(row.status).toBe('EXPIRED');
    expect((await jobLink(c, job_id)).gda.msg_cd).toBe('FIL10001');
  });

  it('limits the jobs an operator may have waiting', async () => {
    const op = await createOperator(server.db, { orgKind: 'merchant', orgId: m.org.id, codes: ['42'] });
    // Queued by hand while no runner could take them: this process's runner is busy elsewhere otherwise.
    for (let i = 0; i < 5; i++) {
      await server.db.query(
        `insert into export_jobs (mode, source, format, status, operator_id, org_kind, org_id, lang, created_at,
            claim_token, heartbeat_at)
         values ('APPOINT', 'test_txns', 'CSV', 'RUNNING', $1, 'merchant', $2, 'zh-TW', now(), 'held', now())`,
        [op.id, m.org.id],
      );
    }
    const c = await signedInClient(server, op.id);
    const r = await c.call('pc/appointmentExport', { source: 'test_txns', filters: { marker } });
    expect(r.gda.msg_cd).toBe('EXP10001');
    await server.db.query(`delete from export_jobs where claim_token = 'held'`);
  });
});

describe('a job survives the end of its server', () => {
  const marker = uniq('EXR');

  it('restarts from zero after a graceful stop mid-job and completes on the next server', {
    timeout: 240_000,
  }, async () => {
    let a: TestServer | null = await startTestServer({ env: ENV, fresh: false });
    let jobId: string;
    let operatorId: string;
    try {
      const m = await merchantWithStores(a.db);
      operatorId = m.org.admin.id;
      await insertTxns(a.db, m.org.id, m.storeA, marker, 3000);
      const c = await signedInClient(a, operatorId);
      const r = await c.call('pc/appointmentExport', {
        source: 'test_txns',
        filters: { marker, delay_ms: 100 },
        format: 'CSV',
      });
      expect(r.gda.msg_cd).toBe('SCM00000');
      jobId = r.data.job_id;
      // Wait until the job has written some rows, then take its server away.
      const until = Date.now() + 20_000;
      for (;;) {
        const row = (await a.db.query('select status, done_rows from export_jobs where id = $1', [jobId]))
          .rows[0];
        if (row.status === 'RUNNING' && Number(row.done_rows) > 0) break;
        if (Date.now() > until) throw new Error(`job did not start: ${row.status}`);
        await sleep(30);
      }
      await a.close();
      a = null;
    } finally {
      await a?.close();
    }

    const b = await startTestServer({ env: ENV, fresh: false });
    try {
      const job = await waitForJob(b.db, jobId, 'DONE', 30_000);
      expect(job.attempts).toBe(2);
      const c = await signedInClient(b, operatorId);
      const link = await jobLink(c, jobId);
      const lines = csvLines((await fetchWithCookies(b, c, link.data.download_url)).body);
      expect(lines.length).toBe(3001);
      expect(new Set(lines.slice(1).map((l) => l[0])).size).toBe(3000);
    } finally {
      await b.close();
    }
  });

  it('takes over a job whose process died, and gives up after too many attempts', {
    timeout: 240_000,
  }, async () => {
    const setup = await startTestServer({ env: { ...ENV, exportJobs: false }, fresh: false });
    let orphan: string;
    let hopeless: string;
    let gone: string;
    let operatorId: string;
    try {
      const m = await merchantWithStores(setup.db);
      operatorId = m.org.admin.id;
      await insertTxns(setup.db, m.org.id, m.storeA, `${marker}D`, 120);
      const c = await signedInClient(setup, operatorId);
      const queue = async () => {
        const r = await c.call('pc/appointmentExport', {
          source: 'test_txns',
          filters: { marker: `${marker}D` },
        });
        expect(r.gda.msg_cd).toBe('SCM00000');
        return r.data.job_id as string;
      };
      orphan = await queue();
      hopeless = await queue();
      // What a process that died in the middle leaves behind: RUNNING, its claim, an old heartbeat.
      await setup.db.query(
        `update export_jobs set status = 'RUNNING', claim_token = 'dead-process', attempts = 1, done_rows = 40,
            heartbeat_at = now() - interval '1 hour', started_at = now() - interval '1 hour' where id = $1`,
        [orphan],
      );
      await setup.db.query(
        `update export_jobs set status = 'RUNNING', claim_token = 'dead-process', attempts = $2,
            heartbeat_at = now() - interval '1 hour' where id = $1`,
        [hopeless, MAX_ATTEMPTS],
      );
      // A job whose requester was deleted before it ran.
      const leaver = await createOperator(setup.db, { orgKind: 'merchant', orgId: m.org.id, codes: ['42'] });
      const lc = await signedInClient(setup, leaver.id);
      gone = (
        await lc.call('pc/appointmentExport', { source: 'test_txns', filters: { marker: `${marker}D` } })
      ).data.job_id;
      await setup.db.query(`update operators set status = 'invalid' where id = $1`, [leaver.id]);
    } finally {
      await setup.close();
    }

    const b = await startTestServer({ env: ENV, fresh: false });
    try {
      const done = await waitForJob(b.db, orphan, 'DONE');
      expect(done.attempts).toBe(2);
      expect(Number(done.done_rows)).toBe(120);
      const failed = await waitForJob(b.db, hopeless, 'FAILED');
      expect(failed.error_code).toBe('EXP10003');
      const refused = await waitForJob(b.db, gone, 'FAILED');
      expect(refused.error_code).toBe('SCM40301');
      const c = await signedInClient(b, operatorId);
      const list = await c.call('pc/appointmentDownload', { status: 'FAILED' });
      const row = list.data.rows.find((x: { job_id: string }) => x.job_id === hopeless);
      expect(row).toMatchObject({
        status_name: '失敗',
        error_code: 'EXP10003',
        error_msg: '導出任務失敗，請重新導出',
      });
    } finally {
      await b.close();
    }
  });
});

// Issue 30, point 9: the file store full (the in-test S3 answers 507) or unreachable while a job writes.
describe('a job whose file store fails', () => {
  const marker = uniq('EXF');
  let s3: Awaited<ReturnType<typeof listenS3>>;
  let server: TestServer;
  let c: TestClient;

  beforeAll(async () => {
    s3 = await listenS3('mp-exports');
    // 2 KiB parts: the file goes up as a multipart upload, so a refusal comes after some parts were sent.
    server = await startTestServer({ env: { ...ENV, filesS3: { ...s3.settings, partMb: 0.002 } } });
    const m = await merchantWithStores(server.db);
    await insertTxns(server.db, m.org.id, m.storeA, marker, 400);
    c = await signedInClient(server, m.org.admin.id);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  const queue = async () => {
    const r = await c.call('pc/appointmentExport', {
      source: 'test_txns',
      filters: { marker },
      format: 'CSV',
    });
    expect(r.gda.msg_cd).toBe('SCM00000');
    return r.data.job_id as string;
  };
  const exportObjects = () => [...s3.objects.keys()].filter((k) => k.includes('export'));

  it('is retried when the store refuses once, then completes with every row', async () => {
    let refusals = 0;
    s3.faults.failPut = () => refusals++ < 1;
    const jobId = await queue();
    const done = await waitForJob(server.db, jobId, 'DONE', 60_000);
    expect(done.attempts).toBe(2);
    expect(s3.stats.aborted).toBeGreaterThan(0);
    const link = await jobLink(c, jobId);
    const lines = csvLines((await fetchWithCookies(server, c, link.data.download_url)).body);
    expect(lines.length).toBe(401);
    expect(s3.uploads.size).toBe(0);
  });

  it('fails clearly after its last attempt while the store stays full, and offers no file', async () => {
    s3.faults.failPut = () => true;
    const before = exportObjects().length;
    const jobId = await queue();
    const failed = await waitForJob(server.db, jobId, 'FAILED', 60_000);
    expect(failed).toMatchObject({ attempts: MAX_ATTEMPTS, error_code: 'EXP10003' });
    // Nothing kept: no object, no upload left open in the bucket, no link.
    expect(exportObjects().length).toBe(before);
    expect(s3.uploads.size).toBe(0);
    expect((await jobLink(c, jobId)).gda.msg_cd).toBe('EXP10003');
    const list = await c.call('pc/appointmentDownload', { status: 'FAILED' }, { lang: 'en' });
    const row = list.data.rows.find((x: { job_id: string }) => x.job_id === jobId);
    expect(row).toMatchObject({
      error_code: 'EXP10003',
      error_msg: 'The export failed. Please export again.',
    });
    s3.faults.failPut = null;
  });
});
