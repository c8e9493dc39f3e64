import { MISSING_ID, type Probe, type Sample, type SweepTable, senior } from './kit.ts';

const samples: Record<string, Sample> = {
  'pc/exportData': () => ({ source: 'collections', filters: senior(), format: 'CSV' }),
  'pc/appointmentExport': () => ({ source: 'collections', filters: senior(), format: 'CSV' }),
  'pc/appointmentDownloadFile': () => ({ job_id: MISSING_ID }),
  'pc/deleteServiceExportData': () => ({ job_id: MISSING_ID }),
};

const noCode: Record<string, string> = {
  'pc/exportData': "per source: the source's code (HANDLER_CODES entries made from the registry)",
  'pc/appointmentExport': "per source: the source's code (HANDLER_CODES entries made from the registry)",
  'pc/appointmentDownload': 'the download centre carries no code (spec point 2)',
  'pc/appointmentDownloadServer': 'the download centre carries no code (spec point 2)',
  'pc/appointmentDownloadGroup': 'the download centre carries no code (spec point 2)',
  'pc/appointmentDownloadFile': "a job of the caller's download centre",
  'pc/deleteServiceExportData': "a job of the caller's download centre",
};

const probes: Record<string, Probe> = {
  'pc/appointmentDownloadFile job_id': {},
  'pc/deleteServiceExportData job_id': {},
};

/** The access sweep's entries of the exports capability (access-sweep-table.ts joins them). */
export const sweep: SweepTable = { samples, noCode, probes };
