import { MISSING_ID, type Sample, type SweepTable } from './kit.ts';

const samples: Record<string, Sample> = {
  'meradm/queryStoreDetail': () => ({ store_id: MISSING_ID }),
  'meradm/createQrCode': () => ({ store_id: MISSING_ID }),
};

/** The access sweep's entries of the stores capability (access-sweep-table.ts joins them). */
export const sweep: SweepTable = { samples };
