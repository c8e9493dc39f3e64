import { capability, page } from '../capability.ts';

export const manifest = capability({
  name: 'appid',
  pages: [page('appid.binding', 330, ['AppID 綁定', 'App-ID binding'], { code: '5', menu: 'merchant', merchant: 'bindAppId', service: 'bind_appId_server' })],
  auditActions: {
    appid_bind: { zh: '綁定 AppID', en: 'App-ID bound' },
    appid_unbind: { zh: '刪除 AppID 綁定', en: 'App-ID binding deleted' },
  },
});
