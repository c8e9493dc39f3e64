import type { Manifest } from '../capability.ts';

export const manifest = {
  name: 'audit',
  pages: [],
  statuses: {},
  auditActions: {
    print: { zh: '列印', en: 'Print' },
    unmask: { zh: '查看完整個人資料', en: 'Personal data shown unmasked' },
  },
  exports: {},
  jobs: ['audit-retention'],
  reviewKinds: [],
} as const satisfies Manifest;
