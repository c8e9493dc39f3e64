import { capability, page } from '../capability.ts';

export const manifest = capability({
  name: 'transactions',
  pages: [
    page('transactions.collections', 60, ['收款查詢', 'Collections'], { cashierFunction: 'trade_query', menu: 'transactions', merchant: 'trade_query', service: 'trade_query', group: 'gtrade_query' }),
    // /dealQuery and /payQuery are the payer's look-up: agreements.dealQuery and agreements.payQuery (issue 28).
    page('transactions.receipt', 930, ['收款詳情', 'Collection detail'], {
      public: ['detailReceipt', { name: 'detailReceiptPayment', title: { zh: '收付款詳情', en: 'Collection and payment detail' } }],
    }),
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
  exports: {
    collections: { zh: '收款查詢', en: 'Collections' },
  },
});
