import { addDaysYmd, todayYmd } from '@mp/core';
import type { BillType } from '@mp/core/schemas/bills';
import { instantOfTime14 } from '@mp/core/time';
import { exclusively, type JobDeps, type ScheduledJob } from '../../schedule/index.ts';
import { generateBill } from './generate.ts';
import { periodDays } from './periods.ts';
import { ownersWithBusiness, selectBillFiles } from './queries.ts';

/** Bills of a day are made at 01:00 Macau the next day, when late refunds of the day have settled. */
const RUN_AT = '010000';
/**
 * One run at a time across the server processes of one database (issue 15, point 9): each process runs the
 * schedule, the first takes this lock and makes the bills, the others wait for it and then find them made.
 */
const BILL_LOCK = 727_045;

/** The periods the schedule makes: yesterday, and last month (on every run, so a missed 1st is caught up). */
export function duePeriods(now: Date): { type: BillType; period: string }[] {
  const today = todayYmd(now);
  const yesterday = addDaysYmd(today, -1) ?? today;
  const lastMonth = (addDaysYmd(`${today.slice(0, 6)}01`, -1) ?? today).slice(0, 6);
  return [
    { type: 'DAILY', period: yesterday },
    { type: 'MONTHLY', period: lastMonth },
  ];
}

/**
 * Makes every due bill that does not exist yet, for every organisation with business in the period, in
 * one transaction holding the bill lock, so that of several processes running the schedule at once exactly
 * one makes each bill. Older bills are made on demand when someone downloads them (service.ts).
 */
export async function generateDueBills(deps: JobDeps, now: Date): Promise<number> {
  return exclusively(deps.db, BILL_LOCK, async (tx) => {
    let made = 0;
    for (const { type, period } of duePeriods(now)) {
      const { first, last } = periodDays(type, period);
      for (const owner of await ownersWithBusiness(tx, first, last)) {
        const existing = await selectBillFiles(tx, owner, type, [period]);
        if (existing.has(period)) continue;
        await generateBill(tx, deps.ports.files, owner, type, period, now);
        made += 1;
      }
    }
    return made;
  });
}

/** The next 01:00 Macau after `now`. */
export function nextBillRun(now: Date): Date {
  const today = todayYmd(now);
  const atToday = instantOfTime14(`${today}${RUN_AT}`);
  return atToday.getTime() > now.getTime() ? atToday : instantOfTime14(`${addDaysYmd(today, 1)}${RUN_AT}`);
}

/** The daily bills (BILL_JOB): at start (catching up), then at every 01:00 Macau. */
export const billJob: ScheduledJob = {
  name: 'bills',
  on: (config) => config.billJob,
  at: nextBillRun,
  async run(deps, now) {
    const made = await generateDueBills(deps, now);
    return made ? { made } : null;
  },
  says: { done: 'bills generated', failed: 'bill generation failed' },
};
