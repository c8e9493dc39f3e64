import type { Manifest } from '../capability.ts';

export const manifest = {
  name: 'operators',
  pages: [
    {
      id: 'operators.manager',
      order: 530,
      title: { zh: '操作員管理', en: 'Operators' },
      code: '12',
      menu: 'operators',
      areas: { merchant: 'operator_manager', service: 'operator_manager' },
    },
    {
      id: 'operators.add',
      order: 540,
      title: { zh: '新增操作員', en: 'Add operator' },
      code: '1212',
      areas: { merchant: 'add_operator', service: 'add_operator' },
    },
    {
      id: 'operators.modifyPower',
      order: 550,
      title: { zh: '修改操作員權限', en: 'Modify operator power' },
      code: '1213',
      areas: { merchant: 'modify_power', service: 'modify_power' },
    },
  ],
  statuses: { normal: 'success', invalid: 'default', locked: 'error' },
  auditActions: {
    operator_add: { zh: '新增操作員', en: 'Operator added' },
    operator_update: { zh: '修改操作員', en: 'Operator changed' },
    operator_delete: { zh: '刪除操作員', en: 'Operator deleted' },
    operator_reset_password: { zh: '重設操作員密碼', en: 'Operator password reset' },
    operator_unlock: { zh: '解鎖操作員', en: 'Operator unlocked' },
    contact_shown: { zh: '查看完整聯絡資料', en: 'Contact shown in full' },
  },
  exports: {},
  jobs: [],
  reviewKinds: [],
} as const satisfies Manifest;
