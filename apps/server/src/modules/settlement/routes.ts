import {
  RltDetailReq,
  RltQueryReq,
  SettleFilterReq,
  SettleQueryReq,
  UnsettledReq,
} from '@mp/core/schemas/settlement';
import { endpoint } from '../../http/endpoint.ts';
import { rltDetail, rltQuery, settleList, settleSum, unsettledStatistics } from './service.ts';

// Code 44 is checked in the service (the group area's settlement page carries no code); 48 and 49 are
// service-area pages. A cashier needs its settle_query function for the merchant area's settlement query.
export const endpoints = [
  endpoint({
    prefix: 'query',
    path: 'settle/settleList',
    access: 'session',
    mutates: false,
    cashierFunction: 'settle_query',
    schema: SettleQueryReq,
    summary:
      'Settlement list (44) by settlement day: status, amounts, account (masked unless mask N), totals.',
    handler: (ctx, body) => settleList(ctx, body, '44'),
  }),
  endpoint({
    prefix: 'query',
    path: 'settle/unsettledStatistics',
    access: 'session',
    mutates: false,
    cashierFunction: 'settle_query',
    schema: UnsettledReq,
    summary: 'Successful business not yet settled: count, amounts and net, first and last day.',
    handler: (ctx, body) => unsettledStatistics(ctx, body.mer_no),
  }),
  endpoint({
    prefix: 'gather',
    path: 'gather/rltQuery',
    access: 'session',
    mutates: false,
    areas: ['service'],
    code: '48',
    schema: RltQueryReq,
    summary: 'Reconciliation (48): per sub-merchant, day and payment type, matched with its settlement.',
    handler: (ctx, body) => rltQuery(ctx, body),
  }),
  endpoint({
    prefix: 'gather',
    path: 'gather/rltDetail',
    access: 'session',
    mutates: false,
    areas: ['service'],
    code: '48',
    schema: RltDetailReq,
    summary: 'One reconciliation line with its stores.',
    handler: (ctx, body) => rltDetail(ctx, body.mer_no, body.rlt_date, body.pay_type),
  }),
  endpoint({
    prefix: 'gather',
    path: 'gather/settleQuery',
    access: 'session',
    mutates: false,
    areas: ['service'],
    code: '49',
    schema: SettleQueryReq,
    summary: "Settle orders (49): the sub-merchants' settlements with totals.",
    handler: (ctx, body) => settleList(ctx, body, '49'),
  }),
  endpoint({
    prefix: 'gather',
    path: 'gather/settleSum',
    access: 'session',
    mutates: false,
    areas: ['service'],
    code: '49',
    schema: SettleFilterReq,
    summary: 'Settle orders (49): totals over the whole filter.',
    handler: (ctx, body) => settleSum(ctx, body),
  }),
];
