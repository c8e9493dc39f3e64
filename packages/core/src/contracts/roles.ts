import { contract } from '../contract.ts';
import { EmptyReq, EmptyRes } from '../schemas/auth.ts';
import {
  OperAllRoleReq,
  OperAllRoleRes,
  RoleAddReq,
  RoleIdReq,
  RoleIdRes,
  RoleListRes,
  RoleMenuReq,
  RoleMenuRes,
  RoleOperMenuRes,
  RolePageListReq,
  RolePageListRes,
  RoleSyncRes,
  RoleUpdateReq,
} from '../schemas/roles.ts';

/** Roles and their permission codes (spec point 7, `admin/role*`, `oper/*`; codes 12, 1222-1224). */
const capability = 'roles';

// Operator and role management exists in the merchant and service areas (spec point 2).
const base = { capability, prefix: 'main', access: 'session', areas: ['merchant', 'service'] } as const;

export const rolePageList = contract({
  ...base,
  path: 'admin/rolePageList',
  mutates: false,
  code: '12',
  request: RolePageListReq,
  answer: RolePageListRes,
  summary: "The organisation's roles, paged, filtered by name, with their codes and holder counts.",
});

export const roleList = contract({
  ...base,
  path: 'admin/roleList',
  mutates: false,
  code: '12',
  request: EmptyReq,
  answer: RoleListRes,
  summary: 'Every role of the organisation (the role select of the operator form).',
});

export const roleMenu = contract({
  ...base,
  path: 'admin/roleMenu',
  mutates: false,
  code: '12',
  // A role's codes (role_id given) are the view page's (1222); the bare tree serves add (1223).
  codeFrom: { field: 'role_id', whenPresent: '1222' },
  request: RoleMenuReq,
  answer: RoleMenuRes,
  summary:
    "The area's permission tree grouped like the menu; with role_id (needs 1222) the role's codes checked.",
});

export const roleOperMenu = contract({
  capability,
  prefix: 'main',
  access: 'session',
  path: 'admin/roleOperMenu',
  mutates: false,
  request: EmptyReq,
  answer: RoleOperMenuRes,
  summary: "The caller's own permission codes and menu tree.",
});

export const roleAdd = contract({
  ...base,
  path: 'admin/roleAdd',
  mutates: true,
  code: '1223',
  request: RoleAddReq,
  answer: RoleIdRes,
  summary: 'Adds a role; only codes of the area that the caller holds.',
});

export const roleUpdate = contract({
  ...base,
  path: 'admin/roleUpdate',
  mutates: true,
  code: '1224',
  request: RoleUpdateReq,
  answer: RoleIdRes,
  summary:
    "Changes a role's name, description and codes; not the caller's own role nor the administrator role.",
});

export const roleDelete = contract({
  ...base,
  path: 'admin/roleDelete',
  mutates: true,
  code: '1224',
  request: RoleIdReq,
  answer: EmptyRes,
  summary: 'Deletes a role that no operator holds.',
});

export const operAllRole = contract({
  ...base,
  path: 'oper/urmOperQueryAllRole',
  mutates: false,
  code: '12',
  request: OperAllRoleReq,
  answer: OperAllRoleRes,
  summary: "Every role of the organisation with the given operator's role marked selected.",
});

export const roleSync = contract({
  ...base,
  path: 'oper/famMeradmRoleSync',
  adminOnly: true,
  mutates: true,
  request: EmptyReq,
  answer: RoleSyncRes,
  summary: 'Administrator only: the administrator role gains every code of the area it lacks.',
});

export const contracts = [
  rolePageList,
  roleList,
  roleMenu,
  roleOperMenu,
  roleAdd,
  roleUpdate,
  roleDelete,
  operAllRole,
  roleSync,
];
