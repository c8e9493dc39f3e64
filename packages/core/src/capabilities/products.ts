import { capability, page } from '../capability.ts';

export const manifest = capability({
  name: 'products',
  pages: [
    page('products.childAuth', 40, ['子商戶產品授權', 'Product authorisation'], { code: '22', menu: 'submerchants', service: 'serviceChildProAuthList' }),
    page('products.services', 310, ['商戶服務', 'Merchant services'], { code: '2', menu: 'merchant', merchant: 'merchantServices' }),
    page('products.merchantAuth', 340, ['產品授權', 'Product authorisation'], { code: '26', menu: 'merchant', merchant: 'mercProductAuthList' }),
  ],
  statuses: { OPEN: 'success' },
  auditActions: {
    channel_delete: { zh: '刪除支付渠道', en: 'Payment channel deleted' },
    product_grant: { zh: '授權產品', en: 'Product authorised' },
    product_cancel: { zh: '取消產品授權', en: 'Product authorisation cancelled' },
  },
});
