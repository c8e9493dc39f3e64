import * as c from '@mp/core/contracts/exports';
import { endpoint } from '../../http/endpoint.ts';
import { centreList, jobDownloadToken, removeJob } from './centre.ts';
import { appointExport, exportNow } from './service.ts';

// Exporting a source needs that source's access: the export machine checks it per source (access.ts).
export const endpoints = [
  endpoint(c.exportData, {
    handler: (ctx, b) => exportNow(ctx, b.source, b.filters, b.format, { mask: b.mask === 'Y' }),
  }),
  endpoint(c.appointmentExport, {
    handler: (ctx, b) => appointExport(ctx, b.source, b.filters, b.format, { mask: b.mask === 'Y' }),
  }),
  // The download centre of each area: the same list, each behind its own area (spec point 2).
  endpoint(c.appointmentDownload, { handler: (ctx, body) => centreList(ctx, body) }),
  endpoint(c.appointmentDownloadServer, { handler: (ctx, body) => centreList(ctx, body) }),
  endpoint(c.appointmentDownloadGroup, { handler: (ctx, body) => centreList(ctx, body) }),
  endpoint(c.appointmentDownloadFile, { handler: (ctx, b) => jobDownloadToken(ctx, b.job_id) }),
  endpoint(c.deleteServiceExportData, { handler: (ctx, b) => removeJob(ctx, b.job_id) }),
];
