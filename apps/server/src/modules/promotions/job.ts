import type { ScheduledJob } from '../../schedule/index.ts';
import { closeEnded, startDue } from './queries.ts';

/**
 * Campaigns follow the clock: an approved campaign whose start has come goes IN_PROGRESS, one whose end
 * has passed CLOSED (END). Every 20 seconds, so each happens within a minute; each move is a conditional
 * update, so a second process (or a second run) changes nothing. Off with PROMOTION_JOB=off.
 */
export const promotionScheduleJob: ScheduledJob = {
  name: 'promotion-schedule',
  on: (config) => config.promotionJob,
  every: 20_000,
  startsWith: 'ready',
  async run({ db }, now) {
    const started = await startDue(db, now);
    const closed = await closeEnded(db, now);
    return started.length || closed.length ? { started, closed } : null;
  },
  says: { done: 'campaigns started or closed', failed: 'campaign schedule failed' },
};
