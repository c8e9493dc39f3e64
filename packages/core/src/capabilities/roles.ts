import { capability, page } from '../capability.ts';

export const manifest = capability({
  name: 'roles',
  pages: [
    page('roles.view', 560, ['查看角色權限', 'Role permissions'], { code: '1222', merchant: 'Roles_view_power', service: 'Roles_view_power' }),
    page('roles.add', 570, ['新增角色', 'Add role'], { code: '1223', merchant: 'add_Roles', service: 'add_Roles' }),
    page('roles.modify', 580, ['修改角色權限', 'Edit role'], { code: '1224', merchant: 'Roles_modify_power', service: 'Roles_modify_power' }),
  ],
  auditActions: {
    role_add: { zh: '新增角色', en: 'Role added' },
    role_update: { zh: '修改角色', en: 'Role changed' },
    role_delete: { zh: '刪除角色', en: 'Role deleted' },
    role_sync: { zh: '同步管理員角色', en: 'Administrator role synchronised' },
  },
});
