import type { Manifest } from '../capability.ts';

export const manifest = {
  name: 'refunds',
  pages: [
    {
      id: 'refunds.list',
      order: 70,
      title: { zh: '退款查詢', en: 'Refunds' },
      code: '42',
      menu: 'transactions',
      areas: { merchant: 'refund_query', service: 'refund_query', group: 'grefund_query' },
    },
    {
      id: 'refunds.detail',
      order: 80,
      title: { zh: '退款詳情', en: 'Refund detail' },
      code: '421',
      areas: {
        merchant: 'refund_detail_query',
        service: 'refund_detail_query',
        group: 'grefund_query_detail',
      },
    },
  ],
  statuses: { REFUNDING: 'processing' },
  auditActions: {
    refund: { zh: '退款', en: 'Refund' },
  },
  exports: {
    refunds: { zh: '退款查詢', en: 'Refunds' },
  },
  jobs: [],
  reviewKinds: [],
} as const satisfies Manifest;
