import { gzipSync } from 'node:zlib';
import type { Db } from '../../db/types.ts';
import type { FileStore } from '../../kernel/ports.ts';
import type { ScheduledJob } from '../../schedule/index.ts';

/**
 * Audit-log retention (PCI DSS 10.5.1: a year of audit history, three months of it at hand): rows older
 * than AUDIT_RETENTION_MONTHS (default 12) are first written to the file store as gzipped JSON lines under
 * `archive/audit/`, and only once that file is written are they deleted, in batches. A run that fails
 * between the two leaves the rows in place: the next run archives them again (a row may then be in two
 * archive files, never in none). One process at a time: an advisory lock held for each batch.
 */
export const AUDIT_BATCH = 10_000;
const DAY_MS = 86_400_000;

export interface RetentionReport {
  archived: number;
  files: string[];
  cutoff: Date;
}

/** The cutoff: `months` calendar months before now (UTC). */
export function retentionCutoff(now: Date, months: number): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

export async function runAuditRetention(deps: {
  db: Db;
  files: FileStore;
  now: Date;
  months: number;
}): Promise<RetentionReport> {
  const cutoff = retentionCutoff(deps.now, deps.months);
  const report: RetentionReport = { archived: 0, files: [], cutoff };
  const stamp = deps.now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
  for (let part = 1; ; part++) {
    const n = await deps.db.tx(async (tx) => {
      const locked = (
        await tx.query<{ ok: boolean }>(
          "select pg_try_advisory_xact_lock(hashtext('mp.audit-retention:' || current_schema())) as ok",
        )
      ).rows[0].ok;
      if (!locked) return 0;
      const rows = (
        await tx.query<{ id: string; j: string }>(
          `select id, row_to_json(a)::text as j from audit_log a where at < $1 order by id limit ${AUDIT_BATCH}`,
          [cutoff],
        )
      ).rows;
      if (!rows.length) return 0;
      const key = `archive/audit/audit-${stamp}-${String(part).padStart(4, '0')}.jsonl.gz`;
      await deps.files.put(key, gzipSync(Buffer.from(`${rows.map((r) => r.j).join('\n')}\n`)));
      report.files.push(key);
      await tx.query('delete from audit_log where id = any($1::bigint[])', [rows.map((r) => r.id)]);
      return rows.length;
    });
    report.archived += n;
    if (n < AUDIT_BATCH) break;
  }
  return report;
}

/** The retention job: a minute after start (once ready), then once a day. */
export const auditRetentionJob: ScheduledJob = {
  startsWith: 'ready',
  name: 'audit-retention',
  on: () => true,
  firstAfterMs: 60_000,
  every: DAY_MS,
  async run(deps, now) {
    const months = deps.config.auditRetentionMonths;
    const r = await runAuditRetention({ db: deps.db, files: deps.ports.files, now, months });
    return r.archived ? { archived: r.archived, files: r.files, cutoff: r.cutoff } : null;
  },
  says: { done: 'audit log archived', failed: 'audit-log retention failed' },
};
