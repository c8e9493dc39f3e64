import { EmptyReq } from '@mp/core/schemas/auth';
import {
  OperAllRoleReq,
  RoleAddReq,
  RoleIdReq,
  RoleMenuReq,
  RolePageListReq,
  RoleUpdateReq,
} from '@mp/core/schemas/roles';
import { endpoint } from '../../http/endpoint.ts';
import {
  operAllRoles,
  roleAdd,
  roleDelete,
  roleList,
  roleMenu,
  roleOperMenu,
  rolePage,
  roleUpdate,
  syncAdminRole,
} from './service.ts';

// Operator and role management exists in the merchant and service areas (spec point 2).
const base = { prefix: 'main', access: 'session', areas: ['merchant', 'service'] } as const;

export const endpoints = [
  endpoint({
    ...base,
    path: 'admin/rolePageList',
    mutates: false,
    code: '12',
    schema: RolePageListReq,
    summary: "The organisation's roles, paged, filtered by name, with their codes and holder counts.",
    handler: rolePage,
  }),
  endpoint({
    ...base,
    path: 'admin/roleList',
    mutates: false,
    code: '12',
    schema: EmptyReq,
    summary: 'Every role of the organisation (the role select of the operator form).',
    handler: (ctx) => roleList(ctx),
  }),
  endpoint({
    ...base,
    path: 'admin/roleMenu',
    mutates: false,
    code: '12',
    schema: RoleMenuReq,
    summary:
      "The area's permission tree grouped like the menu; with role_id (needs 1222) the role's codes checked.",
    handler: roleMenu,
  }),
  endpoint({
    prefix: 'main',
    access: 'session',
    path: 'admin/roleOperMenu',
    mutates: false,
    schema: EmptyReq,
    summary: "The caller's own permission codes and menu tree.",
    handler: (ctx) => roleOperMenu(ctx),
  }),
  endpoint({
    ...base,
    path: 'admin/roleAdd',
    mutates: true,
    code: '1223',
    schema: RoleAddReq,
    summary: 'Adds a role; only codes of the area that the caller holds.',
    handler: roleAdd,
  }),
  endpoint({
    ...base,
    path: 'admin/roleUpdate',
    mutates: true,
    code: '1224',
    schema: RoleUpdateReq,
    summary:
      "Changes a role's name, description and codes; not the caller's own role nor the administrator role.",
    handler: roleUpdate,
  }),
  endpoint({
    ...base,
    path: 'admin/roleDelete',
    mutates: true,
    code: '1224',
    schema: RoleIdReq,
    summary: 'Deletes a role that no operator holds.',
    handler: roleDelete,
  }),
  endpoint({
    ...base,
    path: 'oper/urmOperQueryAllRole',
    mutates: false,
    code: '12',
    schema: OperAllRoleReq,
    summary: "Every role of the organisation with the given operator's role marked selected.",
    handler: operAllRoles,
  }),
  endpoint({
    ...base,
    path: 'oper/famMeradmRoleSync',
    mutates: true,
    schema: EmptyReq,
    summary: 'Administrator only: the administrator role gains every code of the area it lacks.',
    handler: (ctx) => syncAdminRole(ctx),
  }),
];
