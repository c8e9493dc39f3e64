import { todayYmd } from '@mp/core';
import type {
  RefundApplyReqT,
  RefundApplyResT,
  RefundFilterReqT,
  RefundQueryReqT,
  RefundTotalsT,
} from '@mp/core/schemas/refunds';
import { macauTime14 } from '@mp/core/time';
import { inScope } from '../../http/scope.ts';
import type { CallContext, SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { scopedMerchantIds } from '../../lists/sql.ts';
import { book, Overdraft } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import type { MoveCall } from '../security/index.ts';
import { nextNumber, refundableCents, refundRefusal, selectTxnByNo } from '../transactions/index.ts';
import { refundRule } from './approval.ts';
import { submitRefund } from './completion.ts';
import {
  insertRefund,
  type RefundDbRow,
  type RefundFilter,
  readRefundFilter,
  selectRefund,
  selectRefundPage,
  selectRefundTotals,
  sumRefunding,
  toRefundRow,
} from './queries.ts';
import { checkRefundCents } from './rules.ts';

/** Refund queries: senior (trade/refund*) refuse the current day; the classic one (gather/) allows it. */
function readFilter(ctx: SignedInContext, body: RefundFilterReqT, advanced: boolean): RefundFilter {
  return readRefundFilter(body, { today: todayYmd(ctx.ports.clock.now()), advanced });
}

export async function refundPage(ctx: SignedInContext, body: RefundQueryReqT, advanced = true) {
  const f = readFilter(ctx, body, advanced);
  const ids = await scopedMerchantIds(ctx, f.merNo);
  const rows = await selectRefundPage(ctx, ids, f, {
    order: body.sort_order,
    limit: body.page_size,
    offset: (body.page_no - 1) * body.page_size,
  });
  return { page_no: body.page_no, page_size: body.page_size, rows: rows.map(toRefundRow) };
}

export async function refundCount(
  ctx: SignedInContext,
  body: RefundFilterReqT,
  advanced = true,
): Promise<{ total_count: number; totals: RefundTotalsT }> {
  const f = readFilter(ctx, body, advanced);
  const ids = await scopedMerchantIds(ctx, f.merNo);
  const totals = await selectRefundTotals(ctx, ids, f);
  return { total_count: totals.count, totals };
}

/** The classic refund query: page, count and totals in one call, the current day allowed. */
export async function refundQueryClassic(ctx: SignedInContext, body: RefundQueryReqT) {
  const page = await refundPage(ctx, body, false);
  const { sort_order: _s, page_no: _p, page_size: _z, ...filters } = body;
  return { ...page, ...(await refundCount(ctx, filters, false)) };
}

async function refundInScope(ctx: SignedInContext, refundNo: string): Promise<RefundDbRow> {
  const r = await selectRefund(ctx.db, { refundNo: refundNo.trim() });
  if (!r || !(await inScope(ctx, { merchantId: String(r.merchant_id), storeId: String(r.store_id) }))) {
    throw new AppError('SCM40401');
  }
  return r;
}

export async function refundDetail(ctx: SignedInContext, refundNo: string) {
  const r = await refundInScope(ctx, refundNo);
  const refunding = await sumRefunding(ctx.db, String(r.txn_id));
  const refundable = refundableCents(
    { amount: r.txn_amount, discount_amount: r.txn_discount_amount, refunded_amount: r.txn_refunded_amount },
    refunding,
  );
  return {
    ...toRefundRow(r),
    txn_refunded_amount: Number(r.txn_refunded_amount),
    txn_refundable_amount: refundable,
    reason: r.reason,
    approval: r.approval,
  };
}

/**
 * The answer to a repeat of a refund already made with this client key: the first answer, with the
 * refund's status and what is left refundable as they are now.
 */
async function replay(ctx: CallContext, first: Pick<RefundApplyResT, 'refund_no'>): Promise<RefundApplyResT> {
  const r = await selectRefund(ctx.db, { refundNo: first.refund_no });
  if (!r) throw new AppError('SCM50000');
  const refunding = await sumRefunding(ctx.db, String(r.txn_id));
  return {
    refund_no: r.refund_no,
    txn_no: r.txn_no,
    amount: Number(r.amount),
    status: r.status,
    refundable_amount: refundableCents(
      {
        amount: r.txn_amount,
        discount_amount: r.txn_discount_amount,
        refunded_amount: r.txn_refunded_amount,
      },
      refunding,
    ),
    created_at: macauTime14(r.created_at),
    approval: r.approval,
  };
}

/**
 * A refund of (part of) a successful collection. Rules in order: the role (42, a cashier only with
 * allow-refund), the transaction in scope (TRD10001), refundable at all (TRD10002, Huayin Express only
 * from the merchant area TRD10007), then the confirmed money move of the contract (security/money-move.ts):
 * the client key (32-character formId), the amount, the payment password; then, with the transaction row
 * locked, what is left: refundable = amount - refunded - in flight, and the merchant's available balance
 * must hold it (TRD10008). The same client key with the same
 * arguments answers the first result; with others SCM40900. The refund starts REFUNDING; the payment
 * network decides SUCCESS or FAIL (completion.ts). Under the merchant's approval rules it may first wait
 * for a second operator (approval WAITING, approval.ts).
 */
export async function applyRefund(
  ctx: SignedInContext,
  body: RefundApplyReqT,
  move: MoveCall,
): Promise<RefundApplyResT> {
  const op = ctx.operator;
  const txnNo = body.txn_no.trim();
  if (!txnNo) throw new AppError('TRD10003');
  const found = await selectTxnByNo(ctx.db, txnNo);
  if (
    !found ||
    !(await inScope(ctx, { merchantId: String(found.merchant_id), storeId: String(found.store_id) }))
  ) {
    throw new AppError('TRD10001');
  }
  const refusal = refundRefusal(op, {
    txnType: found.txn_type,
    result: found.result,
    payType: found.pay_type,
    refundable: 1,
  });
  if (refusal) throw new AppError(refusal);
  const amountText = body.amount.trim();
  const merchantId = String(found.merchant_id);
  return move.run({
    scope: `refund:${merchantId}`,
    // What the client key was first used for: the same key may only ever repeat the same refund.
    hash: [txnNo, amountText],
    confirm: { audit: { action: 'refund', target: txnNo }, bare: true },
    // The amount is checked before the password, so a typo does not cost a password try; it is checked
    // again under the row lock below, which is what decides.
    check: async () => {
      const inFlight = await sumRefunding(ctx.db, String(found.id));
      checkRefundCents(amountText, refundableCents(found, inFlight));
    },
    // A refund written without a key row (the demo seed's, or one made before the keys had their table)
    // holds its client key too: refunds keep (merchant, client key) unique.
    legacy: async () => {
      const r = await selectRefund(ctx.db, { merchantId, clientKey: body.client_key });
      return r ? { hash: r.request_hash, answer: await replay(ctx, r) } : null;
    },
    work: async (tx, now, hash): Promise<RefundApplyResT> => {
      // The row lock serialises every refund of this transaction, on PGlite and PostgreSQL alike.
      const t = await selectTxnByNo(tx, txnNo, true);
      if (!t) throw new AppError('TRD10001');
      const refunding = await sumRefunding(tx, String(t.id));
      const refundable = refundableCents(t, refunding);
      const amount = checkRefundCents(amountText, refundable);
      // The merchant's approval rules: above its amount, or beyond the operator's daily cap, it waits.
      const approval = await refundRule(tx, op, amount, now);
      const refundNo = await nextNumber(tx, 'R', now);
      await insertRefund(tx, {
        refundNo,
        txnId: String(t.id),
        merchantId,
        storeId: String(t.store_id),
        amount,
        clientKey: body.client_key,
        requestHash: hash,
        operatorId: op.id,
        reason: (body.reason ?? '').trim(),
        at: now,
        approval,
      });
      // Held on the merchant's available balance, never below zero (TRD10008, nothing written then):
      // the guarded move is conditional on the locked account row, so racing refunds and withdrawals
      // of the merchant are judged one after the other.
      try {
        await book(tx, {
          type: 'REFUND_FREEZE',
          org: { kind: 'merchant', id: merchantId },
          amount,
          ref: refundNo,
          at: now,
          operatorId: op.id,
        });
      } catch (e) {
        if (e instanceof Overdraft) throw new AppError('TRD10008', 'amount');
        throw e;
      }
      await recordAudit(
        ctx,
        { action: 'refund', target: refundNo, detail: { txn_no: txnNo, amount, approval } },
        tx,
      );
      return {
        refund_no: refundNo,
        txn_no: txnNo,
        amount,
        status: 'REFUNDING',
        refundable_amount: refundable - amount,
        created_at: macauTime14(now),
        approval,
      };
    },
    answer: async (made, replayed) => {
      if (replayed) return replay(ctx, made);
      // A refund waiting for approval goes to the network when it is approved (approval.ts).
      if (made.approval !== 'WAITING') void submitRefund(ctx, made.refund_no);
      return made;
    },
  });
}
