import { newFormId } from '@mp/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book as bookEntry, checkLedger } from '../src/modules/accounts/index.ts';
import { decidePayment } from '../src/modules/payments/index.ts';
import { code, OK, smsCodeTo } from './admin-helpers.ts';
import { createOperator } from './fixtures.ts';
import { type TestServer, uniq } from './harness.ts';
import {
  at,
  book,
  clientOf,
  daysAgo,
  type MoneyMerchant,
  moneyMerchant,
  PAY_PASSWORD,
  setPayPassword,
  settledRefund,
  startMoneyServer,
} from './money-helpers.ts';
import { decideByToken, type Reviewer, reviewer } from './review-helpers.ts';
import type { TestClient } from './test-client.ts';

// Payment audit, one story (issue 25 point 4): a payment is the merchant's outgoing payment to a payee.
// Amount plus fee are held when it is submitted (a confirmed money move), released when the review rejects
// or returns it, sent with the fee booked to the provider when credited (INBOUND), given back when
// refunded (REFUND_SUCCESS); each decision once. And no balance below zero (point 5): submits, refunds and
// withdrawals racing on one merchant never take its available balance below zero.
const FEE = 1500;
let server: TestServer;
let staff: Reviewer;

beforeAll(async () => {
  server = await startMoneyServer({ bankFailRate: 0, bankDelayMs: [5, 30] });
  staff = await reviewer(server);
  await server.db.query(`update operators set name = '陳審核' where id = $1`, [staff.id]);
}, 240_000);
afterAll(() => server?.close());

interface Balance {
  available: number;
  frozen: number;
  total: number;
}

async function balance(c: TestClient): Promise<Balance> {
  const r = await c.call('account/queryAccBalance', {});
  expect(code(r)).toBe(OK);
  const { available, frozen, total } = r.data as Balance;
  return { available, frozen, total };
}

/** The provider's fee income so far (its system account keeps no running balance: the sum of its lines). */
async function feeIncome(): Promise<number> {
  const r = await server.db.query<{ s: string }>(
    `select coalesce(sum(amount), 0)::text s from ledger_lines where owner_kind = 'system' and account_code = 'FEE_INCOME'`,
  );
  return Number(r.rows[0].s);
}

async function entries(ref: string) {
  return (
    await server.db.query<{ entry_type: string; amount: string; ref_no: string }>(
      `select entry_type, amount::text, ref_no from ledger_entries where ref_no = $1 or ref_no like $1 || '-%'
        order by id`,
      [ref],
    )
  ).rows.map((e) => [e.entry_type, Number(e.amount), e.ref_no] as const);
}

async function ledgerClean() {
  expect((await checkLedger(server.db)).findings).toEqual([]);
}

/** A merchant of its own with `cents` on its available balance, and its administrator's client. */
async function funded(cents: number): Promise<{ m: MoneyMerchant; c: TestClient }> {
  const m = await moneyMerchant(server.db);
  await bookEntry(server.db, {
    type: 'ADJUST',
    org: { kind: 'merchant', id: m.id },
    amount: cents,
    ref: uniq('ADJ'),
    at: new Date(),
  });
  return { m, c: await clientOf(server, m.admin.id) };
}

/** A draft payment; to another bank than the settlement account's ('Test Bank'), so it costs the fee. */
async function draft(c: TestClient, amount: string, bank = 'Other Bank'): Promise<string> {
  const r = await c.call('meradm/paymentAuditInsert', {
    payee_name: '供應商',
    payee_account_no: '9018112233445501',
    payee_bank: bank,
    amount,
  });
  expect(code(r)).toBe(OK);
  expect(r.data.status).toBe('INIT');
  return r.data.payment_no;
}

const submitBody = (paymentNo: string, extra: Record<string, unknown> = {}) => ({
  payment_no: paymentNo,
  pay_password: PAY_PASSWORD,
  client_key: newFormId(),
  ...extra,
});

/** A decision through the review kit's JSON API (a staff member's token), as the merchant's side keeps it. */
async function review(paymentNo: string, decision: string, remark = '') {
  const { httpStatus: _, ...r } = await decideByToken(
    server,
    staff.token,
    'payment',
    paymentNo,
    decision,
    remark,
  );
  return r;
}

describe('submitting a payment', () => {
  it('holds amount plus fee, once per client key, only with the payment password', async () => {
    const { c } = await funded(100_000);
    const before = await balance(c);
    expect(before).toEqual({ available: 100_000, frozen: 0, total: 100_000 });
    const no = await draft(c, '300.00');
    // A draft holds nothing.
    expect(await balance(c)).toEqual(before);

    const wrong = await c.call('meradm/paymentAuditSubmit', submitBody(no, { pay_password: '999999' }));
    expect(code(wrong)).toBe('LOG10011');
    expect(await balance(c)).toEqual(before);

    const body = submitBody(no);
    const r = await c.call('meradm/paymentAuditSubmit', body);
    expect(code(r)).toBe(OK);
    expect(r.data).toMatchObject({ payment_no: no, status: 'AUDITING', amount: 30_000, fee: FEE });
    expect(await balance(c)).toEqual({ available: 100_000 - 31_500, frozen: 31_500, total: 100_000 });
    // The same key again: the same answer, nothing held twice; the key for another payment: SCM40900.
    const again = await c.call('meradm/paymentAuditSubmit', body);
    expect(again.data).toMatchObject({ payment_no: no, status: 'AUDITING' });
    const other = await draft(c, '1.00');
    expect(code(await c.call('meradm/paymentAuditSubmit', { ...body, payment_no: other }))).toBe('SCM40900');
    // Submitted: no second submission with a new key either.
    expect(code(await c.call('meradm/paymentAuditSubmit', submitBody(no)))).toBe('PAY10001');
    expect(await balance(c)).toEqual({ available: 68_500, frozen: 31_500, total: 100_000 });
    expect(await entries(no)).toEqual([['PAYMENT_HOLD', 31_500, no]]);
    await ledgerClean();
  });

  it('refuses a payment the available balance cannot hold, with the fee counted (PAY10002), moving nothing', async () => {
    const { c } = await funded(30_000);
    const no = await draft(c, '290.00');
    const r = await c.call('meradm/paymentAuditSubmit', submitBody(no));
    // 290.00 + 15.00 > 300.00
    expect(code(r)).toBe('PAY10002');
    expect(r.gda.msg_inf).toContain('amount');
    expect(await balance(c)).toEqual({ available: 30_000, frozen: 0, total: 30_000 });
    expect((await c.call('meradm/paymentAuditQuery', { payment_no: no })).data.status).toBe('INIT');
    expect(await entries(no)).toEqual([]);
    // To the settlement account's own bank there is no fee: 285.00 fits exactly.
    const free = await draft(c, '300.00', 'Test Bank');
    const ok = await c.call('meradm/paymentAuditSubmit', submitBody(free));
    expect(ok.data).toMatchObject({ status: 'AUDITING', fee: 0 });
    expect(await balance(c)).toEqual({ available: 0, frozen: 30_000, total: 30_000 });
    await ledgerClean();
  });
});

describe('the provider’s decisions', () => {
  it('CREDIT sends the amount and books the fee; REFUND gives both back; each decided once', async () => {
    const { c } = await funded(100_000);
    const no = await draft(c, '300.00');
    expect(code(await c.call('meradm/paymentAuditSubmit', submitBody(no)))).toBe(OK);
    const fees = await feeIncome();
    // Two reviewers at once: one credits it, the other is told it is decided; the money moves once.
    const both = await Promise.all([review(no, 'CREDIT'), review(no, 'CREDIT')]);
    expect(both.map((r) => (r.ok ? r.status : r.code)).sort()).toEqual(['INBOUND', 'REV10002']);
    expect(await balance(c)).toEqual({ available: 68_500, frozen: 0, total: 68_500 });
    expect(await feeIncome()).toBe(fees + FEE);
    expect(await entries(no)).toEqual([
      ['PAYMENT_HOLD', 31_500, no],
      ['PAYMENT_OUT', 30_000, no],
      ['PAYMENT_FEE', FEE, no],
    ]);
    // A credited payment cannot be rejected or returned any more.
    expect((await review(no, 'REJECT', '太遲')).code).toBe('REV10002');
    expect((await review(no, 'RETURN', '太遲')).code).toBe('REV10002');

    expect(await review(no, 'REFUND')).toEqual({ ok: true, status: 'REFUND_SUCCESS' });
    expect((await review(no, 'REFUND')).code).toBe('REV10002');
    expect(await balance(c)).toEqual({ available: 100_000, frozen: 0, total: 100_000 });
    expect(await feeIncome()).toBe(fees);
    expect((await entries(no)).map((e) => e[0])).toEqual([
      'PAYMENT_HOLD',
      'PAYMENT_OUT',
      'PAYMENT_FEE',
      'PAYMENT_REFUND',
      'PAYMENT_FEE_REFUND',
    ]);
    const detail = await c.call('meradm/paymentAuditQuery', { payment_no: no });
    expect(detail.data).toMatchObject({ status: 'REFUND_SUCCESS', auditor_name: '陳審核' });
    await ledgerClean();
  });

  it('REJECT releases the hold; RETURN releases it and a resubmission holds again under its own reference', async () => {
    const { c } = await funded(100_000);
    const rejected = await draft(c, '100.00');
    expect(code(await c.call('meradm/paymentAuditSubmit', submitBody(rejected)))).toBe(OK);
    expect((await balance(c)).available).toBe(100_000 - 11_500);
    // A reason is required.
    expect((await review(rejected, 'REJECT')).code).toBe('REV10006');
    expect((await balance(c)).frozen).toBe(11_500);
    // A refund of a payment never credited is not a decision of this state.
    expect((await review(rejected, 'REFUND')).code).toBe('REV10002');
    const [one, two] = await Promise.all([
      review(rejected, 'REJECT', '超出限額'),
      review(rejected, 'RETURN', '補件'),
    ]);
    expect([one, two].filter((r) => r.ok)).toHaveLength(1);
    expect([one, two].find((r) => !r.ok)?.code).toBe('REV10002');
    expect(await balance(c)).toEqual({ available: 100_000, frozen: 0, total: 100_000 });
    expect((await entries(rejected)).map((e) => e[0])).toEqual(['PAYMENT_HOLD', 'PAYMENT_RELEASE']);

    const returned = await draft(c, '200.00');
    expect(code(await c.call('meradm/paymentAuditSubmit', submitBody(returned)))).toBe(OK);
    expect((await review(returned, 'RETURN', '請補充發票')).status).toBe('AUDIT_CLOSED');
    expect(await balance(c)).toEqual({ available: 100_000, frozen: 0, total: 100_000 });
    // Changed and submitted again: held again (the second hold's reference is payment_no-2), then credited.
    expect(code(await c.call('meradm/paymentAuditUpdate', { payment_no: returned, amount: '250' }))).toBe(OK);
    expect(code(await c.call('meradm/paymentAuditSubmit', submitBody(returned)))).toBe(OK);
    expect(await balance(c)).toEqual({ available: 100_000 - 26_500, frozen: 26_500, total: 100_000 });
    expect((await review(returned, 'CREDIT')).status).toBe('INBOUND');
    expect(await entries(returned)).toEqual([
      ['PAYMENT_HOLD', 21_500, returned],
      ['PAYMENT_RELEASE', 21_500, returned],
      ['PAYMENT_HOLD', 26_500, `${returned}-2`],
      ['PAYMENT_OUT', 25_000, returned],
      ['PAYMENT_FEE', FEE, returned],
    ]);
    expect(await balance(c)).toEqual({ available: 73_500, frozen: 0, total: 73_500 });
    await ledgerClean();
  });

  it('decidePayment (the review kit’s door) names the staff member and refuses a second decision', async () => {
    const { c } = await funded(50_000);
    const no = await draft(c, '10.00');
    expect(code(await c.call('meradm/paymentAuditSubmit', submitBody(no)))).toBe(OK);
    const who = { id: staff.id, name: '李覆核' };
    const made = await decidePayment(server.db, {
      paymentNo: no,
      decision: 'RETURN',
      staff: who,
      reason: '請核對收款銀行資料',
      at: new Date(),
    });
    expect(made).toEqual({
      payment_no: no,
      status: 'AUDIT_CLOSED',
      booked: [{ type: 'PAYMENT_RELEASE', amount: 2_500, ref: no }],
    });
    await expect(
      decidePayment(server.db, { paymentNo: no, decision: 'CREDIT', staff: who, reason: '', at: new Date() }),
    ).rejects.toMatchObject({ code: 'PAY10003' });
    await expect(
      decidePayment(server.db, {
        paymentNo: 'P0',
        decision: 'CREDIT',
        staff: who,
        reason: '',
        at: new Date(),
      }),
    ).rejects.toMatchObject({ code: 'SCM40401' });
    const row = await server.db.query<{ auditor_id: string; auditor_name: string }>(
      'select auditor_id, auditor_name from payments where payment_no = $1',
      [no],
    );
    expect(row.rows[0]).toEqual({ auditor_id: staff.id, auditor_name: '李覆核' });
    expect(await balance(c)).toEqual({ available: 50_000, frozen: 0, total: 50_000 });
    await ledgerClean();
  });
});

describe('no balance below zero', () => {
  it('racing submits, refunds and withdrawals of one merchant never take its available balance below zero', async () => {
    const m = await moneyMerchant(server.db);
    // 300.00 taken yesterday: available less its fee, refundable from that collection.
    const txnNo = await book(server.db, m.stores[0].terminalNo, { at: at(daysAgo(1)), amount: 30_000 });
    const c = await clientOf(server, m.admin.id);
    const start = (await balance(c)).available;
    expect(start).toBeGreaterThan(29_000);
    // Withdrawals need an SMS code each: one operator (code 31) per withdrawal, each with its own code.
    const withdrawers = await Promise.all(
      [0, 1, 2].map(async () => {
        const op = await createOperator(server.db, { orgKind: 'merchant', orgId: m.id, codes: ['31'] });
        await setPayPassword(server.db, op.id);
        const oc = await clientOf(server, op.id);
        expect(code(await oc.call('account/sendFundSmsCode', { kind: 'WITHDRAW' }))).toBe(OK);
        return { oc, sms: await smsCodeTo(server.db, op.phoneArea, op.phone) };
      }),
    );
    const drafts = await Promise.all([0, 1, 2, 3].map(() => draft(c, '50.00')));
    // Asked at once: 4 x 65.00 (payment and fee) + 4 x 30.00 (refunds) + 3 x 30.00 (withdrawals) = 470.00.
    const calls = [
      ...drafts.map((no) => c.call('meradm/paymentAuditSubmit', submitBody(no))),
      ...[0, 1, 2, 3].map(() =>
        c.call('gather/refundApply', {
          txn_no: txnNo,
          amount: '3000',
          pay_password: PAY_PASSWORD,
          client_key: newFormId(),
        }),
      ),
      ...withdrawers.map((w) =>
        w.oc.call('withdraw/withdraw', {
          amount: '30.00',
          pay_password: PAY_PASSWORD,
          sms_code: w.sms,
          client_key: newFormId(),
        }),
      ),
    ];
    const results = (await Promise.all(calls)).map(code);
    const kinds = ['pay', 'pay', 'pay', 'pay', 'refund', 'refund', 'refund', 'refund', 'wd', 'wd', 'wd'];
    const overdraft = { pay: 'PAY10002', refund: 'TRD10008', wd: 'ACC10001' } as const;
    let taken = 0;
    for (const [i, r] of results.entries()) {
      const kind = kinds[i] as keyof typeof overdraft;
      // Each call either went through or was refused with its kind's overdraft refusal, nothing else.
      expect([OK, overdraft[kind]]).toContain(r);
      if (r === OK) taken += kind === 'pay' ? 6_500 : 3_000;
    }
    expect(results.filter((r) => r !== OK).length).toBeGreaterThan(0);
    expect(taken).toBeLessThanOrEqual(start);
    const after = await balance(c);
    expect(after.available).toBe(start - taken);
    expect(after.available).toBeGreaterThanOrEqual(0);
    const lowest = await server.db.query<{ min: string }>(
      `select min(balance_after)::text min from ledger_lines
        where owner_kind = 'merchant' and owner_id = $1 and account_code in ('AVAILABLE', 'FROZEN')`,
      [m.id],
    );
    expect(Number(lowest.rows[0].min)).toBeGreaterThanOrEqual(0);
    // Let the network decide the refunds that went through, then prove the books.
    const made = await server.db.query<{ refund_no: string }>(
      'select r.refund_no from refunds r where r.merchant_id = $1',
      [m.id],
    );
    for (const r of made.rows) await settledRefund(c, r.refund_no);
    await ledgerClean();
  }, 120_000);
});
