/**
 * The colour of a status tag, by wire value: green done, blue in progress, red failed, orange waiting,
 * grey closed. The values of the sets of packages/core mean the same wherever they appear.
 */
const COLORS: Readonly<Record<string, string>> = {
  SUCCESS: 'success',
  SETTLED: 'success',
  DONE: 'success',
  INBOUND: 'success',
  RECONCILED: 'success',
  PAYOUT_SUCCESS: 'success',
  FAIL: 'error',
  FAILURE: 'error',
  FAILED: 'error',
  AUDIT_REJECT: 'error',
  PROCESSING: 'processing',
  REFUNDING: 'processing',
  SETTLING: 'processing',
  RUNNING: 'processing',
  AUDITING: 'processing',
  PENDING: 'warning',
  QUEUED: 'warning',
  INIT: 'warning',
  CLOSED: 'default',
  EXPIRED: 'default',
  AUDIT_CLOSED: 'default',
  // Organisations, operators, roles, stores and terminals.
  normal: 'success',
  invalid: 'default',
  disabled: 'default',
  closed: 'default',
  frozen: 'warning',
  locked: 'error',
  // Promotions and their revocation (spec point 4).
  WAIT_AUDIT: 'warning',
  WAIT_EFFECT: 'warning',
  IN_PROGRESS: 'processing',
  REJECTED: 'error',
  CANCELLED: 'default',
  INITIAL: 'warning',
  WAIT_REVOKE_AUDIT: 'warning',
  REVOKE_APPROVED: 'success',
  REVOKE_REJECTED: 'error',
  REFUND_SUCCESS: 'purple',
  SPEND: 'blue',
  REFUND: 'orange',
  DAILY: 'blue',
  MONTHLY: 'geekblue',
  WECHAT: 'green',
  ALIPAY: 'blue',
  UNIONPAY: 'red',
  MCB: 'purple',
  HUAYIN: 'gold',
  // Products (issue 13).
  OPEN: 'success',
  // Fee bills, invoices and account authorisation.
  UNCONFIRMED: 'warning',
  CONFIRMED: 'blue',
  INVOICING: 'processing',
  INVOICED: 'success',
  RETURNED: 'orange',
  REVIEWING: 'processing',
  ISSUED: 'success',
  ACTIVE: 'success',
  UNTIED: 'default',
  // Accounts: approval of withdrawals and refunds, flow directions and entry types (issue 12).
  NONE: 'default',
  WAITING: 'warning',
  APPROVED: 'success',
  // Changes of the merchant's information (issue 14).
  PAY_CHECK: 'processing',
  NEED_MORE: 'warning',
  BLOCKED: 'error',
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
  // Settlement bank-account change (bankchange; PAY_CHECK and BLOCKED above).
  PAY_FAILED: 'error',
  CREATED: 'blue',
  PAID: 'cyan',
  AMOUNT_WRONG: 'volcano',
  AMOUNT_RIGHT: 'green',
  // Applications (onboarding, sub-merchant entry) and read grants (issue 13).
  DRAFT: 'default',
  REVOKED: 'default',
};

/** Whether the value has a colour of its own (every status of packages/core must: statusColors.test.ts). */
export function hasStatusColor(value: string): boolean {
  return Object.hasOwn(COLORS, value);
}

export function statusColor(value: string): string {
  return COLORS[value] ?? 'default';
}

/** Solid colours of the payment types, for the dashboard chart and its legend. */
export const PAY_TYPE_FILL: Readonly<Record<string, string>> = {
  WECHAT: '#2ba245',
  ALIPAY: '#1677ff',
  UNIONPAY: '#d4380d',
  MCB: '#722ed1',
  HUAYIN: '#d48806',
};
