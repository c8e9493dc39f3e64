import { capability } from '../capability.ts';

/** Promotions (spec point 4): not built yet; its statuses are known (statuses.ts PROMOTION_STATUS). */
export const manifest = capability({
  name: 'promotions',
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
});
