import * as c from '@mp/core/contracts/accounts';
import { endpoint } from '../../http/endpoint.ts';
import { moneyMoveEndpoint } from '../security/index.ts';
import { approvalQueue, approvalRules, decide, saveApprovalRules } from './approval.ts';
import { flowCount, flowDetail, flowPage } from './flows.ts';
import {
  accountInfo,
  bankList,
  fundOrderList,
  rechargeFunds,
  rechargePrompt,
  sendFundCode,
  withdrawFunds,
} from './funds.ts';
import { accountBalance, accountList } from './service.ts';
import { saveStatementSub, statementSubs } from './statements.ts';

export const endpoints = [
  endpoint(c.queryAccBalance, { handler: (ctx) => accountBalance(ctx) }),
  endpoint(c.accountList, { handler: (ctx) => accountList(ctx) }),
  endpoint(c.accountInExPage, { handler: (ctx, body) => flowPage(ctx, body) }),
  endpoint(c.accountInExCount, { handler: (ctx, body) => flowCount(ctx, body) }),
  endpoint(c.accountInExDetail, { handler: (ctx, body) => flowDetail(ctx, body.flow_no) }),
  endpoint(c.queryBankList, { handler: (ctx) => bankList(ctx) }),
  endpoint(c.queryPrompt, { handler: (ctx) => rechargePrompt(ctx) }),
  endpoint(c.sendFundSms, { handler: (ctx, body) => sendFundCode(ctx, body.kind) }),
  moneyMoveEndpoint(c.accRecharge, { handler: rechargeFunds }),
  endpoint(c.queryAccountInfo, { handler: (ctx) => accountInfo(ctx) }),
  moneyMoveEndpoint(c.withdraw, { handler: withdrawFunds }),
  endpoint(c.fundOrders, { handler: (ctx, body) => fundOrderList(ctx, body) }),
  endpoint(c.approvalRules, { handler: (ctx) => approvalRules(ctx) }),
  endpoint(c.approvalRulesSave, { handler: (ctx, body) => saveApprovalRules(ctx, body) }),
  endpoint(c.approvalQueue, { handler: (ctx) => approvalQueue(ctx) }),
  endpoint(c.approvalDecide, { handler: (ctx, body) => decide(ctx, body) }),
  endpoint(c.statementSubList, { handler: (ctx) => statementSubs(ctx) }),
  endpoint(c.statementSubSave, { handler: (ctx, body) => saveStatementSub(ctx, body) }),
];
