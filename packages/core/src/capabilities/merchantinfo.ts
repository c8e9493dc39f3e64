import { capability, page } from '../capability.ts';

export const manifest = capability({
  name: 'merchantinfo',
  pages: [
    page('merchantinfo.basic', 290, ['基本資料變更', 'Basic information change'], {
      code: '111',
      menu: 'merchant',
      public: { name: 'h5AlterBasicInfo', hideFooter: true },
      merchant: 'alterBasicInfo',
    }),
    page('merchantinfo.people', 300, ['人員資料', 'People'], { code: '111', menu: 'merchant', public: { name: 'h5AllPersonInfo', hideFooter: true }, merchant: 'allPersonInfo' }),
    page('merchantinfo.expiry', 390, ['巡檢到期更新', 'Inspection-expiry update'], {
      code: '6',
      menu: 'merchant',
      public: { name: 'h5InspectionExpirationUpdateMerc', hideFooter: true },
      merchant: 'inspectionExpirationUpdateMerc',
    }),
    page('merchantinfo.expiryStatus', 400, ['巡檢複核狀態', 'Inspection review status'], { merchant: 'inspectionExpirationReCheckSts' }),
    page('merchantinfo.supplement', 410, ['補充資料', 'Supplementary data'], {
      // No dash number in the spec; gated by the code of its calls (queryMercUpd, mercSupplementAdd: 11) so that
      // a cashier, who may make neither, does not find it in the menu (issue 32).
      code: '11',
      menu: 'merchant',
      merchant: 'supplementaryData',
    }),
  ],
  statuses: { PAY_CHECK: 'processing', NEED_MORE: 'warning', BLOCKED: 'error' },
  reviewKinds: ['change'],
});
