import { capability, page } from '../capability.ts';

export const manifest = capability({
  name: 'exports',
  pages: [
    page('exports.centre', 660, ['預約下載', 'Scheduled downloads'], { menu: 'downloads', merchant: 'appointmentDownload', service: 'appointmentDownloadServer', group: 'appointmentDownloadGroup' }),
  ],
  statuses: { DONE: 'success', RUNNING: 'processing', QUEUED: 'warning', EXPIRED: 'default' },
  auditActions: {
    export: { zh: '導出', en: 'Export' },
    download: { zh: '下載', en: 'Download' },
  },
  jobs: ['export-sweep'],
});
