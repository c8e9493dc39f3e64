import { ymdOfInstant } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import type { Logger } from '../../kernel/log.ts';
import type { NetworkRefundResult, Ports } from '../../kernel/ports.ts';
import { sqlDate } from '../../lists/range.ts';
import { book } from '../accounts/index.ts';
import { insertAudit } from '../audit/index.ts';
import { returnOnRefund } from '../promotions/index.ts';
import { addToSummary, backfillRefundTransactions, oneRefund } from '../transactions/index.ts';
import {
  addRefundedAmount,
  finishRefund,
  selectRefund,
  selectRefunding,
  selectRefundOperator,
} from './queries.ts';

/** What the refund life cycle needs after the request that started it has been answered. */
export interface RefundDeps {
  db: Db;
  ports: Pick<Ports, 'network' | 'clock'>;
  log: Logger;
}

/**
 * Applies the network's answer to a REFUNDING refund, once (a second answer finds it finished). On
 * SUCCESS the collection's refunded amount grows, the REFUND transaction is written on today's business
 * day and both days' summaries move; either way the frozen balance is released. Answers whether it
 * changed anything.
 */
export async function completeRefund(
  db: Db,
  refundNo: string,
  answer: NetworkRefundResult,
  now: Date,
): Promise<boolean> {
  return db.tx(async (tx) => {
    const r = await finishRefund(tx, refundNo, answer, now);
    if (!r) return false;
    const amount = Number(r.amount);
    const merchantId = String(r.merchant_id);
    if (answer.status === 'SUCCESS') {
      const orig = await addRefundedAmount(tx, r.txn_id, amount);
      // A campaign's discount on the collection: the refund gives back its share to the budget.
      await returnOnRefund(tx, String(r.txn_id), amount, now, refundNo);
      await backfillRefundTransactions(tx, String(r.id));
      const base = { merchantId, storeId: String(orig.store_id), payType: orig.pay_type, result: 'SUCCESS' };
      await addToSummary(tx, {
        ...base,
        businessDate: orig.business_date,
        txnType: 'SPEND',
        count: 0,
        amount: 0,
        discount: 0,
        fee: 0,
        net: 0,
        refunded: amount,
      });
      await addToSummary(tx, { ...base, businessDate: sqlDate(ymdOfInstant(now)), ...oneRefund(amount) });
    }
    // The frozen amount leaves the balance (refunded) or goes back to the available part (failed).
    await book(tx, {
      type: answer.status === 'SUCCESS' ? 'REFUND' : 'REFUND_RELEASE',
      org: { kind: 'merchant', id: merchantId },
      amount,
      ref: refundNo,
      at: now,
    });
    const op = r.operator_id ? await selectRefundOperator(tx, r.operator_id) : undefined;
    await insertAudit(tx, {
      at: now,
      operatorId: r.operator_id,
      loginName: op?.login_name ?? '',
      orgKind: op?.org_kind ?? 'merchant',
      orgId: op?.org_id ?? merchantId,
      action: 'refund',
      target: refundNo,
      ok: answer.status === 'SUCCESS',
      ip: '',
      detail: { status: answer.status, network_ref: answer.networkRef, reason: answer.reason },
    });
    return true;
  });
}

/**
 * Sends a REFUNDING refund to the payment network and applies the answer when it comes, after the
 * request that created it has been answered. A failure is logged; the refund stays REFUNDING and is
 * sent again at the next start (the network treats the same refund number as the same refund).
 */
export function submitRefund(deps: RefundDeps, refundNo: string): Promise<void> {
  return (async () => {
    const r = await selectRefund(deps.db, { refundNo });
    // A refund waiting for a second operator is sent when it is approved (approval.ts).
    if (r?.status !== 'REFUNDING' || r.approval === 'WAITING') return;
    const answer = await deps.ports.network.refund({
      refundNo,
      txnNo: r.txn_no,
      aggOrderNo: r.agg_order_no,
      payType: r.pay_type,
      amount: Number(r.amount),
      currency: 'MOP',
    });
    await completeRefund(deps.db, refundNo, answer, deps.ports.clock.now());
  })().catch((e) => deps.log.error({ err: e, refundNo }, 'refund completion failed'));
}

/** At start: every refund still waiting is asked again (answers were lost with the previous process). */
export async function resumeRefunds(deps: RefundDeps): Promise<number> {
  const waiting = await selectRefunding(deps.db);
  for (const r of waiting) void submitRefund(deps, r.refund_no);
  return waiting.length;
}
