import { contract } from '../contract.ts';
import { HomeStatisticsReq, HomeStatisticsRes } from '../schemas/dashboard.ts';

/** Home dashboards of the three areas (spec point 1): one request, one answer (docs/api.md). */
const capability = 'dashboard';

const base = {
  capability,
  prefix: 'main',
  access: 'session',
  mutates: false,
  request: HomeStatisticsReq,
  answer: HomeStatisticsRes,
} as const;

export const queryHomeStatistics = contract({
  ...base,
  path: 'pc/queryHomeStatistics',
  areas: ['merchant'],
  summary: "Merchant home: yesterday's and today's totals, latest settlement, seven days by payment type.",
});

export const queryAgtStatisticsInfo = contract({
  ...base,
  path: 'meradm/queryAgtStatisticsInfo',
  areas: ['service'],
  summary: 'Service-provider home: the same statistics over its sub-merchants (mer_no narrows to one).',
});

export const queryGroupStatisticsInfo = contract({
  ...base,
  path: 'meradm/queryGroupStatisticsInfo',
  areas: ['group'],
  summary: 'Group home: the same statistics over its member merchants (mer_no narrows to one).',
});

export const contracts = [queryHomeStatistics, queryAgtStatisticsInfo, queryGroupStatisticsInfo];
