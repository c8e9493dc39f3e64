import { capability, page } from '../capability.ts';

export const manifest = capability({
  name: 'settlement',
  pages: [
    page('settlement.list', 110, ['結算查詢', 'Settlements'], {
      code: '44',
      cashierFunction: 'settle_query',
      menu: 'transactions',
      merchant: 'mch_settle_query',
      service: 'mch_settle_query',
      group: 'gmch_settle_query',
    }),
    page('settlement.reconciliation', 140, ['對賬查詢', 'Reconciliation'], { code: '48', menu: 'transactions', service: 'rlt_query' }),
    page('settlement.orders', 150, ['結算訂單', 'Settle orders'], { code: '49', menu: 'transactions', service: 'settle_order' }),
  ],
  statuses: {
    SETTLED: 'success',
    RECONCILED: 'success',
    DIFFERENCES: 'error',
    SETTLING: 'processing',
    FAILED: 'error',
    // Reconciliation differences and their kinds.
    UNRESOLVED: 'warning',
    RESOLVED: 'success',
    MISSING_OURS: 'error',
    MISSING_THEIRS: 'error',
    AMOUNT_DIFF: 'warning',
    MALFORMED_LINE: 'error',
    DUPLICATE_LINE: 'warning',
    FILE_HEADER: 'error',
    FILE_TRAILER: 'warning',
  },
  exports: {
    settlements: { zh: '結算查詢', en: 'Settlements' },
    reconciliation: { zh: '對賬查詢', en: 'Reconciliation' },
    settle_orders: { zh: '結算訂單', en: 'Settle orders' },
  },
  jobs: ['settlement', 'reconciliation'],
  // Reconciliation differences, resolved by the provider's staff (modules/settlement: listDifferences,
  // showDifference, resolveDifference).
  reviewKinds: ['recon-difference'],
});
