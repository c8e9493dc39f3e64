/**
 * The audit module owns audit_log. insertAudit is the one write of the log; recordAudit writes it for the
 * signed-in operator's action (its caller, time and address taken from the call).
 */
import { auditRetentionJob } from './retention.ts';

export { type AuditEntry, insertAudit } from './queries.ts';
export { type AuditFacts, recordAudit } from './record.ts';
export { auditRetentionJob, runAuditRetention } from './retention.ts';
export { endpoints } from './routes.ts';

/** The scheduled jobs of the capability (started by schedule(): serve.ts). */
export const jobs = [auditRetentionJob];
