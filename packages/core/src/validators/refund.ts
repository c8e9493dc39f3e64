import type { MsgCode } from '../catalogue.ts';
import { type AmountParse, parseAmountInput, toCents } from '../money.ts';

export type RefundAmountCheck = { ok: true; cents: bigint } | { ok: false; code: MsgCode };

/**
 * A refund amount against what is still refundable (spec point 5), first failure wins: nothing
 * refundable (TRD10004), not entered (TRD10006), not an amount or zero (VAL10012), more than refundable
 * (TRD10005). The portal checks the amount as typed, in yuan ('12.34', the default unit); the server runs
 * the same rule again inside its transaction on the request's amount, integer cents as digits ('1234').
 */
export function checkRefundAmount(
  text: unknown,
  refundableCents: unknown,
  unit: 'yuan' | 'cents' = 'yuan',
): RefundAmountCheck {
  const refundable = toCents(refundableCents);
  if (refundable === null || refundable <= 0n) return { ok: false, code: 'TRD10004' };
  const parsed = unit === 'yuan' ? parseAmountInput(text) : parseCentsDigits(text);
  if (!parsed.ok) return { ok: false, code: parsed.code === 'VAL10001' ? 'TRD10006' : parsed.code };
  if (parsed.cents === 0n) return { ok: false, code: 'VAL10012' };
  if (parsed.cents > refundable) return { ok: false, code: 'TRD10005' };
  return parsed;
}

const CENTS_DIGITS = /^\d{1,15}$/;

/** Integer cents written as 1 to 15 digits (the wire form of a refund's amount): VAL10001 when empty. */
function parseCentsDigits(text: unknown): AmountParse {
  if (typeof text !== 'string') return { ok: false, code: 'VAL10012' };
  if (text === '') return { ok: false, code: 'VAL10001' };
  return CENTS_DIGITS.test(text) ? { ok: true, cents: BigInt(text) } : { ok: false, code: 'VAL10012' };
}
