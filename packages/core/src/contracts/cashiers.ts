import { contract } from '../contract.ts';
import { EmptyRes } from '../schemas/auth.ts';
import {
  CashierAddReq,
  CashierContactReq,
  CashierIdReq,
  CashierIdRes,
  CashierListReq,
  CashierListRes,
  CashierResetPsdReq,
  CashierRow,
  CashierUpdateReq,
} from '../schemas/cashiers.ts';
import { ContactRes } from '../schemas/operators.ts';

/** Cashier management of a merchant (`meradm/cashier*`, docs/api.md "Cashiers"). */
const capability = 'cashiers';

// Cashiers are managed with the operator codes: list and view 12, add 1212, edit and delete 1213.
const base = { capability, prefix: 'main', access: 'session', areas: ['merchant'] } as const;

export const cashierList = contract({
  ...base,
  path: 'meradm/cashierList',
  mutates: false,
  code: '12',
  request: CashierListReq,
  answer: CashierListRes,
  summary:
    'Cashiers of the merchant with stores and functions; filters user name, name, status, store; paged.',
});

export const cashierDetail = contract({
  ...base,
  path: 'meradm/cashierDetail',
  mutates: false,
  code: '12',
  request: CashierIdReq,
  answer: CashierRow,
  summary: 'One cashier (the view page).',
});

export const cashierAdd = contract({
  ...base,
  path: 'meradm/cashierAdd',
  mutates: true,
  code: '1212',
  request: CashierAddReq,
  answer: CashierIdRes,
  summary: 'Adds a cashier: user name 6-20 letters/digits, password, role, phone, status, stores, functions.',
});

export const cashierUpdate = contract({
  ...base,
  path: 'meradm/cashierUpdate',
  mutates: true,
  code: '1213',
  request: CashierUpdateReq,
  answer: CashierIdRes,
  summary:
    "Replaces a cashier's name, role, status, stores and functions, and the contact fields sent (absent: kept).",
});

export const cashierDelete = contract({
  ...base,
  path: 'meradm/cashierDelete',
  mutates: true,
  code: '1213',
  request: CashierIdReq,
  answer: EmptyRes,
  summary: "Deletes a cashier (status invalid) and ends the cashier's sessions.",
});

// No code here: a cashier resetting itself is told LOG10013 (ask the supervisor) before code 1213 is
// checked, so the service checks 1213 after that rule.
export const cashierResetPsd = contract({
  ...base,
  path: 'meradm/cashierResetPsd',
  mutates: true,
  request: CashierResetPsdReq,
  answer: EmptyRes,
  summary:
    'Sets a new password the cashier must change at next sign-in (1213); never for oneself (LOG10013).',
});

// As admin/operContact: the masked phone or e-mail in full, with the edit code 1213, audited.
export const cashierContact = contract({
  ...base,
  path: 'meradm/cashierContact',
  mutates: true,
  code: '1213',
  request: CashierContactReq,
  answer: ContactRes,
  summary:
    "One cashier's phone or e-mail in full (lists and details mask them); needs 1213 and a manageable cashier; audited.",
});

export const contracts = [
  cashierList,
  cashierDetail,
  cashierAdd,
  cashierUpdate,
  cashierDelete,
  cashierResetPsd,
  cashierContact,
];
