import type { Manifest } from '../capability.ts';

export const manifest = {
  name: 'merchant',
  pages: [
    {
      id: 'merchant.info',
      order: 280,
      title: { zh: '商戶資料', en: 'Merchant information' },
      code: '11',
      menu: 'merchant',
      areas: { merchant: 'merc_info' },
    },
    {
      id: 'merchant.organisation',
      order: 320,
      title: { zh: '服務商資料', en: 'Provider information' },
      code: '11',
      menu: 'merchant',
      areas: {
        service: 'serviceDetail',
        group: { name: 'groupDetail', title: { zh: '集團資料', en: 'Group information' } },
      },
    },
  ],
  statuses: { closed: 'default', frozen: 'warning' },
  auditActions: {},
  exports: {},
  jobs: [],
  reviewKinds: [],
} as const satisfies Manifest;
