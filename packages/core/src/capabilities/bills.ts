import type { Manifest } from '../capability.ts';

export const manifest = {
  name: 'bills',
  pages: [
    {
      id: 'bills.download',
      order: 120,
      title: { zh: '對賬單下載', en: 'Bill download' },
      code: '45',
      menu: 'transactions',
      areas: { merchant: 'billDownload', service: 'billDownload', group: 'gbillDownload' },
    },
  ],
  statuses: { DAILY: 'blue', MONTHLY: 'geekblue' },
  auditActions: {},
  exports: {},
  jobs: ['bills'],
  reviewKinds: [],
} as const satisfies Manifest;
