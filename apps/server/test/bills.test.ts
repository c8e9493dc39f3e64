import { todayYmd } from '@mp/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/types.ts';
import { sqlDate } from '../src/lists/range.ts';
import { generateDueBills } from '../src/modules/bills/index.ts';
import { addToSummary, oneRefund } from '../src/modules/transactions/index.ts';
import {
  type CreatedOrg,
  createGroupWithAdmin,
  createOperator,
  createServiceProviderWithAdmin,
  signIn,
} from './fixtures.ts';
import { startTestServer, type TestServer, uniq } from './harness.ts';
import { at, book, daysAgo, type MoneyMerchant, moneyMerchant } from './money-helpers.ts';
import type { TestClient } from './test-client.ts';

/**
 * Bill files (45) through the real server: the lists of the three areas, the existence check, the
 * one-time download of a file made on demand, its figures against the transactions themselves, and
 * FIL10001 for a bill that does not exist.
 */

let server: TestServer;
let provider: CreatedOrg<'service'>;
let group: CreatedOrg<'group'>;
let m1: MoneyMerchant;
let m2: MoneyMerchant;
let foreign: MoneyMerchant;
const d1 = daysAgo(1);
const d2 = daysAgo(2);
const old = daysAgo(40);

/** A successful refund booked as the refund service books it: a REFUND transaction and its summary delta. */
async function refundOn(
  db: Db,
  m: MoneyMerchant,
  storeIndex: number,
  ymd: string,
  amount: number,
): Promise<void> {
  const store = m.stores[storeIndex];
  await db.query(
    `insert into transactions (txn_no, merchant_id, store_id, mer_order_no, pay_type, txn_type, result, amount,
        net_amount, created_at, paid_at, business_date)
     values ($1, $2, $3, $4, 'WECHAT', 'REFUND', 'SUCCESS', $5, $6, $7, $7, $8::date)`,
    [
      uniq('R').toUpperCase(),
      m.id,
      store.id,
      uniq('OD'),
      amount,
      -amount,
      at(ymd).toISOString(),
      sqlDate(ymd),
    ],
  );
  await addToSummary(db, {
    merchantId: m.id,
    businessDate: sqlDate(ymd),
    storeId: store.id,
    payType: 'WECHAT',
    ...oneRefund(amount),
  });
}

async function client(operatorId: string, lang: 'zh-TW' | 'en' = 'zh-TW'): Promise<TestClient> {
  const c = server.client();
  c.lang = lang;
  await signIn(server.db, c, operatorId);
  return c;
}

async function download(c: TestClient, url: string) {
  const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(server.url + url, { headers: { cookie } });
  return {
    status: res.status,
    headers: res.headers,
    text: Buffer.from(await res.arrayBuffer()).toString('utf8'),
  };
}

/** Lines of a bill CSV (no quoted commas in these test names), without the byte-order mark. */
const linesOf = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((l) => l.split(','));

const yuan = (cents: number) => (cents / 100).toFixed(2);

/** The expected figures of a merchant's successful spending on a day, read from the transactions. */
async function spendOf(m: MoneyMerchant, ymd: string, storeIndex: number, payType: string) {
  const r = await server.db.query<{ n: string; amount: string; discount: string; fee: string }>(
    `select count(*) as n, coalesce(sum(amount), 0) as amount, coalesce(sum(discount_amount), 0) as discount,
            coalesce(sum(fee), 0) as fee
       from transactions where merchant_id = $1 and store_id = $2 and pay_type = $3 and business_date = $4::date
        and txn_type = 'SPEND' and result = 'SUCCESS'`,
    [m.id, m.stores[storeIndex].id, payType, sqlDate(ymd)],
  );
  const x = r.rows[0];
  return { n: Number(x.n), amount: Number(x.amount), discount: Number(x.discount), fee: Number(x.fee) };
}

beforeAll(async () => {
  server = await startTestServer({
    env: { billJob: false, settlementJob: false, simRate: 0, exportPollMs: 50 },
  });
  const db = server.db;
  provider = await createServiceProviderWithAdmin(db);
  group = await createGroupWithAdmin(db);
  m1 = await moneyMerchant(db, { agentId: provider.id, groupId: group.id, stores: 2 });
  m2 = await moneyMerchant(db, { agentId: provider.id, stores: 1 });
  foreign = await moneyMerchant(db, { stores: 1 });
  const [s0, s1] = m1.stores;
  await book(db, s0.terminalNo, { at: at(d1, '090000'), amount: 10_000, payType: 'WECHAT' });
  await book(db, s0.terminalNo, { at: at(d1, '100000'), amount: 5_000, discount: 500, payType: 'WECHAT' });
  await book(db, s0.terminalNo, { at: at(d1, '110000'), amount: 7_000, payType: 'WECHAT', result: 'FAIL' });
  await book(db, s1.terminalNo, { at: at(d1, '120000'), amount: 2_000, payType: 'ALIPAY' });
  await refundOn(db, m1, 0, d1, 3_000);
  await book(db, s0.terminalNo, { at: at(d2), amount: 1_000 });
  await book(db, s0.terminalNo, { at: at(old), amount: 4_200 });
  await book(db, m2.stores[0].terminalNo, { at: at(d1), amount: 8_800, payType: 'UNIONPAY' });
  await book(db, foreign.stores[0].terminalNo, { at: at(d1), amount: 100 });
});
afterAll(async () => {
  await server?.close();
});

describe('merchant bills', () => {
  it('lists the closed days with business, newest first', async () => {
    const c = await client(m1.admin.id);
    const r = await c.call('query/billDownload', {
      bill_type: 'DAILY',
      start_date: daysAgo(5),
      end_date: todayYmd(),
    });
    expect(r.gda.msg_cd).toBe('SCM00000');
    expect(r.data.total).toBe(2);
    expect(r.data.file_list).toEqual([
      expect.objectContaining({
        index: 1,
        report_date: d1,
        file_name: `BILL_D_${m1.no}_${d1}.csv`,
        bill_type_name: '日賬單',
      }),
      expect.objectContaining({ index: 2, report_date: d2, file_name: `BILL_D_${m1.no}_${d2}.csv` }),
    ]);
    const page2 = await c.call('query/billDownload', {
      start_date: daysAgo(5),
      end_date: d1,
      page_no: 2,
      page_size: 1,
    });
    expect(
      page2.data.file_list.map((f: { index: number; report_date: string }) => [f.index, f.report_date]),
    ).toEqual([[2, d2]]);
  });

  it('says whether a bill exists', async () => {
    const c = await client(m1.admin.id);
    const check = (report_date: string) =>
      c.call('query/billDownloadExistCheck', { bill_type: 'DAILY', report_date });
    expect((await check(d1)).data).toEqual({ exist: 'Y', file_name: `BILL_D_${m1.no}_${d1}.csv` });
    expect((await check(daysAgo(3))).data.exist).toBe('N');
    expect((await check(todayYmd())).data.exist).toBe('N');
    expect((await check('20261340')).gda.msg_cd).toBe('VAL10013');
  });

  it('downloads a day bill in zh-TW with the figures of the transactions, made on demand', async () => {
    const c = await client(m1.admin.id);
    const r = await c.call('query/billDownloadCheck', { bill_type: 'DAILY', report_date: d1 });
    expect(r.gda.msg_cd).toBe('SCM00000');
    expect(r.data.file_name).toBe(`BILL_D_${m1.no}_${d1}.csv`);
    const file = await download(c, r.data.download_url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(`BILL_D_${m1.no}_${d1}.csv`);
    const lines = linesOf(file.text);
    expect(lines[0]).toEqual([
      '賬單日期',
      '商戶編號',
      '商戶名稱',
      '門店編號',
      '門店名稱',
      '支付方式',
      '交易筆數',
      '交易金額',
      '優惠金額',
      '手續費',
      '退款筆數',
      '退款金額',
      '結算淨額',
    ]);
    const wechat = await spendOf(m1, d1, 0, 'WECHAT');
    const alipay = await spendOf(m1, d1, 1, 'ALIPAY');
    expect(wechat).toMatchObject({ n: 2, amount: 15_000, discount: 500 });
    const wechatNet = wechat.amount - wechat.discount - wechat.fee - 3_000;
    const alipayNet = alipay.amount - alipay.discount - alipay.fee;
    const byStore = new Map(lines.slice(1, -1).map((l) => [l[3], l]));
    expect(lines.length).toBe(4);
    expect(byStore.get(m1.stores[0].no)).toEqual([
      d1,
      m1.no,
      expect.any(String),
      m1.stores[0].no,
      'Store 1',
      '微信支付',
      '2',
      '150.00',
      '5.00',
      yuan(wechat.fee),
      '1',
      '30.00',
      yuan(wechatNet),
    ]);
    expect(byStore.get(m1.stores[1].no)?.slice(5)).toEqual([
      '支付寶',
      '1',
      '20.00',
      '0.00',
      yuan(alipay.fee),
      '0',
      '0.00',
      yuan(alipayNet),
    ]);
    expect(lines[3][0]).toBe('合計');
    expect(lines[3].slice(6)).toEqual([
      '3',
      '170.00',
      '5.00',
      yuan(wechat.fee + alipay.fee),
      '1',
      '30.00',
      yuan(wechatNet + alipayNet),
    ]);
    // The link was single use; the list now shows the size of the file made.
    expect((await download(c, r.data.download_url)).status).toBe(404);
    const list = await c.call('query/billDownload', { start_date: d1, end_date: d1 });
    expect(list.data.file_list[0].file_size).toBe(Buffer.byteLength(file.text));
  });

  it('downloads the same bill in English', async () => {
    const c = await client(m1.admin.id, 'en');
    const r = await c.call('query/billDownloadCheck', { bill_type: 'DAILY', report_date: d1 });
    const lines = linesOf((await download(c, r.data.download_url)).text);
    expect(lines[0].slice(0, 6)).toEqual([
      'Report date',
      'Merchant no.',
      'Merchant name',
      'Store no.',
      'Store name',
      'Payment type',
    ]);
    expect(lines.some((l) => l[5] === 'WeChat Pay')).toBe(true);
    expect(lines[lines.length - 1][0]).toBe('Total');
  });

  it('answers FIL10001 for a bill that does not exist', async () => {
    const c = await client(m1.admin.id, 'en');
    for (const report_date of [daysAgo(3), todayYmd()]) {
      const r = await c.call('query/billDownloadCheck', { bill_type: 'DAILY', report_date });
      expect(r.gda.msg_cd).toBe('FIL10001');
      expect(r.gda.msg_inf).toBe('File does not exist.');
    }
  });

  it('lists and downloads monthly bills of closed months', async () => {
    const c = await client(m1.admin.id);
    const month = old.slice(0, 6);
    const r = await c.call('query/billDownload', {
      bill_type: 'MONTHLY',
      start_date: old,
      end_date: todayYmd(),
    });
    expect(r.gda.msg_cd).toBe('SCM00000');
    const entry = r.data.file_list.find((f: { report_date: string }) => f.report_date === month);
    expect(entry).toMatchObject({ file_name: `BILL_M_${m1.no}_${month}.csv`, bill_type_name: '月賬單' });
    expect(
      r.data.file_list.some((f: { report_date: string }) => f.report_date === todayYmd().slice(0, 6)),
    ).toBe(false);
    const link = await c.call('query/billDownloadCheck', { bill_type: 'MONTHLY', report_date: month });
    const lines = linesOf((await download(c, link.data.download_url)).text);
    // Only the booking of `old` falls in that month: 40 days ago is always in an earlier month than d2.
    expect(lines[lines.length - 1].slice(6, 8)).toEqual(['1', '42.00']);
    expect(
      (await c.call('query/billDownloadCheck', { bill_type: 'MONTHLY', report_date: todayYmd().slice(0, 6) }))
        .gda.msg_cd,
    ).toBe('FIL10001');
  });

  it('checks the list range', async () => {
    const c = await client(m1.admin.id);
    expect((await c.call('query/billDownload', { start_date: daysAgo(40), end_date: d1 })).gda.msg_cd).toBe(
      'VAL10016',
    );
    expect((await c.call('query/billDownload', { start_date: d1, end_date: d2 })).gda.msg_cd).toBe(
      'VAL10017',
    );
    expect((await c.call('query/billDownload', { start_date: '2026', end_date: d2 })).gda.msg_cd).toBe(
      'VAL10013',
    );
    const longMonths = await c.call('query/billDownload', {
      bill_type: 'MONTHLY',
      start_date: daysAgo(400),
      end_date: d1,
    });
    expect(longMonths.gda.msg_cd).toBe('BIL10001');
  });

  it('needs code 45, every store, and the right area', async () => {
    const weak = await createOperator(server.db, { orgKind: 'merchant', orgId: m1.id, codes: ['41'] });
    const w = await client(weak.id);
    expect((await w.call('query/billDownload', { start_date: d1, end_date: d1 })).gda.msg_cd).toBe(
      'SCM40301',
    );
    expect((await w.call('query/billDownloadCheck', { report_date: d1 })).gda.msg_cd).toBe('SCM40301');
    const storeOp = await createOperator(server.db, {
      orgKind: 'merchant',
      orgId: m1.id,
      codes: ['45'],
      storeIds: [m1.stores[0].id],
    });
    const s = await client(storeOp.id);
    expect((await s.call('query/billDownloadCheck', { report_date: d1 })).gda.msg_cd).toBe('BIL10002');
    const admin = await client(m1.admin.id);
    expect((await admin.call('query/serviceBillDownload', { start_date: d1, end_date: d1 })).gda.msg_cd).toBe(
      'SCM40301',
    );
    expect((await admin.call('query/groupBillDownload', { start_date: d1, end_date: d1 })).gda.msg_cd).toBe(
      'SCM40301',
    );
  });

  it("never gives another merchant's bill", async () => {
    const c = await client(foreign.admin.id);
    const r = await c.call('query/billDownloadCheck', { report_date: d1, mer_no: m1.no });
    expect(r.gda.msg_cd).toBe('SCM40401');
  });
});

describe('service provider and group bills', () => {
  it("sums a service provider's sub-merchants, and gives one sub-merchant's bill with mer_no", async () => {
    const c = await client(provider.admin.id);
    const list = await c.call('query/serviceBillDownload', { start_date: d2, end_date: d1 });
    expect(list.gda.msg_cd).toBe('SCM00000');
    expect(list.data.file_list.map((f: { file_name: string }) => f.file_name)).toEqual([
      `BILL_D_${provider.no}_${d1}.csv`,
      `BILL_D_${provider.no}_${d2}.csv`,
    ]);
    const link = await c.call('query/billDownloadCheck', { report_date: d1 });
    const lines = linesOf((await download(c, link.data.download_url)).text);
    const merchants = new Set(lines.slice(1, -1).map((l) => l[1]));
    expect(merchants).toEqual(new Set([m1.no, m2.no]));
    expect(lines[lines.length - 1][7]).toBe('258.00');

    const one = await c.call('query/serviceBillDownload', { start_date: d2, end_date: d1, mer_no: m2.no });
    expect(one.data.file_list.map((f: { file_name: string }) => f.file_name)).toEqual([
      `BILL_D_${m2.no}_${d1}.csv`,
    ]);
    const oneLink = await c.call('query/billDownloadCheck', { report_date: d1, mer_no: m2.no });
    const oneLines = linesOf((await download(c, oneLink.data.download_url)).text);
    expect(new Set(oneLines.slice(1, -1).map((l) => l[1]))).toEqual(new Set([m2.no]));
    expect(
      (await c.call('query/serviceBillDownload', { start_date: d1, end_date: d1, mer_no: foreign.no })).gda
        .msg_cd,
    ).toBe('SCM40401');
  });

  it("sums a group's members, without a permission code", async () => {
    const c = await client(group.admin.id);
    const list = await c.call('query/groupBillDownload', { start_date: d2, end_date: d1 });
    expect(list.gda.msg_cd).toBe('SCM00000');
    expect(list.data.file_list.map((f: { report_date: string }) => f.report_date)).toEqual([d1, d2]);
    const link = await c.call('query/billDownloadCheck', { report_date: d1 });
    expect(link.gda.msg_cd).toBe('SCM00000');
    const lines = linesOf((await download(c, link.data.download_url)).text);
    expect(new Set(lines.slice(1, -1).map((l) => l[1]))).toEqual(new Set([m1.no]));
    expect((await c.call('query/billDownload', { start_date: d1, end_date: d1 })).gda.msg_cd).toBe(
      'SCM40301',
    );
  });
});

describe('bill schedule', () => {
  it("makes yesterday's bills of every organisation with business, once", async () => {
    const p = server.built.platform;
    const deps = { db: server.db, config: p.config, ports: p.ports, log: server.built.logger };
    await server.db.query(`delete from bill_files where period = $1`, [d1]);
    expect(await generateDueBills(deps, new Date())).toBeGreaterThanOrEqual(4);
    const made = await server.db.query<{ org_kind: string; org_id: string }>(
      `select org_kind, org_id::text from bill_files where bill_type = 'DAILY' and period = $1`,
      [d1],
    );
    const owners = new Set(made.rows.map((r) => `${r.org_kind}:${r.org_id}`));
    for (const o of [
      `merchant:${m1.id}`,
      `merchant:${m2.id}`,
      `service:${provider.id}`,
      `group:${group.id}`,
    ]) {
      expect(owners.has(o)).toBe(true);
    }
    expect(await generateDueBills(deps, new Date())).toBe(0);
  });
});
