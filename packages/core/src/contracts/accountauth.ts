import { contract } from '../contract.ts';
import {
  AccountAuthListReq,
  AccountAuthListRes,
  AccountAuthUntieReq,
  AccountAuthUntieRes,
} from '../schemas/accountauth.ts';

/**
 * Account authorisation (merchant area, code 31 of the account pages): the parties allowed on the
 * merchant's balance account, and untying one.
 */
const capability = 'accountauth';

export const accountAuthList = contract({
  capability,
  prefix: 'main',
  path: 'meradm/accountAuthList',
  access: 'session',
  mutates: false,
  code: '31',
  areas: ['merchant'],
  request: AccountAuthListReq,
  answer: AccountAuthListRes,
  summary: "The merchant's account authorisations (31), newest first.",
});

export const accountAuthUntie = contract({
  capability,
  prefix: 'main',
  path: 'meradm/accountAuthUntie',
  access: 'session',
  mutates: true,
  code: '31',
  areas: ['merchant'],
  request: AccountAuthUntieReq,
  answer: AccountAuthUntieRes,
  summary: 'Unties an account authorisation (31); an untied one answers ACA10001.',
});

export const contracts = [accountAuthList, accountAuthUntie];
