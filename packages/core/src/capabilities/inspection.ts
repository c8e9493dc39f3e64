import type { Manifest } from '../capability.ts';

/** Merchant inspection and file collection: not built yet. */
export const manifest = {
  name: 'inspection',
  pages: [
    {
      id: 'inspection.merchantInspection',
      order: 360,
      title: { zh: '商戶巡檢', en: 'Merchant inspection' },
      planned: true,
      areas: { merchant: 'merchantInspection' },
    },
    {
      id: 'inspection.collectFile',
      order: 370,
      title: { zh: '資料收集', en: 'File collection' },
      planned: true,
      areas: { merchant: 'collectFile' },
    },
    {
      id: 'inspection.mercTainView',
      order: 380,
      title: { zh: '培訓資料', en: 'Training' },
      planned: true,
      areas: { merchant: 'mercTainView' },
    },
    {
      id: 'inspection.h5CollectFile',
      order: 950,
      title: { zh: '資料收集', en: 'File collection' },
      planned: true,
      areas: { public: { name: 'h5CollectFile', hideFooter: true } },
    },
  ],
  statuses: {},
  auditActions: {},
  exports: {},
  jobs: [],
  reviewKinds: [],
} as const satisfies Manifest;
