import type { Manifest } from '../capability.ts';

export const manifest = {
  name: 'stores',
  pages: [
    {
      id: 'stores.list',
      order: 160,
      title: { zh: '門店管理', en: 'Stores' },
      code: '41',
      menu: 'merchant',
      areas: { merchant: 'shop_manager', service: 'shop_manager', group: 'gshop_manager' },
    },
    {
      id: 'stores.detail',
      order: 170,
      title: { zh: '門店詳情', en: 'Store detail' },
      code: '411',
      areas: {
        merchant: 'shop_manager_detaile',
        service: 'shop_manager_detaile',
        group: 'gshop_manager_detail',
      },
    },
  ],
  statuses: { disabled: 'default' },
  auditActions: {},
  exports: {},
  jobs: [],
  reviewKinds: [],
} as const satisfies Manifest;
