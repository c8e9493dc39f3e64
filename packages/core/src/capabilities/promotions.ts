import type { Manifest } from '../capability.ts';

export const manifest = {
  name: 'promotions',
  pages: [],
  statuses: {
    WAIT_AUDIT: 'warning',
    WAIT_EFFECT: 'warning',
    IN_PROGRESS: 'processing',
    REJECTED: 'error',
    CANCELLED: 'default',
    INITIAL: 'warning',
    WAIT_REVOKE_AUDIT: 'warning',
    REVOKE_APPROVED: 'success',
    REVOKE_REJECTED: 'error',
  },
  auditActions: {
    print: { zh: '列印', en: 'Print' },
    unmask: { zh: '查看完整個人資料', en: 'Personal data shown unmasked' },
  },
  exports: {},
  jobs: [],
  reviewKinds: [],
} as const satisfies Manifest;
