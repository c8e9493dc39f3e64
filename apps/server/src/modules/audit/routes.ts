import * as c from '@mp/core/contracts/audit';
import { endpoint } from '../../http/endpoint.ts';
import { auditQuery, setLogMod } from './service.ts';

export const endpoints = [
  endpoint(c.queryAuditLog, { handler: auditQuery }),
  endpoint(c.setLogMod, { handler: setLogMod }),
];
