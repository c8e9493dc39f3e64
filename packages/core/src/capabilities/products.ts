import type { Manifest } from '../capability.ts';

export const manifest = {
  name: 'products',
  pages: [
    {
      id: 'products.childAuth',
      order: 40,
      title: { zh: '子商戶產品授權', en: 'Product authorisation' },
      code: '22',
      menu: 'submerchants',
      areas: { service: 'serviceChildProAuthList' },
    },
    {
      id: 'products.services',
      order: 310,
      title: { zh: '商戶服務', en: 'Merchant services' },
      code: '2',
      menu: 'merchant',
      areas: { merchant: 'merchantServices' },
    },
    {
      id: 'products.merchantAuth',
      order: 340,
      title: { zh: '產品授權', en: 'Product authorisation' },
      code: '26',
      menu: 'merchant',
      areas: { merchant: 'mercProductAuthList' },
    },
  ],
  statuses: { OPEN: 'success' },
  auditActions: {
    channel_delete: { zh: '刪除支付渠道', en: 'Payment channel deleted' },
    product_grant: { zh: '授權產品', en: 'Product authorised' },
    product_cancel: { zh: '取消產品授權', en: 'Product authorisation cancelled' },
  },
  exports: {},
  jobs: [],
  reviewKinds: [],
} as const satisfies Manifest;
