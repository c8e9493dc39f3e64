import type { Manifest } from '../capability.ts';

export const manifest = {
  name: 'settlement',
  pages: [
    {
      id: 'settlement.list',
      order: 110,
      title: { zh: '結算查詢', en: 'Settlements' },
      code: '44',
      cashierFunction: 'settle_query',
      menu: 'transactions',
      areas: { merchant: 'mch_settle_query', service: 'mch_settle_query', group: 'gmch_settle_query' },
    },
    {
      id: 'settlement.reconciliation',
      order: 140,
      title: { zh: '對賬查詢', en: 'Reconciliation' },
      code: '48',
      menu: 'transactions',
      areas: { service: 'rlt_query' },
    },
    {
      id: 'settlement.orders',
      order: 150,
      title: { zh: '結算訂單', en: 'Settle orders' },
      code: '49',
      menu: 'transactions',
      areas: { service: 'settle_order' },
    },
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
  auditActions: {},
  exports: {
    settlements: { zh: '結算查詢', en: 'Settlements' },
    reconciliation: { zh: '對賬查詢', en: 'Reconciliation' },
    settle_orders: { zh: '結算訂單', en: 'Settle orders' },
  },
  jobs: ['settlement', 'reconciliation'],
  // Reconciliation differences, resolved by the provider's staff (modules/settlement: listDifferences,
  // showDifference, resolveDifference).
  reviewKinds: ['recon-difference'],
} as const satisfies Manifest;
