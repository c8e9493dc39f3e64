import type { Manifest } from '../capability.ts';

export const manifest = {
  name: 'feebills',
  pages: [
    {
      id: 'feebills.list',
      order: 130,
      title: { zh: '手續費賬單', en: 'Fee bills' },
      code: '47',
      menu: 'transactions',
      areas: { merchant: 'charge_bill_query', service: 'charge_bill_query', group: 'gcharge_bill_query' },
    },
  ],
  statuses: { UNCONFIRMED: 'warning', CONFIRMED: 'blue', INVOICING: 'processing', INVOICED: 'success' },
  auditActions: {
    fee_bill_confirm: { zh: '確認手續費賬單', en: 'Fee bill confirmed' },
  },
  exports: {
    fee_bills: { zh: '手續費賬單', en: 'Fee bills' },
    fee_lines: { zh: '手續費明細', en: 'Fee lines' },
  },
  jobs: [],
  reviewKinds: [],
} as const satisfies Manifest;
