import { macauDateSql } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import { sqlDate } from '../../lists/range.ts';

/**
 * The per-day summaries (txn_daily_summary): one row per merchant, business day, store, payment type,
 * transaction type and result. Every writer of transactions adds its delta in the same database
 * transaction, so count and totals read from here always equal the rows.
 */
export interface SummaryDelta {
  merchantId: string;
  /** 'YYYY-MM-DD'. */
  businessDate: string;
  storeId: string;
  payType: string;
  txnType: 'SPEND' | 'REFUND';
  result: string;
  count: number;
  amount: number;
  discount: number;
  fee: number;
  net: number;
  refunded: number;
}

export async function addToSummary(db: Db, d: SummaryDelta): Promise<void> {
  await db.query(
    `insert into txn_daily_summary as s (merchant_id, business_date, store_id, pay_type, txn_type, result,
        txn_count, amount, discount_amount, fee, net_amount, refunded_amount)
      values ($1, $2::date, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
      on conflict (merchant_id, business_date, store_id, pay_type, txn_type, result) do update set
        txn_count = s.txn_count + excluded.txn_count,
        amount = s.amount + excluded.amount,
        discount_amount = s.discount_amount + excluded.discount_amount,
        fee = s.fee + excluded.fee,
        net_amount = s.net_amount + excluded.net_amount,
        refunded_amount = s.refunded_amount + excluded.refunded_amount`,
    [
      d.merchantId,
      d.businessDate,
      d.storeId,
      d.payType,
      d.txnType,
      d.result,
      d.count,
      d.amount,
      d.discount,
      d.fee,
      d.net,
      d.refunded,
    ],
  );
}

/**
 * Writes the REFUND transaction of every successful refund that has none yet (the demo seed writes
 * refunds only), or of one refund: number = refund number, on the day the refund succeeded,
 * agg_order_no = the network's refund reference, net_amount = -amount. Does not touch the summaries.
 */
export async function backfillRefundTransactions(db: Db, refundId?: string): Promise<number> {
  const r = await db.query<{ n: string }>(
    `with ins as (
       insert into transactions (txn_no, merchant_id, store_id, terminal_id, mer_order_no, agg_order_no, pay_type,
           txn_type, result, currency, amount, discount_amount, fee, net_amount, refunded_amount, created_at,
           paid_at, business_date, orig_txn_id)
       select r.refund_no, r.merchant_id, r.store_id, t.terminal_id, t.mer_order_no, r.network_ref, t.pay_type,
              'REFUND', 'SUCCESS', t.currency, r.amount, 0, 0, -r.amount, 0, r.finished_at, r.finished_at,
              ${macauDateSql('r.finished_at')}, t.id
         from refunds r join transactions t on t.id = r.txn_id
        where r.status = 'SUCCESS' and r.refund_txn_id is null and r.finished_at is not null
              and ($1::bigint is null or r.id = $1::bigint)
       returning id, txn_no
     ), upd as (
       update refunds r set refund_txn_id = ins.id from ins where r.refund_no = ins.txn_no returning 1
     )
     select count(*) as n from upd`,
    [refundId ?? null],
  );
  return Number(r.rows[0]?.n ?? 0);
}

/**
 * Recomputes the summaries from the transactions, from `fromYmd` (yyyymmdd; default: everything), after
 * writing the REFUND transactions of refunds that lack one. Call it after a bulk load that bypassed the
 * services (the demo seed, a benchmark generator). Idempotent.
 */
export async function rebuildDailySummaries(
  db: Db,
  fromYmd?: string,
): Promise<{ refundTxns: number; rows: number }> {
  return db.tx(async (tx) => {
    const refundTxns = await backfillRefundTransactions(tx);
    // Backfilled refunds may fall on any earlier day: then every day is recomputed.
    const from = fromYmd && refundTxns === 0 ? sqlDate(fromYmd) : '0001-01-01';
    await tx.query('delete from txn_daily_summary where business_date >= $1::date', [from]);
    const r = await tx.query(
      `insert into txn_daily_summary (merchant_id, business_date, store_id, pay_type, txn_type, result,
          txn_count, amount, discount_amount, fee, net_amount, refunded_amount)
       select merchant_id, business_date, store_id, pay_type, txn_type, result, count(*), sum(amount),
              sum(discount_amount), sum(fee), sum(net_amount), sum(refunded_amount)
         from transactions where business_date >= $1::date
        group by merchant_id, business_date, store_id, pay_type, txn_type, result`,
      [from],
    );
    return { refundTxns, rows: r.rowCount };
  });
}
