import { capability, page } from '../capability.ts';

export const manifest = capability({
  name: 'refunds',
  pages: [
    page('refunds.list', 70, ['退款查詢', 'Refunds'], { code: '42', menu: 'transactions', merchant: 'refund_query', service: 'refund_query', group: 'grefund_query' }),
    page('refunds.detail', 80, ['退款詳情', 'Refund detail'], { code: '421', merchant: 'refund_detail_query', service: 'refund_detail_query', group: 'grefund_query_detail' }),
  ],
  statuses: { REFUNDING: 'processing' },
  auditActions: {
    refund: { zh: '退款', en: 'Refund' },
  },
  exports: {
    refunds: { zh: '退款查詢', en: 'Refunds' },
  },
});
