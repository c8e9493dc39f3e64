import { AppError } from '../../kernel/errors.ts';
import { mayStillRead } from './access.ts';
import type { DownloadResolver } from './download-route.ts';
import { CONTENT_TYPES } from './produce.ts';
import { selectJob } from './queries.ts';

// The file of an export token: the job must still be finished, with its file, in the operator's organisation,
// and the operator must still hold the code (and cashier functions) of the query it was made from.
export const exportDownload: DownloadResolver = async (db, refId, { operator }) => {
  const job = await selectJob(db, refId);
  if (job?.status !== 'DONE' || !job.file_key) throw new AppError('FIL10001');
  if (job.org_kind !== operator.orgKind || String(job.org_id) !== String(operator.orgId))
    throw new AppError('FIL10001');
  // The token was issued before; the code may have been revoked since.
  if (!mayStillRead(operator, job.source)) throw new AppError('SCM40301');
  return {
    key: job.file_key,
    name: job.file_name,
    size: Number(job.file_size),
    contentType: CONTENT_TYPES[job.format],
    target: job.source,
  };
};

/** The files a download token of this capability names (modules/index.ts registers them). */
export const downloadKinds = { export: exportDownload };
