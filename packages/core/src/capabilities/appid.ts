import type { Manifest } from '../capability.ts';

export const manifest = {
  name: 'appid',
  pages: [
    {
      id: 'appid.binding',
      order: 330,
      title: { zh: 'AppID 綁定', en: 'App-ID binding' },
      code: '5',
      menu: 'merchant',
      areas: { merchant: 'bindAppId', service: 'bind_appId_server' },
    },
  ],
  statuses: {},
  auditActions: {
    appid_bind: { zh: '綁定 AppID', en: 'App-ID bound' },
    appid_unbind: { zh: '刪除 AppID 綁定', en: 'App-ID binding deleted' },
  },
  exports: {},
  jobs: [],
  reviewKinds: [],
} as const satisfies Manifest;
