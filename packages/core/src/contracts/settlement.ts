import { contract } from '../contract.ts';
import {
  RltDetailReq,
  RltDetailRes,
  RltQueryReq,
  RltQueryRes,
  SettleFilterReq,
  SettleListRes,
  SettleQueryReq,
  SettleSumRes,
  UnsettledReq,
  UnsettledRes,
} from '../schemas/settlement.ts';

/**
 * Settlement list (44) and unsettled statistics, the service area's reconciliation (48) and settle orders
 * (49). Code 44 binds where the area has a page gated by it (the group area's settlement page carries
 * none); 48 and 49 are service-area pages. A cashier needs its settle_query function for the merchant
 * area's settlement query.
 */
const capability = 'settlement';

export const settleList = contract({
  capability,
  prefix: 'query',
  path: 'settle/settleList',
  access: 'session',
  mutates: false,
  long: true,
  code: '44',
  cashierFunction: 'settle_query',
  request: SettleQueryReq,
  answer: SettleListRes,
  summary: 'Settlement list (44) by settlement day: status, amounts, account (masked unless mask N), totals.',
});

export const unsettledStatistics = contract({
  capability,
  prefix: 'query',
  path: 'settle/unsettledStatistics',
  access: 'session',
  mutates: false,
  long: true,
  code: '44',
  cashierFunction: 'settle_query',
  request: UnsettledReq,
  answer: UnsettledRes,
  summary: 'Successful business not yet settled: count, amounts and net, first and last day.',
});

export const rltQuery = contract({
  capability,
  prefix: 'gather',
  path: 'gather/rltQuery',
  access: 'session',
  mutates: false,
  areas: ['service'],
  code: '48',
  request: RltQueryReq,
  answer: RltQueryRes,
  summary: 'Reconciliation (48): per sub-merchant, day and payment type, matched with its settlement.',
});

export const rltDetail = contract({
  capability,
  prefix: 'gather',
  path: 'gather/rltDetail',
  access: 'session',
  mutates: false,
  areas: ['service'],
  code: '48',
  request: RltDetailReq,
  answer: RltDetailRes,
  summary: 'One reconciliation line with its stores.',
});

export const settleQuery = contract({
  capability,
  prefix: 'gather',
  path: 'gather/settleQuery',
  access: 'session',
  mutates: false,
  areas: ['service'],
  code: '49',
  request: SettleQueryReq,
  answer: SettleListRes,
  summary: "Settle orders (49): the sub-merchants' settlements with totals.",
});

export const settleSum = contract({
  capability,
  prefix: 'gather',
  path: 'gather/settleSum',
  access: 'session',
  mutates: false,
  areas: ['service'],
  code: '49',
  request: SettleFilterReq,
  answer: SettleSumRes,
  summary: 'Settle orders (49): totals over the whole filter.',
});

export const contracts = [settleList, unsettledStatistics, rltQuery, rltDetail, settleQuery, settleSum];
