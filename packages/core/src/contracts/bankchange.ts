import { contract } from '../contract.ts';
import { payBound } from '../envelope/bind.ts';
import {
  BankChangeRow,
  BankModifyReq,
  BankTmpModifyReq,
  BankTmpModifyRes,
  ChangeNoReq,
  CheckStatusReq,
  CheckStatusRes,
  PayConfirmReq,
  PayStatusRes,
} from '../schemas/bankchange.ts';

/**
 * Settlement bank-account change with a verification payment (issue 14 point 6, issue 13 point 7):
 * merchants and service providers, each for its own organisation. The spec's routes carry no code; the
 * calls are for the person acting for the whole organisation (the administrator, or an operator of every
 * store), never a cashier. docs/api.md, "Settlement bank-account change".
 */
const base = {
  capability: 'bankchange',
  prefix: 'main',
  access: 'session',
  areas: ['merchant', 'service'],
  wholeOrg: true,
} as const;

export const openBankTmpModify = contract({
  ...base,
  mutates: false,
  path: 'meradm/openBankTmpModify',
  request: BankTmpModifyReq,
  answer: BankTmpModifyRes,
  summary:
    'Checks a proposed settlement account (reference bank, digits, holder, not the current one, no change in progress); stores nothing.',
});

export const openBankModify = contract({
  ...base,
  mutates: true,
  path: 'meradm/openBankModify',
  request: BankModifyReq,
  bound: payBound('pay_password'),
  moneyMove: { key: 'client_key', confirm: 'payPassword' },
  answer: BankChangeRow,
  summary:
    'Submits the change (payment password, idempotent by client_key) and sends a 0.01-0.99 MOP verification payment to the new account; the old account stays in force.',
});

export const queryPayStatus = contract({
  ...base,
  mutates: false,
  path: 'meradm/queryPayStatus',
  request: ChangeNoReq,
  answer: PayStatusRes,
  summary: "Where the verification payment of one of the caller's changes is, and the tries left.",
});

export const openBankPayConfirm = contract({
  ...base,
  mutates: true,
  path: 'meradm/openBankPayConfirm',
  request: PayConfirmReq,
  answer: BankChangeRow,
  summary:
    'The amount received: right sends the change to review; wrong counts a try (BNK10001), the third blocks it (BNK10002). A try is counted once per client_key.',
});

export const queryBankCardCheckStatus = contract({
  ...base,
  mutates: false,
  path: 'meradm/queryBankCardCheckStatus',
  request: CheckStatusReq,
  answer: CheckStatusRes,
  summary: "The settlement account in force, the change in progress and the organisation's change history.",
});

export const contracts = [
  openBankTmpModify,
  openBankModify,
  queryPayStatus,
  openBankPayConfirm,
  queryBankCardCheckStatus,
];
