import { fresh } from '../access-sweep-world.ts';
import { randomMacauMobile, uniqueLoginName } from '../fixtures.ts';
import { MISSING_ID, type Probe, type Sample, type SweepTable } from './kit.ts';

const operatorFields = () => ({
  name: 'Sweep operator',
  phone_area: '+853',
  phone: randomMacauMobile(),
  email: 'sweep@example.test',
});

const samples: Record<string, Sample> = {
  'admin/operDetail': () => ({ oper_id: MISSING_ID }),
  'admin/operAdd': () => ({ login_name: uniqueLoginName(), role_id: MISSING_ID, ...operatorFields() }),
  'admin/operUpdate': () => ({ oper_id: MISSING_ID, name: 'Sweep operator' }),
  'admin/operDelete': () => ({ oper_id: MISSING_ID }),
  'admin/operResetPsd': () => ({ oper_id: MISSING_ID }),
  'admin/operUnlock': () => ({ oper_id: MISSING_ID }),
  'admin/operContact': () => ({ oper_id: MISSING_ID, field: 'phone' }),
};

const notARow: Record<string, string> = {
  'admin/operAdd login_name':
    'the new operator\'s own login name; login names are unique across organisations, so "taken" (OPR10001) is answered for any organisation\'s name by design',
};

const probes: Record<string, Probe> = {
  'admin/operUpdate oper_id': {},
  'admin/operUpdate role_id': {
    body: async ({ w, self }, v) => ({ oper_id: (await fresh.operator(w, self)).id, role_id: v }),
  },
  'admin/operDelete oper_id': {},
  'admin/operResetPsd oper_id': {},
  'admin/operUnlock oper_id': {},
  'admin/operContact oper_id': {},
  'admin/operAdd role_id': {},
};

/** The access sweep's entries of the operators capability (access-sweep-table.ts joins them). */
export const sweep: SweepTable = { samples, notARow, probes };
