import { z } from 'zod';
import { contract } from '../contract.ts';
import { payBound } from '../envelope/bind.ts';
import {
  RefundApplyReq,
  RefundApplyRes,
  RefundApprovalDecideReq,
  RefundApprovalDecideRes,
  RefundApprovalQueueRes,
  RefundCountRes,
  RefundDetailReq,
  RefundDetailRes,
  RefundFilterReq,
  RefundListRes,
  RefundPageRes,
  RefundQueryReq,
} from '../schemas/refunds.ts';

/** Refund query (42), detail (421) and the refund of a collection (spec point 7, docs/api.md). */
const capability = 'refunds';

export const refundPage = contract({
  capability,
  prefix: 'query',
  path: 'trade/refundPage',
  access: 'session',
  mutates: false,
  long: true,
  code: '42',
  request: RefundQueryReq,
  answer: RefundPageRes,
  summary: 'Senior refund query (42): one page, newest first; the current day is refused (VAL10018).',
});

export const refundCount = contract({
  capability,
  prefix: 'query',
  path: 'trade/refundCount',
  access: 'session',
  mutates: false,
  long: true,
  code: '42',
  request: RefundFilterReq,
  answer: RefundCountRes,
  summary: 'Senior refund query (42): count and totals over the whole filter.',
});

export const refundDetail = contract({
  capability,
  prefix: 'query',
  path: 'trade/refundDetail',
  access: 'session',
  mutates: false,
  long: true,
  code: '421',
  request: RefundDetailReq,
  answer: RefundDetailRes,
  summary: "Refund detail (421) with its collection's refunded and refundable amounts.",
});

export const refundQuery = contract({
  capability,
  prefix: 'gather',
  path: 'gather/refundQuery',
  access: 'session',
  mutates: false,
  code: '42',
  request: RefundQueryReq,
  answer: RefundListRes,
  summary: 'Classic refund query (42): page, count and totals in one call; the current day allowed.',
});

export const refundApply = contract({
  capability,
  prefix: 'gather',
  path: 'gather/refundApply',
  access: 'session',
  mutates: true,
  code: '42',
  areas: ['merchant', 'service'],
  cashierFunction: 'allow_refund',
  request: RefundApplyReq,
  bound: payBound('pay_password'),
  moneyMove: { key: 'client_key', confirm: 'payPassword' },
  answer: RefundApplyRes,
  summary: 'Refund (part of) a successful collection: idempotent by client_key, decided by the network.',
});

export const refundApprovalQueue = contract({
  capability,
  prefix: 'gather',
  path: 'gather/refundApprovalQueue',
  access: 'session',
  mutates: false,
  code: '42',
  areas: ['merchant'],
  cashierFunction: 'allow_refund',
  request: z.object({}).strict(),
  answer: RefundApprovalQueueRes,
  summary:
    "The merchant's refunds waiting for a second operator's approval (approval rules), oldest first (not in the spec).",
});

export const refundApprovalDecide = contract({
  capability,
  prefix: 'gather',
  path: 'gather/refundApprovalDecide',
  access: 'session',
  mutates: true,
  code: '42',
  areas: ['merchant'],
  cashierFunction: 'allow_refund',
  request: RefundApprovalDecideReq,
  answer: RefundApprovalDecideRes,
  summary:
    'Approves (sent to the payment network like any refund) or rejects (FAIL, the hold released) a waiting refund; never one’s own; audited (not in the spec).',
});

export const contracts = [
  refundPage,
  refundCount,
  refundDetail,
  refundQuery,
  refundApply,
  refundApprovalQueue,
  refundApprovalDecide,
];
