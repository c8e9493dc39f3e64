import type { Manifest } from '../capability.ts';

export const manifest = {
  name: 'roles',
  pages: [
    {
      id: 'roles.view',
      order: 560,
      title: { zh: '查看角色權限', en: 'Role permissions' },
      code: '1222',
      areas: { merchant: 'Roles_view_power', service: 'Roles_view_power' },
    },
    {
      id: 'roles.add',
      order: 570,
      title: { zh: '新增角色', en: 'Add role' },
      code: '1223',
      areas: { merchant: 'add_Roles', service: 'add_Roles' },
    },
    {
      id: 'roles.modify',
      order: 580,
      title: { zh: '修改角色權限', en: 'Modify role' },
      code: '1224',
      areas: { merchant: 'Roles_modify_power', service: 'Roles_modify_power' },
    },
  ],
  statuses: {},
  auditActions: {
    role_add: { zh: '新增角色', en: 'Role added' },
    role_update: { zh: '修改角色', en: 'Role changed' },
    role_delete: { zh: '刪除角色', en: 'Role deleted' },
    role_sync: { zh: '同步管理員角色', en: 'Administrator role synchronised' },
  },
  exports: {},
  jobs: [],
  reviewKinds: [],
} as const satisfies Manifest;
