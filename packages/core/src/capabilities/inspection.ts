import { capability, page } from '../capability.ts';

/** Merchant inspection and file collection: not built yet. */
export const manifest = capability({
  name: 'inspection',
  pages: [
    page('inspection.merchantInspection', 360, ['商戶巡檢', 'Merchant inspection'], { planned: true, merchant: 'merchantInspection' }),
    page('inspection.collectFile', 370, ['資料收集', 'File collection'], { planned: true, merchant: 'collectFile' }),
    page('inspection.h5CollectFile', 950, ['資料收集', 'File collection'], { planned: true, public: { name: 'h5CollectFile', hideFooter: true } }),
  ],
});
