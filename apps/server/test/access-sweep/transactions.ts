import { type Sample, type SweepTable, senior } from './kit.ts';

const samples: Record<string, Sample> = {
  'gather/tradeQuery': senior,
  'gather/agtTradeQuery': senior,
  'trade/collectionPage': senior,
  'trade/collectionCount': senior,
  'trade/collectionDetail': () => ({ txn_no: 'T00000000000000000' }),
};

const noCode: Record<string, string> = {
  'gather/tradeQuery': 'collections carry no code (spec point 2)',
  'gather/agtTradeQuery': 'collections carry no code (spec point 2)',
  'trade/collectionPage': 'collections carry no code (spec point 2)',
  'trade/collectionCount': 'collections carry no code (spec point 2)',
  'trade/collectionDetail': 'collections carry no code (spec point 2)',
};

/** The access sweep's entries of the transactions capability (access-sweep-table.ts joins them). */
export const sweep: SweepTable = { samples, noCode };
