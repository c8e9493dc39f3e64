/**
 * Daily settlements and account balances derived from the generated payments and refunds, so that the
 * settlement pages, the balance page and the transaction pages tell the same story.
 */
import { MERCHANTS } from './orgs.ts';
import type { RefundSeed } from './refunds.ts';
import { addDays, compact, DAY_MS, macauDate, macauMidnight } from './time.ts';
import type { TxnSeed } from './traffic.ts';

export interface SettlementSeed {
  settleNo: string;
  merchant: number;
  date: string;
  status: 'SETTLING' | 'SETTLED';
  txnCount: number;
  gross: number;
  fee: number;
  discount: number;
  refund: number;
  net: number;
  createdAt: number;
  settledAt: number | null;
}

const HOUR = 3600_000;

/**
 * One settlement per merchant per business day with a successful payment, up to yesterday:
 * net = gross - fee - discount - refunds finished that day. Paid out (SETTLED) at 10:00 the next day,
 * except yesterday's, which is still SETTLING.
 */
export function computeSettlements(
  txns: readonly TxnSeed[],
  refunds: readonly RefundSeed[],
  now: Date,
): SettlementSeed[] {
  const nowMs = now.getTime();
  const today = macauDate(now);
  const yesterday = addDays(today, -1);
  const byKey = new Map<string, SettlementSeed>();
  const keyOf = (merchant: number, date: string) => `${merchant}|${date}`;

  for (const t of txns) {
    if (t.result !== 'SUCCESS' || t.businessDate >= today) continue;
    const key = keyOf(t.merchant, t.businessDate);
    let s = byKey.get(key);
    if (!s) {
      const nextMidnight = macauMidnight(addDays(t.businessDate, 1));
      s = {
        settleNo: `S${compact(t.businessDate)}${MERCHANTS[t.merchant].merNo.slice(1)}`,
        merchant: t.merchant,
        date: t.businessDate,
        status: t.businessDate === yesterday ? 'SETTLING' : 'SETTLED',
        txnCount: 0,
        gross: 0,
        fee: 0,
        discount: 0,
        refund: 0,
        net: 0,
        // The settlement run starts half an hour after the business day closes.
        createdAt: Math.min(nextMidnight + HOUR / 2, nowMs),
        settledAt: t.businessDate === yesterday ? null : nextMidnight + 10 * HOUR,
      };
      byKey.set(key, s);
    }
    s.txnCount += 1;
    s.gross += t.amount;
    s.fee += t.fee;
    s.discount += t.discount;
  }
  // A refund is deducted on the day it succeeded (the business day of its REFUND transaction row).
  for (const r of refunds) {
    if (r.status !== 'SUCCESS' || r.finishedAt === null) continue;
    const s = byKey.get(keyOf(r.txn.merchant, macauDate(r.finishedAt)));
    if (s) s.refund += r.amount;
  }
  const out = [...byKey.values()].sort((a, b) => a.date.localeCompare(b.date) || a.merchant - b.merchant);
  for (const s of out) s.net = s.gross - s.fee - s.discount - s.refund;
  return out;
}

export interface BalanceSeed {
  balance: number;
  frozen: number;
}

/**
 * What the provider still holds for each merchant: yesterday's settlement in flight plus today's takings
 * less today's refunds. Running refunds are frozen.
 */
export function merchantBalances(
  txns: readonly TxnSeed[],
  refunds: readonly RefundSeed[],
  settlements: readonly SettlementSeed[],
  now: Date,
): BalanceSeed[] {
  const today = macauDate(now);
  const out = MERCHANTS.map(() => ({ balance: 0, frozen: 0 }));
  for (const s of settlements) if (s.status !== 'SETTLED') out[s.merchant].balance += s.net;
  for (const t of txns)
    if (t.result === 'SUCCESS' && t.businessDate === today) out[t.merchant].balance += t.net;
  for (const r of refunds) {
    const m = r.txn.merchant;
    if (r.status === 'SUCCESS' && r.finishedAt !== null && macauDate(r.finishedAt) === today)
      out[m].balance -= r.amount;
    if (r.status === 'REFUNDING') out[m].frozen += r.amount;
  }
  for (const b of out) b.balance = Math.max(0, b.balance);
  return out;
}

/** The provider's commission: this share of the fees its sub-merchants paid in the last 30 days. */
export const AGENT_FEE_SHARE_BP = 3000;

export function providerBalance(settlements: readonly SettlementSeed[], now: Date): number {
  const since = macauDate(now.getTime() - 30 * DAY_MS);
  let fees = 0;
  for (const s of settlements) if (MERCHANTS[s.merchant].agent && s.date >= since) fees += s.fee;
  return Math.floor((fees * AGENT_FEE_SHARE_BP + 5000) / 10000);
}
