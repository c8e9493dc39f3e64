import type { Manifest } from '../capability.ts';

export const manifest = {
  name: 'submerchants',
  pages: [
    {
      id: 'submerchants.list',
      order: 20,
      title: { zh: '子商戶列表', en: 'Sub-merchants' },
      code: '21',
      menu: 'submerchants',
      areas: {
        service: 'serviceChildList',
        group: { name: 'groupChildList', title: { zh: '成員商戶', en: 'Member merchants' } },
      },
    },
  ],
  statuses: {},
  auditActions: {
    group_phone_change: { zh: '修改集團操作員電話', en: 'Group operator phone changed' },
  },
  exports: {
    sub_merchants: { zh: '子商戶列表', en: 'Sub-merchants' },
  },
  jobs: [],
  reviewKinds: [],
} as const satisfies Manifest;
