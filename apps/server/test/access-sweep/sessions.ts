import type { Probe, Sample, SweepTable } from './kit.ts';

const samples: Record<string, Sample> = {
  'admin/endSession': () => ({ session_no: 'f'.repeat(24) }),
};

const noCode: Record<string, string> = {
  'admin/querySessionList': "the caller's own sessions",
  'admin/endOtherSessions': "the caller's own sessions",
  'admin/endSession': "the caller's own sessions",
};

const probes: Record<string, Probe> = {
  'admin/endSession session_no': {},
};

/** The access sweep's entries of the sessions capability (access-sweep-table.ts joins them). */
export const sweep: SweepTable = { samples, noCode, probes };
