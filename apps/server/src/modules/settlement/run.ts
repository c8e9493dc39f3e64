import { addDaysYmd, todayYmd } from '@mp/core';
import { instantOfTime14 } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import { exclusively, type ScheduledJob } from '../../schedule/index.ts';
import { availableCovers, book } from '../accounts/index.ts';
import { restrictionLevel } from '../inspection/index.ts';
import { insertDaySettlements, markSettled, selectPayable, selectUnsettledDays } from './queries.ts';

/**
 * The daily settlement job. A business day is settled after it closes (00:30 Macau the next day): one
 * settlement per merchant with successful business that day, net = gross - fee - discount - refunds
 * that succeeded that day (the demo seed's rule). It is paid out (SETTLED) at 10:00 the next day. Each
 * (merchant, day) is settled at most once (the unique key), so a run may repeat or overlap another
 * process's run; at start it catches up every day a stopped server missed.
 */

// One job at a time across server processes sharing a PostgreSQL database.
const SETTLEMENT_LOCK = 727_044;
const SETTLE_AT = '003000';
const PAYOUT_AT = '100000';

export interface SettlementReport {
  /** Settlements created, per business day (yyyymmdd). */
  created: Record<string, number>;
  paidOut: number;
}

/**
 * Pays out every settlement whose payout time (10:00 the day after its business day) has come, each only
 * when the merchant's available balance holds its net (the takings were credited as they came, and a
 * withdrawal, refund or payment may have used them since): one that it does not hold stays SETTLING and
 * is paid out at a later run (docs/decisions.md, "No balance below zero").
 */
async function payOut(db: Db, now: Date): Promise<number> {
  const lastPayable = addDaysYmd(
    todayYmd(now),
    now >= instantOfTime14(`${todayYmd(now)}${PAYOUT_AT}`) ? -1 : -2,
  )!;
  let paid = 0;
  for (const s of await selectPayable(db, lastPayable)) {
    const amount = Number(s.net_amount);
    const org = { kind: 'merchant' as const, id: String(s.merchant_id) };
    // Held while the merchant is 15 days past a deadline (issue 29 point 2): paid at the run after it lifts.
    if ((await restrictionLevel(db, org.id)) >= 2) continue;
    if (!(await availableCovers(db, org, amount))) continue;
    await markSettled(db, s.settle_no, now);
    paid++;
    // The money leaves the provider's hands for the merchant's bank account.
    if (amount !== 0) await book(db, { type: 'PAYOUT', org, amount, ref: s.settle_no, at: now });
  }
  return paid;
}

/** One run: settle every closed day not yet settled, then pay out what is due. Idempotent. */
export async function runSettlement(db: Db, now: Date): Promise<SettlementReport> {
  return exclusively(db, SETTLEMENT_LOCK, async (tx) => {
    const today = todayYmd(now);
    const created: Record<string, number> = {};
    for (const day of await selectUnsettledDays(tx, today)) {
      const n = await insertDaySettlements(tx, day, now);
      if (n > 0) created[day] = n;
    }
    return { created, paidOut: await payOut(tx, now) };
  });
}

/** The next 00:30 or 10:00 Macau after `now`. */
export function nextRunAt(now: Date): Date {
  const today = todayYmd(now);
  const candidates = [today, addDaysYmd(today, 1)!].flatMap((d) => [
    instantOfTime14(`${d}${SETTLE_AT}`),
    instantOfTime14(`${d}${PAYOUT_AT}`),
  ]);
  return candidates.find((t) => t.getTime() > now.getTime())!;
}

/** The daily settlement (SETTLEMENT_JOB): at start (catching up missed days), then at 00:30 and 10:00 Macau. */
export const settlementJob: ScheduledJob = {
  startsWith: 'money',
  name: 'settlement',
  on: (config) => config.settlementJob,
  at: nextRunAt,
  async run(deps, now) {
    const report = await runSettlement(deps.db, now);
    return Object.keys(report.created).length || report.paidOut ? report : null;
  },
  says: { done: 'settlement run', failed: 'settlement run failed' },
};
