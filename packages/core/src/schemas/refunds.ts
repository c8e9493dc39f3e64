import { z } from 'zod';
import { APPROVAL_STATUS, REFUND_STATUS } from '../statuses.ts';
import { PayPwdKeyField } from './auth.ts';
import { listRequests, MerchantOfRow } from './lists.ts';
import {
  countRes,
  DateRangeFields,
  intFields,
  keysOf,
  listRes,
  MerchantFilterFields,
  optionalChoice,
  PAY_TYPES,
  pageRes,
} from './transactions.ts';

/** Refund query (42), detail (421) and the refund started from a collection's detail (docs/api.md). */
export const REFUND_STATUSES = keysOf(REFUND_STATUS);
const APPROVAL_STATUSES = keysOf(APPROVAL_STATUS);

const text = (max: number) => z.string().max(max).optional();

export const RefundFilterFields = {
  ...DateRangeFields,
  ...MerchantFilterFields,
  store_no: text(32),
  status: optionalChoice(REFUND_STATUSES),
  pay_type: optionalChoice(PAY_TYPES),
  refund_no: text(64),
  txn_no: text(64),
  mer_order_no: text(64),
};

export const { query: RefundQueryReq, filter: RefundFilterReq } = listRequests(RefundFilterFields);
export type RefundQueryReqT = z.infer<typeof RefundQueryReq>;
export type RefundFilterReqT = z.infer<typeof RefundFilterReq>;

export const RefundRow = z.object({
  refund_no: z.string(),
  txn_no: z.string(),
  ...MerchantOfRow,
  store_no: z.string(),
  store_name: z.string(),
  mer_order_no: z.string(),
  pay_type: z.enum(PAY_TYPES),
  /** The collection's amount, for context. */
  txn_amount: z.number().int(),
  amount: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  oper_login_name: z.string(),
  fail_reason: z.string(),
  created_at: z.string(),
  finished_at: z.string(),
});
export type RefundRowT = z.infer<typeof RefundRow>;

export const RefundTotals = z.object(intFields('count', 'amount', 'success_count', 'success_amount'));
export type RefundTotalsT = z.infer<typeof RefundTotals>;

export const RefundPageRes = pageRes(RefundRow);
export const RefundCountRes = countRes(RefundTotals);
/** The classic query answers rows, count and totals in one call. */
export const RefundListRes = listRes(RefundRow, RefundTotals);

export const RefundDetailReq = z.object({ refund_no: z.string().min(1).max(64) }).strict();
export const RefundDetailRes = RefundRow.extend({
  txn_refunded_amount: z.number().int(),
  txn_refundable_amount: z.number().int(),
  reason: z.string(),
  /** Second-operator approval (approval rules): WAITING = held, not yet sent to the network. */
  approval: z.enum(APPROVAL_STATUSES),
});

/**
 * A partial or full refund. amount is integer cents as digits; client_key is the page's 32-character
 * formId: the same key with the same arguments answers the first result, with others SCM40900.
 */
export const RefundApplyReq = z
  .object({
    txn_no: z.string().max(64),
    amount: z.string().max(20),
    pay_password: z.string().max(64),
    ...PayPwdKeyField,
    client_key: z.string().max(64),
    reason: z.string().max(100).optional(),
  })
  .strict();
export type RefundApplyReqT = z.infer<typeof RefundApplyReq>;

export const RefundApplyRes = z.object({
  refund_no: z.string(),
  txn_no: z.string(),
  amount: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  /** What is still refundable after this refund is counted as in flight. */
  refundable_amount: z.number().int(),
  created_at: z.string(),
  /** WAITING: the approval rules hold it for a second operator; it goes to the network once approved. */
  approval: z.enum(APPROVAL_STATUSES),
});
export type RefundApplyResT = z.infer<typeof RefundApplyRes>;

// ---- Refund approval (approval rules, issue 12 point 7a) ---------------------------------------------

/** A refund waiting for a second operator. */
export const RefundApprovalRow = z.object({
  refund_no: z.string(),
  txn_no: z.string(),
  store_name: z.string(),
  amount: z.number().int(),
  txn_amount: z.number().int(),
  oper_login_name: z.string(),
  reason: z.string(),
  created_at: z.string(),
});
export type RefundApprovalRowT = z.infer<typeof RefundApprovalRow>;
export const RefundApprovalQueueRes = z.object({ rows: z.array(RefundApprovalRow) });
export const RefundApprovalDecideReq = z
  .object({ refund_no: z.string().min(1).max(64), decision: z.enum(['APPROVE', 'REJECT']) })
  .strict();
export type RefundApprovalDecideReqT = z.infer<typeof RefundApprovalDecideReq>;
export const RefundApprovalDecideRes = z.object({
  refund_no: z.string(),
  status: z.enum(REFUND_STATUSES),
  approval: z.enum(APPROVAL_STATUSES),
});
