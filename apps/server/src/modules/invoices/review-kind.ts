import { INVOICE_HEAD_TYPE } from '@mp/core';
import { macauTime14 } from '@mp/core/time';
import { L, labelIn, mop, type ReviewKind } from '../review/index.ts';
import { selectInvoiceBills, selectInvoiceByNo, selectInvoicesUnderReview } from './queries.ts';
import { decideInvoice } from './service.ts';

/**
 * Invoice applications under review (REVIEWING: the merchant's auditor passed them) as a kind of the review
 * kit: ISSUE (above the limit with a second approver) or REJECT with a reason, which the merchant sees on
 * the application (reviewer, remark).
 */
export const invoiceKind: ReviewKind = {
  name: 'invoice',
  title: L('發票申請', 'Invoice application'),
  closedCodes: ['INV10002'],
  decisions: { ISSUE: { reason: false, second: true }, REJECT: { reason: true } },
  pending: selectInvoicesUnderReview,
  async show(db, ref) {
    const i = await selectInvoiceByNo(db, ref);
    if (!i) return null;
    const bills = await selectInvoiceBills(db, i.id);
    return {
      sections: [
        {
          title: L('申請', 'Application'),
          rows: [
            { label: L('申請編號', 'Application no.'), value: i.apply_no },
            { label: L('商戶', 'Merchant'), value: `${i.mer_no} ${i.mer_name}` },
            { label: L('金額', 'Amount'), value: mop(i.amount) },
            { label: L('賬單數', 'Bills'), value: String(i.bill_count) },
            { label: L('備註', 'Remark'), value: i.remark },
          ],
        },
        {
          title: L('發票抬頭', 'Invoice recipient'),
          rows: [
            { label: L('類型', 'Type'), value: labelIn(INVOICE_HEAD_TYPE, i.head_type) },
            { label: L('抬頭', 'Title'), value: i.title },
            { label: L('稅號', 'Tax no.'), value: i.tax_no },
            { label: L('地址', 'Address'), value: i.address },
            { label: L('電郵', 'E-mail'), value: i.email },
          ],
        },
        {
          title: L('賬單', 'Bills'),
          rows: bills.map((b) => ({
            label: L(b.period, b.period),
            value: `${b.bill_no} ${mop(b.fee_amount)}`,
          })),
        },
      ],
      files: [],
      history: [
        { at: i.applied_at, action: 'APPLIED', actor: i.applicant, reason: '' },
        ...(i.audited_at
          ? [{ at: i.audited_at, action: 'AUDITED', actor: i.auditor, reason: i.audit_remark }]
          : []),
        ...(i.reviewed_at
          ? [
              {
                at: macauTime14(i.reviewed_at),
                action: i.status,
                actor: i.reviewer_name,
                reason: i.review_remark,
              },
            ]
          : []),
      ],
    };
  },
  async decide(tx, ref, decision, d) {
    await decideInvoice(tx, d.at, {
      applyNo: ref,
      approve: decision === 'ISSUE',
      staff: d.staff,
      remark: d.reason,
      ip: d.ip,
    });
    return undefined;
  },
};
