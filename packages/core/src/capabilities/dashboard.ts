import type { Manifest } from '../capability.ts';

export const manifest = {
  name: 'dashboard',
  pages: [
    {
      id: 'dashboard.home',
      order: 10,
      title: { zh: '首頁', en: 'Home' },
      menu: 'home',
      areas: { merchant: 'index', service: 'index', group: 'index' },
    },
  ],
  statuses: {},
  auditActions: {},
  exports: {},
  jobs: [],
  reviewKinds: [],
} as const satisfies Manifest;
