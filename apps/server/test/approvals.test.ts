import { newFormId } from '@mp/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operator } from '../src/kernel/context.ts';
import { checkLedger, placeFundOrder } from '../src/modules/accounts/index.ts';
import { withdrawalRule } from '../src/modules/accounts/withdrawal-rule.ts';
import { auditRows, code, OK } from './admin-helpers.ts';
import { createOperator } from './fixtures.ts';
import type { TestServer } from './harness.ts';
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
import type { TestClient } from './test-client.ts';

// Approval rules for refunds and the daily caps under racing requests (issue 12, point 7a).
let server: TestServer;
const d1 = daysAgo(1);

beforeAll(async () => {
  server = await startMoneyServer();
}, 240_000);
afterAll(() => server?.close());

const apply = (txnNo: string, amount: string) => ({
  txn_no: txnNo,
  amount,
  pay_password: PAY_PASSWORD,
  client_key: newFormId(),
});

async function rules(admin: TestClient, r: Record<string, string>) {
  const saved = await admin.call('account/approvalRulesSave', {
    withdraw_above: '',
    refund_above: '',
    daily_cap: '',
    ...r,
  });
  expect(code(saved)).toBe(OK);
  return saved.data;
}

async function available(client: TestClient): Promise<number> {
  return (await client.call('account/queryAccBalance', {})).data.available;
}

async function approver(mm: MoneyMerchant) {
  const op = await createOperator(server.db, {
    orgKind: 'merchant',
    orgId: mm.id,
    codes: ['31', '42', '421'],
  });
  await setPayPassword(server.db, op.id);
  return { op, client: await clientOf(server, op.id) };
}

describe('refund approval', () => {
  it('holds a refund above the rule until a second operator approves (then sent like any refund) or rejects it', async () => {
    const mm = await moneyMerchant(server.db);
    const txnNo = await book(server.db, mm.stores[0].terminalNo, { at: at(d1), amount: 100_000 });
    const admin = await clientOf(server, mm.admin.id);
    const second = await approver(mm);
    const saved = await rules(admin, { refund_above: '100.00' });
    expect(saved).toMatchObject({ refund_above: 10_000, refund_daily_cap: null });

    // At or below the rule: straight to the network.
    const small = await admin.call('gather/refundApply', apply(txnNo, '5000'));
    expect(small.data).toMatchObject({ approval: 'NONE', status: 'REFUNDING' });
    expect((await settledRefund(admin, small.data.refund_no)).status).toBe('SUCCESS');

    // Above it: held (counted as in flight), waiting, not at the network.
    const big = await admin.call('gather/refundApply', apply(txnNo, '20000'));
    expect(big.data).toMatchObject({ approval: 'WAITING', status: 'REFUNDING', refundable_amount: 75_000 });
    const detail = await admin.call('query:trade/refundDetail', { refund_no: big.data.refund_no });
    expect(detail.data).toMatchObject({
      approval: 'WAITING',
      status: 'REFUNDING',
      txn_refundable_amount: 75_000,
    });
    const refunding = await server.db.query<{ refund_no: string }>(
      `select refund_no from refunds where status = 'REFUNDING' and approval <> 'WAITING' and refund_no = $1`,
      [big.data.refund_no],
    );
    expect(refunding.rows).toEqual([]);
    const other = await admin.call('gather/refundApply', apply(txnNo, '15000'));
    expect(other.data.approval).toBe('WAITING');

    const queue = await second.client.call('gather/refundApprovalQueue', {});
    expect(code(queue)).toBe(OK);
    expect((queue.data.rows as any[]).map((r) => r.refund_no)).toEqual([
      big.data.refund_no,
      other.data.refund_no,
    ]);
    expect(queue.data.rows[0]).toMatchObject({ txn_no: txnNo, amount: 20_000, txn_amount: 100_000 });

    // Never one's own; another merchant's refund is missing; decided once.
    expect(
      code(
        await admin.call('gather/refundApprovalDecide', {
          refund_no: big.data.refund_no,
          decision: 'APPROVE',
        }),
      ),
    ).toBe('ACC10003');
    const outsider = await moneyMerchant(server.db);
    const oc = await clientOf(server, outsider.admin.id);
    expect(
      code(
        await oc.call('gather/refundApprovalDecide', { refund_no: big.data.refund_no, decision: 'REJECT' }),
      ),
    ).toBe('SCM40401');
    expect((await oc.call('gather/refundApprovalQueue', {})).data.rows).toEqual([]);
    // Without code 42 the queue and the decision are refused.
    const viewer = await createOperator(server.db, { orgKind: 'merchant', orgId: mm.id, codes: ['31'] });
    const vc = await clientOf(server, viewer.id);
    expect(code(await vc.call('gather/refundApprovalQueue', {}))).toBe('SCM40301');

    const approved = await second.client.call('gather/refundApprovalDecide', {
      refund_no: big.data.refund_no,
      decision: 'APPROVE',
    });
    expect(approved.data).toMatchObject({ approval: 'APPROVED', status: 'REFUNDING' });
    expect((await settledRefund(admin, big.data.refund_no)).status).toBe('SUCCESS');
    expect(
      code(
        await second.client.call('gather/refundApprovalDecide', {
          refund_no: big.data.refund_no,
          decision: 'REJECT',
        }),
      ),
    ).toBe('ACC10004');

    const before = await available(admin);
    const rejected = await second.client.call('gather/refundApprovalDecide', {
      refund_no: other.data.refund_no,
      decision: 'REJECT',
    });
    expect(rejected.data).toMatchObject({ approval: 'REJECTED', status: 'FAIL' });
    expect(await available(admin)).toBe(before + 15_000);
    const after = await admin.call('query:trade/refundDetail', { refund_no: other.data.refund_no });
    expect(after.data).toMatchObject({ status: 'FAIL', approval: 'REJECTED', txn_refundable_amount: 75_000 });
    expect((await second.client.call('gather/refundApprovalQueue', {})).data.rows).toEqual([]);

    const audit = await auditRows(server.db, second.op.id, 'approval_decide');
    expect(audit.map((a) => [a.target, a.detail.kind, a.detail.decision])).toEqual([
      [big.data.refund_no, 'REFUND', 'APPROVE'],
      [other.data.refund_no, 'REFUND', 'REJECT'],
    ]);
    expect((await checkLedger(server.db)).findings).toEqual([]);
  }, 120_000);

  it('lets one operator refund up to the daily cap at once; racing refunds beyond it wait, never more', async () => {
    const mm = await moneyMerchant(server.db);
    const admin = await clientOf(server, mm.admin.id);
    await rules(admin, { refund_daily_cap: '100.00' });
    const txns: string[] = [];
    for (let i = 0; i < 8; i++) {
      txns.push(await book(server.db, mm.stores[0].terminalNo, { at: at(d1, `1${i}0000`), amount: 5_000 }));
    }
    // 8 refunds of 40.00 at once against a cap of 100.00: two go straight to the network, six wait.
    const answers = await Promise.all(txns.map((t) => admin.call('gather/refundApply', apply(t, '4000'))));
    expect(answers.map(code)).toEqual(Array(8).fill(OK));
    const approvals = answers.map((a) => a.data.approval).sort();
    expect(approvals).toEqual([
      'NONE',
      'NONE',
      'WAITING',
      'WAITING',
      'WAITING',
      'WAITING',
      'WAITING',
      'WAITING',
    ]);
    const second = await approver(mm);
    expect((await second.client.call('gather/refundApprovalQueue', {})).data.rows).toHaveLength(6);
    // Another operator has a cap of their own.
    const t = await book(server.db, mm.stores[0].terminalNo, { at: at(d1, '200000'), amount: 5_000 });
    expect((await second.client.call('gather/refundApply', apply(t, '4000'))).data.approval).toBe('NONE');
  }, 120_000);
});

describe('withdrawal daily cap under racing orders', () => {
  it('accepts racing withdrawals of one operator only up to the cap', async () => {
    const mm = await moneyMerchant(server.db);
    await book(server.db, mm.stores[0].terminalNo, { at: at(d1), amount: 100_000 });
    const admin = await clientOf(server, mm.admin.id);
    await rules(admin, { daily_cap: '50.00' });
    const op = { id: mm.admin.id, orgId: mm.id, orgKind: 'merchant' } as Operator;
    const account = { bankName: 'Test Bank', accountNo: '6222021234567890123', accountName: 'Test' };
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => {
        const now = new Date();
        return placeFundOrder(server.db, {
          kind: 'WITHDRAW',
          merchantId: mm.id,
          operatorId: mm.admin.id,
          amount: 2_000,
          clientKey: newFormId(),
          hash: String(i),
          bankCode: 'SETTLE',
          remark: '',
          account,
          approval: (tx) => withdrawalRule(tx, op, 2_000, now),
          at: now,
        });
      }),
    );
    // 20.00 each against 50.00: two accepted, the other eight refused with ACC10002.
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(refused.map((r) => r.reason.code)).toEqual(Array(8).fill('ACC10002'));
    expect((await checkLedger(server.db)).findings).toEqual([]);
  }, 120_000);
});
