import { OperAddReq, OperIdReq, OperListReq, OperUpdateReq } from '@mp/core/schemas/operators';
import { endpoint } from '../../http/endpoint.ts';
import {
  operAdd,
  operDelete,
  operDetail,
  operList,
  operResetPassword,
  operUnlock,
  operUpdate,
} from './service.ts';

// Operator management exists in the merchant and service areas (spec point 2).
const base = { prefix: 'main', access: 'session', areas: ['merchant', 'service'] } as const;

export const endpoints = [
  endpoint({
    ...base,
    path: 'admin/operList',
    mutates: false,
    code: '12',
    schema: OperListReq,
    summary:
      'Administrators and operators of the organisation; filters login name, name, status, role; paged.',
    handler: operList,
  }),
  endpoint({
    ...base,
    path: 'admin/operDetail',
    mutates: false,
    code: '12',
    schema: OperIdReq,
    summary: 'One operator of the organisation (the modify-power page).',
    handler: operDetail,
  }),
  endpoint({
    ...base,
    path: 'admin/operAdd',
    mutates: true,
    code: '1212',
    schema: OperAddReq,
    summary:
      'Adds an operator with a role; a temporary password goes by SMS and e-mail, to change at first sign-in.',
    handler: operAdd,
  }),
  endpoint({
    ...base,
    path: 'admin/operUpdate',
    mutates: true,
    code: '1213',
    schema: OperUpdateReq,
    summary: "Changes an operator's name, contact, role or status (normal/locked); never one's own role.",
    handler: operUpdate,
  }),
  endpoint({
    ...base,
    path: 'admin/operDelete',
    mutates: true,
    code: '1213',
    schema: OperIdReq,
    summary: "Deletes an operator (status invalid) and ends the operator's sessions.",
    handler: operDelete,
  }),
  endpoint({
    ...base,
    path: 'admin/operResetPsd',
    mutates: true,
    code: '1213',
    schema: OperIdReq,
    summary:
      'A temporary password by SMS and e-mail, to change at the next sign-in; ends every session of the operator.',
    handler: operResetPassword,
  }),
  endpoint({
    ...base,
    path: 'admin/operUnlock',
    mutates: true,
    code: '1213',
    schema: OperIdReq,
    summary: 'Lifts the lock of an operator (failed sign-ins or locked by an administrator).',
    handler: operUnlock,
  }),
];
