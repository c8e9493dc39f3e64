import { capability, page } from '../capability.ts';

export const manifest = capability({
  name: 'operators',
  pages: [
    page('operators.manager', 530, ['操作員管理', 'Operators'], { code: '12', menu: 'operators', merchant: 'operator_manager', service: 'operator_manager' }),
    page('operators.add', 540, ['新增操作員', 'Add operator'], { code: '1212', merchant: 'add_operator', service: 'add_operator' }),
    page('operators.modifyPower', 550, ['修改操作員權限', 'Edit operator permissions'], { code: '1213', merchant: 'modify_power', service: 'modify_power' }),
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
});
