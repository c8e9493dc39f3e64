import type { Manifest } from '../capability.ts';

export const manifest = {
  name: 'notices',
  pages: [
    {
      id: 'notices.bulletins',
      order: 640,
      title: { zh: '公告通知', en: 'Notices' },
      code: '14',
      menu: 'notices',
      areas: { merchant: 'ntcList', service: 'ntcList', group: 'gntcList' },
    },
    {
      id: 'notices.mail',
      order: 650,
      title: { zh: '站內郵件', en: 'Mail' },
      code: '14',
      menu: 'notices',
      areas: { merchant: 'mailView', service: 'mailView', group: 'mailView' },
    },
  ],
  statuses: {},
  auditActions: {},
  exports: {},
  jobs: [],
  reviewKinds: [],
} as const satisfies Manifest;
