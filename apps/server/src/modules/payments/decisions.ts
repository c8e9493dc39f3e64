import type { PaymentRowT } from '@mp/core/schemas/payments';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../kernel/errors.ts';
import { book, type EntryType } from '../accounts/index.ts';
import { insertAudit } from '../audit/index.ts';
import { type LockedPayment, lockPayment, recordDecision } from './queries.ts';

/**
 * The provider's decisions on a payment (payment audit, spec point 4; issue 25 point 4). A payment is the
 * merchant's outgoing payment to a payee: submitting it held its amount plus fee on the merchant's balance
 * (PAYMENT_HOLD, edit.ts). A decision moves the payment's status and its money in ONE transaction:
 *
 * - REJECT (AUDITING -> AUDIT_REJECT) and RETURN (AUDITING -> AUDIT_CLOSED, the merchant may change and
 *   resubmit it): the hold is released (PAYMENT_RELEASE). A reason is required.
 * - CREDIT (AUDITING -> INBOUND, credited to the payee): the held amount leaves to the payee's bank
 *   (PAYMENT_OUT) and the fee becomes the provider's fee income (PAYMENT_FEE).
 * - REFUND (INBOUND -> REFUND_SUCCESS, the payee's bank sent it back): amount and fee are given back to the
 *   available balance (PAYMENT_REFUND, PAYMENT_FEE_REFUND).
 *
 * The payment's row is locked first, so two staff members deciding at once are judged one after the
 * other: the second is refused (PAY10003, already decided) and moves nothing. A payment without money in
 * the ledger (`ledger_ref` null: the demo seed's, or one submitted before migration 0092) moves status only.
 * The review kit (review-kind.ts) calls decidePayment with the staff member deciding, in its transaction.
 */

export const PAYMENT_DECISIONS = {
  REJECT: { from: 'AUDITING', to: 'AUDIT_REJECT', reason: true },
  RETURN: { from: 'AUDITING', to: 'AUDIT_CLOSED', reason: true },
  CREDIT: { from: 'AUDITING', to: 'INBOUND', reason: false },
  REFUND: { from: 'INBOUND', to: 'REFUND_SUCCESS', reason: false },
} as const satisfies Record<
  string,
  { from: PaymentRowT['status']; to: PaymentRowT['status']; reason: boolean }
>;
export type PaymentDecision = keyof typeof PAYMENT_DECISIONS;

/** Who decides: a staff member of the provider (an operator of the provider: id and name). */
export interface Staff {
  id: string;
  name: string;
}

export interface PaymentDecisionInput {
  paymentNo: string;
  decision: PaymentDecision;
  staff: Staff;
  /** Why (required for REJECT and RETURN: VAL10001 naming `reason`); shown to the merchant. */
  reason: string;
  at: Date;
  /** The address the decision came from, for the audit log. */
  ip?: string;
}

export interface PaymentDecided {
  payment_no: string;
  status: PaymentRowT['status'];
  /** The ledger entries booked, in order (none for a payment without money in the ledger). */
  booked: { type: EntryType; amount: number; ref: string }[];
}

/** The statuses a payment has once a decision of this kind was made on it: deciding again is PAY10003. */
const DECIDED: Record<PaymentDecision, readonly PaymentRowT['status'][]> = {
  REJECT: ['AUDIT_REJECT', 'AUDIT_CLOSED', 'INBOUND', 'REFUND_SUCCESS'],
  RETURN: ['AUDIT_REJECT', 'AUDIT_CLOSED', 'INBOUND', 'REFUND_SUCCESS'],
  CREDIT: ['AUDIT_REJECT', 'AUDIT_CLOSED', 'INBOUND', 'REFUND_SUCCESS'],
  REFUND: ['REFUND_SUCCESS'],
};

/** What a decision books for a payment holding money in the ledger, and its ledger reference after. */
function moneyOf(
  decision: PaymentDecision,
  p: LockedPayment,
): { entries: PaymentDecided['booked']; ledgerRef: string | null } {
  const amount = Number(p.amount);
  const fee = Number(p.fee);
  const ref = p.ledger_ref;
  if (ref === null) return { entries: [], ledgerRef: null };
  const withFee = (type: EntryType, feeType: EntryType) => [
    { type, amount, ref: p.payment_no },
    ...(fee > 0 ? [{ type: feeType, amount: fee, ref: p.payment_no }] : []),
  ];
  switch (decision) {
    case 'REJECT':
    case 'RETURN':
      return { entries: [{ type: 'PAYMENT_RELEASE', amount: amount + fee, ref }], ledgerRef: null };
    case 'CREDIT':
      return { entries: withFee('PAYMENT_OUT', 'PAYMENT_FEE'), ledgerRef: p.payment_no };
    case 'REFUND':
      return { entries: withFee('PAYMENT_REFUND', 'PAYMENT_FEE_REFUND'), ledgerRef: null };
  }
}

/**
 * Decides a payment in one transaction (nested in the caller's when `db` is one): refusals SCM40401 (no
 * such payment), VAL10001 (`reason` missing), PAY10003 (already decided), PAY10001 (not in a state for
 * this decision). Nothing is written when it is refused.
 */
export async function decidePayment(db: Db, d: PaymentDecisionInput): Promise<PaymentDecided> {
  const rule = PAYMENT_DECISIONS[d.decision];
  const reason = d.reason.trim();
  if (rule.reason && reason === '') throw new AppError('VAL10001', 'reason');
  return db.tx(async (tx) => {
    const p = await lockPayment(tx, d.paymentNo.trim());
    if (!p) throw new AppError('SCM40401', 'payment_no');
    if (p.status !== rule.from)
      throw new AppError(DECIDED[d.decision].includes(p.status) ? 'PAY10003' : 'PAY10001', 'payment_no');
    const money = moneyOf(d.decision, p);
    const org = { kind: 'merchant' as const, id: p.merchant_id };
    for (const e of money.entries) await book(tx, { ...e, org, at: d.at, detail: { staff_id: d.staff.id } });
    await recordDecision(tx, p.id, {
      to: rule.to,
      staff: d.staff,
      reason,
      ledgerRef: money.ledgerRef,
      at: d.at,
    });
    await insertAudit(tx, {
      at: d.at,
      operatorId: d.staff.id,
      loginName: d.staff.name,
      orgKind: 'merchant',
      orgId: p.merchant_id,
      action: 'payment_review',
      target: p.payment_no,
      ok: true,
      ip: d.ip ?? '',
      detail: { decision: d.decision, status: rule.to, staff_id: d.staff.id, booked: money.entries },
    });
    return { payment_no: p.payment_no, status: rule.to, booked: money.entries };
  });
}

type OneDecision = Omit<PaymentDecisionInput, 'decision'>;

/** AUDITING -> AUDIT_REJECT; the hold released. */
export const rejectPayment = (db: Db, d: OneDecision) => decidePayment(db, { ...d, decision: 'REJECT' });
/** AUDITING -> AUDIT_CLOSED (returned: the merchant may change and resubmit it); the hold released. */
export const returnPayment = (db: Db, d: OneDecision) => decidePayment(db, { ...d, decision: 'RETURN' });
/** AUDITING -> INBOUND: the amount sent to the payee, the fee booked to the provider's fee income. */
export const creditPayment = (db: Db, d: OneDecision) => decidePayment(db, { ...d, decision: 'CREDIT' });
/** INBOUND -> REFUND_SUCCESS: amount and fee back on the available balance. */
export const refundPayment = (db: Db, d: OneDecision) => decidePayment(db, { ...d, decision: 'REFUND' });
