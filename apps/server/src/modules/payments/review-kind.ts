import { PAYMENT_AUDIT_STATUS } from '@mp/core';
import { L, labelIn, mop, type ReviewKind } from '../review/index.ts';
import { decidePayment } from './decisions.ts';
import { selectPaymentByNo, selectPaymentsUnderReview } from './queries.ts';

/**
 * Payments awaiting the provider's decision (AUDITING) as a kind of the review kit: CREDIT (to the payee;
 * above the limit with a second approver), REJECT or RETURN with a reason; REFUND on a payment the kit
 * credited, when the payee's bank sent it back. decidePayment moves the money in the kit's transaction.
 */
export const paymentKind: ReviewKind = {
  name: 'payment',
  title: L('付款', 'Payment'),
  closedCodes: ['PAY10001', 'PAY10003'],
  decisions: {
    CREDIT: { reason: false, second: true },
    REJECT: { reason: true },
    RETURN: { reason: true },
    REFUND: { reason: false, after: 'CREDIT' },
  },
  pending: selectPaymentsUnderReview,
  async show(db, ref) {
    const p = await selectPaymentByNo(db, ref);
    if (!p) return null;
    return {
      sections: [
        {
          title: L('付款', 'Payment'),
          rows: [
            { label: L('付款編號', 'Payment no.'), value: p.payment_no },
            { label: L('商戶', 'Merchant'), value: `${p.mer_no} ${p.mer_name}` },
            { label: L('狀態', 'Status'), value: labelIn(PAYMENT_AUDIT_STATUS, p.status) },
            { label: L('金額', 'Amount'), value: mop(p.amount) },
            { label: L('手續費', 'Fee'), value: mop(p.fee) },
            { label: L('用途', 'Purpose'), value: p.purpose },
            { label: L('備註', 'Remark'), value: p.remark },
          ],
        },
        {
          title: L('收款人', 'Payee'),
          rows: [
            { label: L('名稱', 'Name'), value: p.payee_name },
            { label: L('賬號', 'Account no.'), value: p.payee_account_no },
            { label: L('銀行', 'Bank'), value: p.payee_bank },
          ],
        },
      ],
      files: [],
      history: [
        { at: p.created_at, action: 'CREATED', actor: p.oper_login_name, reason: '' },
        ...(p.submitted_at
          ? [{ at: p.submitted_at, action: 'SUBMITTED', actor: p.oper_login_name, reason: '' }]
          : []),
        ...(p.audited_at
          ? [{ at: p.audited_at, action: p.status, actor: p.auditor_name, reason: p.audit_remark }]
          : []),
      ],
    };
  },
  async decide(tx, ref, decision, d) {
    if (decision !== 'CREDIT' && decision !== 'REJECT' && decision !== 'RETURN' && decision !== 'REFUND')
      return;
    await decidePayment(tx, {
      paymentNo: ref,
      decision,
      staff: d.staff,
      reason: d.reason,
      at: d.at,
      ip: d.ip,
    });
    return undefined;
  },
};
