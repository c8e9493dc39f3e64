import { addDaysYmd, newFormId, todayYmd } from '@mp/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSettlement } from '../src/modules/settlement/index.ts';
import { startSimulator } from '../src/modules/simulator/service.ts';
import { createLocalPaymentNetwork } from '../src/ports/payment-network-local.ts';
import { createGroupWithAdmin, createServiceProviderWithAdmin } from './fixtures.ts';
import type { TestServer } from './harness.ts';
import {
  at,
  book,
  cashierOf,
  clientOf,
  daysAgo,
  demoClient,
  type MoneyMerchant,
  moneyMerchant,
  PAY_PASSWORD,
  settledRefund,
  startMoneyServer,
} from './money-helpers.ts';

const OK = 'SCM00000';
const today = todayYmd();
const d1 = daysAgo(1);

let server: TestServer;
let sp: Awaited<ReturnType<typeof createServiceProviderWithAdmin>>;
let g: Awaited<ReturnType<typeof createGroupWithAdmin>>;
let m: MoneyMerchant;
let n: MoneyMerchant;

async function successOf(txnNos: string[]) {
  const r = await server.db.query<{
    amount: string;
    fee: string;
    net_amount: string;
    discount_amount: string;
  }>(
    `select amount, fee, net_amount, discount_amount from transactions where txn_no = any($1) and result = 'SUCCESS'`,
    [txnNos],
  );
  const s = (k: keyof (typeof r.rows)[0]) => r.rows.reduce((x, row) => x + Number(row[k]), 0);
  return {
    count: r.rows.length,
    amount: s('amount'),
    fee: s('fee'),
    net_amount: s('net_amount'),
    discount_amount: s('discount_amount'),
  };
}

const yesterdayTxns: string[] = [];
const store1Yesterday: string[] = [];

beforeAll(async () => {
  server = await startMoneyServer();
  sp = await createServiceProviderWithAdmin(server.db);
  g = await createGroupWithAdmin(server.db);
  m = await moneyMerchant(server.db, { agentId: sp.id, groupId: g.id });
  n = await moneyMerchant(server.db, { agentId: sp.id });
  const [s1, s2] = m.stores;
  const y = [
    { s: s1, amount: 10_000, payType: 'WECHAT', discount: 500, result: 'SUCCESS' },
    { s: s1, amount: 23_450, payType: 'ALIPAY', discount: 0, result: 'SUCCESS' },
    { s: s2, amount: 8_800, payType: 'WECHAT', discount: 0, result: 'SUCCESS' },
    { s: s2, amount: 6_000, payType: 'HUAYIN', discount: 0, result: 'FAIL' },
  ] as const;
  for (const [i, p] of y.entries()) {
    const t = await book(server.db, p.s.terminalNo, { at: at(d1, `1${i}0000`), ...p });
    yesterdayTxns.push(t);
    if (p.s === s1) store1Yesterday.push(t);
  }
  await book(server.db, s1.terminalNo, { at: at(daysAgo(5), '150000'), amount: 3_000, payType: 'MCB' });
  await book(server.db, s2.terminalNo, { at: at(daysAgo(5), '160000'), amount: 7_000, payType: 'MCB' });
  await book(server.db, s2.terminalNo, { at: at(daysAgo(5), '170000'), amount: 1_100, payType: 'UNIONPAY' });
  // Outside the chart: eight days ago.
  await book(server.db, s1.terminalNo, { at: at(daysAgo(8), '150000'), amount: 99_999 });
  await book(server.db, n.stores[0].terminalNo, { at: at(d1, '090000'), amount: 1_234, payType: 'ALIPAY' });
  // Today: a payment and a refund of yesterday's Alipay payment.
  await book(server.db, s1.terminalNo, { at: new Date(), amount: 5_000 });
  const c = await clientOf(server, m.admin.id);
  const r = await c.call('gather/refundApply', {
    txn_no: yesterdayTxns[1],
    amount: '450',
    pay_password: PAY_PASSWORD,
    client_key: newFormId(),
  });
  await settledRefund(c, r.data.refund_no);
  await runSettlement(server.db, new Date());
});

afterAll(async () => {
  await server?.close();
});

describe('merchant home (pc/queryHomeStatistics)', () => {
  it("gives yesterday's and today's totals, the latest settlement and seven days by payment type", async () => {
    const c = await clientOf(server, m.admin.id);
    const r = await c.call('pc/queryHomeStatistics', {});
    expect(r.gda.msg_cd).toBe(OK);
    const y = await successOf(yesterdayTxns);
    expect(r.data).toMatchObject({
      scope: 'merchant',
      merchant_count: 1,
      store_count: 2,
      today,
      yesterday: d1,
      yesterday_totals: { ...y, refund_count: 0, refund_amount: 0 },
      today_totals: { count: 1, amount: 5_000, refund_count: 1, refund_amount: 450 },
      latest_settlement: { settle_date: d1, count: 1, net_amount: y.net_amount },
    });
    expect(['SETTLING', 'SETTLED']).toContain(r.data.latest_settlement.status);
    // The day's net is after its refunds, as its settlement will be.
    const t = r.data.today_totals;
    expect(t.net_amount).toBe(t.amount - t.discount_amount - t.fee - t.refund_amount);
    const days = r.data.seven_days;
    expect(days.map((d: any) => d.date)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDaysYmd(today, i - 7)),
    );
    const five = days.find((d: any) => d.date === daysAgo(5));
    expect(five).toMatchObject({ count: 3, amount: 11_100 });
    expect(five.pay_types).toEqual([
      { pay_type: 'WECHAT', count: 0, amount: 0 },
      { pay_type: 'ALIPAY', count: 0, amount: 0 },
      { pay_type: 'UNIONPAY', count: 1, amount: 1_100 },
      { pay_type: 'MCB', count: 2, amount: 10_000 },
      { pay_type: 'HUAYIN', count: 0, amount: 0 },
    ]);
    for (const d of days) {
      expect(d.pay_types.reduce((s: number, p: any) => s + p.amount, 0)).toBe(d.amount);
      expect(d.pay_types.reduce((s: number, p: any) => s + p.count, 0)).toBe(d.count);
    }
    const last = days[6];
    expect(last).toMatchObject({ date: d1, count: y.count, amount: y.amount });
    expect(days.reduce((s: number, d: any) => s + d.amount, 0)).toBe(11_100 + y.amount);
  });

  it("gives a store operator its stores' figures only, without the merchant's settlement", async () => {
    const cashier = await cashierOf(server.db, m, [m.stores[0].id]);
    const c = await clientOf(server, cashier.id);
    const r = await c.call('pc/queryHomeStatistics', {});
    expect(r.gda.msg_cd).toBe(OK);
    const y = await successOf(store1Yesterday);
    expect(r.data).toMatchObject({
      scope: 'stores',
      store_count: 1,
      yesterday_totals: { count: y.count, amount: y.amount, net_amount: y.net_amount },
      latest_settlement: { settle_date: '', count: 0, net_amount: 0, status: '' },
    });
  });

  it('matches the transactions of the demo merchant (summaries built from the seed)', async () => {
    const c = await demoClient(server, 'demo_merchant');
    const r = await c.call('pc/queryHomeStatistics', {});
    const direct = await server.db.query<{ count: string; amount: string; fee: string }>(
      `select count(*) as count, sum(amount) as amount, sum(fee) as fee from transactions t
         join merchants m on m.id = t.merchant_id
        where m.mer_no = 'M10000000001' and t.txn_type = 'SPEND' and t.result = 'SUCCESS' and t.business_date = $1::date`,
      [`${d1.slice(0, 4)}-${d1.slice(4, 6)}-${d1.slice(6)}`],
    );
    expect(Number(direct.rows[0].count)).toBeGreaterThan(50);
    expect(r.data.yesterday_totals).toMatchObject({
      count: Number(direct.rows[0].count),
      amount: Number(direct.rows[0].amount),
      fee: Number(direct.rows[0].fee),
    });
    expect(r.data.store_count).toBe(3);
  });
});

describe('service provider and group homes', () => {
  it('sums the sub-merchants for the service provider, one of them with mer_no', async () => {
    const c = await clientOf(server, sp.admin.id);
    const r = await c.call('meradm/queryAgtStatisticsInfo', {});
    expect(r.gda.msg_cd).toBe(OK);
    const y = await successOf(yesterdayTxns);
    expect(r.data).toMatchObject({
      scope: 'service',
      merchant_count: 2,
      store_count: 4,
      yesterday_totals: { count: y.count + 1, amount: y.amount + 1_234 },
    });
    const one = await c.call('meradm/queryAgtStatisticsInfo', { mer_no: n.no });
    expect(one.data).toMatchObject({ merchant_count: 1, yesterday_totals: { count: 1, amount: 1_234 } });
    const foreign = await c.call('meradm/queryAgtStatisticsInfo', { mer_no: 'M10000000004' });
    expect(foreign.data).toMatchObject({ merchant_count: 0, yesterday_totals: { count: 0, amount: 0 } });
  });

  it('sums the members for the group', async () => {
    const c = await clientOf(server, g.admin.id);
    const r = await c.call('meradm/queryGroupStatisticsInfo', {});
    expect(r.gda.msg_cd).toBe(OK);
    const y = await successOf(yesterdayTxns);
    expect(r.data).toMatchObject({
      scope: 'group',
      merchant_count: 1,
      yesterday_totals: { count: y.count, amount: y.amount },
    });
  });

  it('keeps each call to its area', async () => {
    const merchant = await clientOf(server, m.admin.id);
    expect((await merchant.call('meradm/queryAgtStatisticsInfo', {})).gda.msg_cd).toBe('SCM40301');
    expect((await merchant.call('meradm/queryGroupStatisticsInfo', {})).gda.msg_cd).toBe('SCM40301');
    const agent = await clientOf(server, sp.admin.id);
    expect((await agent.call('pc/queryHomeStatistics', {})).gda.msg_cd).toBe('SCM40301');
    const anonymous = server.client();
    expect((await anonymous.call('pc/queryHomeStatistics', {})).gda.msg_cd).toBe('LOG60401');
  });
});

describe('live data', () => {
  it('books the payment simulator’s payments for the demo merchants and moves the dashboard', async () => {
    const c = await demoClient(server, 'demo_merchant');
    const before = (await c.call('pc/queryHomeStatistics', {})).data.today_totals;
    const started = await server.db.query<{ max: string }>('select max(id) as max from transactions');
    const network = createLocalPaymentNetwork({ failRate: 0, delayMs: [1, 1], ratePerMinute: 6000, seed: 7 });
    const sim = await startSimulator({ db: server.db, network, log: server.built.logger, rate: 6000 });
    const booked = async () =>
      (
        await server.db.query<{ n: string }>(
          `select count(*) as n from transactions t join merchants m on m.id = t.merchant_id
            where t.id > $1 and m.mer_no = 'M10000000001'`,
          [started.rows[0].max],
        )
      ).rows[0].n;
    for (let i = 0; i < 400 && Number(await booked()) < 5; i++) await new Promise((r) => setTimeout(r, 25));
    sim.stop();
    // Let a payment already on its way be booked, then compare with what was written.
    let last = '';
    while (last !== (await booked())) {
      last = await booked();
      await new Promise((r) => setTimeout(r, 50));
    }
    const fresh = await server.db.query<{ amount: string; txn_no: string; result: string; pay_type: string }>(
      `select t.amount, t.txn_no, t.result, t.pay_type from transactions t join merchants m on m.id = t.merchant_id
        where t.id > $1 and m.mer_no = 'M10000000001'`,
      [started.rows[0].max],
    );
    expect(fresh.rows.length).toBeGreaterThanOrEqual(5);
    expect(fresh.rows.every((t) => /^T\d{16}$/.test(t.txn_no))).toBe(true);
    const ok = fresh.rows.filter((t) => t.result === 'SUCCESS');
    const after = (await c.call('pc/queryHomeStatistics', {})).data.today_totals;
    expect(after.count - before.count).toBe(ok.length);
    expect(after.amount - before.amount).toBe(ok.reduce((s, t) => s + Number(t.amount), 0));
  });
});
