import type { ScheduledJob } from '../../schedule/index.ts';
import { sendPromotionAlerts } from './alerts.ts';
import { closeEnded, startDue } from './queries.ts';

/**
 * Campaigns follow the clock: an approved campaign whose start has come goes IN_PROGRESS, one whose end
 * has passed CLOSED (END). Every 20 seconds, so each happens within a minute; each move is a conditional
 * update, so a second process (or a second run) changes nothing. The budget alerts reached since the last
 * run are sent (alerts.ts). Off with PROMOTION_JOB=off.
 */
export const promotionScheduleJob: ScheduledJob = {
  name: 'promotion-schedule',
  on: (config) => config.promotionJob,
  every: 20_000,
  startsWith: 'ready',
  async run(deps, now) {
    const started = await startDue(deps.db, now);
    const closed = await closeEnded(deps.db, now);
    const alerts = await sendPromotionAlerts(deps, now);
    return started.length || closed.length || alerts.sent || alerts.failed
      ? { started, closed, alerts }
      : null;
  },
  says: { done: 'campaigns started or closed, alerts sent', failed: 'campaign schedule failed' },
};
