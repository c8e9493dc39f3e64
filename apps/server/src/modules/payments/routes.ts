import * as c from '@mp/core/contracts/payments';
import { endpoint } from '../../http/endpoint.ts';
import { moneyMoveEndpoint } from '../security/index.ts';
import { deletePaymentAudit, insertPaymentAudit, submitPaymentAudit, updatePaymentAudit } from './edit.ts';
import { paymentCount, paymentDetail, paymentList, paymentPage } from './service.ts';

// Codes 43/431 are on the contracts: they bind where the area has a page gated by them (the group area's
// payment pages carry none).
export const endpoints = [
  endpoint(c.paymentPage, { handler: (ctx, body) => paymentPage(ctx, body, true) }),
  endpoint(c.paymentCount, { handler: (ctx, body) => paymentCount(ctx, body, true) }),
  endpoint(c.paymentDetail, {
    handler: (ctx, body) => paymentDetail(ctx, body.payment_no, body.mask !== 'N'),
  }),
  endpoint(c.paymentAuditList, { handler: (ctx, body) => paymentList(ctx, body) }),
  endpoint(c.paymentAuditQuery, {
    handler: (ctx, body) => paymentDetail(ctx, body.payment_no, body.mask !== 'N'),
  }),
  endpoint(c.paymentAuditInsert, { handler: (ctx, body) => insertPaymentAudit(ctx, body) }),
  endpoint(c.paymentAuditUpdate, { handler: (ctx, body) => updatePaymentAudit(ctx, body) }),
  endpoint(c.paymentAuditDelete, { handler: (ctx, body) => deletePaymentAudit(ctx, body.payment_no) }),
  moneyMoveEndpoint(c.paymentAuditSubmit, {
    handler: (ctx, body, move) => submitPaymentAudit(ctx, body, move),
  }),
];
