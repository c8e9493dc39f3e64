import type { MsgCode } from '../catalogue.ts';
import { parseAmountInput, toCents } from '../money.ts';

export type RefundAmountCheck = { ok: true; cents: bigint } | { ok: false; code: MsgCode };

/**
 * A refund amount typed in yuan against what is still refundable (spec point 5), first failure wins:
 * nothing refundable (TRD10004), not entered (TRD10006), not an amount or zero (VAL10012), more than
 * refundable (TRD10005). The server runs the same check again inside its transaction.
 */
export function checkRefundAmount(text: unknown, refundableCents: unknown): RefundAmountCheck {
  const refundable = toCents(refundableCents);
  if (refundable === null || refundable <= 0n) return { ok: false, code: 'TRD10004' };
  const parsed = parseAmountInput(text);
  if (!parsed.ok) return { ok: false, code: parsed.code === 'VAL10001' ? 'TRD10006' : parsed.code };
  if (parsed.cents === 0n) return { ok: false, code: 'VAL10012' };
  if (parsed.cents > refundable) return { ok: false, code: 'TRD10005' };
  return parsed;
}
