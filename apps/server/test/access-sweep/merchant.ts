import type { Probe, SweepTable } from './kit.ts';

const probes: Record<string, Probe> = {
  // A merchant reads its own information whatever mer_no says; providers and groups name a merchant.
  'meradm/queryMercInfo mer_no': { ignoredIn: ['merchant'] },
  'meradm/queryMercSettle mer_no': { ignoredIn: ['merchant'] },
  'meradm/queryMercContact mer_no': { ignoredIn: ['merchant'] },
  'meradm/queryProductFee mer_no': { ignoredIn: ['merchant'] },
  'pc/merInfoPdf mer_no': { ignoredIn: ['merchant'] },
};

/** The access sweep's entries of the merchant capability (access-sweep-table.ts joins them). */
export const sweep: SweepTable = { probes };
