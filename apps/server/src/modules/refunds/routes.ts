import { RefundApplyReq, RefundDetailReq, RefundFilterReq, RefundQueryReq } from '@mp/core/schemas/refunds';
import { endpoint } from '../../http/endpoint.ts';
import { applyRefund, refundCount, refundDetail, refundPage, refundQueryClassic } from './service.ts';

// Codes 42/421 are checked in the service for merchant and service operators: the group area's refund
// pages carry no code (spec point 2), so the gate cannot hold one for every area.
export const endpoints = [
  endpoint({
    prefix: 'query',
    path: 'trade/refundPage',
    access: 'session',
    mutates: false,
    schema: RefundQueryReq,
    summary: 'Senior refund query (42): one page, newest first; the current day is refused (VAL10018).',
    handler: (ctx, body) => refundPage(ctx, body, true),
  }),
  endpoint({
    prefix: 'query',
    path: 'trade/refundCount',
    access: 'session',
    mutates: false,
    schema: RefundFilterReq,
    summary: 'Senior refund query (42): count and totals over the whole filter.',
    handler: (ctx, body) => refundCount(ctx, body, true),
  }),
  endpoint({
    prefix: 'query',
    path: 'trade/refundDetail',
    access: 'session',
    mutates: false,
    schema: RefundDetailReq,
    summary: "Refund detail (421) with its collection's refunded and refundable amounts.",
    handler: (ctx, body) => refundDetail(ctx, body.refund_no),
  }),
  endpoint({
    prefix: 'gather',
    path: 'gather/refundQuery',
    access: 'session',
    mutates: false,
    schema: RefundQueryReq,
    summary: 'Classic refund query (42): page, count and totals in one call; the current day allowed.',
    handler: (ctx, body) => refundQueryClassic(ctx, body),
  }),
  endpoint({
    prefix: 'gather',
    path: 'gather/refundApply',
    access: 'session',
    mutates: true,
    code: '42',
    areas: ['merchant', 'service'],
    schema: RefundApplyReq,
    summary: 'Refund (part of) a successful collection: idempotent by client_key, decided by the network.',
    handler: (ctx, body) => applyRefund(ctx, body),
  }),
];
