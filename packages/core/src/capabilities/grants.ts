import { capability, page } from '../capability.ts';

export const manifest = capability({
  name: 'grants',
  pages: [
    // Not a route of the spec: the read grants the sub-merchants gave (issue 13 point 8).
    page('grants.provider', 50, ['子商戶查詢授權', 'Sub-merchant read grants'], { code: '21', menu: 'submerchants', service: 'subMerchantGrants' }),
    // Not a route of the spec: the merchant's read grants to its provider (issue 13 point 8).
    page('grants.merchant', 350, ['服務商查詢授權', 'Read grants to provider'], { code: '11', menu: 'merchant', merchant: 'providerGrants' }),
  ],
  statuses: { REVOKED: 'default' },
  auditActions: {
    grant_add: { zh: '授權服務商查詢資料', en: 'Read grant to the provider' },
    grant_revoke: { zh: '撤銷查詢授權', en: 'Read grant revoked' },
  },
});
