import * as c from '@mp/core/contracts/roles';
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

export const endpoints = [
  endpoint(c.rolePageList, { handler: rolePage }),
  endpoint(c.roleList, { handler: (ctx) => roleList(ctx) }),
  endpoint(c.roleMenu, { handler: roleMenu }),
  endpoint(c.roleOperMenu, { handler: (ctx) => roleOperMenu(ctx) }),
  endpoint(c.roleAdd, { handler: roleAdd }),
  endpoint(c.roleUpdate, { handler: roleUpdate }),
  endpoint(c.roleDelete, { handler: roleDelete }),
  endpoint(c.operAllRole, { handler: operAllRoles }),
  endpoint(c.roleSync, { handler: (ctx) => syncAdminRole(ctx) }),
];
