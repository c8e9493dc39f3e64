import type { Manifest } from '../capability.ts';

export const manifest = {
  name: 'shell',
  pages: [
    {
      id: 'shell.serverError',
      order: 960,
      title: { zh: '系統錯誤', en: 'Server error' },
      areas: { public: { name: 'serverError', path: '/500' } },
    },
  ],
  statuses: {},
  auditActions: {},
  exports: {},
  jobs: [],
  reviewKinds: [],
} as const satisfies Manifest;
