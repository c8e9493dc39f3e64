import { addDaysYmd, todayYmd } from '@mp/core';
import type { BillType } from '@mp/core/schemas/bills';
import { instantOfTime14 } from '@mp/core/time';
import { generateBill } from '../modules/bills/generate.ts';
import { periodDays } from '../modules/bills/periods.ts';
import { ownersWithBusiness, selectBillFiles } from '../modules/bills/queries.ts';
import type { JobDeps } from '../modules/exports/captured-scope.ts';

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
 * one makes each bill. Older bills are made on demand when someone downloads them (modules/bills/service.ts).
 */
export async function generateDueBills(deps: JobDeps, now: Date): Promise<number> {
  return deps.db.tx(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [BILL_LOCK]);
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

/** Runs now (catching up), then at every 01:00 Macau; stop() ends it and waits for a run in progress. */
export function startBillSchedule(deps: JobDeps): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const run = async () => {
    try {
      const made = await generateDueBills(deps, deps.ports.clock.now());
      if (made) deps.log.info({ made }, 'bills generated');
    } catch (e) {
      if (!stopped) deps.log.error({ err: e }, 'bill generation failed');
    }
    if (stopped) return;
    const now = deps.ports.clock.now();
    // Capped at an hour, so a clock change or a sleeping machine is caught up within the hour.
    const wait = Math.min(3_600_000, Math.max(1000, nextBillRun(now).getTime() - now.getTime() + 1000));
    timer = setTimeout(() => {
      running = run();
    }, wait);
    timer.unref?.();
  };
  running = run();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
