import { createHash } from 'node:crypto';
import { ymdOfInstant } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import type { NetworkPayment } from '../../kernel/ports.ts';
import { sqlDate } from '../../lists/range.ts';
import { book } from '../accounts/index.ts';
import { paymentFee } from '../products/index.ts';
import { redeemPromotion } from '../promotions/index.ts';
import { addToSummary, findLiveTerminal, insertSpend, nextNumber } from './queries.ts';

/**
 * The payer reference kept for a payment (per-payer campaign caps): the SHA-256 of the payment type and
 * the network's payer token, so the same wallet or card is recognised and nothing about the person is
 * stored. '' when the network gave no token.
 */
export function payerRefOf(payType: string, token: string | undefined): string {
  const t = (token ?? '').trim();
  return t === '' ? '' : createHash('sha256').update(`${payType}\u0000${t}`).digest('hex');
}

/**
 * Books a payment the network reports at one of our terminals: the transaction, its summary delta and,
 * when it succeeded, the merchant's takings, in one database transaction. The fee is the merchant's
 * configured rate of that payment type (products' paymentFee), charged on what the network moved (the bill
 * less the discount: the network's offer plus the merchant's campaign running at the store, whose budget
 * promotions' redeemPromotion reserves in this transaction). Answers the new transaction number, or null for a terminal we do not know or have
 * disabled, and for a payment type the merchant may no longer take (its product cancelled by its provider
 * or its channel deleted): the network is told no, nothing is booked.
 */
export async function recordNetworkPayment(
  db: Db,
  p: NetworkPayment,
  orderPrefix = 'OD',
): Promise<string | null> {
  return db.tx(async (tx) => {
    const t = await findLiveTerminal(tx, p.terminalNo);
    if (!t) return null;
    const success = p.result === 'SUCCESS';
    const offered = success ? Math.min(p.discount, p.amount - 1) : 0;
    const allowed = await paymentFee(tx, String(t.merchant_id), p.payType, p.amount - offered);
    if (allowed === null) return null;
    const txnNo = await nextNumber(tx, 'T', p.at);
    const ymd = ymdOfInstant(p.at);
    // The merchant's campaign running at the store (promotions), its budget reserved in this transaction.
    const promo = success
      ? await redeemPromotion(tx, {
          merchantId: String(t.merchant_id),
          storeId: String(t.store_id),
          txnNo,
          amount: p.amount,
          otherDiscount: offered,
          at: p.at,
          businessDate: sqlDate(ymd),
          payerRef: payerRefOf(p.payType, p.payerToken),
        })
      : null;
    const discount = offered + (promo?.discount ?? 0);
    const charge = promo
      ? await paymentFee(tx, String(t.merchant_id), p.payType, p.amount - discount)
      : allowed;
    const fee = success ? (charge ?? 0) : 0;
    const net = success ? p.amount - discount - fee : 0;
    const at = p.at.toISOString();
    await insertSpend(tx, {
      txnNo,
      merchantId: t.merchant_id,
      storeId: t.store_id,
      terminalId: t.id,
      merOrderNo: `${orderPrefix}${ymd.slice(2)}${txnNo.slice(-6)}`,
      aggOrderNo: p.aggOrderNo,
      payType: p.payType,
      result: p.result,
      amount: p.amount,
      discount,
      fee,
      net,
      at,
      paidAt: success ? at : null,
      businessDate: sqlDate(ymd),
    });
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
    if (success) {
      // The takings (what the network moved) in, then the fee out: two entries, so fee bills read fees alone.
      const merchant = { kind: 'merchant' as const, id: String(t.merchant_id) };
      await book(tx, {
        type: 'SETTLE_CREDIT',
        org: merchant,
        amount: p.amount - discount,
        ref: txnNo,
        at: p.at,
      });
      if (fee > 0)
        await book(tx, {
          type: 'FEE',
          org: merchant,
          amount: fee,
          ref: txnNo,
          at: p.at,
          detail: { pay_type: p.payType, store_id: String(t.store_id) },
        });
    }
    return txnNo;
  });
}
