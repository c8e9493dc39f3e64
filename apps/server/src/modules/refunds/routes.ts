import * as c from '@mp/core/contracts/refunds';
import { endpoint } from '../../http/endpoint.ts';
import { moneyMoveEndpoint } from '../security/index.ts';
import { decideRefundApproval, refundApprovalQueue } from './approval.ts';
import { applyRefund, refundCount, refundDetail, refundPage, refundQueryClassic } from './service.ts';

export const endpoints = [
  endpoint(c.refundPage, { handler: (ctx, body) => refundPage(ctx, body, true) }),
  endpoint(c.refundCount, { handler: (ctx, body) => refundCount(ctx, body, true) }),
  endpoint(c.refundDetail, { handler: (ctx, body) => refundDetail(ctx, body.refund_no) }),
  endpoint(c.refundQuery, { handler: (ctx, body) => refundQueryClassic(ctx, body) }),
  moneyMoveEndpoint(c.refundApply, { handler: applyRefund }),
  endpoint(c.refundApprovalQueue, { handler: (ctx) => refundApprovalQueue(ctx) }),
  endpoint(c.refundApprovalDecide, { handler: (ctx, body) => decideRefundApproval(ctx, body) }),
];
