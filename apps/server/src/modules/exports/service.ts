import { randomBytes } from 'node:crypto';
import type { ExportFormat, ExportNowResT } from '@mp/core/schemas/exports';
import type { SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { parseFilters, sourceFor } from './access.ts';
import { exportFileKey, exportFileName } from './files.ts';
import { captureScope } from './job-requester.ts';
import { produceExportFile } from './produce.ts';
import { countActiveJobs, insertJob, markDone, markFailed } from './queries.ts';
import { issueDownloadToken } from './tokens.ts';
import { jobQueued } from './wake.ts';

/** A synchronous export's file is needed only until its link is used: kept 10 minutes, then swept. */
const SYNC_KEEP_MS = 10 * 60_000;
/** Scheduled exports an operator may have queued or running at once (EXP10001 beyond). */
export const MAX_ACTIVE_JOBS = 5;

export interface ExportOptions {
  /** The privacy flag (default on): personal data masked. */
  mask?: boolean;
}

/**
 * Exports a query at once: up to EXPORT_SYNC_LIMIT rows the file is written and a one-time download link
 * answered; above it SCM40025 (the page then offers the scheduled download). The filters are checked by
 * the source (each rule its own catalogue code) before any row is read. Modules with their own export
 * endpoint (trade/...Export, settle/...Export) call this.
 */
export async function exportNow(
  ctx: SignedInContext,
  sourceKey: string,
  filters: unknown,
  format: ExportFormat,
  opts: ExportOptions = {},
): Promise<ExportNowResT> {
  const op = ctx.operator;
  const source = sourceFor(op, sourceKey);
  const parsed = parseFilters(source, filters);
  const opened = await source.open(ctx, parsed);
  const total = opened.count;
  if (total > ctx.config.exportSyncLimit) throw new AppError('SCM40025');
  const mask = opts.mask !== false;
  const now = ctx.ports.clock.now();
  const scope = captureScope(ctx);
  const claim = randomBytes(16).toString('hex');
  const fileName = exportFileName(source.key, ctx.lang, format, now);
  const id = await insertJob(ctx.db, {
    mode: 'SYNC',
    source: source.key,
    format,
    status: 'RUNNING',
    ...scope,
    mask,
    filters: parsed,
    totalRows: total,
    fileName,
    claimToken: claim,
    now,
  });
  const key = exportFileKey(id, format, now);
  let result: { size: number; rows: number };
  try {
    result = await produceExportFile(ctx.ports.files, {
      ctx,
      source,
      rows: opened.rows,
      select: opened.select,
      count: opened.count,
      copyRangeRows: ctx.config.exportCopyRangeRows,
      format,
      mask,
      key,
    });
  } catch (e) {
    await markFailed(ctx.db, id, claim, e instanceof AppError ? e.code : 'EXP10003', ctx.ports.clock.now());
    throw e;
  }
  const done = ctx.ports.clock.now();
  await markDone(ctx.db, id, claim, {
    key,
    size: result.size,
    rows: result.rows,
    now: done,
    expiresAt: new Date(done.getTime() + SYNC_KEEP_MS),
  });
  await recordAudit(ctx, {
    action: 'export',
    target: source.key,
    detail: { mode: 'SYNC', job_id: id, format, rows: result.rows, mask: mask ? 'Y' : 'N' },
  });
  const link = await issueDownloadToken(ctx, 'export', id, { name: fileName, size: result.size });
  return { ...link, row_count: result.rows };
}

/**
 * Queues a scheduled export: a durable job that any server process runs in the background with the
 * requester's scope captured now. The filters are checked and counted now, so a refusal is answered at
 * once rather than found later in the download centre.
 */
export async function appointExport(
  ctx: SignedInContext,
  sourceKey: string,
  filters: unknown,
  format: ExportFormat,
  opts: ExportOptions = {},
): Promise<{ job_id: string; status: 'QUEUED'; total_rows: number }> {
  const op = ctx.operator;
  const source = sourceFor(op, sourceKey);
  const parsed = parseFilters(source, filters);
  // Opened for its count only: the job opens it again when it runs, with the scope it has then.
  const { count: total } = await source.open(ctx, parsed);
  if ((await countActiveJobs(ctx.db, op.id)) >= MAX_ACTIVE_JOBS) throw new AppError('EXP10001');
  const mask = opts.mask !== false;
  const now = ctx.ports.clock.now();
  const id = await insertJob(ctx.db, {
    mode: 'APPOINT',
    source: source.key,
    format,
    status: 'QUEUED',
    ...captureScope(ctx),
    mask,
    filters: parsed,
    totalRows: total,
    fileName: exportFileName(source.key, ctx.lang, format, now),
    claimToken: null,
    now,
  });
  await recordAudit(ctx, {
    action: 'export',
    target: source.key,
    detail: { mode: 'APPOINT', job_id: id, format, rows: total, mask: mask ? 'Y' : 'N' },
  });
  jobQueued();
  return { job_id: id, status: 'QUEUED', total_rows: total };
}
