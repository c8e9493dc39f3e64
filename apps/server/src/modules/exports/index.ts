export { type CapturedScope, type JobDeps, jobContext } from './captured-scope.ts';
export {
  type DownloadFile,
  type DownloadResolver,
  registerDownloadKind,
  registerDownloadRoute,
} from './download-route.ts';
export { downloadKinds, exportDownload } from './export-download.ts';
export { endpoints } from './routes.ts';
export { appointExport, type ExportOptions, exportNow } from './service.ts';
export { registerExportSource, unregisterExportSource } from './sources.ts';
export { type DownloadKind, issueDownloadToken } from './tokens.ts';
