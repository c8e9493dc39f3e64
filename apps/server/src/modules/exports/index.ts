export { type CapturedScope, type JobDeps, jobContext } from './captured-scope.ts';
export {
  type DownloadFile,
  type DownloadResolver,
  registerDownloadKind,
  registerDownloadRoute,
} from './download-route.ts';
export { exportDownload } from './export-download.ts';
export type { DownloadKind } from './queries.ts';
export { endpoints } from './routes.ts';
export { appointExport, type ExportOptions, exportNow } from './service.ts';
export { registerExportSource, unregisterExportSource } from './sources.ts';
export { issueDownloadToken } from './tokens.ts';
