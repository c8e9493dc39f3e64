import { HomeStatisticsReq } from '@mp/core/schemas/dashboard';
import { endpoint } from '../../http/endpoint.ts';
import { homeStatistics } from './service.ts';

export const endpoints = [
  endpoint({
    prefix: 'main',
    path: 'pc/queryHomeStatistics',
    access: 'session',
    mutates: false,
    areas: ['merchant'],
    schema: HomeStatisticsReq,
    summary: "Merchant home: yesterday's and today's totals, latest settlement, seven days by payment type.",
    handler: (ctx, body) => homeStatistics(ctx, body.mer_no),
  }),
  endpoint({
    prefix: 'main',
    path: 'meradm/queryAgtStatisticsInfo',
    access: 'session',
    mutates: false,
    areas: ['service'],
    schema: HomeStatisticsReq,
    summary: 'Service-provider home: the same statistics over its sub-merchants (mer_no narrows to one).',
    handler: (ctx, body) => homeStatistics(ctx, body.mer_no),
  }),
  endpoint({
    prefix: 'main',
    path: 'meradm/queryGroupStatisticsInfo',
    access: 'session',
    mutates: false,
    areas: ['group'],
    schema: HomeStatisticsReq,
    summary: 'Group home: the same statistics over its member merchants (mer_no narrows to one).',
    handler: (ctx, body) => homeStatistics(ctx, body.mer_no),
  }),
];
