import { todayYmd } from '@mp/core';
import type { RefundApprovalDecideReqT } from '@mp/core/schemas/refunds';
import { macauTime14, startOfYmd } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import { inScope } from '../../http/scope.ts';
import type { Operator, SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { book, lockOperatorDay, rulesOf } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import { submitRefund } from './completion.ts';
import { decideRefund, selectRefund, selectWaitingRefunds, sumOperatorDirectRefunds } from './queries.ts';

/**
 * Refunds under the merchant's approval rules (issue 12, point 7a; the rules themselves are the accounts
 * module's). A refund above `refund_above`, or one that would take its operator beyond `refund_daily_cap`
 * for the Macau day, is written WAITING: REFUNDING with its amount held and counted as in flight, but not
 * sent to the payment network. A second operator of the merchant (not the requester; code 42, a cashier
 * only with allow-refund) approves it, and it is then sent by submitRefund exactly like any other refund,
 * or rejects it: FAIL, the hold released (REFUND_RELEASE). Every decision is audited (`approval_decide`).
 * Only a merchant's own operators are under its rules: a provider's refund of its merchant's collection is
 * not held (the merchant's approvers are not the provider's).
 */

/**
 * NONE or WAITING for a new refund of `amount` by `op`, in the refund's transaction. The operator's day
 * is locked first, so two refunds racing past the cap are judged one after the other.
 */
export async function refundRule(
  db: Db,
  op: Operator,
  amount: number,
  at: Date,
): Promise<'NONE' | 'WAITING'> {
  if (op.orgKind !== 'merchant') return 'NONE';
  const rules = await rulesOf(db, op.orgId);
  if (rules.refund_above !== null && amount > rules.refund_above) return 'WAITING';
  if (rules.refund_daily_cap === null) return 'NONE';
  const ymd = todayYmd(at);
  await lockOperatorDay(db, op.id, ymd);
  const used = await sumOperatorDirectRefunds(db, op.id, startOfYmd(ymd));
  return used + amount > rules.refund_daily_cap ? 'WAITING' : 'NONE';
}

export async function refundApprovalQueue(ctx: SignedInContext) {
  const op = ctx.operator;
  const rows = await selectWaitingRefunds(ctx.db, op.orgId, op.storeIds);
  return {
    rows: rows.map((r) => ({
      refund_no: r.refund_no,
      txn_no: r.txn_no,
      store_name: r.store_name,
      amount: Number(r.amount),
      txn_amount: Number(r.txn_amount),
      oper_login_name: r.oper_login_name,
      reason: r.reason,
      created_at: macauTime14(r.created_at),
    })),
  };
}

export async function decideRefundApproval(ctx: SignedInContext, body: RefundApprovalDecideReqT) {
  const op = ctx.operator;
  const refundNo = body.refund_no.trim();
  const r = await selectRefund(ctx.db, { refundNo });
  if (
    !r ||
    String(r.merchant_id) !== op.orgId ||
    !(await inScope(ctx, { merchantId: String(r.merchant_id), storeId: String(r.store_id) }))
  ) {
    throw new AppError('SCM40401');
  }
  if (r.operator_id !== null && String(r.operator_id) === op.id) throw new AppError('ACC10003');
  const approve = body.decision === 'APPROVE';
  const now = ctx.ports.clock.now();
  await ctx.db.tx(async (tx) => {
    const decided = await decideRefund(tx, refundNo, { approve, approverId: op.id, at: now });
    if (!decided) throw new AppError('ACC10004');
    if (!approve) {
      await book(tx, {
        type: 'REFUND_RELEASE',
        org: { kind: 'merchant', id: String(decided.merchant_id) },
        amount: Number(decided.amount),
        ref: refundNo,
        at: now,
        operatorId: op.id,
      });
    }
    await recordAudit(
      ctx,
      {
        action: 'approval_decide',
        target: refundNo,
        detail: { kind: 'REFUND', decision: body.decision, amount: Number(decided.amount) },
      },
      tx,
    );
  });
  if (approve) void submitRefund(ctx, refundNo);
  const after = await selectRefund(ctx.db, { refundNo });
  return { refund_no: refundNo, status: after!.status, approval: after!.approval };
}
