import { parseAmountInput, validateDigits, validateNoForbiddenChars } from '@mp/core';
import {
  PAYMENT_TRANSFER_FEE,
  type PaymentInsertReqT,
  type PaymentSubmitReqT,
  type PaymentUpdateReqT,
} from '@mp/core/schemas/payments';
import type { Db } from '../../db/types.ts';
import type { SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { num } from '../../lists/sql.ts';
import { book, Overdraft } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import type { MoveCall } from '../security/index.ts';
import {
  insertPayment,
  nextPaymentNo,
  type PaymentWrite,
  removePayment,
  selectPaymentByNo,
  settlementBank,
  submitPayment,
  updatePayment,
} from './queries.ts';
import { paymentDetail } from './service.ts';

/**
 * Payment audit edits (meradm/paymentAuditInsert|Update|Delete|Submit): the merchant writes a payment to
 * a payee (INIT) and submits it for review (AUDITING), a confirmed money move that holds its amount plus
 * fee on the merchant's balance; a payment still to submit (INIT) or returned by the review
 * (AUDIT_CLOSED) can be changed, submitted or removed. The provider decides (decisions.ts). Every move is a
 * conditional update on the status, so two requests at once cannot both move it.
 */

const EDITABLE = ['INIT', 'AUDIT_CLOSED'] as const;

/** The fee of a payment to `bank`: free to the bank of the merchant's settlement account, 15 MOP otherwise. */
async function feeTo(db: Db, merchantId: string, bank: string): Promise<number> {
  return bank !== '' && bank === (await settlementBank(db, merchantId)) ? 0 : PAYMENT_TRANSFER_FEE;
}

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
    fee: await feeTo(db, merchantId, bank),
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
      at: now,
    });
    await recordAudit(ctx, { action: 'payment_save', target: no, detail: { amount: form.amount } }, tx);
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
    if (!(await updatePayment(tx, String(p.id), EDITABLE, { ...form, at: now })))
      throw new AppError('PAY10001', 'payment_no');
    await recordAudit(
      ctx,
      { action: 'payment_save', target: p.payment_no, detail: { amount: form.amount } },
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

/**
 * Submits a payment for review (meradm/paymentAuditSubmit), a confirmed money move (the payment password,
 * the client key): in one transaction its status moves to AUDITING (only from INIT or AUDIT_CLOSED:
 * PAY10001 otherwise) and its amount plus fee (the fee as it is now) are held on the merchant's balance
 * (PAYMENT_HOLD, guarded on the locked account row: PAY10002 when the available balance cannot hold them,
 * and nothing changes). The same key answers the first submission again.
 */
export async function submitPaymentAudit(ctx: SignedInContext, body: PaymentSubmitReqT, move: MoveCall) {
  const op = ctx.operator;
  const p = await ownPayment(ctx, body.payment_no);
  const editable = (s: string) => (EDITABLE as readonly string[]).includes(s);
  return move.run({
    scope: `payment:${op.orgId}`,
    hash: [p.payment_no],
    confirm: { audit: { action: 'payment_submit', target: p.payment_no } },
    check: async () => {
      if (!editable(p.status)) throw new AppError('PAY10001', 'payment_no');
    },
    work: async (tx, now) => {
      const fee = await feeTo(tx, op.orgId, p.payee_bank);
      const held = await submitPayment(tx, String(p.id), EDITABLE, fee, now);
      if (!held) throw new AppError('PAY10001', 'payment_no');
      const amount = num(held.amount) + num(held.fee);
      try {
        await book(tx, {
          type: 'PAYMENT_HOLD',
          org: { kind: 'merchant', id: op.orgId },
          amount,
          ref: held.ledger_ref,
          at: now,
          operatorId: op.id,
        });
      } catch (e) {
        if (e instanceof Overdraft) throw new AppError('PAY10002', 'amount');
        throw e;
      }
      await recordAudit(
        ctx,
        { action: 'payment_submit', target: p.payment_no, detail: { held: amount, ref: held.ledger_ref } },
        tx,
      );
      return { payment_no: p.payment_no };
    },
    answer: (made) => paymentDetail(ctx, made.payment_no, true),
  });
}
