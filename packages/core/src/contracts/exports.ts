import { byArea, contract, type OrgKind } from '../contract.ts';
import { EmptyRes } from '../schemas/auth.ts';
import {
  AppointExportRes,
  CentreListReq,
  CentreListRes,
  DownloadTokenRes,
  ExportNowRes,
  ExportReq,
  JobIdReq,
} from '../schemas/exports.ts';

/**
 * Exports and scheduled ('appointment') downloads (docs/api.md, "Exports"). Exporting a source needs that
 * source's access (its areas, code and cashier function, plus a cashier's `export` function): the export
 * machine checks it per source, so these contracts carry no code. The download centre carries none either
 * (spec point 2).
 */
const capability = 'exports';

export const exportData = contract({
  capability,
  prefix: 'main',
  path: 'pc/exportData',
  access: 'session',
  mutates: true,
  long: true,
  request: ExportReq,
  answer: ExportNowRes,
  summary:
    'Exports a query now (CSV or XLSX): a one-time download link up to EXPORT_SYNC_LIMIT rows, SCM40025 above it.',
});

export const appointmentExport = contract({
  capability,
  prefix: 'main',
  path: 'pc/appointmentExport',
  access: 'session',
  mutates: true,
  long: true,
  request: ExportReq,
  answer: AppointExportRes,
  summary:
    "Queues a scheduled ('appointment') export: a durable background job shown in the download centre.",
});

/** The download centre of each area: the same list, each behind its own area (spec point 2). */
const centre = (path: string, area: OrgKind) =>
  contract({
    capability,
    prefix: 'main',
    path,
    access: 'session',
    mutates: false,
    long: true,
    areas: [area],
    request: CentreListReq,
    answer: CentreListRes,
    summary: `Download centre (${area} area): scheduled exports with status, progress, rows, size and expiry.`,
  });

export const appointmentDownload = centre('pc/appointmentDownload', 'merchant');
export const appointmentDownloadServer = centre('pc/appointmentDownloadServer', 'service');
export const appointmentDownloadGroup = centre('pc/appointmentDownloadGroup', 'group');

/** The download centre's list of each area. */
export const CENTRE_OF_AREA = byArea(
  appointmentDownload,
  appointmentDownloadServer,
  appointmentDownloadGroup,
);

export const appointmentDownloadFile = contract({
  capability,
  prefix: 'main',
  path: 'pc/appointmentDownloadFile',
  access: 'session',
  mutates: true,
  long: true,
  request: JobIdReq,
  answer: DownloadTokenRes,
  summary: "A one-time download link to a finished scheduled export of the operator's organisation.",
});

export const deleteServiceExportData = contract({
  capability,
  prefix: 'main',
  path: 'pc/deleteServiceExportData',
  access: 'session',
  mutates: true,
  long: true,
  request: JobIdReq,
  answer: EmptyRes,
  summary: 'Removes a scheduled export and its file from the download centre (a running one stops).',
});

export const contracts = [
  exportData,
  appointmentExport,
  appointmentDownload,
  appointmentDownloadServer,
  appointmentDownloadGroup,
  appointmentDownloadFile,
  deleteServiceExportData,
];
