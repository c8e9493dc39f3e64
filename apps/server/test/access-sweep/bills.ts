import { type Probe, type Sample, type SweepTable, senior } from './kit.ts';

const samples: Record<string, Sample> = {
  'query/billDownload': () => ({ bill_type: 'DAILY', ...senior() }),
  'query/serviceBillDownload': () => ({ bill_type: 'DAILY', ...senior() }),
  'query/groupBillDownload': () => ({ bill_type: 'DAILY', ...senior() }),
  'query/billDownloadExistCheck': ({ w }) => ({ bill_type: 'DAILY', report_date: w.a.day }),
  'query/billDownloadCheck': ({ w }) => ({ bill_type: 'DAILY', report_date: w.a.day }),
};

const noCode: Record<string, string> = {
  'query/groupBillDownload': 'the group area has no codes (spec point 2)',
};

const probes: Record<string, Probe> = {
  'query/billDownloadCheck mer_no': {},
};

/** The access sweep's entries of the bills capability (access-sweep-table.ts joins them). */
export const sweep: SweepTable = { samples, noCode, probes };
