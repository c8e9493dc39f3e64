import { capability, page } from '../capability.ts';

export const manifest = capability({
  name: 'onboarding',
  pages: [
    page('onboarding.subEntry', 30, ['子商戶進件', 'Sub-merchant onboarding'], { code: '23', menu: 'submerchants', service: 'subMerchantEnterPage' }),
    page('onboarding.wizard', 800, ['管理員資料', 'Administrator details'], {
      public: [
        'userInfoAdminNew',
        'userInfoAdmin',
        { name: 'productOption', title: { zh: '產品選擇', en: 'Product options' } },
        { name: 'selectProduct', title: { zh: '選擇產品', en: 'Select products' } },
      ],
    }),
    page('onboarding.status', 830, ['審核狀態', 'Review status'], { public: ['checkSts', { name: 'info_detalls', title: { zh: '資料詳情', en: 'Information detail' } }] }),
    page('onboarding.prepare', 940, ['註冊準備', 'Before you register'], { public: 'registerPrepare' }),
  ],
  statuses: { DRAFT: 'default' },
  reviewKinds: ['application', 'sub-merchant'],
});
