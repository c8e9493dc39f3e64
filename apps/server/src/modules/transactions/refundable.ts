import type { MsgCode } from '@mp/core';
import { mayCall } from '@mp/core/access';
import { refundApply } from '@mp/core/contracts/refunds';
import { personOf } from '../../http/gates.ts';
import type { Operator } from '../../kernel/context.ts';

/**
 * What of a collection is left to refund, and whether an operator may refund it now. The collection
 * detail shows both (refundable_amount, can_refund); the refunds module applies the same two when a refund
 * is asked for, so they live with the collection, which refunds build on.
 */

/**
 * What is left to refund, in cents: what the payer paid (the bill less its discounts: a campaign's, the
 * network's offer) less what was refunded and what is being refunded, never below 0. A refund gives the
 * payer money the payer paid, never a discount as cash (docs/decisions.md, "Refunds of a discounted
 * collection").
 */
export function refundableCents(
  txn: { amount: string | number; discount_amount: string | number; refunded_amount: string | number },
  refunding: number,
): number {
  return Math.max(
    0,
    Number(txn.amount) - Number(txn.discount_amount) - Number(txn.refunded_amount) - refunding,
  );
}

export interface RefundSubject {
  txnType: string;
  result: string;
  payType: string;
  /** refundableCents of the collection. */
  refundable: number;
}

/**
 * Why this operator may not refund this transaction now, or null. In order: the refund contract's access
 * (merchant and provider areas, code 42, a cashier's allow-refund switch), the transaction (only a
 * successful spending), Huayin Express only from the merchant area (spec point 6), something left.
 */
export function refundRefusal(op: Operator, t: RefundSubject): MsgCode | null {
  if (!mayCall(personOf(op), refundApply)) return 'SCM40301';
  if (t.txnType !== 'SPEND' || t.result !== 'SUCCESS') return 'TRD10002';
  if (t.payType === 'HUAYIN' && op.orgKind !== 'merchant') return 'TRD10007';
  if (t.refundable <= 0) return 'TRD10004';
  return null;
}
