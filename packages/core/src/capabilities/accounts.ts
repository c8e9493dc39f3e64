import { capability, page } from '../capability.ts';

export const manifest = capability({
  name: 'accounts',
  pages: [
    page('accounts.balance', 180, ['餘額查詢', 'Balance'], { code: '31', menu: 'account', merchant: 'balanceQuery' }),
    page('accounts.flows', 190, ['賬戶收支', 'Account in/out'], { code: '32', menu: 'account', merchant: 'accountInEx' }),
    page('accounts.flowDetail', 200, ['收支明細', 'In/out detail'], { code: '33', merchant: 'accountInExDetail' }),
    // Not in the spec (issue 12, point 7a; docs/decisions.md "Approval pages"): under the balance code 31,
    // like the withdrawals they govern; saving the rules is the administrator's, deciding a refund needs 42.
    page('accounts.approvalRules', 210, ['審批規則', 'Approval rules'], { code: '31', menu: 'account', merchant: 'approvalRules' }),
    page('accounts.approvals', 220, ['待審批申請', 'Approvals'], { code: '31', menu: 'account', merchant: 'approvalQueue' }),
    // Not in the spec (issue 12, point 7b; docs/decisions.md "Statement subscriptions").
    page('accounts.statements', 230, ['結單訂閱', 'Statement subscriptions'], { code: '31', menu: 'account', merchant: 'statementSubscriptions' }),
  ],
  statuses: {
    PAYOUT_SUCCESS: 'success',
    NONE: 'default',
    WAITING: 'warning',
    APPROVED: 'success',
    IN: 'green',
    OUT: 'volcano',
    AVAILABLE: 'blue',
    FROZEN: 'orange',
    OPENING: 'default',
    SETTLE_CREDIT: 'green',
    FEE: 'magenta',
    REFUND_FREEZE: 'orange',
    REFUND_RELEASE: 'cyan',
    PAYOUT: 'geekblue',
    RECHARGE: 'green',
    WITHDRAW_FREEZE: 'orange',
    WITHDRAW: 'volcano',
    WITHDRAW_RELEASE: 'cyan',
    ADJUST: 'purple',
    COMMISSION: 'gold',
  },
  auditActions: {
    withdraw: { zh: '提現', en: 'Withdrawal' },
    recharge: { zh: '充值', en: 'Recharge' },
    approval_rules_change: { zh: '修改審批規則', en: 'Approval rules changed' },
    approval_decide: { zh: '審批', en: 'Approval decision' },
    statement_subscribe: { zh: '修改結單訂閱', en: 'Statement subscription changed' },
  },
  exports: {
    account_flows: { zh: '賬戶收支', en: 'Account in/out' },
  },
  jobs: ['statements'],
});
