import { AppError } from '../../kernel/errors.ts';
import type { JobDeps } from '../../schedule/index.ts';
import { mayExport, parseFilters } from './access.ts';
import { exportFileKey } from './files.ts';
import { jobContext } from './job-requester.ts';
import { produceExportFile } from './produce.ts';
import type { JobRow } from './queries.ts';
import { exportSource } from './sources.ts';

export interface ExportJobResult {
  key: string;
  size: number;
  rows: number;
}

/**
 * Runs one scheduled export from zero: the requester's context rebuilt from the captured scope (the
 * operator read again, still active and still allowed this source), the filters checked and counted
 * again, then every row streamed to the file store. `progress` is read by the runner's heartbeat.
 * Throws AppError for a refusal (the job fails with that code); `signal` stops it between two rows.
 */
export async function runExportJob(
  deps: JobDeps,
  job: JobRow,
  progress: { done: number; total: number },
  signal: AbortSignal,
): Promise<ExportJobResult> {
  const source = exportSource(job.source);
  if (!source) throw new AppError('EXP10003');
  const ctx = await jobContext(deps, {
    operatorId: String(job.operator_id),
    orgKind: job.org_kind,
    orgId: String(job.org_id),
    storeIds: job.store_ids,
    lang: job.lang,
  });
  if (!mayExport(ctx.operator, source)) throw new AppError('SCM40301');
  const filters = parseFilters(source, job.filters);
  const opened = await source.open(ctx, filters);
  progress.total = opened.count;
  const key = exportFileKey(String(job.id), job.format, job.created_at);
  const r = await produceExportFile(deps.ports.files, {
    ctx,
    source,
    rows: opened.rows,
    select: opened.select,
    count: opened.count,
    copyRangeRows: deps.config.exportCopyRangeRows,
    format: job.format,
    mask: job.mask,
    key,
    progress,
    signal,
  });
  return { key, ...r };
}
