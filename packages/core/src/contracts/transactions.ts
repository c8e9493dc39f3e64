import { contract } from '../contract.ts';
import {
  CollectionCountReq,
  CollectionCountRes,
  CollectionDetailReq,
  CollectionDetailRes,
  CollectionPageRes,
  CollectionQueryReq,
  TradeQueryRes,
} from '../schemas/transactions.ts';

/**
 * Collection (receipt) queries and detail (spec point 7, docs/api.md). Collections carry no permission
 * code (docs/decisions.md, "Routes"): every operator queries its scope; a cashier needs its trade_query
 * function (docs/decisions.md, "Cashier functions").
 */
const capability = 'transactions';

export const tradeQuery = contract({
  capability,
  prefix: 'gather',
  path: 'gather/tradeQuery',
  access: 'session',
  mutates: false,
  cashierFunction: 'trade_query',
  areas: ['merchant', 'group'],
  request: CollectionQueryReq,
  answer: TradeQueryRes,
  summary: 'Classic collection query: page, count and totals in one call; the current day allowed.',
});

export const agtTradeQuery = contract({
  capability,
  prefix: 'gather',
  path: 'gather/agtTradeQuery',
  access: 'session',
  mutates: false,
  cashierFunction: 'trade_query',
  areas: ['service'],
  request: CollectionQueryReq,
  answer: TradeQueryRes,
  summary: "Classic collection query of a service provider's sub-merchants (mer_no narrows to one).",
});

export const collectionPage = contract({
  capability,
  prefix: 'query',
  path: 'trade/collectionPage',
  access: 'session',
  mutates: false,
  long: true,
  cashierFunction: 'trade_query',
  request: CollectionQueryReq,
  answer: CollectionPageRes,
  summary: 'Senior collection query: one page; the current day is refused (VAL10018).',
});

export const collectionCount = contract({
  capability,
  prefix: 'query',
  path: 'trade/collectionCount',
  access: 'session',
  mutates: false,
  long: true,
  cashierFunction: 'trade_query',
  request: CollectionCountReq,
  answer: CollectionCountRes,
  summary: 'Senior collection query: count and totals over the whole filter.',
});

export const collectionDetail = contract({
  capability,
  prefix: 'query',
  path: 'trade/collectionDetail',
  access: 'session',
  mutates: false,
  long: true,
  cashierFunction: 'trade_query',
  request: CollectionDetailReq,
  answer: CollectionDetailRes,
  summary: 'One collection with its refunds, refundable amount and whether this operator may refund it.',
});

export const contracts = [tradeQuery, agtTradeQuery, collectionPage, collectionCount, collectionDetail];
