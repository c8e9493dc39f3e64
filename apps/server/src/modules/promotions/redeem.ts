import {
  alertLevel,
  type CampaignTerms,
  campaignDiscount,
  PROMOTION_ALERT_LEVELS,
  refundShare,
  splitDiscount,
} from '@mp/core/promotions';
import { ymdOfInstant } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import { sqlDate } from '../../lists/range.ts';
import { book } from '../accounts/index.ts';
import {
  addReturned,
  addUsed,
  insertAlerts,
  insertFundMove,
  insertRedemption,
  lockLiveAtStore,
  lockPromotionById,
  lockRedemptionOfTxn,
  type PromoDbRow,
  selectUsedBy,
  updatePromotion,
} from './queries.ts';

/**
 * The live effect of campaigns (issue 27 point 3): called by the booking of a payment and by a refund's
 * completion, in their database transaction. The budget is reserved and committed at once under the
 * campaign rows' locks (`for update`, in id order): racing payments at a store queue on them, each reads
 * the used amount and count as the one before left them, so used never passes a cap.
 */

const n = (v: string | number | null): number | null => (v === null ? null : Number(v));

export function termsOf(
  p: Pick<PromoDbRow, 'kind' | 'discount_rate' | 'threshold' | 'reduction' | 'per_txn_cap' | 'amount_cap'>,
): CampaignTerms {
  return {
    kind: p.kind,
    rate: p.discount_rate === null ? null : Number(p.discount_rate),
    threshold: n(p.threshold),
    reduction: n(p.reduction),
    perTxnCap: n(p.per_txn_cap),
    amountCap: n(p.amount_cap),
  };
}

export interface RedeemInput {
  merchantId: string;
  storeId: string;
  txnNo: string;
  /** The bill, in cents. */
  amount: number;
  /** What the network already took off the bill. */
  otherDiscount: number;
  at: Date;
  /** 'YYYY-MM-DD' */
  businessDate: string;
  /** The payer's hashed reference (payerRefOf), '' when the network gave none. */
  payerRef?: string;
}

export interface Redeemed {
  promoNo: string;
  discount: number;
}

/**
 * Applies the best campaign running at the payment's store at its time (one campaign a payment, the one
 * giving most; the lower id on a tie), reserving its budget. Answers null when none applies.
 */
export async function redeemPromotion(tx: Db, p: RedeemInput): Promise<Redeemed | null> {
  const live = await lockLiveAtStore(tx, p.storeId, p.at);
  const payerRef = p.payerRef ?? '';
  let best: { row: PromoDbRow; discount: number } | null = null;
  for (const row of live) {
    if (row.count_cap !== null && Number(row.used_count) >= Number(row.count_cap)) continue;
    let discount = campaignDiscount(termsOf(row), {
      amount: p.amount,
      used: Number(row.used_amount),
      otherDiscount: p.otherDiscount,
    });
    if (
      discount > 0 &&
      (row.per_payer_cap !== null || row.daily_count_cap !== null || row.daily_amount_cap !== null)
    ) {
      // The payer's and the day's use, read under this campaign's row lock (held since lockLiveAtStore):
      // racing payments read it one after another, so neither cap is ever passed.
      const by = await selectUsedBy(tx, row.id, payerRef, p.businessDate);
      // A per-payer cap holds only for a payer we can recognise: an anonymous payment gets nothing.
      if (row.per_payer_cap !== null && (payerRef === '' || by.payer >= Number(row.per_payer_cap))) continue;
      if (row.daily_count_cap !== null && by.dayCount >= Number(row.daily_count_cap)) continue;
      if (row.daily_amount_cap !== null)
        discount = Math.min(discount, Math.max(0, Number(row.daily_amount_cap) - by.dayAmount));
    }
    if (discount > 0 && (!best || discount > best.discount)) best = { row, discount };
  }
  if (!best) return null;
  const { row, discount } = best;
  const parts = splitDiscount(discount, {
    provider: Number(row.fund_provider),
    scheme: Number(row.fund_scheme),
  });
  const used = await addUsed(tx, row.id, discount, 1, p.at);
  const redemptionId = await insertRedemption(tx, {
    payerRef,
    parts,
    promotionId: row.id,
    merchantId: p.merchantId,
    storeId: p.storeId,
    txnNo: p.txnNo,
    amount: p.amount,
    discount,
    at: p.at,
    businessDate: p.businessDate,
  });
  await bookFunders(tx, {
    kind: 'REDEEM',
    refNo: p.txnNo,
    redemptionId,
    merchantId: p.merchantId,
    promoNo: row.promo_no,
    businessDate: p.businessDate,
    provider: parts.provider,
    scheme: parts.scheme,
    at: p.at,
  });
  const amountCap = n(row.amount_cap);
  const countCap = row.count_cap === null ? null : Number(row.count_cap);
  const usedAmount = Number(used.used_amount);
  const usedCount = Number(used.used_count);
  const level = Math.max(alertLevel(usedAmount, amountCap), alertLevel(usedCount, countCap));
  await insertAlerts(
    tx,
    row.id,
    PROMOTION_ALERT_LEVELS.filter((l) => l <= level),
    p.at,
  );
  if ((amountCap !== null && usedAmount >= amountCap) || (countCap !== null && usedCount >= countCap))
    await updatePromotion(tx, row.id, p.at, { status: 'CLOSED', close_reason: 'BUDGET' });
  return { promoNo: row.promo_no, discount };
}

/**
 * The funders' parts (provider, scheme) owed to the merchant, booked to its balance: PROMO_FUNDED when the
 * payment is booked, PROMO_FUNDED_BACK (signed back) when a refund gives its share back, and kept per
 * business day (promotion_fund_moves) for that day's settlement. Nothing when the merchant funds it all.
 */
async function bookFunders(
  tx: Db,
  m: {
    kind: 'REDEEM' | 'REFUND';
    refNo: string;
    redemptionId: string;
    merchantId: string;
    promoNo: string;
    businessDate: string;
    provider: number;
    scheme: number;
    at: Date;
  },
): Promise<void> {
  const total = m.provider + m.scheme;
  if (total <= 0) return;
  const sign = m.kind === 'REDEEM' ? 1 : -1;
  await insertFundMove(tx, { ...m, provider: sign * m.provider, scheme: sign * m.scheme });
  await book(tx, {
    type: m.kind === 'REDEEM' ? 'PROMO_FUNDED' : 'PROMO_FUNDED_BACK',
    org: { kind: 'merchant', id: m.merchantId },
    amount: total,
    ref: m.refNo,
    at: m.at,
    detail: { promo_no: m.promoNo, provider: m.provider, scheme: m.scheme },
  });
}

/**
 * A successful refund of `refund` cents of a transaction (of what the payer paid) gives its campaign back
 * its share of the discount (refundShare: floored, the last refund gives the rest) and, when all the payer
 * paid is refunded, the redemption's count. The funders' parts are given back in the same proportion (each floored, the
 * refund that completes the bill gives the rest), taken from the merchant's balance (PROMO_FUNDED_BACK,
 * ref_no = the refund's number, on the refund's business day). A campaign already closed stays closed:
 * its used figures go down, nothing reopens.
 */
export async function returnOnRefund(
  tx: Db,
  txnId: string,
  refund: number,
  at: Date,
  refundNo: string,
): Promise<number> {
  const r = await lockRedemptionOfTxn(tx, txnId);
  if (!r) return 0;
  await lockPromotionById(tx, r.promotion_id);
  // Refunds are of what the payer paid (transactions/refundable.ts): each gives back its share of that.
  const paid = Number(r.paid);
  const refundedBefore = Number(r.refunded);
  const share = Math.min(
    refundShare(Number(r.discount), paid, refundedBefore, refund),
    Number(r.discount) - Number(r.returned),
  );
  const backOf = (part: string, back: string) =>
    Math.min(refundShare(Number(part), paid, refundedBefore, refund), Number(part) - Number(back));
  const back = {
    provider: backOf(r.fund_provider, r.back_provider),
    scheme: backOf(r.fund_scheme, r.back_scheme),
  };
  const whole = refundedBefore < paid && refundedBefore + refund >= paid;
  await addReturned(tx, r.id, refund, share, back);
  if (share > 0 || whole) await addUsed(tx, r.promotion_id, -share, whole ? -1 : 0, at);
  await bookFunders(tx, {
    kind: 'REFUND',
    refNo: refundNo,
    redemptionId: r.id,
    merchantId: r.merchant_id,
    promoNo: r.promo_no,
    businessDate: sqlDate(ymdOfInstant(at)),
    ...back,
    at,
  });
  return share;
}
