import type { Manifest } from '../capability.ts';

export const manifest = {
  name: 'merchantinfo',
  pages: [
    {
      id: 'merchantinfo.basic',
      order: 290,
      title: { zh: '基本資料變更', en: 'Basic information change' },
      code: '111',
      menu: 'merchant',
      areas: { public: { name: 'h5AlterBasicInfo', hideFooter: true }, merchant: 'alterBasicInfo' },
    },
    {
      id: 'merchantinfo.people',
      order: 300,
      title: { zh: '人員資料', en: 'People' },
      code: '111',
      menu: 'merchant',
      areas: { public: { name: 'h5AllPersonInfo', hideFooter: true }, merchant: 'allPersonInfo' },
    },
    {
      id: 'merchantinfo.expiry',
      order: 390,
      title: { zh: '巡檢到期更新', en: 'Inspection-expiry update' },
      code: '6',
      menu: 'merchant',
      areas: {
        public: { name: 'h5InspectionExpirationUpdateMerc', hideFooter: true },
        merchant: 'inspectionExpirationUpdateMerc',
      },
    },
    {
      id: 'merchantinfo.expiryStatus',
      order: 400,
      title: { zh: '巡檢複核狀態', en: 'Inspection review status' },
      areas: { merchant: 'inspectionExpirationReCheckSts' },
    },
    {
      id: 'merchantinfo.supplement',
      order: 410,
      title: { zh: '補充資料', en: 'Supplementary data' },
      menu: 'merchant',
      areas: { merchant: 'supplementaryData' },
    },
  ],
  statuses: { PAY_CHECK: 'processing', NEED_MORE: 'warning', BLOCKED: 'error' },
  auditActions: {},
  exports: {},
  jobs: [],
  reviewKinds: ['change'],
} as const satisfies Manifest;
