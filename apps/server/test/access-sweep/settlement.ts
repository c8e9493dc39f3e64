import { type Sample, type SweepTable, senior } from './kit.ts';

const samples: Record<string, Sample> = {
  'settle/settleList': senior,
  'gather/rltQuery': senior,
  'gather/rltDetail': ({ w }) => ({ mer_no: 'M0000000', rlt_date: w.a.day, pay_type: 'WECHAT' }),
  'gather/settleQuery': senior,
  'gather/settleSum': senior,
};

/** The access sweep's entries of the settlement capability (access-sweep-table.ts joins them). */
export const sweep: SweepTable = { samples };
