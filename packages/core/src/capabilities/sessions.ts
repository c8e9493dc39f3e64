import type { Manifest } from '../capability.ts';

export const manifest = {
  name: 'sessions',
  pages: [],
  statuses: {},
  auditActions: {
    sessions_end: { zh: '結束其他會話', en: 'Other sessions ended' },
  },
  exports: {},
  jobs: [],
  reviewKinds: [],
} as const satisfies Manifest;
