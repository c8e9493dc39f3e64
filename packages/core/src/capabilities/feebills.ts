import { capability, page } from '../capability.ts';

export const manifest = capability({
  name: 'feebills',
  pages: [page('feebills.list', 130, ['手續費賬單', 'Fee bills'], { code: '47', menu: 'transactions', merchant: 'charge_bill_query', service: 'charge_bill_query', group: 'gcharge_bill_query' })],
  statuses: { UNCONFIRMED: 'warning', CONFIRMED: 'blue', INVOICING: 'processing', INVOICED: 'success' },
  auditActions: {
    fee_bill_confirm: { zh: '確認手續費賬單', en: 'Fee bill confirmed' },
  },
  exports: {
    fee_bills: { zh: '手續費賬單', en: 'Fee bills' },
    fee_lines: { zh: '手續費明細', en: 'Fee lines' },
  },
});
