import { newFormId, todayYmd } from '@mp/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PAY_PASSWORD } from '../src/db/seed/accounts.ts';
import { book as bookEntry } from '../src/modules/accounts/index.ts';
import { resumeRefunds } from '../src/modules/refunds/completion.ts';
import { createGroupWithAdmin, createOperator, createServiceProviderWithAdmin } from './fixtures.ts';
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
  setPayPassword,
  settledRefund,
  startMoneyServer,
  sum,
} from './money-helpers.ts';

const OK = 'SCM00000';
const d1 = daysAgo(1);

let server: TestServer;
let m: MoneyMerchant;

beforeAll(async () => {
  server = await startMoneyServer();
  m = await floatedMerchant(server.db);
});

afterAll(async () => {
  await server?.close();
});

const apply = (txnNo: string, amount: string, extra: Record<string, unknown> = {}) => ({
  txn_no: txnNo,
  amount,
  pay_password: PAY_PASSWORD,
  client_key: newFormId(),
  ...extra,
});

async function refundRows(txnNo: string) {
  const r = await server.db.query<{ status: string; amount: string }>(
    'select r.status, r.amount from refunds r join transactions t on t.id = r.txn_id where t.txn_no = $1',
    [txnNo],
  );
  return r.rows;
}

async function txnRow(txnNo: string) {
  return (
    await server.db.query<{ amount: string; refunded_amount: string }>(
      'select amount, refunded_amount from transactions where txn_no = $1',
      [txnNo],
    )
  ).rows[0];
}

describe('a refund from a collection’s detail', () => {
  it('refunds part, then the rest, each decided by the network, until nothing is left', async () => {
    const txnNo = await book(server.db, m.stores[0].terminalNo, { at: at(d1, '120000'), amount: 10_000 });
    const c = await clientOf(server, m.admin.id);
    const balanceBefore = await balanceOf(m.id);

    const first = await c.call('gather/refundApply', apply(txnNo, '3000'));
    expect(first.gda.msg_cd).toBe(OK);
    expect(first.data).toMatchObject({
      txn_no: txnNo,
      amount: 3000,
      status: 'REFUNDING',
      refundable_amount: 7000,
    });
    expect(first.data.refund_no).toMatch(/^R\d{16}$/);
    const done = await settledRefund(c, first.data.refund_no);
    expect(done).toMatchObject({
      status: 'SUCCESS',
      amount: 3000,
      txn_refunded_amount: 3000,
      txn_refundable_amount: 7000,
    });

    const detail = await c.call('trade/collectionDetail', { txn_no: txnNo });
    expect(detail.data).toMatchObject({ refunded_amount: 3000, refundable_amount: 7000, can_refund: 'Y' });
    expect(detail.data.refunds).toEqual([
      expect.objectContaining({ refund_no: first.data.refund_no, amount: 3000, status: 'SUCCESS' }),
    ]);

    const rest = await c.call('gather/refundApply', apply(txnNo, '7000'));
    expect(rest.data).toMatchObject({ status: 'REFUNDING', refundable_amount: 0 });
    await settledRefund(c, rest.data.refund_no);
    expect(await txnRow(txnNo)).toEqual({ amount: '10000', refunded_amount: '10000' });

    const none = await c.call('gather/refundApply', apply(txnNo, '1'));
    expect(none.gda.msg_cd).toBe('TRD10004');
    const after = await c.call('trade/collectionDetail', { txn_no: txnNo });
    expect(after.data).toMatchObject({ refundable_amount: 0, can_refund: 'N' });
    // Both refunds left the merchant's balance; nothing stays frozen.
    expect(await balanceOf(m.id)).toEqual({ balance: balanceBefore.balance - 10_000, frozen: 0 });
  });

  it('writes each successful refund as a REFUND transaction of today, net -amount, counted in the totals', async () => {
    const txnNo = await book(server.db, m.stores[1].terminalNo, { at: at(d1, '130000'), amount: 8_800 });
    const c = await clientOf(server, m.admin.id);
    const r = await c.call('gather/refundApply', apply(txnNo, '800'));
    await settledRefund(c, r.data.refund_no);
    const today = todayYmd();
    const q = await c.call('gather/tradeQuery', {
      start_date: today,
      end_date: today,
      txn_type: 'REFUND',
      page_size: 100,
    });
    const row = q.data.rows.find((x: any) => x.txn_no === r.data.refund_no);
    expect(row).toMatchObject({
      txn_type: 'REFUND',
      result: 'SUCCESS',
      amount: 800,
      net_amount: -800,
      orig_txn_no: txnNo,
    });
    expect(q.data.totals.net_amount).toBe(sum(q.data.rows, 'net_amount'));
    // Refunds are money that left: refund_amount, never success_amount.
    expect(q.data.totals).toMatchObject({ success_amount: 0, success_count: 0 });
    expect(q.data.totals.refund_amount).toBe(sum(q.data.rows, 'amount'));
    // Over every type: net = collected - discount - fee - refunds, from the summaries and from the rows.
    const wholeDay = { start_date: today, end_date: today, page_size: 100 };
    for (const extra of [{}, { amount_min: '0' }]) {
      const all = await c.call('gather/tradeQuery', { ...wholeDay, ...extra });
      const t = all.data.totals;
      expect(t.refund_amount).toBeGreaterThanOrEqual(800);
      expect(t.net_amount).toBe(t.success_amount - t.discount_amount - t.fee - t.refund_amount);
    }
    // The spending's day shows the refunded amount in its totals (from the summaries).
    const spend = await c.call('trade/collectionCount', { start_date: d1, end_date: d1, txn_no: '' });
    const rows = await c.call('trade/collectionPage', { start_date: d1, end_date: d1, page_size: 100 });
    expect(spend.data.totals.refunded_amount).toBe(sum(rows.data.rows, 'refunded_amount'));
  });

  it('writes the refund to the audit log', async () => {
    const txnNo = await book(server.db, m.stores[0].terminalNo, { at: at(d1, '140000'), amount: 5_000 });
    const c = await clientOf(server, m.admin.id);
    const r = await c.call('gather/refundApply', apply(txnNo, '1000'));
    await settledRefund(c, r.data.refund_no);
    const log = await server.db.query<{ action: string; ok: boolean; operator_id: string; detail: any }>(
      `select action, ok, operator_id, detail from audit_log where target = $1 order by id`,
      [r.data.refund_no],
    );
    expect(log.rows.map((x) => [x.action, x.ok, String(x.operator_id)])).toEqual([
      ['refund', true, m.admin.id],
      ['refund', true, m.admin.id],
    ]);
    expect(log.rows[0].detail).toMatchObject({ txn_no: txnNo, amount: 1000 });
    expect(log.rows[1].detail).toMatchObject({ status: 'SUCCESS' });
  });
});

describe('refund rules', () => {
  let txnNo: string;
  beforeAll(async () => {
    txnNo = await book(server.db, m.stores[0].terminalNo, { at: at(d1, '150000'), amount: 2_000 });
  });

  const amounts: [string, string][] = [
    ['', 'TRD10006'],
    ['   ', 'TRD10006'],
    ['0', 'VAL10012'],
    ['1.50', 'VAL10012'],
    ['-100', 'VAL10012'],
    ['12ab', 'VAL10012'],
    ['2001', 'TRD10005'],
  ];
  for (const [amount, code] of amounts) {
    it(`refuses the amount '${amount}' with ${code} and changes nothing`, async () => {
      const c = await clientOf(server, m.admin.id);
      const r = await c.call('gather/refundApply', apply(txnNo, amount));
      expect(r.gda.msg_cd).toBe(code);
      expect(await refundRows(txnNo)).toEqual([]);
    });
  }

  it('needs the operator’s payment password: wrong ones are counted and audited, then locked (SEC10005)', async () => {
    const op = await createOperator(server.db, { orgKind: 'merchant', orgId: m.id, codes: ['42', '421'] });
    await setPayPassword(server.db, op.id);
    const c = await clientOf(server, op.id);
    for (let i = 1; i <= 4; i++) {
      const r = await c.call('gather/refundApply', apply(txnNo, '100', { pay_password: '000000' }));
      expect(r.gda.msg_cd).toBe('LOG10011');
      const row = await server.db.query('select pay_failed_tries from operators where id = $1', [op.id]);
      expect(row.rows[0].pay_failed_tries).toBe(i);
    }
    expect(
      (await c.call('gather/refundApply', apply(txnNo, '100', { pay_password: '000000' }))).gda.msg_cd,
    ).toBe('SEC10005');
    // Locked: even the right password is refused now.
    expect((await c.call('gather/refundApply', apply(txnNo, '100'))).gda.msg_cd).toBe('SEC10005');
    const audit = await server.db.query(
      `select ok from audit_log where operator_id = $1 and action = 'refund'`,
      [op.id],
    );
    expect(audit.rows.length).toBe(6);
    expect(audit.rows.every((x: any) => x.ok === false)).toBe(true);
    expect(await refundRows(txnNo)).toEqual([]);
  });

  it('refuses an operator without a payment password (LOG10012) and an empty one (VAL10036)', async () => {
    const op = await createOperator(server.db, { orgKind: 'merchant', orgId: m.id, codes: ['42'] });
    const c = await clientOf(server, op.id);
    expect((await c.call('gather/refundApply', apply(txnNo, '100'))).gda.msg_cd).toBe('LOG10012');
    expect((await c.call('gather/refundApply', apply(txnNo, '100', { pay_password: '' }))).gda.msg_cd).toBe(
      'VAL10036',
    );
  });

  it('refuses operators whose role does not allow refunds', async () => {
    const viewer = await createOperator(server.db, { orgKind: 'merchant', orgId: m.id, codes: ['43', '44'] });
    await setPayPassword(server.db, viewer.id);
    expect(
      (await (await clientOf(server, viewer.id)).call('gather/refundApply', apply(txnNo, '100'))).gda.msg_cd,
    ).toBe('SCM40301');
    const noSwitch = await cashierOf(server.db, m, [m.stores[0].id], { allowRefund: false });
    expect(
      (await (await clientOf(server, noSwitch.id)).call('gather/refundApply', apply(txnNo, '100'))).gda
        .msg_cd,
    ).toBe('SCM40301');
    const demoOperator = await demoClient(server, 'demo_operator');
    expect((await demoOperator.call('gather/refundApply', apply(txnNo, '100'))).gda.msg_cd).toBe('SCM40301');
    const g = await createGroupWithAdmin(server.db);
    expect(
      (await (await clientOf(server, g.admin.id)).call('gather/refundApply', apply(txnNo, '100'))).gda.msg_cd,
    ).toBe('SCM40301');
    expect(await refundRows(txnNo)).toEqual([]);
  });

  it('lets a cashier with allow-refund refund in its own store only', async () => {
    const cashier = await cashierOf(server.db, m, [m.stores[0].id], { allowRefund: true });
    const c = await clientOf(server, cashier.id);
    const other = await book(server.db, m.stores[1].terminalNo, { at: at(d1, '151500'), amount: 3_000 });
    expect((await c.call('gather/refundApply', apply(other, '100'))).gda.msg_cd).toBe('TRD10001');
    const own = await c.call('gather/refundApply', apply(txnNo, '100'));
    expect(own.gda.msg_cd).toBe(OK);
    expect((await settledRefund(c, own.data.refund_no)).oper_login_name).toBe(cashier.loginName);
  });

  it('keeps demo_cashier (real sign-in) to its store: another store’s payment is missing to it', async () => {
    const c = await demoClient(server, 'demo_cashier');
    const seen = await c.call('trade/collectionPage', { start_date: d1, end_date: d1, page_size: 100 });
    expect(seen.gda.msg_cd).toBe(OK);
    const stores = new Set(seen.data.rows.map((r: any) => r.store_no));
    expect(stores.size).toBe(1);
    const elsewhere = await server.db.query<{ txn_no: string }>(
      `select t.txn_no from transactions t join merchants m on m.id = t.merchant_id join stores s on s.id = t.store_id
        where m.mer_no = 'M10000000001' and t.result = 'SUCCESS' and t.txn_type = 'SPEND' and s.store_no <> all($1)
        order by t.id desc limit 1`,
      [[...stores]],
    );
    const r = await c.call(
      'gather/refundApply',
      apply(elsewhere.rows[0].txn_no, '100', { pay_password: DEMO_PAY_PASSWORD }),
    );
    expect(r.gda.msg_cd).toBe('TRD10001');
    expect((await c.call('trade/collectionDetail', { txn_no: elsewhere.rows[0].txn_no })).gda.msg_cd).toBe(
      'TRD10001',
    );
  });

  it('refunds only successful spending (TRD10002) and answers another tenant’s as missing (TRD10001)', async () => {
    const c = await clientOf(server, m.admin.id);
    const failed = await book(server.db, m.stores[0].terminalNo, { at: at(d1, '160000'), result: 'FAIL' });
    expect((await c.call('gather/refundApply', apply(failed, '100'))).gda.msg_cd).toBe('TRD10002');
    const other = await moneyMerchant(server.db);
    const foreign = await book(server.db, other.stores[0].terminalNo, { at: at(d1, '160500'), amount: 900 });
    expect((await c.call('gather/refundApply', apply(foreign, '100'))).gda.msg_cd).toBe('TRD10001');
    expect((await c.call('gather/refundApply', apply('T20990101999999', '100'))).gda.msg_cd).toBe('TRD10001');
    expect((await c.call('gather/refundApply', apply('', '100'))).gda.msg_cd).toBe('TRD10003');
    // A refund is not refundable itself.
    const r = await c.call('gather/refundApply', apply(txnNo, '50'));
    await settledRefund(c, r.data.refund_no);
    expect((await c.call('gather/refundApply', apply(r.data.refund_no, '10'))).gda.msg_cd).toBe('TRD10002');
    expect(await refundRows(foreign)).toEqual([]);
  });

  it('refuses a client key that is not a 32-character form id', async () => {
    const c = await clientOf(server, m.admin.id);
    const r = await c.call('gather/refundApply', apply(txnNo, '100', { client_key: 'short' }));
    expect(r.gda.msg_cd).toBe('SCM40002');
  });

  it('takes Huayin Express refunds from the merchant area only (TRD10007 for a service provider)', async () => {
    const sp = await createServiceProviderWithAdmin(server.db);
    const sub = await moneyMerchant(server.db, { agentId: sp.id });
    const huayin = await book(server.db, sub.stores[0].terminalNo, {
      at: at(d1, '170000'),
      amount: 4_000,
      payType: 'HUAYIN',
    });
    const wechat = await book(server.db, sub.stores[0].terminalNo, { at: at(d1, '170500'), amount: 4_000 });
    await setPayPassword(server.db, sp.admin.id);
    const agent = await clientOf(server, sp.admin.id);
    expect((await agent.call('gather/refundApply', apply(huayin, '100'))).gda.msg_cd).toBe('TRD10007');
    expect((await agent.call('gather/refundApply', apply(wechat, '100'))).gda.msg_cd).toBe(OK);
    const merchant = await clientOf(server, sub.admin.id);
    expect((await merchant.call('gather/refundApply', apply(huayin, '100'))).gda.msg_cd).toBe(OK);
  });
});

describe('idempotency and races', () => {
  it('answers the first result for the same client key and refuses it with other arguments', async () => {
    const txnNo = await book(server.db, m.stores[0].terminalNo, { at: at(d1, '180000'), amount: 6_000 });
    const c = await clientOf(server, m.admin.id);
    const body = apply(txnNo, '1500');
    const first = await c.call('gather/refundApply', body);
    const again = await c.call('gather/refundApply', body);
    expect(again.gda.msg_cd).toBe(OK);
    expect(again.data.refund_no).toBe(first.data.refund_no);
    const other = await c.call('gather/refundApply', { ...body, amount: '1600' });
    expect(other.gda.msg_cd).toBe('SCM40900');
    await settledRefund(c, first.data.refund_no);
    // Replayed after the network decided: the same refund, now successful; still applied once.
    const late = await c.call('gather/refundApply', body);
    expect(late.data).toMatchObject({ refund_no: first.data.refund_no, status: 'SUCCESS' });
    expect((await refundRows(txnNo)).length).toBe(1);
    expect((await txnRow(txnNo)).refunded_amount).toBe('1500');
  });

  it('applies a client key sent five times at once exactly once', async () => {
    const txnNo = await book(server.db, m.stores[1].terminalNo, { at: at(d1, '181000'), amount: 6_000 });
    const c = await clientOf(server, m.admin.id);
    const body = apply(txnNo, '6000');
    const answers = await Promise.all(Array.from({ length: 5 }, () => c.call('gather/refundApply', body)));
    expect(answers.map((a) => a.gda.msg_cd)).toEqual(Array(5).fill(OK));
    expect(new Set(answers.map((a) => a.data.refund_no)).size).toBe(1);
    expect(await refundRows(txnNo)).toEqual([{ status: expect.any(String), amount: '6000' }]);
    await settledRefund(c, answers[0].data.refund_no);
    expect((await txnRow(txnNo)).refunded_amount).toBe('6000');
  });

  it('never refunds more than the amount when 50 partial refunds race', async () => {
    const txnNo = await book(server.db, m.stores[0].terminalNo, { at: at(d1, '182000'), amount: 10_000 });
    const c = await clientOf(server, m.admin.id);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => c.call('gather/refundApply', apply(txnNo, '700'))),
    );
    const codes = answers.map((a) => a.gda.msg_cd);
    // 14 x 700 = 9,800 fits in 10,000; the 15th would not.
    expect(codes.filter((x) => x === OK).length).toBe(14);
    expect(codes.filter((x) => x !== OK).every((x) => x === 'TRD10005')).toBe(true);
    const rows = await refundRows(txnNo);
    const live = rows.filter((r) => r.status === 'SUCCESS' || r.status === 'REFUNDING');
    expect(sum(live, 'amount')).toBeLessThanOrEqual(10_000);
    expect(sum(live, 'amount')).toBe(9_800);
    for (const a of answers.filter((x) => x.gda.msg_cd === OK)) await settledRefund(c, a.data.refund_no);
    const t = await txnRow(txnNo);
    expect(Number(t.refunded_amount)).toBe(9_800);
    const detail = await c.call('trade/collectionDetail', { txn_no: txnNo });
    expect(detail.data).toMatchObject({
      refundable_amount: 200,
      refunded_amount: 9_800,
      refunding_amount: 0,
    });
  });
});

describe('refund query and detail (42/421)', () => {
  it('lists the refunds of the range with totals equal to the rows, and hides other tenants’ refunds', async () => {
    const c = await clientOf(server, m.admin.id);
    const today = todayYmd();
    const page = await c.call('gather/refundQuery', { start_date: today, end_date: today, page_size: 100 });
    expect(page.gda.msg_cd).toBe(OK);
    expect(page.data.rows.length).toBeGreaterThan(10);
    expect(page.data.total_count).toBe(page.data.rows.length);
    expect(page.data.totals.amount).toBe(sum(page.data.rows, 'amount'));
    const ok = page.data.rows.filter((r: any) => r.status === 'SUCCESS');
    expect(page.data.totals).toMatchObject({ success_count: ok.length, success_amount: sum(ok, 'amount') });
    expect(new Set(page.data.rows.map((r: any) => r.mer_no))).toEqual(new Set([m.no]));
    const filtered = await c.call('gather/refundQuery', {
      start_date: today,
      end_date: today,
      refund_no: page.data.rows[0].refund_no,
    });
    expect(filtered.data.rows).toEqual([page.data.rows[0]]);

    const other = await moneyMerchant(server.db);
    const oc = await clientOf(server, other.admin.id);
    expect((await oc.call('gather/refundQuery', { start_date: today, end_date: today })).data.rows).toEqual(
      [],
    );
    const hidden = await oc.call('trade/refundDetail', { refund_no: page.data.rows[0].refund_no });
    expect(hidden.gda.msg_cd).toBe('SCM40401');
  });

  it('refuses the current day in the senior refund query and needs code 42', async () => {
    const c = await clientOf(server, m.admin.id);
    const today = todayYmd();
    expect((await c.call('trade/refundPage', { start_date: today, end_date: today })).gda.msg_cd).toBe(
      'VAL10018',
    );
    const past = await c.call('trade/refundCount', { start_date: daysAgo(7), end_date: d1 });
    expect(past.gda.msg_cd).toBe(OK);
    const viewer = await createOperator(server.db, { orgKind: 'merchant', orgId: m.id, codes: ['43'] });
    const v = await clientOf(server, viewer.id);
    expect((await v.call('trade/refundPage', { start_date: daysAgo(7), end_date: d1 })).gda.msg_cd).toBe(
      'SCM40301',
    );
  });

  it('finds the seeded refunds of the demo merchant in the senior query', async () => {
    const c = await demoClient(server, 'demo_merchant');
    const r = await c.call('trade/refundPage', { start_date: daysAgo(30), end_date: d1, page_size: 100 });
    expect(r.gda.msg_cd).toBe(OK);
    expect(r.data.rows.length).toBeGreaterThan(0);
    const n = await c.call('trade/refundCount', { start_date: daysAgo(30), end_date: d1 });
    expect(n.data.total_count).toBeGreaterThanOrEqual(r.data.rows.length);
  });
});

describe('a refund the available balance cannot hold', () => {
  it('is refused with TRD10008 and holds nothing (no balance below zero)', async () => {
    // The sale alone: its fee was taken, so the available balance is less than the sale.
    const bare = await moneyMerchant(server.db);
    const txnNo = await book(server.db, bare.stores[0].terminalNo, { at: at(d1, '100000'), amount: 10_000 });
    const c = await clientOf(server, bare.admin.id);
    const before = await balanceOf(bare.id);
    expect(before.balance).toBeLessThan(10_000);
    const r = await c.call('gather/refundApply', apply(txnNo, '10000'));
    expect(r.gda.msg_cd).toBe('TRD10008');
    expect(await refundRows(txnNo)).toEqual([]);
    expect(await balanceOf(bare.id)).toEqual(before);
    // What it can hold goes through.
    const part = await c.call('gather/refundApply', apply(txnNo, String(before.balance)));
    expect(part.gda.msg_cd).toBe(OK);
  });
});

describe('refunds the network declines, and refunds left waiting by a stopped server', () => {
  let declining: TestServer;
  beforeAll(async () => {
    declining = await startMoneyServer({ paynetFailRate: 1 });
  });
  afterAll(async () => {
    await declining?.close();
  });

  it('ends FAIL, refunds nothing and gives the amount back to what is refundable', async () => {
    const mm = await floatedMerchant(declining.db);
    const txnNo = await book(declining.db, mm.stores[0].terminalNo, { at: at(d1, '090000'), amount: 4_000 });
    const c = await clientOf(declining, mm.admin.id);
    const r = await c.call('gather/refundApply', apply(txnNo, '4000'));
    expect(r.data.status).toBe('REFUNDING');
    const done = await settledRefund(c, r.data.refund_no);
    expect(done.status).toBe('FAIL');
    expect(done.fail_reason).not.toBe('');
    const detail = await c.call('trade/collectionDetail', { txn_no: txnNo });
    expect(detail.data).toMatchObject({ refunded_amount: 0, refundable_amount: 4_000, can_refund: 'Y' });
    expect(await balanceOf(mm.id, declining)).toMatchObject({ frozen: 0 });
  });

  it('asks the network again at start for refunds still REFUNDING', async () => {
    const mm = await floatedMerchant(declining.db);
    const txnNo = await book(declining.db, mm.stores[0].terminalNo, { at: at(d1, '091000'), amount: 2_500 });
    const refundNo = `R${todayYmd()}9${Date.now() % 10_000_000}`;
    await declining.db.query(
      `insert into refunds (refund_no, txn_id, merchant_id, store_id, amount, status, client_key, created_at)
       select $1, t.id, t.merchant_id, t.store_id, 500, 'REFUNDING', $2, now() from transactions t where t.txn_no = $3`,
      [refundNo, newFormId(), txnNo],
    );
    // What the refund call booked with its row: the amount held.
    await bookEntry(declining.db, {
      type: 'REFUND_FREEZE',
      org: { kind: 'merchant', id: mm.id },
      amount: 500,
      ref: refundNo,
      at: new Date(),
    });
    const platform = declining.built.platform;
    const n = await resumeRefunds({ db: declining.db, ports: platform.ports, log: declining.built.logger });
    expect(n).toBeGreaterThanOrEqual(1);
    const c = await clientOf(declining, mm.admin.id);
    const waiting = await declining.db.query<{ refund_no: string }>(
      'select r.refund_no from refunds r join transactions t on t.id = r.txn_id where t.txn_no = $1',
      [txnNo],
    );
    expect((await settledRefund(c, waiting.rows[0].refund_no)).status).toBe('FAIL');
  });
});

/**
 * A merchant with a float of 1,000.00 on its available balance: a refund is paid from the available
 * balance (TRD10008 when it cannot hold it), which a test's sale alone, less its fee, cannot for a full refund.
 */
async function floatedMerchant(db: TestServer['db']): Promise<MoneyMerchant> {
  const merchant = await moneyMerchant(db);
  await bookEntry(db, {
    type: 'ADJUST',
    org: { kind: 'merchant', id: merchant.id },
    amount: 100_000,
    ref: `FLOAT-${merchant.no}`,
    at: new Date(),
  });
  return merchant;
}

async function balanceOf(merchantId: string, s: TestServer = server) {
  const r = await s.db.query<{ balance: string; frozen: string }>(
    `select coalesce(sum(balance), 0)::text balance, coalesce(sum(balance) filter (where code = 'FROZEN'), 0)::text frozen
       from ledger_accounts where owner_kind = 'merchant' and owner_id = $1`,
    [merchantId],
  );
  return { balance: Number(r.rows[0].balance), frozen: Number(r.rows[0].frozen) };
}
