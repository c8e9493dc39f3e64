import { contract } from '../contract.ts';
import { EmptyRes } from '../schemas/auth.ts';
import {
  ContactRes,
  OperAddReq,
  OperContactReq,
  OperIdReq,
  OperListReq,
  OperListRes,
  OperRow,
  OperUnlockRes,
  OperUpdateReq,
  TempPasswordRes,
} from '../schemas/operators.ts';

/** Operators of an organisation (spec point 7, `admin/oper*`; codes 12, 1212, 1213, docs/api.md). */
const capability = 'operators';

// Operator management exists in the merchant and service areas (spec point 2).
const base = { capability, prefix: 'main', access: 'session', areas: ['merchant', 'service'] } as const;

export const operList = contract({
  ...base,
  path: 'admin/operList',
  mutates: false,
  code: '12',
  request: OperListReq,
  answer: OperListRes,
  summary: 'Administrators and operators of the organisation; filters login name, name, status, role; paged.',
});

export const operDetail = contract({
  ...base,
  path: 'admin/operDetail',
  mutates: false,
  code: '12',
  request: OperIdReq,
  answer: OperRow,
  summary: 'One operator of the organisation (the modify-power page).',
});

export const operAdd = contract({
  ...base,
  path: 'admin/operAdd',
  mutates: true,
  code: '1212',
  request: OperAddReq,
  answer: TempPasswordRes,
  summary:
    'Adds an operator with a role; a temporary password goes by SMS and e-mail, to change at first sign-in.',
});

export const operUpdate = contract({
  ...base,
  path: 'admin/operUpdate',
  mutates: true,
  code: '1213',
  request: OperUpdateReq,
  answer: EmptyRes,
  summary: "Changes an operator's name, contact, role or status (normal/locked); never one's own role.",
});

export const operDelete = contract({
  ...base,
  path: 'admin/operDelete',
  mutates: true,
  code: '1213',
  request: OperIdReq,
  answer: EmptyRes,
  summary: "Deletes an operator (status invalid) and ends the operator's sessions.",
});

export const operResetPsd = contract({
  ...base,
  path: 'admin/operResetPsd',
  mutates: true,
  code: '1213',
  request: OperIdReq,
  answer: TempPasswordRes,
  summary:
    'A temporary password by SMS and e-mail, to change at the next sign-in; ends every session of the operator.',
});

export const operUnlock = contract({
  ...base,
  path: 'admin/operUnlock',
  mutates: true,
  code: '1213',
  request: OperIdReq,
  answer: OperUnlockRes,
  summary: 'Lifts the lock of an operator (failed sign-ins or locked by an administrator).',
});

// Shows what the list and the detail mask: the code that lets one change a contact lets one read it, and
// the reading is audited. State-changing (form token) since it writes the audit entry.
export const operContact = contract({
  ...base,
  path: 'admin/operContact',
  mutates: true,
  code: '1213',
  request: OperContactReq,
  answer: ContactRes,
  summary:
    "One operator's phone or e-mail in full (lists and details mask them); needs 1213 and a manageable operator; audited.",
});

export const contracts = [
  operList,
  operDetail,
  operAdd,
  operUpdate,
  operDelete,
  operResetPsd,
  operUnlock,
  operContact,
];
