import type { MsgCode } from '@mp/core';
import { mayCall } from '@mp/core/access';
import { refundApply } from '@mp/core/contracts/refunds';
import { AppError, type Operator } from '../../http/endpoint.ts';
import { personOf } from '../../http/gates.ts';

export interface RefundSubject {
  txnType: string;
  result: string;
  payType: string;
  /** amount - refunded - refunding, in cents. */
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

/**
 * The amount field of a refund (integer cents as digits) against what is refundable, in the order of
 * the portal's own check (packages/core checkRefundAmount): nothing left TRD10004, empty TRD10006, not
 * whole cents or zero VAL10012, above the refundable amount TRD10005.
 */
export function checkRefundCents(text: string, refundable: number): number {
  if (refundable <= 0) throw new AppError('TRD10004');
  const v = text.trim();
  if (v === '') throw new AppError('TRD10006');
  if (!/^\d{1,15}$/.test(v) || Number(v) === 0) throw new AppError('VAL10012');
  const cents = Number(v);
  if (cents > refundable) throw new AppError('TRD10005');
  return cents;
}
