import { capability, page } from '../capability.ts';

export const manifest = capability({
  name: 'notices',
  pages: [
    page('notices.bulletins', 640, ['公告通知', 'Notices'], { code: '14', menu: 'notices', merchant: 'ntcList', service: 'ntcList', group: 'gntcList' }),
    page('notices.mail', 650, ['站內郵件', 'Mail'], { code: '14', menu: 'notices', merchant: 'mailView', service: 'mailView', group: 'mailView' }),
  ],
});
