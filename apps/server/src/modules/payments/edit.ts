import { parseAmountInput, validateDigits, validateNoForbiddenChars } from '@mp/core';
import type { PaymentInsertReqT, PaymentUpdateReqT } from '@mp/core/schemas/payments';
import type { Db } from '../../db/types.ts';
import type { SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { num } from '../../lists/sql.ts';
import { book, Overdraft } from '../accounts/index.ts';
import { insertAudit, recordAudit } from '../audit/index.ts';
import {
  decidePayment,
  insertPayment,
  nextPaymentNo,
  type PaymentWrite,
  removePayment,
  selectPaymentByNo,
  settlementBank,
  updatePayment,
} from './queries.ts';
import { paymentDetail } from './service.ts';

/**
 * Payment audit edits (meradm/paymentAuditInsert|Update|Delete): the merchant writes a payment to a payee
 * and submits it for review; a payment still to submit (INIT) or returned by the review (AUDIT_CLOSED) can
 * be changed, resubmitted or removed. The provider's reviewer (reviewPayment, ops/review.ts) decides.
 * Every move is a conditional update on the status, so two requests at once cannot both move it.
 */

/** The provider's transfer fee: free to the bank of the merchant's settlement account, 15 MOP otherwise. */
export const TRANSFER_FEE = 1500;
const EDITABLE = ['INIT', 'AUDIT_CLOSED'] as const;

type Form = Pick<
  PaymentInsertReqT,
  'payee_name' | 'payee_account_no' | 'payee_bank' | 'amount' | 'purpose' | 'remark'
>;

async function checkForm(db: Db, merchantId: string, f: Form): Promise<PaymentWrite> {
  const name = f.payee_name.trim();
  if (name === '') throw new AppError('VAL10001', 'payee_name');
  for (const [key, value] of [
    ['payee_name', name],
    ['payee_bank', f.payee_bank],
    ['purpose', f.purpose],
    ['remark', f.remark],
  ] as const) {
    const bad = validateNoForbiddenChars(value);
    if (bad) throw new AppError(bad, key);
  }
  const account = f.payee_account_no.trim();
  const badAccount = validateDigits(account);
  if (badAccount) throw new AppError(badAccount, 'payee_account_no');
  const amount = parseAmountInput(f.amount.trim());
  if (!amount.ok) throw new AppError(amount.code, 'amount');
  if (amount.cents === 0n) throw new AppError('VAL10012', 'amount');
  const bank = f.payee_bank.trim();
  return {
    payee_name: name,
    payee_account_no: account,
    payee_bank: bank,
    amount: Number(amount.cents),
    fee: bank !== '' && bank === (await settlementBank(db, merchantId)) ? 0 : TRANSFER_FEE,
    purpose: f.purpose.trim(),
    remark: f.remark.trim(),
  };
}

export async function insertPaymentAudit(ctx: SignedInContext, body: PaymentInsertReqT) {
  const op = ctx.operator;
  const form = await checkForm(ctx.db, op.orgId, body);
  const now = ctx.ports.clock.now();
  const paymentNo = await ctx.db.tx(async (tx) => {
    const no = await nextPaymentNo(tx, now);
    await insertPayment(tx, {
      ...form,
      paymentNo: no,
      merchantId: op.orgId,
      operatorId: op.id,
      submit: body.submit === 'Y',
      at: now,
    });
    await recordAudit(
      ctx,
      { action: 'payment_save', target: no, detail: { amount: form.amount, submit: body.submit } },
      tx,
    );
    return no;
  });
  return paymentDetail(ctx, paymentNo, true);
}

/** The caller's own payment; another tenant's answers SCM40401 like a missing one. */
async function ownPayment(ctx: SignedInContext, paymentNo: string) {
  const p = await selectPaymentByNo(ctx.db, paymentNo.trim());
  if (!p || String(p.merchant_id) !== ctx.operator.orgId) throw new AppError('SCM40401', 'payment_no');
  return p;
}

export async function updatePaymentAudit(ctx: SignedInContext, body: PaymentUpdateReqT) {
  const op = ctx.operator;
  const p = await ownPayment(ctx, body.payment_no);
  const form = await checkForm(ctx.db, op.orgId, {
    payee_name: body.payee_name ?? p.payee_name,
    payee_account_no: body.payee_account_no ?? p.payee_account_no,
    payee_bank: body.payee_bank ?? p.payee_bank,
    amount: body.amount ?? (num(p.amount) / 100).toFixed(2),
    purpose: body.purpose ?? p.purpose,
    remark: body.remark ?? p.remark,
  });
  const now = ctx.ports.clock.now();
  await ctx.db.tx(async (tx) => {
    if (!(await updatePayment(tx, String(p.id), EDITABLE, { ...form, submit: body.submit === 'Y', at: now })))
      throw new AppError('PAY10001', 'payment_no');
    await recordAudit(
      ctx,
      { action: 'payment_save', target: p.payment_no, detail: { amount: form.amount, submit: body.submit } },
      tx,
    );
  });
  return paymentDetail(ctx, p.payment_no, true);
}

export async function deletePaymentAudit(ctx: SignedInContext, paymentNo: string) {
  const p = await ownPayment(ctx, paymentNo);
  await ctx.db.tx(async (tx) => {
    if (!(await removePayment(tx, String(p.id), EDITABLE, ctx.ports.clock.now())))
      throw new AppError('PAY10001', 'payment_no');
    await recordAudit(ctx, { action: 'payment_delete', target: p.payment_no }, tx);
  });
  return {};
}

/** The reviewer's decisions and the statuses each moves from and to (spec point 4). */
export const PAYMENT_DECISIONS = {
  REJECT: { from: ['AUDITING'], to: 'AUDIT_REJECT' },
  RETURN: { from: ['AUDITING'], to: 'AUDIT_CLOSED' },
  CREDIT: { from: ['AUDITING'], to: 'INBOUND' },
  REFUND: { from: ['INBOUND'], to: 'REFUND_SUCCESS' },
} as const;
export type PaymentDecision = keyof typeof PAYMENT_DECISIONS;

export type PaymentReviewOutcome =
  | { ok: true; status: string }
  | { ok: false; code: 'SCM40401' | 'PAY10001' | 'VAL10001' | 'ACC10001' };

/**
 * The provider's reviewer decides a payment; REJECT and RETURN need a remark. Audited under its name. A
 * payment credited (INBOUND) is booked to the merchant's balance (PAYMENT_INBOUND) in the same transaction,
 * once: the status moves only from AUDITING and the ledger takes one entry per (type, payment number); one
 * sent back (REFUND_SUCCESS) leaves it again (PAYMENT_RETURN), refused with ACC10001 when the merchant's
 * available balance no longer holds it (nothing changes then).
 */
export async function reviewPayment(
  db: Db,
  now: Date,
  d: { paymentNo: string; decision: PaymentDecision; reviewer: string; remark: string; ip: string },
): Promise<PaymentReviewOutcome> {
  const rule = PAYMENT_DECISIONS[d.decision];
  const remark = d.remark.trim();
  if ((d.decision === 'REJECT' || d.decision === 'RETURN') && remark === '')
    return { ok: false, code: 'VAL10001' };
  try {
    return await decideInTx(db, now, d, rule, remark);
  } catch (e) {
    if (e instanceof Overdraft) return { ok: false, code: 'ACC10001' };
    throw e;
  }
}

function decideInTx(
  db: Db,
  now: Date,
  d: { paymentNo: string; decision: PaymentDecision; reviewer: string; remark: string; ip: string },
  rule: (typeof PAYMENT_DECISIONS)[PaymentDecision],
  remark: string,
): Promise<PaymentReviewOutcome> {
  return db.tx(async (tx) => {
    const p = await selectPaymentByNo(tx, d.paymentNo.trim());
    if (!p) return { ok: false, code: 'SCM40401' } as const;
    if (!(await decidePayment(tx, p.payment_no, rule.from, rule.to, d.reviewer, remark, now)))
      return { ok: false, code: 'PAY10001' } as const;
    if (rule.to === 'INBOUND' || rule.to === 'REFUND_SUCCESS') {
      await book(tx, {
        type: rule.to === 'INBOUND' ? 'PAYMENT_INBOUND' : 'PAYMENT_RETURN',
        org: { kind: 'merchant', id: String(p.merchant_id) },
        amount: num(p.amount),
        ref: p.payment_no,
        at: now,
      });
    }
    await insertAudit(tx, {
      at: now,
      operatorId: null,
      loginName: `reviewer:${d.reviewer}`.slice(0, 64),
      orgKind: 'merchant',
      orgId: String(p.merchant_id),
      action: 'payment_review',
      target: p.payment_no,
      ok: true,
      ip: d.ip,
      detail: { decision: d.decision, status: rule.to },
    });
    return { ok: true, status: rule.to } as const;
  });
}
