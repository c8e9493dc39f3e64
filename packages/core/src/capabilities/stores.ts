import { capability, page } from '../capability.ts';

export const manifest = capability({
  name: 'stores',
  pages: [
    page('stores.list', 160, ['門店管理', 'Stores'], { code: '41', menu: 'merchant', merchant: 'shop_manager', service: 'shop_manager', group: 'gshop_manager' }),
    page('stores.detail', 170, ['門店詳情', 'Store detail'], { code: '411', merchant: 'shop_manager_detaile', service: 'shop_manager_detaile', group: 'gshop_manager_detail' }),
  ],
  statuses: { disabled: 'default' },
});
