import type { RequirementT } from '@mp/core/schemas/inspection';
import { exclusively, type ScheduledJob } from '../../schedule/index.ts';
import { activeMerchantIds, insertNotice, merchantById, noticesOf } from './queries.ts';
import { REMINDER_STEPS } from './requirements.ts';
import { refresh, sendReminder } from './service.ts';

/**
 * The reminders and the escalation (issue 29 points 1 and 2), every 15 minutes: for each merchant, each
 * listed requirement's reminder step (60/30/14/7/1 days before its deadline; 0 once it has passed) is sent
 * once (requirement_notices), all of a merchant's due steps in one reminder with one new phone link; then
 * the merchant's level is evaluated again and stored, so an accepted document lifts its restriction within
 * the quarter hour (the reads and the review decisions lift it at once). The requirements are evaluated
 * afresh in the run: a document accepted since the last run has a new key and gets no reminder.
 */
const REQUIREMENT_LOCK = 727_129;
export const REQUIREMENT_EVERY_MS = 15 * 60_000;

/** The step due for a requirement `daysLeft` from its deadline: the nearest step at or above, 0 when past. */
export function stepDue(daysLeft: number): number | null {
  if (daysLeft < 0) return 0;
  const steps = [...REMINDER_STEPS].sort((a, b) => a - b);
  return steps.find((s) => daysLeft <= s) ?? null;
}

export async function runRequirements(
  deps: Parameters<ScheduledJob['run']>[0],
  now: Date,
): Promise<{ reminded: number; restricted: number }> {
  return exclusively(deps.db, REQUIREMENT_LOCK, async (tx) => {
    let reminded = 0;
    let restricted = 0;
    for (const id of await activeMerchantIds(tx)) {
      const ev = await refresh(tx, id, now);
      if (!ev) continue;
      const sent = await noticesOf(tx, id);
      const due: RequirementT[] = [];
      for (const r of ev.list) {
        if (r.relief === 'WAIVE' || r.under_review) continue;
        const step = stepDue(r.days_left);
        if (step === null || sent.some((n) => n.req_key === r.req_key && n.step <= step && n.step >= 0))
          continue;
        // The larger steps are passed with it (a requirement found at 10 days gets the 14-day reminder only).
        for (const s of REMINDER_STEPS) if (s > step) await insertNotice(tx, id, r.req_key, s, now);
        if (await insertNotice(tx, id, r.req_key, step, now)) due.push(r);
      }
      if (due.length > 0) {
        const m = await merchantById(tx, id);
        // The first notice fixes the deadline at least 7 days ahead: evaluate again for the reminder's dates.
        const again = await refresh(tx, id, now);
        const fresh = again ? again.list.filter((r) => due.some((d) => d.req_key === r.req_key)) : due;
        if (m)
          await sendReminder(
            { db: tx, ports: deps.ports, portalUrl: deps.config.portalUrl, log: deps.log },
            m,
            fresh,
            now,
          );
        reminded++;
      }
      if (ev.level > 0) restricted++;
    }
    return { reminded, restricted };
  });
}

export const requirementJob: ScheduledJob = {
  name: 'requirementReminders',
  on: (config) => config.requirementJob,
  every: REQUIREMENT_EVERY_MS,
  firstAfterMs: 5_000,
  run: async (deps, now) => {
    const r = await runRequirements(deps, now);
    return r.reminded > 0 || r.restricted > 0 ? r : null;
  },
  says: {
    done: 'requirement reminders sent and restrictions updated',
    failed: 'requirement reminders failed',
  },
};
