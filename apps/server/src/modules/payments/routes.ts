import { PaymentDetailReq, PaymentFilterReq, PaymentQueryReq } from '@mp/core/schemas/payments';
import { endpoint } from '../../http/endpoint.ts';
import { paymentCount, paymentDetail, paymentList, paymentPage } from './service.ts';

// Codes 43/431 are checked in the service (the group area's payment pages carry no code).
export const endpoints = [
  endpoint({
    prefix: 'query',
    path: 'trade/paymentPage',
    access: 'session',
    mutates: false,
    schema: PaymentQueryReq,
    summary: 'Senior payment query (43): one page; the current day is refused (VAL10018).',
    handler: (ctx, body) => paymentPage(ctx, body, true),
  }),
  endpoint({
    prefix: 'query',
    path: 'trade/paymentCount',
    access: 'session',
    mutates: false,
    schema: PaymentFilterReq,
    summary: 'Senior payment query (43): count and totals over the whole filter.',
    handler: (ctx, body) => paymentCount(ctx, body, true),
  }),
  endpoint({
    prefix: 'query',
    path: 'trade/paymentDetail',
    access: 'session',
    mutates: false,
    schema: PaymentDetailReq,
    summary: 'Payment detail (431) with the review trail.',
    handler: (ctx, body) => paymentDetail(ctx, body.payment_no, body.mask !== 'N'),
  }),
  endpoint({
    prefix: 'main',
    path: 'meradm/paymentAuditList',
    access: 'session',
    mutates: false,
    schema: PaymentQueryReq,
    summary: 'Classic payment (audit) list (43): page, count and totals; the current day allowed.',
    handler: (ctx, body) => paymentList(ctx, body),
  }),
  endpoint({
    prefix: 'main',
    path: 'meradm/paymentAuditQuery',
    access: 'session',
    mutates: false,
    schema: PaymentDetailReq,
    summary: 'Classic payment (audit) detail (431).',
    handler: (ctx, body) => paymentDetail(ctx, body.payment_no, body.mask !== 'N'),
  }),
];
