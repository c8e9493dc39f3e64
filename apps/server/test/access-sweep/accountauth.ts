import { fresh } from '../access-sweep-world.ts';
import type { Probe, Sample, SweepTable } from './kit.ts';

const samples: Record<string, Sample> = {
  'meradm/accountAuthUntie': () => ({ auth_no: 'AA000000000000' }),
};

const probes: Record<string, Probe> = {
  'meradm/accountAuthUntie auth_no': { value: (w, o) => fresh.auth(w, o) },
};

/** The access sweep's entries of the accountauth capability (access-sweep-table.ts joins them). */
export const sweep: SweepTable = { samples, probes };
