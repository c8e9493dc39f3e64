import { CollectionDetailReq, CollectionFilterReq, CollectionQueryReq } from '@mp/core/schemas/transactions';
import { endpoint } from '../../http/endpoint.ts';
import { collectionCount, collectionDetail, collectionPage, tradeQuery } from './service.ts';

// Collections carry no permission code (docs/decisions.md, "Routes"): every operator queries its scope; a
// cashier needs its trade_query function (docs/decisions.md, "Cashier functions").
export const endpoints = [
  endpoint({
    prefix: 'gather',
    path: 'gather/tradeQuery',
    access: 'session',
    mutates: false,
    cashierFunction: 'trade_query',
    areas: ['merchant', 'group'],
    schema: CollectionQueryReq,
    summary: 'Classic collection query: page, count and totals in one call; the current day allowed.',
    handler: (ctx, body) => tradeQuery(ctx, body),
  }),
  endpoint({
    prefix: 'gather',
    path: 'gather/agtTradeQuery',
    access: 'session',
    mutates: false,
    cashierFunction: 'trade_query',
    areas: ['service'],
    schema: CollectionQueryReq,
    summary: "Classic collection query of a service provider's sub-merchants (mer_no narrows to one).",
    handler: (ctx, body) => tradeQuery(ctx, body),
  }),
  endpoint({
    prefix: 'query',
    path: 'trade/collectionPage',
    access: 'session',
    mutates: false,
    cashierFunction: 'trade_query',
    schema: CollectionQueryReq,
    summary: 'Senior collection query: one page; the current day is refused (VAL10018).',
    handler: (ctx, body) => collectionPage(ctx, body, true),
  }),
  endpoint({
    prefix: 'query',
    path: 'trade/collectionCount',
    access: 'session',
    mutates: false,
    cashierFunction: 'trade_query',
    schema: CollectionFilterReq,
    summary: 'Senior collection query: count and totals over the whole filter.',
    handler: (ctx, body) => collectionCount(ctx, body, true),
  }),
  endpoint({
    prefix: 'query',
    path: 'trade/collectionDetail',
    access: 'session',
    mutates: false,
    cashierFunction: 'trade_query',
    schema: CollectionDetailReq,
    summary: 'One collection with its refunds, refundable amount and whether this operator may refund it.',
    handler: (ctx, body) => collectionDetail(ctx, body.txn_no),
  }),
];
