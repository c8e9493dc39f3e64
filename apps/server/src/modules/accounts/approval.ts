import { parseAmountInput } from '@mp/core';
import type { ApprovalRulesSaveReqT, FundOrderResT } from '@mp/core/schemas/accounts';
import { macauTime14 } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import type { SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { recordAudit } from '../audit/index.ts';
import {
  decideOrder,
  selectApprovalRules,
  selectWaitingOrders,
  upsertApprovalRules,
} from './approval-queries.ts';
import { selectFundOrder } from './fund-queries.ts';
import { submitFundOrder, toFundOrderRow } from './funds.ts';
import { book } from './ledger.ts';
import { num } from './withdrawal-rule.ts';

/**
 * Approval rules (issue 12, point 7): the merchant's administrator sets amounts above which a withdrawal
 * or a refund waits for a second operator (any operator of the merchant other than the requester, with
 * code 31 for withdrawals, 42 for refunds), a per-operator daily cap on withdrawals (over it: refused)
 * and one on refunds (over it: the refund waits for approval). The refunds module judges its own
 * (refundRule, modules/refunds/approval.ts) from rulesOf() under lockOperatorDay(). Every change and
 * decision is audited.
 */

export async function rulesOf(db: Db, merchantId: string) {
  const r = await selectApprovalRules(db, merchantId);
  return {
    withdraw_above: num(r?.withdraw_above),
    refund_above: num(r?.refund_above),
    daily_cap: num(r?.daily_cap),
    refund_daily_cap: num(r?.refund_daily_cap),
    updated_at: macauTime14(r?.updated_at),
  };
}

export async function approvalRules(ctx: SignedInContext) {
  return rulesOf(ctx.db, ctx.operator.orgId);
}

function optionalAmount(field: string, text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  const parsed = parseAmountInput(t);
  if (!parsed.ok || parsed.cents === 0n) throw new AppError('VAL10012', field);
  return Number(parsed.cents);
}

export async function saveApprovalRules(ctx: SignedInContext, body: ApprovalRulesSaveReqT) {
  const op = ctx.operator;
  const rules = {
    withdrawAbove: optionalAmount('withdraw_above', body.withdraw_above),
    refundAbove: optionalAmount('refund_above', body.refund_above),
    dailyCap: optionalAmount('daily_cap', body.daily_cap),
    refundDailyCap: optionalAmount('refund_daily_cap', body.refund_daily_cap ?? ''),
  };
  await ctx.db.tx(async (tx) => {
    await upsertApprovalRules(tx, op.orgId, rules, op.id, ctx.ports.clock.now());
    await recordAudit(ctx, { action: 'approval_rules_change', detail: rules }, tx);
  });
  return rulesOf(ctx.db, op.orgId);
}

export async function approvalQueue(ctx: SignedInContext) {
  const op = ctx.operator;
  return { rows: (await selectWaitingOrders(ctx.db, op.orgId)).map(toFundOrderRow) };
}

export async function decide(
  ctx: SignedInContext,
  body: { order_no: string; decision: 'APPROVE' | 'REJECT' },
): Promise<FundOrderResT> {
  const op = ctx.operator;
  const orderNo = body.order_no.trim();
  const o = await selectFundOrder(ctx.db, { orderNo });
  if (!o || o.merchant_id !== op.orgId) throw new AppError('SCM40401');
  if (o.operator_id === op.id) throw new AppError('ACC10003');
  const approve = body.decision === 'APPROVE';
  const now = ctx.ports.clock.now();
  await ctx.db.tx(async (tx) => {
    if (!(await decideOrder(tx, orderNo, { approve, approverId: op.id, at: now })))
      throw new AppError('ACC10004');
    if (!approve && o.kind === 'WITHDRAW') {
      await book(tx, {
        type: 'WITHDRAW_RELEASE',
        org: { kind: 'merchant', id: o.merchant_id },
        amount: Number(o.amount),
        ref: orderNo,
        at: now,
        operatorId: op.id,
      });
    }
    await recordAudit(
      ctx,
      {
        action: 'approval_decide',
        target: orderNo,
        detail: { decision: body.decision, amount: Number(o.amount) },
      },
      tx,
    );
  });
  if (approve) void submitFundOrder(ctx, orderNo);
  const after = await selectFundOrder(ctx.db, { orderNo });
  return toFundOrderRow(after!);
}
