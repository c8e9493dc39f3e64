import { capability } from '../capability.ts';

export const manifest = capability({
  name: 'cashiers',
  auditActions: {
    cashier_add: { zh: '新增收銀員', en: 'Cashier added' },
    cashier_update: { zh: '修改收銀員', en: 'Cashier changed' },
    cashier_delete: { zh: '刪除收銀員', en: 'Cashier deleted' },
    cashier_reset_password: { zh: '重設收銀員密碼', en: 'Cashier password reset' },
  },
});
