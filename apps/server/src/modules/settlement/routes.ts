import * as c from '@mp/core/contracts/settlement';
import { endpoint } from '../../http/endpoint.ts';
import { rltDetail, rltQuery, settleList, settleSum, unsettledStatistics } from './service.ts';

// Code 44 is on the contracts and binds where the area has a page gated by it (the group area's
// settlement page carries none); 48 and 49 are service-area pages. A cashier needs its settle_query
// function for the merchant area's settlement query.
export const endpoints = [
  endpoint(c.settleList, { handler: (ctx, body) => settleList(ctx, body) }),
  endpoint(c.unsettledStatistics, { handler: (ctx, body) => unsettledStatistics(ctx, body.mer_no) }),
  endpoint(c.rltQuery, { handler: (ctx, body) => rltQuery(ctx, body) }),
  endpoint(c.rltDetail, {
    handler: (ctx, body) => rltDetail(ctx, body.mer_no, body.rlt_date, body.pay_type),
  }),
  endpoint(c.settleQuery, { handler: (ctx, body) => settleList(ctx, body) }),
  endpoint(c.settleSum, { handler: (ctx, body) => settleSum(ctx, body) }),
];
