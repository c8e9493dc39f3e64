import { AuditQueryReq, SetLogModReq } from '@mp/core/schemas/audit';
import { endpoint } from '../../http/endpoint.ts';
import { auditQuery, setLogMod } from './service.ts';

export const endpoints = [
  endpoint({
    prefix: 'main',
    path: 'admin/queryAuditLog',
    access: 'session',
    mutates: false,
    schema: AuditQueryReq,
    summary:
      "Administrators: the organisation's audit log by date range (31 days), operator, action and result.",
    handler: auditQuery,
  }),
  endpoint({
    prefix: 'main',
    path: 'admin/setLogMod',
    access: 'session',
    mutates: true,
    schema: SetLogModReq,
    summary: 'Records an action only the portal sees (export, download, print, unmask) in the audit log.',
    handler: setLogMod,
  }),
];
