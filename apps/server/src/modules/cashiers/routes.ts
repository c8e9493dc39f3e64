import {
  CashierAddReq,
  CashierIdReq,
  CashierListReq,
  CashierResetPsdReq,
  CashierUpdateReq,
} from '@mp/core/schemas/cashiers';
import { endpoint } from '../../http/endpoint.ts';
import {
  cashierAdd,
  cashierDelete,
  cashierDetail,
  cashierList,
  cashierResetPassword,
  cashierUpdate,
} from './service.ts';

// Cashiers are managed with the operator codes: list and view 12, add 1212, edit and delete 1213.
const base = { prefix: 'main', access: 'session', areas: ['merchant'] } as const;

export const endpoints = [
  endpoint({
    ...base,
    path: 'meradm/cashierList',
    mutates: false,
    code: '12',
    schema: CashierListReq,
    summary:
      'Cashiers of the merchant with stores and functions; filters user name, name, status, store; paged.',
    handler: cashierList,
  }),
  endpoint({
    ...base,
    path: 'meradm/cashierDetail',
    mutates: false,
    code: '12',
    schema: CashierIdReq,
    summary: 'One cashier (the view page).',
    handler: cashierDetail,
  }),
  endpoint({
    ...base,
    path: 'meradm/cashierAdd',
    mutates: true,
    code: '1212',
    schema: CashierAddReq,
    summary:
      'Adds a cashier: user name 6-20 letters/digits, password, role, phone, status, stores, functions.',
    handler: cashierAdd,
  }),
  endpoint({
    ...base,
    path: 'meradm/cashierUpdate',
    mutates: true,
    code: '1213',
    schema: CashierUpdateReq,
    summary: "Replaces a cashier's name, role, contact, status, stores and functions.",
    handler: cashierUpdate,
  }),
  endpoint({
    ...base,
    path: 'meradm/cashierDelete',
    mutates: true,
    code: '1213',
    schema: CashierIdReq,
    summary: "Deletes a cashier (status invalid) and ends the cashier's sessions.",
    handler: cashierDelete,
  }),
  endpoint({
    ...base,
    path: 'meradm/cashierResetPsd',
    mutates: true,
    schema: CashierResetPsdReq,
    summary:
      'Sets a new password the cashier must change at next sign-in (1213); never for oneself (LOG10013).',
    handler: cashierResetPassword,
  }),
];
