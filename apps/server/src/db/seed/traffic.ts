/**
 * Generates the payments of the demo merchants: `days` business days up to `now` (today only up to now),
 * in memory, with no database. Every amount is integer cents. Spending only: the REFUND rows of the
 * successful refunds are written by the money views' backfill (see index.ts).
 */
import { businessNumber } from '@mp/core/numbers';
import { MERCHANTS } from './orgs.ts';
import {
  aggOrderNo,
  DISCOUNT_SHARE,
  DISCOUNTS,
  feeOf,
  PAY_TYPE_WEIGHTS,
  type PayType,
  PROFILES,
  RESULT_WEIGHTS,
  type TxnResult,
  ticketAmount,
} from './profiles.ts';
import type { Rng } from './random.ts';
import { addDays, compact, macauDate, macauMidnight, weekday } from './time.ts';

export interface TxnSeed {
  /** Set by numberTransactions. */
  txnNo: string;
  /** Indexes into MERCHANTS, its stores and the store's terminals. */
  merchant: number;
  store: number;
  terminal: number;
  merOrderNo: string;
  aggOrderNo: string;
  payType: PayType;
  result: TxnResult;
  amount: number;
  discount: number;
  fee: number;
  net: number;
  /** Sum of the successful refunds; filled in by refunds.ts. */
  refunded: number;
  /** Epoch milliseconds, whole seconds. */
  createdAt: number;
  paidAt: number | null;
  businessDate: string;
}

const SECOND = 1000;

export function generateTransactions(rng: Rng, now: Date, days: number): TxnSeed[] {
  const nowMs = now.getTime();
  const today = macauDate(now);
  const yesterday = addDays(today, -1);
  const all: TxnSeed[] = [];

  for (let k = days - 1; k >= 0; k--) {
    const date = addDays(today, -k);
    const ymd = compact(date);
    const midnight = macauMidnight(date);
    // Unresolved payments exist only for the last two days; older ones have long been settled one way.
    const recent = date >= yesterday;
    // A gentle upward trend across the period, so the charts are not flat.
    const trend = 0.92 + (0.16 * (days - 1 - k)) / Math.max(1, days - 1);
    const day: TxnSeed[] = [];

    MERCHANTS.forEach((m, mi) => {
      const p = PROFILES[m.profile];
      const n = Math.round(m.dailyTxns * p.weekdays[weekday(date)] * trend * (0.88 + 0.24 * rng.next()));
      const storeWeights = m.stores.map((s) => s.weight);
      for (let i = 0; i < n; i++) {
        const hour = rng.weightedIndex(p.hours);
        const createdAt = midnight + hour * 3600 * SECOND + rng.int(0, 3599) * SECOND;
        const store = rng.weightedIndex(storeWeights);
        const terminal = rng.int(0, m.stores[store].terminals.length - 1);
        const payType = rng.weighted(PAY_TYPE_WEIGHTS);
        let result = rng.weighted(RESULT_WEIGHTS);
        if (!recent && result === 'PENDING') result = 'CLOSED';
        if (!recent && result === 'PROCESSING') result = 'SUCCESS';
        const amount = ticketAmount(rng, p);
        const offer = rng.chance(DISCOUNT_SHARE)
          ? rng.pick(DISCOUNTS.filter((d) => d * 3 <= amount))
          : undefined;
        const agg = aggOrderNo(rng, payType, ymd);
        const payDelay = rng.int(2, 45) * SECOND;
        if (createdAt > nowMs) continue;

        const success = result === 'SUCCESS';
        const discount = success && offer !== undefined ? offer : 0;
        // The network charges on what it moved: the bill less the merchant-funded discount.
        const fee = success ? feeOf(amount - discount, payType) : 0;
        day.push({
          txnNo: '',
          merchant: mi,
          store,
          terminal,
          merOrderNo: '',
          aggOrderNo: agg,
          payType,
          result,
          amount,
          discount,
          fee,
          net: success ? amount - discount - fee : 0,
          refunded: 0,
          createdAt,
          paidAt: success ? Math.min(createdAt + payDelay, Math.floor(nowMs / SECOND) * SECOND) : null,
          businessDate: date,
        });
      }
    });

    // The merchant's own order numbers run per store and day, in time order.
    day.sort((a, b) => a.createdAt - b.createdAt || a.merchant - b.merchant);
    const storeSeq = new Map<string, number>();
    for (const t of day) {
      const key = `${t.merchant}:${t.store}`;
      const seq = (storeSeq.get(key) ?? 0) + 1;
      storeSeq.set(key, seq);
      t.merOrderNo = `${MERCHANTS[t.merchant].orderPrefix}${ymd.slice(2)}${t.store + 1}${String(seq).padStart(4, '0')}`;
    }
    all.push(...day);
  }
  return all;
}

/**
 * Platform transaction numbers: 'T' + business day + an 8-digit sequence that runs across merchants in
 * time order, the live numbers' format (core businessNumber). The seed then moves the live sequences past
 * the highest seeded one (advanceNumberSequences), so none meet.
 */
export function numberTransactions(txns: TxnSeed[]): void {
  txns.sort(
    (a, b) =>
      a.businessDate.localeCompare(b.businessDate) || a.createdAt - b.createdAt || a.merchant - b.merchant,
  );
  let date = '';
  let seq = 0;
  for (const t of txns) {
    if (t.businessDate !== date) {
      date = t.businessDate;
      seq = 0;
    }
    seq += 1;
    t.txnNo = businessNumber('T', compact(date), seq);
  }
}
