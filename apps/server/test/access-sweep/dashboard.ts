import type { SweepTable } from './kit.ts';

const noCode: Record<string, string> = {
  'pc/queryHomeStatistics': 'the home page has no code (settlement figures need 44: data-level)',
  'meradm/queryAgtStatisticsInfo': 'the home page has no code (settlement figures need 44: data-level)',
  'meradm/queryGroupStatisticsInfo': 'the home page has no code',
};

/** The access sweep's entries of the dashboard capability (access-sweep-table.ts joins them). */
export const sweep: SweepTable = { noCode };
