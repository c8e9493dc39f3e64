import type { Db } from '../db/types.ts';
import { resumeFundOrders } from '../modules/accounts/index.ts';
import { resumeVerifications } from '../modules/bankchange/index.ts';
import { jobsStartingWith } from '../modules/index.ts';
import { seedPayments } from '../modules/payments/index.ts';
import { resumeRefunds } from '../modules/refunds/index.ts';
import { channelFilesJob, startSimulator } from '../modules/simulator/index.ts';
import { rebuildDailySummaries } from '../modules/transactions/index.ts';
import type { JobDeps, Scheduled, ScheduledJob } from '../schedule/index.ts';

/**
 * Makes the money views whole after a bulk load: REFUND transactions of refunds written without one and
 * the per-day summaries (when they are empty or refunds were backfilled), and, with demo data on, the
 * demo payments. Cheap when there is nothing to do; safe to call at every start.
 */
export async function prepareMoneyViews(db: Db, now: Date, opts: { seedPayments: boolean }): Promise<void> {
  const r = await db.query<{ missing_refunds: boolean; empty: boolean }>(
    `select exists (select 1 from refunds where status = 'SUCCESS' and refund_txn_id is null) as missing_refunds,
            (not exists (select 1 from txn_daily_summary) and exists (select 1 from transactions)) as empty`,
  );
  const { missing_refunds, empty } = r.rows[0];
  if (missing_refunds || empty) await rebuildDailySummaries(db);
  if (opts.seedPayments) await seedPayments(db, now);
}

/**
 * Everything that runs beside the HTTP server for the money views: the views made whole, refunds left
 * at the network asked again, the daily settlement and reconciliation jobs, the payment simulator and its
 * channel files (SIM_RATE, CHANNEL_FILES_JOB). stop() ends the timers; work in flight finishes or is picked up at the next start.
 */
export async function startMoneyBackground(
  deps: JobDeps & { schedule(jobs: readonly ScheduledJob[]): Scheduled },
): Promise<{ stop(): Promise<void> }> {
  const { db, config, ports, log } = deps;
  await prepareMoneyViews(db, ports.clock.now(), { seedPayments: config.seed });
  const resumed = await resumeRefunds({ db, ports, log });
  if (resumed) log.info({ refunds: resumed }, 'refunds sent to the network again');
  const resumedOrders = await resumeFundOrders({ db, ports, log });
  if (resumedOrders) log.info({ orders: resumedOrders }, 'withdrawals and recharges sent to the bank again');
  const resumedChecks = await resumeVerifications({ db, ports, log });
  if (resumedChecks) log.info({ payments: resumedChecks }, 'bank-change verification payments sent again');
  // After the views are whole: the settlement reads the per-day summaries.
  // The local payment network's day-end files (CHANNEL_FILES_JOB) go with the simulator: the reconciliation
  // (a 'money' job of the settlement module) reads them through the channel-file port.
  const settlement = deps.schedule([...jobsStartingWith('money'), channelFilesJob]);
  const simulator = await startSimulator({ db, network: ports.network, log, rate: config.simRate });
  return {
    async stop() {
      simulator.stop();
      await settlement.stop();
    },
  };
}
