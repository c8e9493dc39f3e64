import { checkRefundAmount } from '@mp/core/validators/refund';
import { AppError } from '../../kernel/errors.ts';

/**
 * The amount field of a refund (integer cents as digits) against what is refundable, by the portal's own
 * rule (packages/core checkRefundAmount, in cents): nothing left TRD10004, empty TRD10006, not whole cents
 * or zero VAL10012, above the refundable amount TRD10005. Who may refund what is the collection's rule
 * (transactions' refundRefusal).
 */
export function checkRefundCents(text: string, refundable: number): number {
  const check = checkRefundAmount(text.trim(), refundable, 'cents');
  if (!check.ok) throw new AppError(check.code);
  return Number(check.cents);
}
