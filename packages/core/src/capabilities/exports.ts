import type { Manifest } from '../capability.ts';

export const manifest = {
  name: 'exports',
  pages: [
    {
      id: 'exports.centre',
      order: 660,
      title: { zh: '預約下載', en: 'Scheduled downloads' },
      menu: 'downloads',
      areas: {
        merchant: 'appointmentDownload',
        service: 'appointmentDownloadServer',
        group: 'appointmentDownloadGroup',
      },
    },
  ],
  statuses: { DONE: 'success', RUNNING: 'processing', QUEUED: 'warning', EXPIRED: 'default' },
  auditActions: {
    export: { zh: '導出', en: 'Export' },
    download: { zh: '下載', en: 'Download' },
  },
  exports: {},
  jobs: ['export-sweep'],
  reviewKinds: [],
} as const satisfies Manifest;
