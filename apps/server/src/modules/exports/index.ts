import { exportSweepJob } from './runner.ts';

export {
  type DownloadFile,
  type DownloadResolver,
  registerDownloadKind,
  registerDownloadRoute,
} from './download-route.ts';
export { downloadKinds, exportDownload } from './export-download.ts';
export { type CapturedScope, jobContext } from './job-requester.ts';
export type { DownloadKind } from './queries.ts';
export { endpoints } from './routes.ts';
export { runExportJob } from './run-job.ts';
export { MAX_ATTEMPTS, type Runner, startExportRunner, sweepExpired } from './runner.ts';
export { appointExport, type ExportOptions, exportNow } from './service.ts';
export { registerExportSource, unregisterExportSource } from './sources.ts';
export { issueDownloadToken } from './tokens.ts';

/** The scheduled jobs of the capability (started by schedule(): jobs/runner.ts). */
export const jobs = [exportSweepJob];
