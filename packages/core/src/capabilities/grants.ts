import type { Manifest } from '../capability.ts';

export const manifest = {
  name: 'grants',
  pages: [
    // Not a route of the spec: the read grants the sub-merchants gave (issue 13 point 8).
    {
      id: 'grants.provider',
      order: 50,
      title: { zh: '子商戶查詢授權', en: 'Sub-merchant read grants' },
      code: '21',
      menu: 'submerchants',
      areas: { service: 'subMerchantGrants' },
    },
    // Not a route of the spec: the merchant's read grants to its provider (issue 13 point 8).
    {
      id: 'grants.merchant',
      order: 350,
      title: { zh: '服務商查詢授權', en: 'Read grants to provider' },
      code: '11',
      menu: 'merchant',
      areas: { merchant: 'providerGrants' },
    },
  ],
  statuses: { REVOKED: 'default' },
  auditActions: {
    grant_add: { zh: '授權服務商查詢資料', en: 'Read grant to the provider' },
    grant_revoke: { zh: '撤銷查詢授權', en: 'Read grant revoked' },
  },
  exports: {},
  jobs: [],
  reviewKinds: [],
} as const satisfies Manifest;
