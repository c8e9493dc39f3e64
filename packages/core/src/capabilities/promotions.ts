import type { Manifest } from '../capability.ts';

/** Promotions (spec point 4): not built yet; its statuses are known (statuses.ts PROMOTION_STATUS). */
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
  auditActions: {},
  exports: {},
  jobs: [],
  reviewKinds: [],
} as const satisfies Manifest;
