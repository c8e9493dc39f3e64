import * as c from '@mp/core/contracts/transactions';
import { endpoint } from '../../http/endpoint.ts';
import { collectionCount, collectionDetail, collectionPage, tradeQuery } from './service.ts';

// Collections carry no permission code (docs/decisions.md, "Routes"): every operator queries its scope; a
// cashier needs its trade_query function (docs/decisions.md, "Cashier functions").
export const endpoints = [
  endpoint(c.tradeQuery, { handler: (ctx, body) => tradeQuery(ctx, body) }),
  endpoint(c.agtTradeQuery, { handler: (ctx, body) => tradeQuery(ctx, body) }),
  endpoint(c.collectionPage, { handler: (ctx, body) => collectionPage(ctx, body, true) }),
  endpoint(c.collectionCount, { handler: (ctx, body) => collectionCount(ctx, body, true) }),
  endpoint(c.collectionDetail, { handler: (ctx, body) => collectionDetail(ctx, body.txn_no) }),
];
