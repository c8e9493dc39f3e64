import { contract } from '../contract.ts';
import { AccBalanceReq, AccBalanceRes } from '../schemas/accounts.ts';

/** Accounts: balance (31); in/out flows (32, 33) and the ledger come with the accounts issue. */
const capability = 'accounts';

export const queryAccBalance = contract({
  capability,
  prefix: 'account',
  path: 'account/queryAccBalance',
  access: 'session',
  mutates: false,
  code: '31',
  areas: ['merchant'],
  request: AccBalanceReq,
  answer: AccBalanceRes,
  summary: "The merchant's MOP balance (total, available, frozen) and its settlement account (31).",
});

export const contracts = [queryAccBalance];
