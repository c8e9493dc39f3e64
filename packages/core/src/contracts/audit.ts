import { contract } from '../contract.ts';
import { AuditQueryReq, AuditQueryRes, SetLogModReq } from '../schemas/audit.ts';
import { EmptyRes } from '../schemas/auth.ts';

/** The audit log (an administrator's page) and what only the portal sees, recorded through setLogMod. */
const capability = 'audit';
const base = { capability, prefix: 'main', access: 'session' } as const;

export const queryAuditLog = contract({
  ...base,
  path: 'admin/queryAuditLog',
  adminOnly: true,
  mutates: false,
  request: AuditQueryReq,
  answer: AuditQueryRes,
  summary:
    "Administrators: the organisation's audit log by date range (31 days), operator, action and result.",
});

export const setLogMod = contract({
  ...base,
  path: 'admin/setLogMod',
  mutates: true,
  request: SetLogModReq,
  answer: EmptyRes,
  summary: 'Records an action only the portal sees (export, download, print, unmask) in the audit log.',
});

export const contracts = [queryAuditLog, setLogMod];
