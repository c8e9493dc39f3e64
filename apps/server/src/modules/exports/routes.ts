import { EmptyRes } from '@mp/core/schemas/auth';
import {
  AppointExportRes,
  CentreListReq,
  CentreListRes,
  DownloadTokenRes,
  ExportNowRes,
  ExportReq,
  JobIdReq,
} from '@mp/core/schemas/exports';
import { endpoint, type OrgKind } from '../../http/endpoint.ts';
import { centreList, jobDownloadToken, removeJob } from './centre.ts';
import { appointExport, exportNow } from './service.ts';

/** The download centre of each area: the same list, each behind its own area (spec point 2). */
const centre = (path: string, area: OrgKind) =>
  endpoint({
    prefix: 'main',
    path,
    access: 'session',
    mutates: false,
    areas: [area],
    schema: CentreListReq,
    response: CentreListRes,
    summary: `Download centre (${area} area): scheduled exports with status, progress, rows, size and expiry.`,
    handler: (ctx, body) => centreList(ctx, body),
  });

export const endpoints = [
  endpoint({
    prefix: 'main',
    path: 'pc/exportData',
    access: 'session',
    mutates: true,
    schema: ExportReq,
    response: ExportNowRes,
    summary:
      'Exports a query now (CSV or XLSX): a one-time download link up to EXPORT_SYNC_LIMIT rows, SCM40025 above it.',
    handler: (ctx, b) => exportNow(ctx, b.source, b.filters, b.format, { mask: b.mask === 'Y' }),
  }),
  endpoint({
    prefix: 'main',
    path: 'pc/appointmentExport',
    access: 'session',
    mutates: true,
    schema: ExportReq,
    response: AppointExportRes,
    summary:
      "Queues a scheduled ('appointment') export: a durable background job shown in the download centre.",
    handler: (ctx, b) => appointExport(ctx, b.source, b.filters, b.format, { mask: b.mask === 'Y' }),
  }),
  centre('pc/appointmentDownload', 'merchant'),
  centre('pc/appointmentDownloadServer', 'service'),
  centre('pc/appointmentDownloadGroup', 'group'),
  endpoint({
    prefix: 'main',
    path: 'pc/appointmentDownloadFile',
    access: 'session',
    mutates: true,
    schema: JobIdReq,
    response: DownloadTokenRes,
    summary: "A one-time download link to a finished scheduled export of the operator's organisation.",
    handler: (ctx, b) => jobDownloadToken(ctx, b.job_id),
  }),
  endpoint({
    prefix: 'main',
    path: 'pc/deleteServiceExportData',
    access: 'session',
    mutates: true,
    schema: JobIdReq,
    response: EmptyRes,
    summary: 'Removes a scheduled export and its file from the download centre (a running one stops).',
    handler: (ctx, b) => removeJob(ctx, b.job_id),
  }),
];
