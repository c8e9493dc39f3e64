import { capability, page } from '../capability.ts';

export const manifest = capability({
  name: 'payments',
  pages: [
    page('payments.list', 90, ['付款查詢', 'Payments'], { code: '43', menu: 'transactions', merchant: 'payment_query', service: 'payment_query', group: 'gpayment_query' }),
    // Not a route of the spec (its calls paymentAuditInsert/Update are): the merchant writes a payment here.
    page('payments.edit', 95, ['付款申請', 'Payment form'], { code: '43', merchant: { name: 'payment_edit', path: '/layout/paymentEdit' } }),
    page('payments.detail', 100, ['付款詳情', 'Payment detail'], {
      code: '431',
      public: 'detailPayment',
      merchant: 'payment_detail_query',
      service: 'payment_detail_query',
      group: 'gpayment_query_detail',
    }),
  ],
  statuses: {
    INBOUND: 'success',
    AUDIT_REJECT: 'error',
    AUDITING: 'processing',
    AUDIT_CLOSED: 'default',
    INIT: 'warning',
  },
  auditActions: {
    payment_save: { zh: '保存付款', en: 'Payment saved' },
    payment_delete: { zh: '刪除付款', en: 'Payment removed' },
    payment_submit: { zh: '提交付款', en: 'Payment submitted' },
    payment_review: { zh: '審核付款', en: 'Payment reviewed' },
  },
  exports: {
    payments: { zh: '付款查詢', en: 'Payments' },
  },
  reviewKinds: ['payment'],
});
