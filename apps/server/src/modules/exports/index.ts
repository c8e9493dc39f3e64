import './export-download.ts';

export { readBatch } from './batch.ts';
export { type DownloadFile, registerDownloadKind, registerDownloadRoute } from './download-route.ts';
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
export { issueDownloadToken } from './tokens.ts';
