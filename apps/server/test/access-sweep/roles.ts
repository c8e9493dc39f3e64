import { fresh } from '../access-sweep-world.ts';
import { uniq } from '../harness.ts';
import { MISSING_ID, type Probe, type Sample, type SweepTable } from './kit.ts';

const samples: Record<string, Sample> = {
  'admin/roleAdd': () => ({ role_name: `Sweep ${uniq()}`, codes: [] }),
  'admin/roleUpdate': () => ({ role_id: MISSING_ID, role_name: `Sweep ${uniq()}`, codes: [] }),
  'admin/roleDelete': () => ({ role_id: MISSING_ID }),
  // A role of the caller's own: its codes need 1222 (the contract's codeFrom.whenPresent).
  'admin/roleMenu': async ({ w, self }) => ({ role_id: await fresh.role(w, self) }),
};

const noCode: Record<string, string> = {
  'admin/roleOperMenu': "the caller's own codes and menu",
  'oper/famMeradmRoleSync': 'administrators only (operator kind), no page code',
};

const probes: Record<string, Probe> = {
  'admin/roleUpdate role_id': {},
  'admin/roleDelete role_id': { note: 'the role has a holder: the owner gets OPR10003, others SCM40401' },
};

/** The access sweep's entries of the roles capability (access-sweep-table.ts joins them). */
export const sweep: SweepTable = { samples, noCode, probes };
