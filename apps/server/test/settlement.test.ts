import { addDaysYmd, newFormId, todayYmd } from '@mp/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book as bookEntry, checkLedger } from '../src/modules/accounts/index.ts';
import { runReconciliation, runSettlement } from '../src/modules/settlement/index.ts';
import { publishChannelFiles } from '../src/modules/simulator/index.ts';
import { createOperator, createServiceProviderWithAdmin } from './fixtures.ts';
import type { TestServer } from './harness.ts';
import {
  at,
  book,
  clientOf,
  daysAgo,
  demoClient,
  localChannelPorts,
  type MoneyMerchant,
  moneyMerchant,
  PAY_PASSWORD,
  settledRefund,
  startMoneyServer,
  sum,
} from './money-helpers.ts';

const OK = 'SCM00000';
const d1 = daysAgo(1);
const d2 = daysAgo(2);
const today = todayYmd();
const tomorrow = addDaysYmd(today, 1)!;

let server: TestServer;
let sp: Awaited<ReturnType<typeof createServiceProviderWithAdmin>>;
let m: MoneyMerchant;
/** What was booked for m, by day: successful spending and the refund made today. */
const none = { count: 0, gross: 0, fee: 0, discount: 0 };
const expected = { d2: none, d1: none, today: none };
let refundAmount = 0;

async function fees(txnNos: string[]) {
  const r = await server.db.query<{ fee: string; discount_amount: string; amount: string }>(
    `select fee, discount_amount, amount from transactions where txn_no = any($1) and result = 'SUCCESS'`,
    [txnNos],
  );
  return {
    count: r.rows.length,
    gross: sum(r.rows, 'amount'),
    fee: sum(r.rows, 'fee'),
    discount: sum(r.rows, 'discount_amount'),
  };
}

beforeAll(async () => {
  server = await startMoneyServer();
  sp = await createServiceProviderWithAdmin(server.db);
  m = await moneyMerchant(server.db, { agentId: sp.id });
  const t = m.stores[0].terminalNo;
  const u = m.stores[1].terminalNo;
  const onD2 = [
    await book(server.db, t, { at: at(d2, '100000'), amount: 20_000, payType: 'WECHAT', discount: 1_000 }),
    await book(server.db, u, { at: at(d2, '110000'), amount: 35_500, payType: 'ALIPAY' }),
    await book(server.db, u, { at: at(d2, '120000'), amount: 9_999, payType: 'UNIONPAY', result: 'FAIL' }),
  ];
  const onD1 = [await book(server.db, t, { at: at(d1, '100000'), amount: 4_000, payType: 'MCB' })];
  const onToday = [await book(server.db, t, { at: new Date(), amount: 12_000, payType: 'WECHAT' })];
  expected.d2 = await fees(onD2);
  expected.d1 = await fees(onD1);
  expected.today = await fees(onToday);
  // A refund of d2's Alipay payment, made (and succeeding) today: it counts in today's settlement.
  const c = await clientOf(server, m.admin.id);
  refundAmount = 2_500;
  const r = await c.call('gather/refundApply', {
    txn_no: onD2[1],
    amount: String(refundAmount),
    pay_password: PAY_PASSWORD,
    client_key: newFormId(),
  });
  expect(r.gda.msg_cd).toBe(OK);
  await settledRefund(c, r.data.refund_no);
});

afterAll(async () => {
  await server?.close();
});

describe('unsettled statistics and the daily settlement job', () => {
  it('counts successful business of days without a settlement as unsettled', async () => {
    const c = await clientOf(server, m.admin.id);
    const r = await c.call('settle/unsettledStatistics', {});
    expect(r.gda.msg_cd).toBe(OK);
    const days = [expected.d2, expected.d1, expected.today];
    const gross = sum(days, 'gross');
    const fee = sum(days, 'fee');
    const discount = sum(days, 'discount');
    expect(r.data).toEqual({
      txn_count: sum(days, 'count'),
      amount: gross,
      discount_amount: discount,
      fee,
      refund_amount: refundAmount,
      net_amount: gross - discount - fee - refundAmount,
      from_date: d2,
      to_date: today,
    });
  });

  it('settles each closed day once, net of fees, discounts and refunds, and pays it out at 10:00 next day', async () => {
    const balanceBefore = await balance();
    const first = await runSettlement(server.db, new Date());
    expect(first.created[d2]).toBeGreaterThanOrEqual(1);
    expect(first.created[today]).toBeUndefined();
    const again = await runSettlement(server.db, new Date());
    expect(again.created).toEqual({});

    const c = await clientOf(server, m.admin.id);
    const list = await c.call('settle/settleList', {
      start_date: d2,
      end_date: today,
      mask: 'N',
      sort_order: 'asc',
    });
    expect(list.gda.msg_cd).toBe(OK);
    expect(list.data.rows.map((r: any) => r.settle_date)).toEqual([d2, d1]);
    const [s2] = list.data.rows;
    expect(s2).toMatchObject({
      settle_no: `S${d2}${m.no.slice(1)}`,
      mer_no: m.no,
      // d2's payout time (10:00 on d1) has passed: the run settled and paid it out at once.
      status: 'SETTLED',
      txn_count: expected.d2.count,
      gross_amount: expected.d2.gross,
      fee_amount: expected.d2.fee,
      discount_amount: expected.d2.discount,
      refund_amount: 0,
      net_amount: expected.d2.gross - expected.d2.fee - expected.d2.discount,
      account_no: '6222021234567890123',
      bank_name: 'Test Bank',
    });
    expect(s2.settled_at).toMatch(/^\d{14}$/);

    // Tomorrow after 00:30 today is settled, with today's refund; at 10:00 it is paid out.
    const night = await runSettlement(
      server.db,
      new Date(`${tomorrow.slice(0, 4)}-${tomorrow.slice(4, 6)}-${tomorrow.slice(6)}T01:00:00+08:00`),
    );
    expect(night.created[today]).toBeGreaterThanOrEqual(1);
    const morning = await runSettlement(
      server.db,
      new Date(`${tomorrow.slice(0, 4)}-${tomorrow.slice(4, 6)}-${tomorrow.slice(6)}T10:30:00+08:00`),
    );
    expect(morning.paidOut).toBeGreaterThanOrEqual(1);
    const after = await c.call('settle/settleList', { start_date: d2, end_date: today, mask: 'N' });
    const sToday = after.data.rows.find((r: any) => r.settle_date === today);
    const net = expected.today.gross - expected.today.fee - expected.today.discount - refundAmount;
    expect(sToday).toMatchObject({ status: 'SETTLED', refund_amount: refundAmount, net_amount: net });
    expect(sToday.settled_at).toMatch(/^\d{14}$/);
    expect(after.data.rows.every((r: any) => r.status === 'SETTLED')).toBe(true);
    // Paid out: the three settlements left the merchant's balance.
    expect(await balance()).toBe(balanceBefore - sum(after.data.rows, 'net_amount'));
    const none = await c.call('settle/unsettledStatistics', {});
    expect(none.data).toMatchObject({ txn_count: 0, amount: 0, net_amount: 0, from_date: '', to_date: '' });
  });
});

describe('a payout the available balance cannot hold', () => {
  it('waits SETTLING (no balance below zero) and is paid out at a later run once the balance holds it', async () => {
    const mm = await moneyMerchant(server.db);
    await book(server.db, mm.stores[0].terminalNo, { at: at(d2, '100000'), amount: 50_000 });
    const available = async () =>
      Number(
        (
          await server.db.query<{ b: string }>(
            `select balance::text b from ledger_accounts where owner_kind = 'merchant' and owner_id = $1 and code = 'AVAILABLE'`,
            [mm.id],
          )
        ).rows[0].b,
      );
    const takings = await available();
    // The takings were used meanwhile (a correction takes them here): nothing is left for the payout.
    const org = { kind: 'merchant' as const, id: mm.id };
    await bookEntry(server.db, {
      type: 'ADJUST',
      org,
      amount: -takings,
      ref: `USE-${mm.no}`,
      at: new Date(),
    });
    await runSettlement(server.db, new Date());
    const status = async () =>
      (
        await server.db.query<{ status: string; net_amount: string }>(
          'select status, net_amount::text from settlements where merchant_id = $1',
          [mm.id],
        )
      ).rows;
    expect(await status()).toEqual([{ status: 'SETTLING', net_amount: String(takings) }]);
    expect(await available()).toBe(0);
    // The money is back: the next run pays it out.
    await bookEntry(server.db, {
      type: 'ADJUST',
      org,
      amount: takings,
      ref: `BACK-${mm.no}`,
      at: new Date(),
    });
    const later = await runSettlement(server.db, new Date());
    expect(later.paidOut).toBe(1);
    expect((await status())[0].status).toBe('SETTLED');
    expect(await available()).toBe(0);
    expect((await checkLedger(server.db)).findings).toEqual([]);
  });
});

describe('settlement list (44)', () => {
  it('masks the account number unless mask N, and its totals are the sums of the rows', async () => {
    const c = await demoClient(server, 'demo_merchant');
    const masked = await c.call('settle/settleList', {
      start_date: daysAgo(10),
      end_date: d1,
      page_size: 100,
    });
    expect(masked.gda.msg_cd).toBe(OK);
    expect(masked.data.rows.length).toBe(10);
    expect(masked.data.rows[0].account_no).toMatch(/^\d{6}\*+\d{4}$/);
    const plain = await c.call('settle/settleList', {
      start_date: daysAgo(10),
      end_date: d1,
      page_size: 100,
      mask: 'N',
    });
    expect(plain.data.rows[0].account_no).toMatch(/^\d{12,}$/);
    const t = masked.data.totals;
    expect(masked.data.total_count).toBe(10);
    expect(t).toEqual({
      count: 10,
      txn_count: sum(masked.data.rows, 'txn_count'),
      gross_amount: sum(masked.data.rows, 'gross_amount'),
      discount_amount: sum(masked.data.rows, 'discount_amount'),
      fee_amount: sum(masked.data.rows, 'fee_amount'),
      refund_amount: sum(masked.data.rows, 'refund_amount'),
      fund_provider: sum(masked.data.rows, 'fund_provider'),
      fund_scheme: sum(masked.data.rows, 'fund_scheme'),
      net_amount: sum(masked.data.rows, 'net_amount'),
    });
    for (const r of masked.data.rows) {
      expect(r.net_amount).toBe(
        r.gross_amount - r.fee_amount - r.discount_amount - r.refund_amount + r.fund_provider + r.fund_scheme,
      );
    }
    const settled = await c.call('settle/settleList', {
      start_date: daysAgo(10),
      end_date: d1,
      status: 'SETTLED',
    });
    const expectedSettled = masked.data.rows.filter((r: any) => r.status === 'SETTLED');
    expect(expectedSettled.length).toBeGreaterThan(0);
    expect(settled.data.rows).toEqual(expectedSettled);
  });

  it('keeps other tenants out, refuses operators without 44 and bad dates', async () => {
    const other = await moneyMerchant(server.db);
    const oc = await clientOf(server, other.admin.id);
    const r = await oc.call('settle/settleList', { start_date: d2, end_date: today });
    expect(r.data.rows).toEqual([]);
    const foreign = await oc.call('settle/settleList', { start_date: d2, end_date: today, mer_no: m.no });
    expect(foreign.data.total_count).toBe(0);
    const viewer = await demoClient(server, 'demo_operator');
    expect((await viewer.call('settle/settleList', { start_date: d2, end_date: d1 })).gda.msg_cd).toBe(
      'SCM40301',
    );
    expect((await viewer.call('settle/unsettledStatistics', {})).gda.msg_cd).toBe('SCM40301');
    const c = await clientOf(server, m.admin.id);
    expect((await c.call('settle/settleList', { start_date: d1, end_date: d2 })).gda.msg_cd).toBe('VAL10017');
    expect((await c.call('settle/settleList', { start_date: daysAgo(40), end_date: d1 })).gda.msg_cd).toBe(
      'VAL10016',
    );
    expect(
      (await c.call('settle/settleList', { start_date: d1, end_date: d1, mask: 'maybe' })).gda.msg_cd,
    ).toBe('SCM40002');
  });
});

describe('service area: settle orders (49) and reconciliation (48)', () => {
  it('lists the sub-merchants’ settlements and their sum', async () => {
    const c = await clientOf(server, sp.admin.id);
    const q = await c.call('gather/settleQuery', { start_date: d2, end_date: today, page_size: 100 });
    expect(q.gda.msg_cd).toBe(OK);
    expect(new Set(q.data.rows.map((r: any) => r.mer_no))).toEqual(new Set([m.no]));
    const s = await c.call('gather/settleSum', { start_date: d2, end_date: today });
    expect(s.data.totals).toEqual(q.data.totals);
    expect(s.data.totals.net_amount).toBe(sum(q.data.rows, 'net_amount'));
    const merchant = await clientOf(server, m.admin.id);
    expect((await merchant.call('gather/settleQuery', { start_date: d2, end_date: today })).gda.msg_cd).toBe(
      'SCM40301',
    );
  });

  it('reconciles each day and payment type against the channel files, with the stores in the detail', async () => {
    const c = await clientOf(server, sp.admin.id);
    const before = await c.call('gather/rltQuery', { start_date: d2, end_date: d2, page_size: 100 });
    // Settled, but not reconciled until the channels' files are read (reconciliation.test.ts has the rest).
    expect(before.data.rows.every((r: any) => r.status === 'PENDING')).toBe(true);
    const ports = localChannelPorts();
    await publishChannelFiles(server.db, ports.files, d2, { faultRate: 0 });
    await runReconciliation({ db: server.db, ports }, new Date());
    ports.dispose();
    const q = await c.call('gather/rltQuery', { start_date: d2, end_date: today, page_size: 100 });
    expect(q.gda.msg_cd).toBe(OK);
    const ofD2 = q.data.rows.filter((r: any) => r.rlt_date === d2);
    expect(ofD2.map((r: any) => r.pay_type).sort()).toEqual(['ALIPAY', 'WECHAT']);
    expect(
      ofD2.every((r: any) => r.status === 'RECONCILED' && r.settle_no === `S${d2}${m.no.slice(1)}`),
    ).toBe(true);
    expect(sum(ofD2, 'txn_amount')).toBe(expected.d2.gross);
    expect(q.data.totals).toMatchObject({
      count: q.data.rows.length,
      txn_amount: sum(q.data.rows, 'txn_amount'),
      discount_amount: sum(q.data.rows, 'discount_amount'),
      net_amount: sum(q.data.rows, 'net_amount'),
    });
    // The totals add up: net = amount - discounts - fees - refunds.
    const t = q.data.totals;
    expect(t.net_amount).toBe(t.txn_amount - t.discount_amount - t.fee_amount - t.refund_amount);
    const detail = await c.call('gather/rltDetail', { mer_no: m.no, rlt_date: d2, pay_type: 'ALIPAY' });
    expect(detail.gda.msg_cd).toBe(OK);
    expect(detail.data).toMatchObject({ txn_amount: 35_500, status: 'RECONCILED' });
    expect(detail.data.stores).toEqual([
      expect.objectContaining({
        store_no: m.stores[1].no,
        txn_amount: 35_500,
        txn_count: 1,
        discount_amount: 0,
      }),
    ]);
    const outside = await moneyMerchant(server.db);
    const hidden = await c.call('gather/rltDetail', { mer_no: outside.no, rlt_date: d2, pay_type: 'ALIPAY' });
    expect(hidden.gda.msg_cd).toBe('SCM40401');
    const badDate = await c.call('gather/rltDetail', {
      mer_no: m.no,
      rlt_date: '20261340',
      pay_type: 'ALIPAY',
    });
    expect(badDate.gda.msg_cd).toBe('VAL10013');
  });

  it('needs 48 for reconciliation', async () => {
    const op = await createOperator(server.db, { orgKind: 'service', orgId: sp.id, codes: ['49'] });
    const c = await clientOf(server, op.id);
    expect((await c.call('gather/rltQuery', { start_date: d2, end_date: d1 })).gda.msg_cd).toBe('SCM40301');
    expect((await c.call('gather/settleSum', { start_date: d2, end_date: d1 })).gda.msg_cd).toBe(OK);
  });
});

async function balance(): Promise<number> {
  const r = await server.db.query<{ balance: string }>(
    `select coalesce(sum(balance), 0)::text balance from ledger_accounts where owner_kind = 'merchant' and owner_id = $1`,
    [m.id],
  );
  return Number(r.rows[0].balance);
}
