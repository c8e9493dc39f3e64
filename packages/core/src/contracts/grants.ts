import { contract } from '../contract.ts';
import {
  GrantAddReq,
  GrantedBalanceReq,
  GrantedBalanceRes,
  GrantedFlowsReq,
  GrantedFlowsRes,
  GrantListReq,
  GrantListRes,
  GrantNoReq,
  GrantRow,
  GrantUseListReq,
  GrantUseListRes,
} from '../schemas/grants.ts';

/**
 * Time-boxed read grants (issue 13 point 8; not calls of the spec). The merchant's side (its grants page,
 * code 11; creating and revoking: the administrator) and the provider's (the sub-merchant grants page,
 * code 21): the list of grants it holds and the reads under them, each logged (state-changing: form token).
 */
const capability = 'grants';
const merchant = { capability, prefix: 'main', access: 'session', areas: ['merchant'], code: '11' } as const;
const provider = { capability, prefix: 'main', access: 'session', areas: ['service'], code: '21' } as const;

export const grantList = contract({
  ...merchant,
  mutates: false,
  path: 'grants/grantList',
  request: GrantListReq,
  answer: GrantListRes,
  summary: "The merchant's read grants to its provider (active, expired, revoked), newest first.",
});
export const grantAdd = contract({
  ...merchant,
  mutates: true,
  path: 'grants/grantAdd',
  adminOnly: true,
  request: GrantAddReq,
  answer: GrantRow,
  summary: 'Grants the provider reading the chosen data until a day at most 90 days ahead (administrator).',
});
export const grantRevoke = contract({
  ...merchant,
  mutates: true,
  path: 'grants/grantRevoke',
  adminOnly: true,
  request: GrantNoReq,
  answer: GrantRow,
  summary: 'Revokes an active grant at once (administrator).',
});
export const grantUseList = contract({
  ...merchant,
  mutates: false,
  path: 'grants/grantUseList',
  request: GrantUseListReq,
  answer: GrantUseListRes,
  summary: "Every read the provider made under the merchant's grants (who, when, what), newest first.",
});
export const grantedList = contract({
  ...provider,
  mutates: false,
  path: 'grants/grantedList',
  request: GrantListReq,
  answer: GrantListRes,
  summary: "The grants the provider's sub-merchants gave it, newest first.",
});
export const grantedBalance = contract({
  ...provider,
  mutates: true,
  path: 'grants/grantedBalance',
  request: GrantedBalanceReq,
  answer: GrantedBalanceRes,
  summary: "A sub-merchant's balance under an active grant of scope BALANCE; the read is logged.",
});
export const grantedFlows = contract({
  ...provider,
  mutates: true,
  path: 'grants/grantedFlows',
  request: GrantedFlowsReq,
  answer: GrantedFlowsRes,
  summary: "A sub-merchant's account in/out flows (31 days, not today) under an active FLOWS grant; logged.",
});

export const contracts = [
  grantList,
  grantAdd,
  grantRevoke,
  grantUseList,
  grantedList,
  grantedBalance,
  grantedFlows,
];
