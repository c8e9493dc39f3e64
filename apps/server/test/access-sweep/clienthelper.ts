import type { Sample, SweepTable } from './kit.ts';

const samples: Record<string, Sample> = {
  'meradm/merSm2ClientDownload': () => ({ licence_type: 'TEST' }),
};

/** The access sweep's entries of the clienthelper capability (access-sweep-table.ts joins them). */
export const sweep: SweepTable = { samples };
