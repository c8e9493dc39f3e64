/**
 * Refunds of the demo payments: about 2 % of the successful ones, 60 % full and 40 % partial, mostly
 * successful, a few failed, and one or two still at the network for the last day. Sets `refunded` of each
 * transaction to the sum of its successful refunds, which therefore never exceeds the amount.
 */

import { FORM_ID_ALPHABET, FORM_ID_LENGTH } from '@mp/core/formid';
import { businessNumber } from '@mp/core/numbers';
import type { Rng } from './random.ts';
import { DAY_MS, macauDate } from './time.ts';
import type { TxnSeed } from './traffic.ts';

export interface RefundSeed {
  refundNo: string;
  txn: TxnSeed;
  amount: number;
  status: 'REFUNDING' | 'SUCCESS' | 'FAIL';
  clientKey: string;
  reason: string;
  /** The network's reference, once it has answered. */
  networkRef: string;
  failReason: string;
  createdAt: number;
  finishedAt: number | null;
}

export const REFUND_SHARE = 0.02;
const FULL_SHARE = 0.6;
const FAIL_SHARE = 0.045;
const MINUTE = 60_000;
const toSecond = (ms: number) => Math.floor(ms / 1000) * 1000;

const REASONS = ['顧客要求退款', '顧客取消訂單', '重複付款', '菜品售罄', '金額輸入錯誤', ''];
// What a network answers when it declines a refund (stored as the network said it).
const FAIL_REASONS = ['原交易已超過可退款期限', '付款賬戶狀態異常', '渠道暫時無法處理退款'];

/** Part of a bill, in whole patacas: between 10 % and 70 %, at least 1 MOP, always below the amount. */
function partialOf(rng: Rng, amount: number): number {
  const part = Math.round((amount * (0.1 + 0.6 * rng.next())) / 100) * 100;
  return Math.min(amount - 10, Math.max(100, part));
}

export function generateRefunds(rng: Rng, txns: readonly TxnSeed[], now: Date): RefundSeed[] {
  const nowMs = now.getTime();
  const keys = new Set<string>();
  const clientKey = (t: TxnSeed) => {
    let k: string;
    do k = rng.chars(FORM_ID_LENGTH, FORM_ID_ALPHABET);
    while (keys.has(`${t.merchant}:${k}`));
    keys.add(`${t.merchant}:${k}`);
    return k;
  };
  const networkRef = (t: TxnSeed, at: number) =>
    `RF${macauDate(at).replaceAll('-', '')}${rng.digits(12)}${t.payType[0]}`;
  // Discounted payments are left alone: what is refundable of them depends on who funded the discount.
  const refundable = (t: TxnSeed) => t.result === 'SUCCESS' && t.discount === 0 && t.paidAt !== null;

  const out: RefundSeed[] = [];
  for (const t of txns) {
    if (!refundable(t) || !rng.chance(REFUND_SHARE)) continue;
    const paidAt = t.paidAt!;
    const window = nowMs - paidAt;
    if (window < 15 * MINUTE) continue;
    // Most refunds come within hours (a wrong dish, a double charge); some days later.
    const wanted = rng.chance(0.7)
      ? rng.int(10, 360) * MINUTE
      : rng.int(1, 3) * DAY_MS + rng.int(0, 600) * MINUTE;
    const createdAt = toSecond(paidAt + Math.min(wanted, window - 5 * MINUTE));
    const full = rng.chance(FULL_SHARE);
    const amount = full ? t.amount : partialOf(rng, t.amount);
    const failed = rng.chance(FAIL_SHARE);
    const finishedAt = Math.min(createdAt + rng.int(3, 90) * 1000, toSecond(nowMs));
    const reason = rng.pick(REASONS);
    const ref = networkRef(t, finishedAt);
    const failReason = failed ? rng.pick(FAIL_REASONS) : '';
    if (amount <= 0 || t.refunded + amount > t.amount) continue;
    if (!failed) t.refunded += amount;
    out.push({
      refundNo: '',
      txn: t,
      amount,
      status: failed ? 'FAIL' : 'SUCCESS',
      clientKey: clientKey(t),
      reason,
      networkRef: ref,
      failReason,
      createdAt,
      finishedAt,
    });
  }

  // One or two refunds of the first merchant still at the network, from the last day, so the
  // REFUNDING state can be seen.
  const taken = new Set(out.map((r) => r.txn));
  const candidates = txns.filter(
    (t) =>
      t.merchant === 0 && refundable(t) && t.refunded === 0 && !taken.has(t) && t.paidAt! > nowMs - DAY_MS,
  );
  for (let i = 0; i < 2 && candidates.length > 0; i++) {
    const t = candidates.splice(rng.int(0, candidates.length - 1), 1)[0];
    const createdAt = toSecond(Math.max(t.paidAt! + MINUTE, nowMs - rng.int(2, 50) * MINUTE));
    if (createdAt > nowMs) continue;
    out.push({
      refundNo: '',
      txn: t,
      amount: i === 0 ? t.amount : partialOf(rng, t.amount),
      status: 'REFUNDING',
      clientKey: clientKey(t),
      reason: '顧客要求退款',
      networkRef: '',
      failReason: '',
      createdAt,
      finishedAt: null,
    });
  }

  out.sort((a, b) => a.createdAt - b.createdAt);
  const perDay = new Map<string, number>();
  for (const r of out) {
    const ymd = macauDate(r.createdAt).replaceAll('-', '');
    const seq = (perDay.get(ymd) ?? 0) + 1;
    perDay.set(ymd, seq);
    r.refundNo = businessNumber('R', ymd, seq);
  }
  return out;
}
