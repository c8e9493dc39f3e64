import { ymdOfInstant } from '@mp/core/time';
import { feeOf } from '../../db/seed/profiles.ts';
import type { Db } from '../../db/types.ts';
import { sqlDate } from '../../lists/range.ts';
import type { NetworkPayment } from '../../ports/types.ts';
import { moveMerchantBalance } from '../accounts/index.ts';
import { nextNumber } from './queries.ts';
import { addToSummary } from './summaries.ts';

/**
 * Books a payment the network reports at one of our terminals: the transaction, its summary delta and,
 * when it succeeded, the merchant's takings, in one database transaction. Fees follow the merchant
 * discount rates by payment type, charged on what the network moved (the bill less the discount).
 * Answers the new transaction number, or null for a terminal we do not know or have disabled.
 */
export async function recordNetworkPayment(
  db: Db,
  p: NetworkPayment,
  orderPrefix = 'OD',
): Promise<string | null> {
  return db.tx(async (tx) => {
    const term = await tx.query<{ id: string; store_id: string; merchant_id: string }>(
      `select tm.id, tm.store_id, tm.merchant_id from terminals tm
         join merchants m on m.id = tm.merchant_id
        where tm.terminal_no = $1 and tm.status = 'normal' and m.status = 'normal'`,
      [p.terminalNo],
    );
    const t = term.rows[0];
    if (!t) return null;
    const txnNo = await nextNumber(tx, 'T', p.at);
    const ymd = ymdOfInstant(p.at);
    const success = p.result === 'SUCCESS';
    const discount = success ? Math.min(p.discount, p.amount - 1) : 0;
    const fee = success ? feeOf(p.amount - discount, p.payType) : 0;
    const net = success ? p.amount - discount - fee : 0;
    const at = p.at.toISOString();
    await tx.query(
      `insert into transactions (txn_no, merchant_id, store_id, terminal_id, mer_order_no, agg_order_no, pay_type,
          txn_type, result, amount, discount_amount, fee, net_amount, created_at, paid_at, business_date)
        values ($1, $2, $3, $4, $5, $6, $7, 'SPEND', $8, $9, $10, $11, $12, $13, $14, $15::date)`,
      [
        txnNo,
        t.merchant_id,
        t.store_id,
        t.id,
        `${orderPrefix}${ymd.slice(2)}${txnNo.slice(-6)}`,
        p.aggOrderNo,
        p.payType,
        p.result,
        p.amount,
        discount,
        fee,
        net,
        at,
        success ? at : null,
        sqlDate(ymd),
      ],
    );
    await addToSummary(tx, {
      merchantId: String(t.merchant_id),
      businessDate: sqlDate(ymd),
      storeId: String(t.store_id),
      payType: p.payType,
      txnType: 'SPEND',
      result: p.result,
      count: 1,
      amount: p.amount,
      discount,
      fee,
      net,
      refunded: 0,
    });
    if (success) await moveMerchantBalance(tx, String(t.merchant_id), { balance: net }, p.at);
    return txnNo;
  });
}
