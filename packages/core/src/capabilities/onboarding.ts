import type { Manifest } from '../capability.ts';

export const manifest = {
  name: 'onboarding',
  pages: [
    {
      id: 'onboarding.subEntry',
      order: 30,
      title: { zh: '子商戶進件', en: 'Sub-merchant onboarding' },
      code: '23',
      menu: 'submerchants',
      areas: { service: 'subMerchantEnterPage' },
    },
    {
      id: 'onboarding.signIn',
      order: 780,
      title: { zh: '商戶註冊', en: 'Merchant sign-up' },
      planned: true,
      areas: { public: 'signIn' },
    },
    {
      id: 'onboarding.identification',
      order: 790,
      title: { zh: '身份認證', en: 'Identification' },
      planned: true,
      areas: { public: 'identification' },
    },
    {
      id: 'onboarding.wizard',
      order: 800,
      title: { zh: '管理員資料', en: 'Administrator details' },
      areas: {
        public: [
          'userInfoAdminNew',
          'userInfoAdmin',
          { name: 'productOption', title: { zh: '產品選擇', en: 'Product options' } },
          { name: 'selectProduct', title: { zh: '選擇產品', en: 'Select products' } },
        ],
      },
    },
    {
      id: 'onboarding.serverStyle',
      order: 810,
      title: { zh: '服務方式', en: 'Service type' },
      planned: true,
      areas: { public: 'serverStyle' },
    },
    {
      id: 'onboarding.hope',
      order: 820,
      title: { zh: '敬請期待', en: 'Coming soon' },
      planned: true,
      areas: { public: 'hope' },
    },
    {
      id: 'onboarding.status',
      order: 830,
      title: { zh: '審核狀態', en: 'Review status' },
      areas: {
        public: ['checkSts', { name: 'info_detalls', title: { zh: '資料詳情', en: 'Information detail' } }],
      },
    },
    {
      id: 'onboarding.serveApprove',
      order: 920,
      title: { zh: '服務審批', en: 'Service approval' },
      planned: true,
      areas: { public: { name: 'serveApprove', path: '/serve/approve' } },
    },
    {
      id: 'onboarding.prepare',
      order: 940,
      title: { zh: '註冊準備', en: 'Before you register' },
      areas: { public: 'registerPrepare' },
    },
  ],
  statuses: { DRAFT: 'default' },
  auditActions: {},
  exports: {},
  jobs: [],
  reviewKinds: ['application'],
} as const satisfies Manifest;
