import { EXPORT_JOB_STATUS, isMsgCode, labelOf, messageOf } from '@mp/core';
import type { CentreListReqT, CentreRowT, DownloadTokenResT } from '@mp/core/schemas/exports';
import { macauTime14 } from '@mp/core/time';
import type { CallContext, Operator, SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { mayStillRead } from './access.ts';
import { type CentreJobRow, deleteJob, type JobRow, selectCentre, selectJob } from './queries.ts';
import { sourceName } from './sources.ts';
import { issueDownloadToken } from './tokens.ts';

/** The download centre of each area: the scheduled exports, their links and their removal. */

/** An administrator sees every job of the organisation; any other operator only its own. */
function maySee(op: Operator, job: Pick<JobRow, 'org_kind' | 'org_id' | 'operator_id'>): boolean {
  if (job.org_kind !== op.orgKind || String(job.org_id) !== String(op.orgId)) return false;
  return op.kind === 'admin' || String(job.operator_id) === String(op.id);
}

function progressOf(done: number, total: number, status: string): number {
  if (status === 'DONE' || status === 'EXPIRED') return 100;
  if (total <= 0) return 0;
  return Math.min(99, Math.floor((done * 100) / total));
}

function centreRow(ctx: CallContext, j: CentreJobRow): CentreRowT {
  const name = sourceName(j.source);
  const done = Number(j.done_rows);
  const total = Number(j.total_rows);
  const error = isMsgCode(j.error_code) ? j.error_code : null;
  return {
    job_id: String(j.id),
    source: j.source,
    source_name: ctx.lang === 'en' ? name.en : name.zh,
    format: j.format,
    status: j.status,
    status_name: labelOf(EXPORT_JOB_STATUS, j.status, ctx.lang),
    error_code: j.status === 'FAILED' ? j.error_code : '',
    error_msg: j.status === 'FAILED' && error ? messageOf(error, ctx.lang) : '',
    file_name: j.file_name,
    file_size: j.status === 'DONE' ? Number(j.file_size) : 0,
    total_rows: total,
    done_rows: done,
    progress: progressOf(done, total, j.status),
    mask: j.mask ? 'Y' : 'N',
    oper_login_name: j.login_name,
    created_at: macauTime14(j.created_at),
    finished_at: macauTime14(j.finished_at),
    expires_at: j.status === 'DONE' ? macauTime14(j.expires_at) : '',
  };
}

/** The download centre of the operator's area: its scheduled exports, newest first. */
export async function centreList(ctx: SignedInContext, body: CentreListReqT) {
  const op = ctx.operator;
  const { total, rows } = await selectCentre(ctx.db, {
    orgKind: op.orgKind,
    orgId: op.orgId,
    operatorId: op.kind === 'admin' ? null : op.id,
    status: body.status ?? '',
    limit: body.page_size,
    offset: (body.page_no - 1) * body.page_size,
  });
  return {
    total,
    page_no: body.page_no,
    page_size: body.page_size,
    rows: rows.map((j) => centreRow(ctx, j)),
  };
}

/** A scheduled job the operator may see, or FIL10001 (another tenant's job answers like a missing one). */
async function visibleJob(ctx: SignedInContext, jobId: string): Promise<JobRow> {
  const op = ctx.operator;
  const job = await selectJob(ctx.db, jobId);
  if (job?.mode !== 'APPOINT' || !maySee(op, job)) throw new AppError('FIL10001');
  return job;
}

/**
 * A one-time link to a finished job's file: EXP10002 while it is queued or running, EXP10003 when it
 * failed, FIL10001 when it expired or is not the operator's to see, SCM40301 when the operator no longer
 * holds the query's code or function.
 */
export async function jobDownloadToken(ctx: SignedInContext, jobId: string): Promise<DownloadTokenResT> {
  const job = await visibleJob(ctx, jobId);
  if (!mayStillRead(ctx.operator, job.source)) throw new AppError('SCM40301');
  if (job.status === 'QUEUED' || job.status === 'RUNNING') throw new AppError('EXP10002');
  if (job.status === 'FAILED') throw new AppError('EXP10003');
  if (job.status !== 'DONE' || !job.file_key) throw new AppError('FIL10001');
  return issueDownloadToken(ctx, 'export', String(job.id), {
    name: job.file_name,
    size: Number(job.file_size),
  });
}

/**
 * Removes a job from the centre with its file. A running job notices at its next heartbeat that its row
 * is gone and stops; whatever it had written is discarded.
 */
export async function removeJob(ctx: SignedInContext, jobId: string): Promise<Record<string, never>> {
  const job = await selectJob(ctx.db, jobId);
  if (job?.mode !== 'APPOINT' || !maySee(ctx.operator, job)) throw new AppError('SCM40401');
  const gone = await deleteJob(ctx.db, String(job.id));
  if (gone?.file_key) await ctx.ports.files.remove(gone.file_key);
  return {};
}
