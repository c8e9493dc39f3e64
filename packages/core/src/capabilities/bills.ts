import { capability, page } from '../capability.ts';

export const manifest = capability({
  name: 'bills',
  pages: [page('bills.download', 120, ['對賬單下載', 'Bill download'], { code: '45', menu: 'transactions', merchant: 'billDownload', service: 'billDownload', group: 'gbillDownload' })],
  statuses: { DAILY: 'blue', MONTHLY: 'geekblue' },
  jobs: ['bills'],
});
