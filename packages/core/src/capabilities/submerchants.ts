import { capability, page } from '../capability.ts';

export const manifest = capability({
  name: 'submerchants',
  pages: [
    page('submerchants.list', 20, ['子商戶列表', 'Sub-merchants'], {
      code: '21',
      menu: 'submerchants',
      service: 'serviceChildList',
      group: { name: 'groupChildList', title: { zh: '成員商戶', en: 'Member merchants' } },
    }),
  ],
  auditActions: {
    group_phone_change: { zh: '修改集團操作員電話', en: 'Group operator phone changed' },
  },
  exports: {
    sub_merchants: { zh: '子商戶列表', en: 'Sub-merchants' },
  },
});
