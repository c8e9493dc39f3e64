import { contract } from '../contract.ts';
import { payBound } from '../envelope/bind.ts';
import {
  AccBalanceReq,
  AccBalanceRes,
  AccountInfoRes,
  AccountListReq,
  AccountListRes,
  ApprovalDecideReq,
  ApprovalQueueRes,
  ApprovalRulesRes,
  ApprovalRulesSaveReq,
  BankListRes,
  FlowCountRes,
  FlowDetailReq,
  FlowDetailRes,
  FlowFilterReq,
  FlowPageRes,
  FlowQueryReq,
  FundOrderListReq,
  FundOrderListRes,
  FundOrderRes,
  FundSmsReq,
  FundSmsRes,
  PromptRes,
  RechargeReq,
  StatementSubListRes,
  StatementSubSaveReq,
  WithdrawReq,
} from '../schemas/accounts.ts';

/**
 * Accounts (issue 12): balance (31), recharge and withdrawal (on the balance page, 31), account in/out
 * flows (32) and their detail (33), all read from and booked into the ledger. Merchant area only: the
 * spec has these routes under /layout alone.
 */
const capability = 'accounts';
const merchant = ['merchant'] as const;
const Empty = AccBalanceReq;

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

export const accountInExPage = contract({
  capability,
  prefix: 'account',
  path: 'account/accountInExPage',
  access: 'session',
  mutates: false,
  long: true,
  code: '32',
  areas: [...merchant],
  request: FlowQueryReq,
  answer: FlowPageRes,
  summary:
    'Senior account in/out query (32): one page of ledger lines, newest first; 31 days, no current day.',
});

export const accountInExCount = contract({
  capability,
  prefix: 'account',
  path: 'account/accountInExCount',
  access: 'session',
  mutates: false,
  long: true,
  code: '32',
  areas: [...merchant],
  request: FlowFilterReq,
  answer: FlowCountRes,
  summary: 'Senior account in/out query (32): count and in/out/net totals over the whole filter.',
});

export const accountInExDetail = contract({
  capability,
  prefix: 'account',
  path: 'account/accountInExDetail',
  access: 'session',
  mutates: false,
  code: '33',
  areas: [...merchant],
  request: FlowDetailReq,
  answer: FlowDetailRes,
  summary: 'Account in/out detail (33): one ledger line with its entry and the other side.',
});

export const queryBankList = contract({
  capability,
  prefix: 'account',
  path: 'recharge/queryBankList',
  access: 'session',
  mutates: false,
  code: '31',
  areas: [...merchant],
  request: Empty,
  answer: BankListRes,
  summary: 'The bank accounts a recharge may be collected from (the settlement account, masked).',
});

export const queryPrompt = contract({
  capability,
  prefix: 'account',
  path: 'recharge/queryPrompt',
  access: 'session',
  mutates: false,
  code: '31',
  areas: [...merchant],
  request: Empty,
  answer: PromptRes,
  summary: 'Recharge limits and the notice shown before a recharge.',
});

export const sendFundSms = contract({
  capability,
  prefix: 'account',
  path: 'account/sendFundSmsCode',
  access: 'session',
  mutates: true,
  code: '31',
  areas: [...merchant],
  request: FundSmsReq,
  answer: FundSmsRes,
  summary: "Sends the SMS code that confirms a recharge or a withdrawal to the operator's mobile.",
});

export const accRecharge = contract({
  capability,
  prefix: 'account',
  path: 'recharge/accRecharge',
  access: 'session',
  mutates: true,
  code: '31',
  areas: [...merchant],
  request: RechargeReq,
  bound: payBound('pay_password'),
  moneyMove: { key: 'client_key', confirm: 'both' },
  answer: FundOrderRes,
  summary:
    'A recharge from the bank (payment password + SMS code, idempotent by client_key); credited when the bank confirms.',
});

export const queryAccountInfo = contract({
  capability,
  prefix: 'account',
  path: 'withdraw/queryAccountInfo',
  access: 'session',
  mutates: false,
  code: '31',
  areas: [...merchant],
  request: Empty,
  answer: AccountInfoRes,
  summary:
    'What may be withdrawn (available balance, limits) and where it goes (settlement account, masked).',
});

export const withdraw = contract({
  capability,
  prefix: 'account',
  path: 'withdraw/withdraw',
  access: 'session',
  mutates: true,
  code: '31',
  areas: [...merchant],
  request: WithdrawReq,
  bound: payBound('pay_password'),
  moneyMove: { key: 'client_key', confirm: 'both' },
  answer: FundOrderRes,
  summary:
    'A withdrawal to the settlement account (payment password + SMS code, idempotent by client_key): frozen at once, never over the available balance.',
});

export const fundOrders = contract({
  capability,
  prefix: 'account',
  path: 'account/fundOrderList',
  access: 'session',
  mutates: false,
  code: '31',
  areas: [...merchant],
  request: FundOrderListReq,
  answer: FundOrderListRes,
  summary: "The merchant's recharges and withdrawals, newest first, with their status.",
});

export const approvalRules = contract({
  capability,
  prefix: 'account',
  path: 'account/approvalRulesQuery',
  access: 'session',
  mutates: false,
  code: '31',
  areas: [...merchant],
  request: Empty,
  answer: ApprovalRulesRes,
  summary:
    "The merchant's approval rules: withdrawals (and refunds) above an amount need a second operator; a per-operator daily cap.",
});

export const approvalRulesSave = contract({
  capability,
  prefix: 'account',
  path: 'account/approvalRulesSave',
  adminOnly: true,
  access: 'session',
  mutates: true,
  code: '31',
  areas: [...merchant],
  request: ApprovalRulesSaveReq,
  answer: ApprovalRulesRes,
  summary: 'Sets the approval rules (the administrator only; audited).',
});

export const approvalQueue = contract({
  capability,
  prefix: 'account',
  path: 'account/approvalQueue',
  access: 'session',
  mutates: false,
  code: '31',
  areas: [...merchant],
  request: Empty,
  answer: ApprovalQueueRes,
  summary: 'Withdrawals waiting for a second operator’s approval.',
});

export const approvalDecide = contract({
  capability,
  prefix: 'account',
  path: 'account/approvalDecide',
  access: 'session',
  mutates: true,
  code: '31',
  areas: [...merchant],
  request: ApprovalDecideReq,
  answer: FundOrderRes,
  summary:
    'Approves (sent to the bank) or rejects (the held amount released) a waiting withdrawal; never one’s own; audited.',
});

export const statementSubList = contract({
  capability,
  prefix: 'account',
  path: 'account/statementSubList',
  access: 'session',
  mutates: false,
  code: '31',
  areas: [...merchant],
  request: Empty,
  answer: StatementSubListRes,
  summary: "The merchant's statement subscriptions and their latest deliveries with state (not in the spec).",
});

export const statementSubSave = contract({
  capability,
  prefix: 'account',
  path: 'account/statementSubSave',
  access: 'session',
  mutates: true,
  code: '31',
  // The subscriber must be able to export the kind (flows 32, fee bills 47, settlements 44); ending a
  // subscription needs no more than the page's code.
  codeFrom: {
    field: 'kind',
    codes: { FLOWS: '32', FEE_BILL: '47', SETTLEMENT: '44' },
    unless: { frequency: 'OFF' },
  },
  areas: [...merchant],
  request: StatementSubSaveReq,
  answer: StatementSubListRes,
  summary:
    'Subscribes to (or, with OFF, ends) a daily, weekly or monthly statement of one kind; audited (not in the spec).',
});

/**
 * query/accountList (issue 29 point 7): the merchant's balance accounts (available, frozen), each with its
 * balance from the ledger, as the balance page (31) reads them; docs/decisions.md.
 */
export const accountList = contract({
  capability,
  prefix: 'query',
  path: 'query/accountList',
  access: 'session',
  mutates: false,
  code: '31',
  areas: ['merchant'],
  request: AccountListReq,
  answer: AccountListRes,
  summary: "The merchant's balance accounts (AVAILABLE, FROZEN) with their MOP balance in cents (31).",
});

export const contracts = [
  queryAccBalance,
  accountInExPage,
  accountInExCount,
  accountInExDetail,
  queryBankList,
  queryPrompt,
  sendFundSms,
  accRecharge,
  queryAccountInfo,
  withdraw,
  fundOrders,
  approvalRules,
  approvalRulesSave,
  approvalQueue,
  approvalDecide,
  statementSubList,
  statementSubSave,
  accountList,
];
