import { macauYmd } from '../admin-helpers.ts';
import type { Probe, Sample, SweepTable } from './kit.ts';

const today = () => ({ start_date: macauYmd(), end_date: macauYmd() });

const samples: Record<string, Sample> = {
  'admin/queryAuditLog': today,
  'admin/setLogMod': () => ({ action: 'print', target: 'access sweep' }),
};

const noCode: Record<string, string> = {
  'admin/queryAuditLog': 'administrators only (operator kind), no page code',
  'admin/setLogMod': 'records what the caller did in the portal',
};

const probes: Record<string, Probe> = {
  // The audit log's filters: the owner administrator's own trail (a row of today, made with the world).
  'admin/queryAuditLog oper_id': { value: (_w, o) => o.admin.id },
  'admin/queryAuditLog login_name': { value: (_w, o) => o.admin.loginName },
};

/** The access sweep's entries of the audit capability (access-sweep-table.ts joins them). */
export const sweep: SweepTable = { samples, noCode, probes };
