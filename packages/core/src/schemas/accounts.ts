import { z } from 'zod';
import {
  APPROVAL_STATUS,
  BALANCE_ACCOUNT,
  FLOW_DIRECTION,
  FUND_ORDER_KIND,
  LEDGER_ENTRY_TYPE,
  WITHDRAWAL_STATUS,
} from '../statuses.ts';
import { PayPwdKeyField } from './auth.ts';
import {
  countRes,
  DateRangeFields,
  intFields,
  keysOf,
  optionalChoice,
  PageFields,
  pageRes,
  SortedPageFields,
} from './transactions.ts';

/**
 * Accounts (spec point 2, codes 31-33): what the provider holds for a merchant. Balance query (31) is
 * `account/queryAccBalance` under the account prefix (docs/api.md, "Accounts").
 */
export const AccBalanceReq = z.object({}).strict();

/** The merchant's settlement account, where payouts go; the number masked as everywhere (maskCard). */
export const SettleAccount = z.object({
  bank_name: z.string(),
  account_name: z.string(),
  account_no: z.string(),
});

/**
 * The MOP balance account: total = available + frozen, in cents. Frozen is what refunds at the network
 * (and later withdrawals) hold back until they end.
 */
export const AccBalanceRes = z.object({
  currency: z.literal('MOP'),
  total: z.number().int(),
  available: z.number().int(),
  frozen: z.number().int(),
  /** yyyymmddHHMMss, Macau: when the balance last moved. */
  updated_at: z.string(),
  settle_account: SettleAccount.nullable(),
});
export type AccBalanceResT = z.infer<typeof AccBalanceRes>;

// ---- Account in/out flows (32, 33): the merchant's ledger lines --------------------------------------

export const ENTRY_TYPES = keysOf(LEDGER_ENTRY_TYPE);
export const FLOW_DIRECTIONS = keysOf(FLOW_DIRECTION);
export const BALANCE_ACCOUNTS = keysOf(BALANCE_ACCOUNT);

export const FlowFilterFields = {
  ...DateRangeFields,
  entry_type: optionalChoice(ENTRY_TYPES),
  direction: optionalChoice(FLOW_DIRECTIONS),
  account: optionalChoice(BALANCE_ACCOUNTS),
  ref_no: z.string().max(64).optional(),
};
export const FlowQueryReq = z.object({ ...FlowFilterFields, ...SortedPageFields }).strict();
export type FlowQueryReqT = z.infer<typeof FlowQueryReq>;
export const FlowFilterReq = z.object(FlowFilterFields).strict();
export type FlowFilterReqT = z.infer<typeof FlowFilterReq>;

/** One line of the merchant's AVAILABLE or FROZEN account: amount unsigned, direction says which way. */
export const FlowRow = z.object({
  flow_no: z.string(),
  created_at: z.string(),
  entry_type: z.enum(ENTRY_TYPES),
  direction: z.enum(FLOW_DIRECTIONS),
  account: z.enum(BALANCE_ACCOUNTS),
  amount: z.number().int(),
  /** The account's running balance after this line. */
  balance_after: z.number().int(),
  ref_no: z.string(),
});
export type FlowRowT = z.infer<typeof FlowRow>;

export const FlowTotals = z.object(intFields('count', 'in_amount', 'out_amount', 'net_amount'));
export type FlowTotalsT = z.infer<typeof FlowTotals>;
export const FlowPageRes = pageRes(FlowRow);
export const FlowCountRes = countRes(FlowTotals);

export const FlowDetailReq = z.object({ flow_no: z.string().min(1).max(32) }).strict();
/** A line with the other side of its entry and the operator who caused it. */
export const FlowDetailRes = FlowRow.extend({
  entry_no: z.string(),
  entry_amount: z.number().int(),
  counter_account: z.string(),
  oper_login_name: z.string(),
});

// ---- Recharge and withdrawal (on the balance page, 31) ------------------------------------------------

export const FUND_ORDER_KINDS = keysOf(FUND_ORDER_KIND);
export const FUND_ORDER_STATUSES = keysOf(WITHDRAWAL_STATUS);
export const APPROVAL_STATUSES = keysOf(APPROVAL_STATUS);

export const BankListRes = z.object({
  banks: z.array(z.object({ bank_code: z.string(), bank_name: z.string(), account_no: z.string() })),
});

/** What the recharge and withdrawal forms say before one starts: limits and how long the bank takes. */
export const PromptRes = z.object({
  min_amount: z.number().int(),
  max_amount: z.number().int(),
  prompt: z.string(),
});

export const AccountInfoRes = z.object({
  available: z.number().int(),
  frozen: z.number().int(),
  min_amount: z.number().int(),
  max_amount: z.number().int(),
  /** Where withdrawals go (masked), null when the merchant has no settlement account. */
  settle_account: SettleAccount.nullable(),
  /** Above this amount a withdrawal waits for a second operator (null: no rule). */
  approval_above: z.number().int().nullable(),
});

/** The SMS code that confirms a recharge or a withdrawal, sent to the operator's registered mobile. */
export const FundSmsReq = z.object({ kind: z.enum(FUND_ORDER_KINDS) }).strict();
export const FundSmsRes = z.object({
  expires_in: z.number().int(),
  resend_in: z.number().int(),
  sent_to: z.string(),
});

/**
 * A recharge or a withdrawal: amount in MOP as typed (spec point 5: digits and one dot, no leading zero, 12
 * integer digits, 2 decimals), confirmed by the payment password (bound) and the SMS code; client_key is
 * the page's 32-character form id: the same key with the same request answers the first result.
 */
const FundFields = {
  amount: z.string().max(20),
  pay_password: z.string().max(64),
  ...PayPwdKeyField,
  sms_code: z.string().max(12),
  client_key: z.string().max(64),
};
export const RechargeReq = z.object({ ...FundFields, bank_code: z.string().max(32) }).strict();
export type RechargeReqT = z.infer<typeof RechargeReq>;
export const WithdrawReq = z.object({ ...FundFields, remark: z.string().max(100).optional() }).strict();
export type WithdrawReqT = z.infer<typeof WithdrawReq>;

export const FundOrderRow = z.object({
  order_no: z.string(),
  kind: z.enum(FUND_ORDER_KINDS),
  amount: z.number().int(),
  status: z.enum(FUND_ORDER_STATUSES),
  approval: z.enum(APPROVAL_STATUSES),
  bank_name: z.string(),
  account_no: z.string(),
  oper_login_name: z.string(),
  fail_reason: z.string(),
  created_at: z.string(),
  finished_at: z.string(),
});
export type FundOrderRowT = z.infer<typeof FundOrderRow>;
export const FundOrderRes = FundOrderRow;
export type FundOrderResT = z.infer<typeof FundOrderRes>;

export const FundOrderListReq = z.object({ kind: optionalChoice(FUND_ORDER_KINDS), ...PageFields }).strict();
export const FundOrderListRes = pageRes(FundOrderRow);

// ---- Approval rules (issue 12, point 7) -------------------------------------------------------------

/** Amounts in cents; null = no rule. */
export const ApprovalRulesRes = z.object({
  withdraw_above: z.number().int().nullable(),
  refund_above: z.number().int().nullable(),
  daily_cap: z.number().int().nullable(),
  /** What one operator may refund in a Macau day before further refunds wait for approval. */
  refund_daily_cap: z.number().int().nullable(),
  updated_at: z.string(),
});
/** Amounts in MOP as typed (spec point 5); '' removes the rule. Administrator only. */
export const ApprovalRulesSaveReq = z
  .object({
    withdraw_above: z.string().max(20),
    refund_above: z.string().max(20),
    daily_cap: z.string().max(20),
    /** Absent or '': no cap on refunds. */
    refund_daily_cap: z.string().max(20).optional(),
  })
  .strict();
export type ApprovalRulesSaveReqT = z.infer<typeof ApprovalRulesSaveReq>;
export const ApprovalQueueRes = z.object({ rows: z.array(FundOrderRow) });
export const APPROVAL_DECISIONS = ['APPROVE', 'REJECT'] as const;
export const ApprovalDecideReq = z
  .object({ order_no: z.string().min(1).max(32), decision: z.enum(APPROVAL_DECISIONS) })
  .strict();

// ---- Statement subscriptions (issue 12, point 7b) --------------------------------------------------

export const STATEMENT_KINDS = ['FLOWS', 'FEE_BILL', 'SETTLEMENT'] as const;
export const STATEMENT_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export const DELIVERY_CHANNELS = ['CENTRE', 'MAIL'] as const;
export const DELIVERY_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;

export const StatementSubRow = z.object({
  kind: z.enum(STATEMENT_KINDS),
  frequency: z.enum(STATEMENT_FREQUENCIES),
  /** Masked mail address ('' = download centre only). */
  email: z.string(),
  oper_login_name: z.string(),
  updated_at: z.string(),
});
export const StatementDeliveryRow = z.object({
  delivery_id: z.string(),
  kind: z.enum(STATEMENT_KINDS),
  period: z.string(),
  first_day: z.string(),
  last_day: z.string(),
  channel: z.enum(DELIVERY_CHANNELS),
  status: z.enum(DELIVERY_STATUSES),
  tries: z.number().int(),
  next_at: z.string(),
  last_error: z.string(),
  sent_at: z.string(),
});
export const StatementSubListRes = z.object({
  subscriptions: z.array(StatementSubRow),
  deliveries: z.array(StatementDeliveryRow),
});
/**
 * frequency OFF ends the subscription of that kind; email '' = the download centre only, absent = the
 * address saved before (the page shows it masked, so it cannot send it back).
 */
export const StatementSubSaveReq = z
  .object({
    kind: z.enum(STATEMENT_KINDS),
    frequency: z.enum([...STATEMENT_FREQUENCIES, 'OFF']),
    email: z.string().max(100).optional(),
  })
  .strict();
export type StatementSubSaveReqT = z.infer<typeof StatementSubSaveReq>;

// ---- query/accountList (issue 29 point 7): the merchant's balance accounts ------------------------------

export const AccountListReq = z.object({}).strict();
/** One running account of the merchant's MOP balance, from the ledger (cents). */
export const AccountListRow = z.object({
  account: z.enum(BALANCE_ACCOUNTS),
  currency: z.literal('MOP'),
  balance: z.number().int(),
  /** yyyymmddHHMMss, Macau: when it last moved ('' when it never has). */
  updated_at: z.string(),
});
export const AccountListRes = z.object({ rows: z.array(AccountListRow) });
