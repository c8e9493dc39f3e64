import type { Manifest } from '../capability.ts';

export const manifest = {
  name: 'payments',
  pages: [
    {
      id: 'payments.list',
      order: 90,
      title: { zh: '付款查詢', en: 'Payments' },
      code: '43',
      menu: 'transactions',
      areas: { merchant: 'payment_query', service: 'payment_query', group: 'gpayment_query' },
    },
    {
      // Not a route of the spec (its calls paymentAuditInsert/Update are): the merchant writes a payment here.
      id: 'payments.edit',
      order: 95,
      title: { zh: '付款申請', en: 'Payment form' },
      code: '43',
      areas: { merchant: { name: 'payment_edit', path: '/layout/paymentEdit' } },
    },
    {
      id: 'payments.detail',
      order: 100,
      title: { zh: '付款詳情', en: 'Payment detail' },
      code: '431',
      areas: {
        public: 'detailPayment',
        merchant: 'payment_detail_query',
        service: 'payment_detail_query',
        group: 'gpayment_query_detail',
      },
    },
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
  jobs: [],
  reviewKinds: ['payment'],
} as const satisfies Manifest;
