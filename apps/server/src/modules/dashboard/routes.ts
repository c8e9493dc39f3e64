import * as c from '@mp/core/contracts/dashboard';
import { endpoint } from '../../http/endpoint.ts';
import { homeStatistics } from './service.ts';

export const endpoints = [
  endpoint(c.queryHomeStatistics, { handler: (ctx, body) => homeStatistics(ctx, body.mer_no) }),
  endpoint(c.queryAgtStatisticsInfo, { handler: (ctx, body) => homeStatistics(ctx, body.mer_no) }),
  endpoint(c.queryGroupStatisticsInfo, { handler: (ctx, body) => homeStatistics(ctx, body.mer_no) }),
];
