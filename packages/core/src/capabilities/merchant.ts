import { capability, page } from '../capability.ts';

export const manifest = capability({
  name: 'merchant',
  pages: [
    page('merchant.info', 280, ['商戶資料', 'Merchant information'], { code: '11', menu: 'merchant', merchant: 'merc_info' }),
    page('merchant.organisation', 320, ['服務商資料', 'Provider information'], {
      code: '11',
      menu: 'merchant',
      service: 'serviceDetail',
      group: { name: 'groupDetail', title: { zh: '集團資料', en: 'Group information' } },
    }),
  ],
  statuses: { closed: 'default', frozen: 'warning' },
});
