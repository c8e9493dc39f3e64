import { addDaysYmd, newFormId, todayYmd } from '@mp/core';
import { instantOfTime14, macauTime14 } from '@mp/core/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book as bookEntry, checkLedger } from '../src/modules/accounts/index.ts';
import { promotionScheduleJob, returnOnRefund } from '../src/modules/promotions/index.ts';
import { runSettlement } from '../src/modules/settlement/index.ts';
import { createLocalMail } from '../src/ports/mail-local.ts';
import { createLocalSms } from '../src/ports/sms-local.ts';
import { createGroupWithAdmin, createServiceProviderWithAdmin, csvOf } from './fixtures.ts';
import type { TestServer } from './harness.ts';
import {
  book,
  clientOf,
  type MoneyMerchant,
  moneyMerchant,
  PAY_PASSWORD,
  racing,
  settledRefund,
  startMoneyServer,
} from './money-helpers.ts';
import { opsApi, type Reviewer, reviewer } from './review-helpers.ts';
import type { TestClient } from './test-client.ts';

/**
 * Promotions (issue 27) through the real server and envelope: the merchant's calls, the provider's
 * decisions through the review kit's API, the scheduler's job run by hand, and the booking path.
 */

const OK = 'SCM00000';
let server: TestServer;
let m: MoneyMerchant;
let other: MoneyMerchant;
let c: TestClient;
let staff: Reviewer;
let agentClient: TestClient;
let groupClient: TestClient;
let agentId: string;

const today = () => todayYmd(new Date());
const tomorrow = () => addDaysYmd(today(), 1)!;
const inDays = (n: number) => addDaysYmd(today(), n)!;

beforeAll(async () => {
  server = await startMoneyServer({ promotionJob: false });
  const agent = await createServiceProviderWithAdmin(server.db);
  agentId = agent.id;
  const group = await createGroupWithAdmin(server.db);
  m = await moneyMerchant(server.db, { agentId: agent.id, groupId: group.id, stores: 3 });
  other = await moneyMerchant(server.db);
  await bookEntry(server.db, {
    type: 'ADJUST',
    org: { kind: 'merchant', id: m.id },
    amount: 1_000_000,
    ref: `FLOAT-${m.no}`,
    at: new Date(),
  });
  c = await clientOf(server, m.admin.id);
  agentClient = await clientOf(server, agent.admin.id);
  groupClient = await clientOf(server, group.admin.id);
  staff = await reviewer(server);
}, 400_000);

afterAll(async () => {
  await server?.close();
});

function form(extra: Record<string, unknown> = {}) {
  return {
    kind: 'DISCOUNT',
    name_zh: '週末九折',
    name_en: 'Weekend 10% off',
    discount_rate: '90',
    cap_flag: 'Y',
    per_txn_cap: '50',
    amount_cap: '1000',
    count_cap: '',
    start_time: today(),
    end_time: inDays(30),
    store_nos: [m.stores[0].no],
    contact_name: '陳大文',
    contact_area: '',
    contact_phone: '66123456',
    remark: '',
    client_key: newFormId(),
    ...extra,
  };
}

async function create(extra: Record<string, unknown> = {}, client = c) {
  const r = await client.call('promotion/create', form(extra));
  expect(r.gda.msg_cd, r.gda.msg_inf).toBe(OK);
  return r.data as { promo_no: string; status: string; version: number };
}

async function decide(kind: string, ref: string, decision: string, reason = '') {
  const r = await opsApi(server, staff.token, 'decide', {
    kind,
    ref,
    decision,
    ...(reason ? { reason_text: reason } : {}),
  });
  return r.json.code;
}

async function detail(no: string, client = c) {
  const r = await client.call('promotion/detail', { promo_no: no });
  expect(r.gda.msg_cd).toBe(OK);
  return r.data as Record<string, any>;
}

async function running({ client = c, ...extra }: Record<string, unknown> & { client?: TestClient } = {}) {
  const p = await create(extra, client);
  expect(await decide('promotion', p.promo_no, 'APPROVE')).toBe(OK);
  expect((await detail(p.promo_no, client)).status).toBe('IN_PROGRESS');
  return p.promo_no;
}

/** The job's dependencies: the server's database and the local mail and SMS adapters (the outbox). */
function jobDeps() {
  const log = { warn: () => {}, info: () => {} };
  return {
    db: server.db,
    ports: {
      mail: createLocalMail(server.db, { demo: false }),
      sms: createLocalSms(server.db, { demo: false }),
    },
    log,
  } as never;
}

async function txn(txnNo: string) {
  const r = await server.db.query<{
    amount: string;
    discount_amount: string;
    net_amount: string;
    fee: string;
  }>('select amount, discount_amount, net_amount, fee from transactions where txn_no = $1', [txnNo]);
  return r.rows[0];
}

describe('creating a campaign', () => {
  it('refuses bad input, each with its field and catalogue code', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ discount_rate: '100' }, 'VAL10028', 'discount_rate'],
      [{ discount_rate: '12.5' }, 'VAL10028', 'discount_rate'],
      [{ discount_rate: '１０' }, 'VAL10028', 'discount_rate'],
      [{ discount_rate: '0' }, 'VAL10028', 'discount_rate'],
      [{ kind: 'REDUCTION', threshold: '100', reduction: '100' }, 'VAL10032', 'reduction'],
      [{ kind: 'REDUCTION', threshold: '100', reduction: '1.005' }, 'VAL10012', 'reduction'],
      [{ name_zh: '', name_en: '' }, 'VAL10031', 'name_zh'],
      [{ name_en: 'An English name that is far too long' }, 'VAL10030', 'name_en'],
      [{ per_txn_cap: '', amount_cap: '', count_cap: '' }, 'VAL10029', 'per_txn_cap'],
      [{ count_cap: '0' }, 'VAL10029', 'count_cap'],
      [{ cap_flag: '' }, 'VAL10033', 'cap_flag'],
      [{ contact_phone: '12345678' }, 'VAL10004', 'contact_phone'],
      [{ start_time: addDaysYmd(today(), -1) }, 'PRM10005', 'start_time'],
      [{ start_time: inDays(3), end_time: inDays(2) }, 'VAL10017', 'end_time'],
      [{ store_nos: [] }, 'PRM10006', 'store_nos'],
      [{ store_nos: [other.stores[0].no] }, 'SCM40401', 'store_nos'],
    ];
    for (const [patch, code, field] of cases) {
      const r = await c.call('promotion/create', form(patch));
      expect([r.gda.msg_cd, r.gda.msg_inf.includes(field)], JSON.stringify(patch)).toEqual([code, true]);
    }
  });

  it('accepts Macau, Hong Kong and mainland mobiles; a repeat of the key answers the same campaign', async () => {
    for (const contact_phone of ['66123456', '13812345678', '91234567']) await create({ contact_phone });
    const body = form({ kind: 'REDUCTION', threshold: '100', reduction: '10', discount_rate: '' });
    const first = await c.call('promotion/create', body);
    const again = await c.call('promotion/create', body);
    expect(first.gda.msg_cd).toBe(OK);
    expect(again.data.promo_no).toBe(first.data.promo_no);
    expect(first.data).toMatchObject({
      status: 'WAIT_AUDIT',
      revoke_status: 'INITIAL',
      threshold: 10_000,
      reduction: 1000,
    });
    const reused = await c.call('promotion/create', { ...body, name_zh: '另一個' });
    expect(reused.gda.msg_cd).toBe('SCM40900');
  });

  it('is the merchant’s only: the provider and the group read their merchants’ campaigns, and cannot create', async () => {
    const p = await create();
    expect((await agentClient.call('promotion/create', form())).gda.msg_cd).toBe('SCM40301');
    expect((await groupClient.call('promotion/create', form())).gda.msg_cd).toBe('SCM40301');
    for (const reader of [agentClient, groupClient]) {
      const list = await reader.call('promotion/list', { promo_no: p.promo_no });
      expect(list.data.rows.map((r: any) => r.promo_no)).toEqual([p.promo_no]);
      expect((await detail(p.promo_no, reader)).contact_phone).toMatch(/^66\*+56$/);
    }
    const stranger = await clientOf(server, other.admin.id);
    expect((await stranger.call('promotion/detail', { promo_no: p.promo_no })).gda.msg_cd).toBe('SCM40401');
    expect((await stranger.call('promotion/cancel', { promo_no: p.promo_no, version: 1 })).gda.msg_cd).toBe(
      'SCM40401',
    );
    const list = await stranger.call('promotion/list', {});
    expect(list.data.rows.some((r: any) => r.promo_no === p.promo_no)).toBe(false);
  });

  it('filters the list by status, kind, store and period', async () => {
    const p = await create({ store_nos: [m.stores[2].no], start_time: inDays(40), end_time: inDays(45) });
    const by = async (f: Record<string, unknown>) =>
      (await c.call('promotion/list', { ...f, page_size: 100 })).data.rows.map((r: any) => r.promo_no);
    expect(await by({ store_no: m.stores[2].no })).toContain(p.promo_no);
    expect(await by({ store_no: m.stores[1].no })).not.toContain(p.promo_no);
    expect(await by({ start_date: inDays(41), end_date: inDays(41) })).toEqual([p.promo_no]);
    expect(await by({ status: 'WAIT_AUDIT', kind: 'DISCOUNT' })).toContain(p.promo_no);
    expect(await by({ status: 'IN_PROGRESS' })).not.toContain(p.promo_no);
    expect((await c.call('promotion/list', { start_date: '20261340' })).gda.msg_cd).toBe('VAL10013');
  });
});

describe('the life cycle through the review kit', () => {
  it('waits for review, is approved (waiting to take effect), starts and closes by the scheduler', async () => {
    const p = await create({ start_time: tomorrow(), end_time: inDays(2) });
    expect(p.status).toBe('WAIT_AUDIT');
    expect(await decide('promotion', p.promo_no, 'APPROVE')).toBe(OK);
    const approved = await detail(p.promo_no);
    expect(approved.status).toBe('WAIT_EFFECT');
    expect(approved.contact_due).toMatch(/^\d{8}$/);
    const run = (at: Date) => promotionScheduleJob.run(jobDeps(), at);
    const start = new Date(
      `${tomorrow().slice(0, 4)}-${tomorrow().slice(4, 6)}-${tomorrow().slice(6)}T00:00:30+08:00`,
    );
    await run(new Date(start.getTime() - 60_000));
    expect((await detail(p.promo_no)).status).toBe('WAIT_EFFECT');
    await run(start);
    expect((await detail(p.promo_no)).status).toBe('IN_PROGRESS');
    expect(await run(start)).toBeNull();
    await run(new Date(start.getTime() + 3 * 86_400_000));
    expect(await detail(p.promo_no)).toMatchObject({ status: 'CLOSED', close_reason: 'END' });
  });

  it('is rejected with a reason the merchant sees; a decided campaign is not decided again', async () => {
    const p = await create();
    expect(await decide('promotion', p.promo_no, 'REJECT')).toBe('REV10006');
    expect(await decide('promotion', p.promo_no, 'REJECT', 'Budget too large')).toBe(OK);
    const d = await detail(p.promo_no);
    expect(d.status).toBe('REJECTED');
    expect(d.decision_reason).toContain('Budget too large');
    expect(await decide('promotion', p.promo_no, 'APPROVE')).toBe('REV10002');
  });

  it('is cancelled only before its start; approve racing cancel: one wins', async () => {
    const waiting = await create({ start_time: tomorrow() });
    const cancelled = await c.call('promotion/cancel', { promo_no: waiting.promo_no, version: 1 });
    expect(cancelled.data.status).toBe('CANCELLED');
    // The request left the queue: the kit answers it like a missing one.
    expect(await decide('promotion', waiting.promo_no, 'APPROVE')).toBe('SCM40401');

    const raced = await create({ start_time: tomorrow() });
    const [cancel, approve] = await Promise.all([
      c.call('promotion/cancel', { promo_no: raced.promo_no, version: 1 }),
      decide('promotion', raced.promo_no, 'APPROVE'),
    ]);
    const status = (await detail(raced.promo_no)).status;
    // Either the cancel came first (the approval finds it closed) or the approval did (a campaign waiting to
    // take effect is still cancellable before its start).
    if (approve === OK) expect([cancel.gda.msg_cd, status]).toEqual([OK, 'CANCELLED']);
    else expect([['REV10002', 'SCM40401'].includes(approve), status]).toEqual([true, 'CANCELLED']);

    const live = await running();
    expect((await c.call('promotion/cancel', { promo_no: live, version: 1 })).gda.msg_cd).toBe('PRM10007');
  });

  it('amends: caps only rise and never below what is used, the end only earlier, stale versions refused', async () => {
    const no = await running({ store_nos: [m.stores[1].no], amount_cap: '100', per_txn_cap: '' });
    await book(server.db, m.stores[1].terminalNo, { amount: 50_000, at: new Date() });
    expect((await detail(no)).used_amount).toBe(5000);
    const amend = (body: Record<string, unknown>) => c.call('promotion/amend', { promo_no: no, ...body });
    expect((await amend({ version: 1, amount_cap: '40' })).gda.msg_cd).toBe('PRM10003');
    expect((await amend({ version: 1, amount_cap: '60' })).gda.msg_cd).toBe('PRM10004');
    expect((await amend({ version: 1, per_txn_cap: '10' })).gda.msg_cd).toBe('PRM10004');
    expect((await amend({ version: 1, end_time: inDays(60) })).gda.msg_cd).toBe('PRM10009');
    const raised = await amend({ version: 1, amount_cap: '200', contact_phone: '62345678' });
    expect(raised.gda.msg_cd).toBe(OK);
    expect(raised.data).toMatchObject({ version: 2, amount_cap: 20_000 });
    expect(raised.data.versions.map((v: any) => v.version)).toEqual([1, 2]);
    expect((await amend({ version: 1, amount_cap: '300' })).gda.msg_cd).toBe('PRM10002');
    const earlier = await amend({ version: 2, end_time: inDays(10) });
    expect(earlier.data.end_time).toBe(`${inDays(10)}235959`);
  });

  it('revokes through its own review: waiting, refused twice, approved closes it at once', async () => {
    const no = await running({ store_nos: [m.stores[2].no] });
    const r = await c.call('promotion/revoke', { promo_no: no, reason: '提前結束' });
    expect(r.data.revoke_status).toBe('WAIT_REVOKE_AUDIT');
    expect((await c.call('promotion/revoke', { promo_no: no, reason: '' })).gda.msg_cd).toBe('PRM10008');
    expect(await decide('promotion-revoke', no, 'REJECT', 'Keep it running')).toBe(OK);
    expect((await detail(no)).revoke_status).toBe('REVOKE_REJECTED');
    await c.call('promotion/revoke', { promo_no: no, reason: 'again' });
    expect(await decide('promotion-revoke', no, 'APPROVE')).toBe(OK);
    expect(await detail(no)).toMatchObject({
      status: 'CLOSED',
      close_reason: 'REVOKED',
      revoke_status: 'REVOKE_APPROVED',
    });
    const t = await book(server.db, m.stores[2].terminalNo, { amount: 10_000, at: new Date() });
    expect(Number((await txn(t)).discount_amount)).toBe(0);
    expect((await c.call('promotion/revoke', { promo_no: no, reason: '' })).gda.msg_cd).toBe('PRM10001');
  });
});

describe('the live effect on payments', () => {
  it('discounts a payment at the campaign’s stores only: floored, capped per transaction, the payer pays 0.01 at least', async () => {
    const s = await moneyMerchant(server.db, { stores: 2 });
    const sc = await clientOf(server, s.admin.id);
    const p = await create(
      { store_nos: [s.stores[0].no], discount_rate: '85', per_txn_cap: '5', amount_cap: '' },
      sc,
    );
    expect(await decide('promotion', p.promo_no, 'APPROVE')).toBe(OK);
    const a = await book(server.db, s.stores[0].terminalNo, { amount: 1999, at: new Date() });
    expect(await txn(a)).toMatchObject({ discount_amount: '299' }); // floor(1999 * 15 / 100)
    const b = await book(server.db, s.stores[0].terminalNo, { amount: 100_000, at: new Date() });
    expect((await txn(b)).discount_amount).toBe('500');
    const other = await book(server.db, s.stores[1].terminalNo, { amount: 100_000, at: new Date() });
    expect((await txn(other)).discount_amount).toBe('0');
    const tiny = await book(server.db, s.stores[0].terminalNo, { amount: 1, at: new Date() });
    expect((await txn(tiny)).discount_amount).toBe('0');
    const row = await txn(b);
    expect(Number(row.net_amount)).toBe(100_000 - 500 - Number(row.fee));
    // The collection query shows it.
    const q = await sc.call('query:trade/collectionDetail', { txn_no: b });
    expect(q.data.discount_amount).toBe(500);
    expect(await detail(p.promo_no, sc)).toMatchObject({ used_amount: 799, used_count: 2 });
  });

  it('applies a reduction from its threshold; a payment after the end gets nothing though the job has not run', async () => {
    const s = await moneyMerchant(server.db, { stores: 1 });
    const sc = await clientOf(server, s.admin.id);
    const p = await create(
      {
        kind: 'REDUCTION',
        discount_rate: '',
        threshold: '100',
        reduction: '15',
        cap_flag: 'N',
        store_nos: [s.stores[0].no],
        end_time: inDays(1),
      },
      sc,
    );
    expect(await decide('promotion', p.promo_no, 'APPROVE')).toBe(OK);
    const below = await book(server.db, s.stores[0].terminalNo, { amount: 9999, at: new Date() });
    const at = await book(server.db, s.stores[0].terminalNo, { amount: 10_000, at: new Date() });
    expect([(await txn(below)).discount_amount, (await txn(at)).discount_amount]).toEqual(['0', '1500']);
    const after = await book(server.db, s.stores[0].terminalNo, {
      amount: 20_000,
      at: new Date(Date.now() + 3 * 86_400_000),
    });
    expect((await txn(after)).discount_amount).toBe('0');
    const report = await sc.call('promotion/report', { promo_no: p.promo_no });
    expect(report.data).toMatchObject({
      redemptions: 1,
      discount: 1500,
      near_threshold: 1,
      average_ticket: 10_000,
    });
  });

  it('gives a refund’s share of the discount back to the budget (the last refund the rest), also after the close', async () => {
    const s = await moneyMerchant(server.db, { stores: 1 });
    await bookEntry(server.db, {
      type: 'ADJUST',
      org: { kind: 'merchant', id: s.id },
      amount: 100_000,
      ref: `FLOAT-${s.no}`,
      at: new Date(),
    });
    const sc = await clientOf(server, s.admin.id);
    const no = await running({
      client: sc,
      store_nos: [s.stores[0].no],
      discount_rate: '90',
      per_txn_cap: '',
      amount_cap: '',
      count_cap: '5',
    });
    const t = await book(server.db, s.stores[0].terminalNo, { amount: 10_001, at: new Date() });
    expect((await txn(t)).discount_amount).toBe('1000');
    const id = (await server.db.query<{ id: string }>('select id from transactions where txn_no = $1', [t]))
      .rows[0].id;
    const refund = await sc.call('gather/refundApply', {
      txn_no: t,
      amount: '3000',
      pay_password: PAY_PASSWORD,
      client_key: newFormId(),
    });
    expect(refund.gda.msg_cd, refund.gda.msg_inf).toBe(OK);
    expect((await settledRefund(sc, refund.data.refund_no)).status).toBe('SUCCESS');
    // Refunds are of what the payer paid (10,001 - 1,000 = 9,001): floor(1000 * 3000 / 9001) = 333.
    expect(await detail(no, sc)).toMatchObject({ used_amount: 667, used_count: 1 });
    // What is left to refund is what the payer paid less the refund: 60.01, never the discount as cash.
    const collection = await sc.call('trade/collectionDetail', { txn_no: t });
    expect(collection.data.refundable_amount).toBe(6001);
    const tooMuch = await sc.call('gather/refundApply', {
      txn_no: t,
      amount: '6002',
      pay_password: PAY_PASSWORD,
      client_key: newFormId(),
    });
    expect(tooMuch.gda.msg_cd).toBe('TRD10005');
    expect(await decide('promotion-revoke', no, 'APPROVE')).toBe('SCM40401');
    await sc.call('promotion/revoke', { promo_no: no, reason: '' });
    expect(await decide('promotion-revoke', no, 'APPROVE')).toBe(OK);
    const back = await server.db.tx((tx) => returnOnRefund(tx, id, 6001, new Date(), 'R-BY-HAND'));
    expect(back).toBe(667);
    expect(await detail(no, sc)).toMatchObject({ used_amount: 0, used_count: 0, status: 'CLOSED' });
  });
});

describe('budgets under racing payments', () => {
  it('1,000 racing payments against a count cap of 100 redeem exactly 100, then the campaign closes', async () => {
    const s = await moneyMerchant(server.db, { stores: 1 });
    const sc = await clientOf(server, s.admin.id);
    const p = await create(
      { store_nos: [s.stores[0].no], discount_rate: '90', per_txn_cap: '', amount_cap: '', count_cap: '100' },
      sc,
    );
    expect(await decide('promotion', p.promo_no, 'APPROVE')).toBe(OK);
    const now = new Date();
    const txns = await racing(1000, () => book(server.db, s.stores[0].terminalNo, { amount: 1000, at: now }));
    expect(new Set(txns).size).toBe(1000);
    const r = await server.db.query<{ n: string; d: string }>(
      `select count(*) filter (where discount_amount > 0) as n, sum(discount_amount) as d from transactions
        where txn_no = any($1::text[])`,
      [txns],
    );
    expect([Number(r.rows[0].n), Number(r.rows[0].d)]).toEqual([100, 10_000]);
    const d = await detail(p.promo_no, sc);
    expect(d).toMatchObject({
      used_count: 100,
      used_amount: 10_000,
      status: 'CLOSED',
      close_reason: 'BUDGET',
    });
    expect(d.alerts.map((a: any) => a.level)).toEqual([50, 80, 100]);
  }, 300_000);

  it('an amount cap is never passed: the last redemption gets what is left', async () => {
    const s = await moneyMerchant(server.db, { stores: 1 });
    const sc = await clientOf(server, s.admin.id);
    const p = await create(
      { store_nos: [s.stores[0].no], discount_rate: '90', per_txn_cap: '', amount_cap: '2.50' },
      sc,
    );
    expect(await decide('promotion', p.promo_no, 'APPROVE')).toBe(OK);
    const now = new Date();
    const txns = await Promise.all(
      Array.from({ length: 40 }, () => book(server.db, s.stores[0].terminalNo, { amount: 1000, at: now })),
    );
    const r = await server.db.query<{ d: string }>(
      'select sum(discount_amount) as d from transactions where txn_no = any($1::text[])',
      [txns],
    );
    expect(Number(r.rows[0].d)).toBe(250);
    expect(await detail(p.promo_no, sc)).toMatchObject({ used_amount: 250, used_count: 3, status: 'CLOSED' });
  });

  it('a cap raised while payments redeem keeps used within it', async () => {
    const s = await moneyMerchant(server.db, { stores: 1 });
    const sc = await clientOf(server, s.admin.id);
    const p = await create(
      { store_nos: [s.stores[0].no], discount_rate: '90', per_txn_cap: '', amount_cap: '', count_cap: '20' },
      sc,
    );
    expect(await decide('promotion', p.promo_no, 'APPROVE')).toBe(OK);
    const now = new Date();
    const [txns, amend] = await Promise.all([
      Promise.all(
        Array.from({ length: 60 }, () => book(server.db, s.stores[0].terminalNo, { amount: 1000, at: now })),
      ),
      sc.call('promotion/amend', { promo_no: p.promo_no, version: 1, count_cap: '30' }),
    ]);
    const d = await detail(p.promo_no, sc);
    expect(d.used_count).toBeLessThanOrEqual(amend.gda.msg_cd === OK ? 30 : 20);
    const n = await server.db.query<{ n: string }>(
      'select count(*) as n from transactions where discount_amount > 0 and txn_no = any($1::text[])',
      [txns],
    );
    expect(Number(n.rows[0].n)).toBe(d.used_count);
    expect(macauTime14(new Date())).toMatch(/^\d{14}$/);
  });
});

describe('union marketing: funders share the discount', () => {
  it('refuses shares that are not whole percents within 100, and a scheme share without its name', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ fund_provider: '60', fund_scheme: '50', scheme_name: 'BOC' }, 'PRM10010', 'fund_scheme'],
      [{ fund_provider: '12.5' }, 'PRM10010', 'fund_provider'],
      [{ fund_provider: '１０' }, 'PRM10010', 'fund_provider'],
      [{ fund_scheme: '10' }, 'PRM10011', 'scheme_name'],
      [{ per_payer_cap: '0' }, 'VAL10029', 'per_payer_cap'],
      [{ daily_count_cap: '1.5' }, 'VAL10029', 'daily_count_cap'],
      [{ daily_amount_cap: '1.005' }, 'VAL10012', 'daily_amount_cap'],
    ];
    for (const [extra, code, field] of cases) {
      const r = await c.call('promotion/create', form(extra));
      expect([r.gda.msg_cd, r.gda.msg_inf.includes(field)], JSON.stringify(extra)).toEqual([code, true]);
    }
  });

  it('splits each redemption by share (provider and scheme floored, the merchant the rest), on the transaction and in the report', async () => {
    const s = await moneyMerchant(server.db, { stores: 1 });
    const sc = await clientOf(server, s.admin.id);
    const p = await create(
      {
        store_nos: [s.stores[0].no],
        discount_rate: '80',
        per_txn_cap: '',
        amount_cap: '1000',
        fund_provider: '30',
        fund_scheme: '50',
        scheme_name: 'Bank of Macau Card',
      },
      sc,
    );
    expect(await decide('promotion', p.promo_no, 'APPROVE')).toBe(OK);
    const d = await detail(p.promo_no, sc);
    expect(d).toMatchObject({
      fund_merchant: 20,
      fund_provider: 30,
      fund_scheme: 50,
      scheme_name: 'Bank of Macau Card',
    });
    const t = await book(server.db, s.stores[0].terminalNo, { amount: 12_345, at: new Date() });
    const r = await sc.call('query:trade/collectionDetail', { txn_no: t });
    expect(r.gda.msg_cd).toBe(OK);
    // floor(12345 * 20 %) = 2469: provider floor(740.7) = 740, scheme floor(1234.5) = 1234, merchant 495.
    expect((r.data as any).promotion).toMatchObject({
      promo_no: p.promo_no,
      discount: 2469,
      funders: [
        { kind: 'MERCHANT', amount: 495 },
        { kind: 'PROVIDER', amount: 740 },
        { kind: 'SCHEME', name: 'Bank of Macau Card', amount: 1234 },
      ],
    });
    const rep = await sc.call('promotion/report', { promo_no: p.promo_no });
    expect((rep.data as any).funded).toEqual({ merchant: 495, provider: 740, scheme: 1234 });
  });

  it('books the funders’ parts to the merchant’s balance, refunds give their share back, the settlement line shows each, the ledger proves it', async () => {
    const s = await moneyMerchant(server.db, { stores: 1 });
    const float = 100_000;
    await bookEntry(server.db, {
      type: 'ADJUST',
      org: { kind: 'merchant', id: s.id },
      amount: float,
      ref: `FLOAT-${s.no}`,
      at: new Date(),
    });
    const sc = await clientOf(server, s.admin.id);
    const available = async () => {
      const r = await sc.call('account/queryAccBalance', {});
      expect(r.gda.msg_cd).toBe(OK);
      return (r.data as { available: number }).available;
    };
    const entries = async (ref: string) =>
      (
        await server.db.query<{ entry_type: string; amount: string; detail: any }>(
          'select entry_type, amount, detail from ledger_entries where ref_no = $1 order by id',
          [ref],
        )
      ).rows.map((e) => [e.entry_type, Number(e.amount), e.detail?.provider, e.detail?.scheme]);
    await running({
      client: sc,
      store_nos: [s.stores[0].no],
      discount_rate: '80',
      per_txn_cap: '',
      amount_cap: '1000',
      fund_provider: '30',
      fund_scheme: '50',
      scheme_name: 'Bank of Macau Card',
    });
    const t = await book(server.db, s.stores[0].terminalNo, { amount: 12_345, at: new Date() });
    const { fee } = await txn(t);
    // Discount 2469: provider 740 and scheme 1234 are owed to the merchant (1974), the merchant funds 495.
    expect(await entries(t)).toEqual([
      ['PROMO_FUNDED', 1974, 740, 1234],
      ['SETTLE_CREDIT', 12_345 - 2469, undefined, undefined],
      ...(Number(fee) > 0 ? [['FEE', Number(fee), undefined, undefined]] : []),
    ]);
    expect(await available()).toBe(float + 12_345 - 2469 - Number(fee) + 1974);

    const refund = async (amount: string) => {
      const r = await sc.call('gather/refundApply', {
        txn_no: t,
        amount,
        pay_password: PAY_PASSWORD,
        client_key: newFormId(),
      });
      expect(r.gda.msg_cd, r.gda.msg_inf).toBe(OK);
      expect((await settledRefund(sc, r.data.refund_no)).status).toBe('SUCCESS');
      return r.data.refund_no as string;
    };
    // Refunds are of what the payer paid, 12345 - 2469 = 9876. 3000 of it: provider floor(740 * 3000 / 9876)
    // = 224, scheme floor(1234 * 3000 / 9876) = 374.
    const r1 = await refund('3000');
    expect(await entries(r1)).toEqual([
      ['REFUND_FREEZE', 3000, undefined, undefined],
      ['PROMO_FUNDED_BACK', 598, 224, 374],
      ['REFUND', 3000, undefined, undefined],
    ]);
    const afterRefund = float + 12_345 - 2469 - Number(fee) + 1974 - 3000 - 598;
    expect(await available()).toBe(afterRefund);

    // The day's settlement line: the funders' parts less the refund's give-back, in its net.
    await runSettlement(server.db, instantOfTime14(`${tomorrow()}010000`));
    const list = await sc.call('settle/settleList', { start_date: today(), end_date: today(), mask: 'N' });
    expect(list.gda.msg_cd).toBe(OK);
    const line = (list.data as any).rows[0];
    expect(line).toMatchObject({
      gross_amount: 12_345,
      discount_amount: 2469,
      refund_amount: 3000,
      fund_provider: 740 - 224,
      fund_scheme: 1234 - 374,
    });
    // What the settlement pays out is what the day moved on the balance.
    expect(line.net_amount).toBe(afterRefund - float);
    expect((list.data as any).totals).toMatchObject({ fund_provider: 516, fund_scheme: 860 });
    // The settlement export carries each funder's part.
    const exported = await sc.call('pc/exportData', {
      source: 'settlements',
      filters: { start_date: today(), end_date: today() },
      format: 'CSV',
    });
    expect(exported.gda.msg_cd, exported.gda.msg_inf).toBe(OK);
    const lines = await csvOf(server, sc, (exported.data as any).download_url);
    const header = lines[0].split(',');
    const row = lines[1].split(',');
    expect(row[header.findIndex((h) => h.startsWith('服務商補貼'))]).toBe('5.16');
    expect(row[header.findIndex((h) => h.startsWith('卡組織補貼'))]).toBe('8.60');

    // More than the payer paid is refused: the discount is never paid out as cash.
    const over = await sc.call('gather/refundApply', {
      txn_no: t,
      amount: '6877',
      pay_password: PAY_PASSWORD,
      client_key: newFormId(),
    });
    expect(over.gda.msg_cd).toBe('TRD10005');
    // The refund that completes the payment gives back the rest: nothing of the funders' is left.
    const r2 = await refund('6876');
    expect((await entries(r2)).find((e) => e[0] === 'PROMO_FUNDED_BACK')).toEqual([
      'PROMO_FUNDED_BACK',
      516 + 860,
      516,
      860,
    ]);
    // The payer got back what it paid (9876), the funders' 1974 came and went: the merchant is left with only
    // the fee spent.
    expect(await available()).toBe(float - Number(fee));
    const report = await checkLedger(server.db);
    expect(report.findings).toEqual([]);
    expect(report.ok).toBe(true);
  });
});

describe('union marketing: merchants join and leave a provider’s shared campaign', () => {
  function unionForm(extra: Record<string, unknown> = {}) {
    const {
      store_nos: _s,
      client_key: _k,
      ...rest
    } = form({
      name_zh: '聯合九折',
      name_en: 'Union 10% off',
      per_txn_cap: '',
      amount_cap: '500',
      fund_provider: '40',
      fund_scheme: '10',
      scheme_name: 'UnionPay',
      ...extra,
    });
    return rest;
  }
  const unionOf = async (client: TestClient, no: string) => {
    const r = await client.call('promotion/unionList', { page_no: 1, page_size: 100 });
    expect(r.gda.msg_cd).toBe(OK);
    return (r.data as any).rows.find((u: any) => u.union_no === no);
  };

  it('is created by the provider, reviewed in the back office, joined and left by its merchants', async () => {
    // Refusals of the form are the campaign form's; a merchant cannot create one (service area only).
    const bad = await agentClient.call('promotion/unionCreate', unionForm({ fund_provider: '95' }));
    expect([bad.gda.msg_cd, bad.gda.msg_inf.includes('fund_')]).toEqual(['PRM10010', true]);
    expect((await c.call('promotion/unionCreate', unionForm())).gda.msg_cd).toBe('SCM40301');

    const made = await agentClient.call('promotion/unionCreate', unionForm());
    expect(made.gda.msg_cd, made.gda.msg_inf).toBe(OK);
    const no = (made.data as any).union_no as string;
    expect(made.data).toMatchObject({
      status: 'WAIT_AUDIT',
      fund_merchant: 50,
      fund_provider: 40,
      joined_count: 0,
    });

    const a = await moneyMerchant(server.db, { agentId, stores: 2 });
    const b = await moneyMerchant(server.db, { agentId, stores: 1 });
    const ac = await clientOf(server, a.admin.id);
    const bc = await clientOf(server, b.admin.id);
    const oc = await clientOf(server, other.admin.id);
    const join = (client: TestClient, stores: string[], union = no) =>
      client.call('promotion/unionJoin', { union_no: union, store_nos: stores });

    // Not yet approved: the merchants neither see nor join it.
    expect(await unionOf(ac, no)).toBeUndefined();
    expect((await join(ac, [a.stores[0].no])).gda.msg_cd).toBe('SCM40401');
    expect(await decide('promotion-union', no, 'APPROVE')).toBe(OK);
    expect(await decide('promotion-union', no, 'REJECT', 'late')).not.toBe(OK);

    // Another provider's merchant does not see it.
    expect(await unionOf(oc, no)).toBeUndefined();
    expect((await join(oc, [other.stores[0].no])).gda.msg_cd).toBe('SCM40401');
    expect(await unionOf(ac, no)).toMatchObject({ status: 'APPROVED', member_status: 'NONE', promo_no: '' });

    expect((await join(bc, [])).gda.msg_cd).toBe('PRM10006');
    expect((await join(bc, [a.stores[0].no])).gda.msg_cd).toBe('SCM40401');
    const joined = await join(ac, [a.stores[0].no]);
    expect(joined.gda.msg_cd, joined.gda.msg_inf).toBe(OK);
    expect(joined.data).toMatchObject({ member_status: 'JOINED', joined_count: 1 });
    const promoA = (joined.data as any).promo_no as string;
    expect((await join(ac, [a.stores[1].no])).gda.msg_cd).toBe('PRM10013');
    expect((await join(bc, [b.stores[0].no])).gda.msg_cd).toBe(OK);
    expect(await unionOf(agentClient, no)).toMatchObject({ joined_count: 2, member_status: 'NONE' });

    // The member's campaign carries the union's terms and is changed only by leaving.
    expect(await detail(promoA, ac)).toMatchObject({
      union_no: no,
      status: 'IN_PROGRESS',
      discount_rate: 90,
      fund_provider: 40,
      fund_scheme: 10,
      stores: [{ store_no: a.stores[0].no }],
    });
    const amend = await ac.call('promotion/amend', { promo_no: promoA, version: 1, amount_cap: '900' });
    expect(amend.gda.msg_cd).toBe('PRM10015');

    // A joined store's payment is discounted and the funders' parts are booked; another store's is not.
    const t1 = await book(server.db, a.stores[0].terminalNo, { amount: 10_000, at: new Date() });
    expect((await txn(t1)).discount_amount).toBe('1000');
    const funded = await server.db.query<{ amount: string }>(
      `select amount from ledger_entries where entry_type = 'PROMO_FUNDED' and ref_no = $1`,
      [t1],
    );
    expect(funded.rows.map((x) => Number(x.amount))).toEqual([500]);
    const t2 = await book(server.db, a.stores[1].terminalNo, { amount: 10_000, at: new Date() });
    expect((await txn(t2)).discount_amount).toBe('0');

    // Leaving stops new redemptions at once and keeps the history; leaving twice, or joining again, is refused.
    const left = await ac.call('promotion/unionLeave', { union_no: no });
    expect(left.gda.msg_cd, left.gda.msg_inf).toBe(OK);
    expect(left.data).toMatchObject({ member_status: 'LEFT', joined_count: 1, promo_no: promoA });
    const t3 = await book(server.db, a.stores[0].terminalNo, { amount: 10_000, at: new Date() });
    expect((await txn(t3)).discount_amount).toBe('0');
    expect(await detail(promoA, ac)).toMatchObject({
      status: 'CLOSED',
      close_reason: 'LEFT',
      used_count: 1,
      used_amount: 1000,
    });
    expect((await ac.call('promotion/unionLeave', { union_no: no })).gda.msg_cd).toBe('PRM10014');
    expect((await join(ac, [a.stores[0].no])).gda.msg_cd).toBe('PRM10013');
    expect((await bc.call('promotion/unionLeave', { union_no: 'PU0000' })).gda.msg_cd).toBe('SCM40401');
    // The other member is still discounted.
    const t4 = await book(server.db, b.stores[0].terminalNo, { amount: 10_000, at: new Date() });
    expect((await txn(t4)).discount_amount).toBe('1000');
  });

  it('racing joins of one merchant make one campaign; a leave racing payments stops the discount for every later one', async () => {
    const made = await agentClient.call(
      'promotion/unionCreate',
      unionForm({ amount_cap: '', cap_flag: 'N' }),
    );
    const no = (made.data as any).union_no as string;
    expect(await decide('promotion-union', no, 'APPROVE')).toBe(OK);
    const a = await moneyMerchant(server.db, { agentId, stores: 1 });
    const ac = await clientOf(server, a.admin.id);
    const codes = await racing(20, async () => {
      const r = await ac.call('promotion/unionJoin', { union_no: no, store_nos: [a.stores[0].no] });
      return r.gda.msg_cd;
    });
    expect(codes.filter((x) => x === OK)).toHaveLength(1);
    expect(codes.filter((x) => x !== OK).every((x) => x === 'PRM10013')).toBe(true);
    const mine = await server.db.query<{ n: string }>(
      'select count(*) as n from promotions p join promotion_unions u on u.id = p.union_id where u.union_no = $1',
      [no],
    );
    expect(Number(mine.rows[0].n)).toBe(1);
    // Payments racing the leave: each is discounted wholly or not at all, and none after the leave.
    const payments = racing(30, () =>
      book(server.db, a.stores[0].terminalNo, { amount: 10_000, at: new Date() }),
    );
    const left = await ac.call('promotion/unionLeave', { union_no: no });
    expect(left.gda.msg_cd).toBe(OK);
    const txns = await payments;
    const discounts = await Promise.all(txns.map(async (t) => Number((await txn(t)).discount_amount)));
    expect(discounts.every((d) => d === 0 || d === 1000)).toBe(true);
    const promoNo = (left.data as any).promo_no as string;
    expect((await detail(promoNo, ac)).used_count).toBe(discounts.filter((d) => d > 0).length);
    const after = await book(server.db, a.stores[0].terminalNo, { amount: 10_000, at: new Date() });
    expect((await txn(after)).discount_amount).toBe('0');
  });

  it('a rejected union stays with its provider; one ended cannot be joined', async () => {
    const made = await agentClient.call('promotion/unionCreate', unionForm({ end_time: tomorrow() }));
    const no = (made.data as any).union_no as string;
    expect(await decide('promotion-union', no, 'REJECT', 'too generous')).toBe(OK);
    expect(await unionOf(agentClient, no)).toMatchObject({
      status: 'REJECTED',
      decision_reason: 'too generous',
    });
    expect(await unionOf(c, no)).toBeUndefined();

    const open = await agentClient.call('promotion/unionCreate', unionForm({ end_time: tomorrow() }));
    const openNo = (open.data as any).union_no as string;
    expect(await decide('promotion-union', openNo, 'APPROVE')).toBe(OK);
    await server.db.query(
      `update promotion_unions set end_at = now() - interval '1 minute' where union_no = $1`,
      [openNo],
    );
    const r = await c.call('promotion/unionJoin', { union_no: openNo, store_nos: [m.stores[0].no] });
    expect(r.gda.msg_cd).toBe('PRM10012');
  });
});

describe('per-payer and daily caps under racing payments', () => {
  it('a payer redeems at most its cap however many of its payments race; an anonymous payment gets nothing', async () => {
    const s = await moneyMerchant(server.db, { stores: 1 });
    const sc = await clientOf(server, s.admin.id);
    const p = await create(
      {
        store_nos: [s.stores[0].no],
        discount_rate: '90',
        per_txn_cap: '',
        amount_cap: '',
        count_cap: '',
        per_payer_cap: '2',
      },
      sc,
    );
    expect(await decide('promotion', p.promo_no, 'APPROVE')).toBe(OK);
    const now = new Date();
    const pay = (payerToken?: string) =>
      book(server.db, s.stores[0].terminalNo, { amount: 1000, at: now, payerToken });
    // Interleaved: the same payer's payments race the others'.
    const all = await racing(325, (i) =>
      i % 13 === 1 ? pay(`wx-openid-${Math.floor(i / 13)}`) : i % 65 === 2 ? pay() : pay('wx-openid-A'),
    );
    const same = all.filter((_, i) => i % 13 !== 1 && i % 65 !== 2);
    const others = all.filter((_, i) => i % 13 === 1);
    const anonymous = all.filter((_, i) => i % 13 !== 1 && i % 65 === 2);
    const discounted = async (txns: string[]) =>
      Number(
        (
          await server.db.query<{ n: string }>(
            'select count(*) as n from transactions where discount_amount > 0 and txn_no = any($1::text[])',
            [txns],
          )
        ).rows[0].n,
      );
    expect([same.length, others.length, anonymous.length]).toEqual([295, 25, 5]);
    expect([await discounted(same), await discounted(others), await discounted(anonymous)]).toEqual([
      2, 25, 0,
    ]);
    const refs = await server.db.query<{ payer_ref: string }>(
      'select distinct payer_ref from promotion_redemptions where txn_no = any($1::text[])',
      [same],
    );
    // Hashed: the token itself is nowhere.
    expect(refs.rows.map((r) => r.payer_ref)).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);
  }, 300_000);

  it('a day redeems at most its count and its discount cap, however many payments race', async () => {
    const s = await moneyMerchant(server.db, { stores: 2 });
    const sc = await clientOf(server, s.admin.id);
    const byCount = await create(
      {
        store_nos: [s.stores[0].no],
        discount_rate: '90',
        per_txn_cap: '',
        amount_cap: '',
        daily_count_cap: '25',
      },
      sc,
    );
    const byAmount = await create(
      {
        store_nos: [s.stores[1].no],
        discount_rate: '90',
        per_txn_cap: '',
        amount_cap: '',
        daily_amount_cap: '2.50',
      },
      sc,
    );
    expect(await decide('promotion', byCount.promo_no, 'APPROVE')).toBe(OK);
    expect(await decide('promotion', byAmount.promo_no, 'APPROVE')).toBe(OK);
    const now = new Date();
    // Interleaved: every eighth payment is at the second store.
    const store = (i: number) => (i % 8 === 0 ? 1 : 0);
    const all = await racing(320, (i) =>
      book(server.db, s.stores[store(i)].terminalNo, { amount: 1000, at: now }),
    );
    const a = all.filter((_, i) => store(i) === 0);
    const b = all.filter((_, i) => store(i) === 1);
    const sums = async (txns: string[]) => {
      const r = await server.db.query<{ n: string; d: string }>(
        `select count(*) filter (where discount_amount > 0) as n, coalesce(sum(discount_amount), 0) as d
           from transactions where txn_no = any($1::text[])`,
        [txns],
      );
      return [Number(r.rows[0].n), Number(r.rows[0].d)];
    };
    expect(await sums(a)).toEqual([25, 2500]);
    expect(await sums(b)).toEqual([3, 250]);
    // A daily cap does not close the campaign: tomorrow it redeems again.
    expect((await detail(byCount.promo_no, sc)).status).toBe('IN_PROGRESS');
  }, 300_000);
});

describe('budget alerts are sent', () => {
  it('mails the administrators and texts the contact once per level reached', async () => {
    const s = await moneyMerchant(server.db, { stores: 1 });
    const sc = await clientOf(server, s.admin.id);
    await server.db.query(`update operators set email = $2 where id = $1`, [
      s.admin.id,
      `${s.no}@example.com`,
    ]);
    const p = await create(
      {
        store_nos: [s.stores[0].no],
        discount_rate: '90',
        per_txn_cap: '',
        amount_cap: '',
        count_cap: '2',
        contact_phone: '66123457',
      },
      sc,
    );
    expect(await decide('promotion', p.promo_no, 'APPROVE')).toBe(OK);
    await book(server.db, s.stores[0].terminalNo, { amount: 1000, at: new Date() });
    await book(server.db, s.stores[0].terminalNo, { amount: 1000, at: new Date() });
    const outbox = async () =>
      (
        await server.db.query<{ channel: string; target: string; body: string }>(
          `select channel, target, body from message_outbox where body like $1 order by id`,
          [`%${p.promo_no}%`],
        )
      ).rows;
    expect(await outbox()).toEqual([]);
    await promotionScheduleJob.run(jobDeps(), new Date());
    await promotionScheduleJob.run(jobDeps(), new Date());
    const sent = await outbox();
    // 50 %, 80 % and 100 % reached: each once by mail and once by SMS, a second run sends nothing more.
    expect(sent.filter((m) => m.channel === 'mail').map((m) => m.target)).toEqual(
      Array(3).fill(`${s.no}@example.com`),
    );
    expect(sent.filter((m) => m.channel === 'sms').map((m) => m.target)).toEqual(
      Array(3).fill('+853 66123457'),
    );
    expect(sent.at(-1)?.body).toContain('100%');
  });
});
