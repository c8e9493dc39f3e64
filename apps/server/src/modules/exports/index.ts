export { readBatch } from './batch.ts';
export {
  type DownloadFile,
  type DownloadResolver,
  registerDownloadKind,
  registerDownloadRoute,
} from './download-route.ts';
export { exportDownload } from './export-download.ts';
export { endpoints } from './routes.ts';
export { appointExport, type ExportOptions, exportNow } from './service.ts';
export {
  type ColumnKind,
  type ExportColumn,
  type ExportContext,
  type ExportRow,
  type ExportSource,
  registerExportSource,
} from './sources.ts';
export { type DownloadKind, issueDownloadToken } from './tokens.ts';
