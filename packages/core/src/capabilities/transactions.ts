import type { Manifest } from '../capability.ts';

export const manifest = {
  name: 'transactions',
  pages: [
    {
      id: 'transactions.collections',
      order: 60,
      title: { zh: '收款查詢', en: 'Collections' },
      cashierFunction: 'trade_query',
      menu: 'transactions',
      areas: { merchant: 'trade_query', service: 'trade_query', group: 'gtrade_query' },
    },
    {
      id: 'transactions.dealQuery',
      order: 750,
      title: { zh: '交易查詢', en: 'Transaction lookup' },
      planned: true,
      areas: { public: 'dealQuery' },
    },
    {
      id: 'transactions.payQuery',
      order: 760,
      title: { zh: '支付查詢', en: 'Payment lookup' },
      planned: true,
      areas: { public: 'payQuery' },
    },
    {
      id: 'transactions.receipt',
      order: 930,
      title: { zh: '收款詳情', en: 'Collection detail' },
      areas: {
        public: [
          'detailReceipt',
          { name: 'detailReceiptPayment', title: { zh: '收付款詳情', en: 'Collection and payment detail' } },
        ],
      },
    },
  ],
  statuses: {
    SUCCESS: 'success',
    FAIL: 'error',
    FAILURE: 'error',
    PROCESSING: 'processing',
    PENDING: 'warning',
    CLOSED: 'default',
    REFUND_SUCCESS: 'purple',
    SPEND: 'blue',
    REFUND: 'orange',
    WECHAT: 'green',
    ALIPAY: 'blue',
    UNIONPAY: 'red',
    MCB: 'purple',
    HUAYIN: 'gold',
  },
  auditActions: {},
  exports: {
    collections: { zh: '收款查詢', en: 'Collections' },
  },
  jobs: [],
  reviewKinds: [],
} as const satisfies Manifest;
