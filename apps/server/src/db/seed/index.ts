/**
 * Demo data for a fresh portal: organisations, stores, terminals, roles, demo operators of every area and
 * 120 days of payments, refunds and settlements, all relative to `now` (business day Asia/Macau).
 * Deterministic: a fixed-seed generator, so the same `now` always gives the same rows.
 * The demo data of other capabilities (REFUND rows and per-day summaries, outgoing payments,
 * administration) is written by their own modules' seeders, called here in the same transaction.
 */
import { seedAdministration } from '../../modules/merchant/seed.ts';
import { seedPayments } from '../../modules/payments/seed.ts';
import { rebuildDailySummaries } from '../../modules/transactions/summaries.ts';
import type { Db } from '../types.ts';
import { writeOperators } from './operators.ts';
import { MERCHANTS } from './orgs.ts';
import { DEMO_SEED, Rng } from './random.ts';
import { generateRefunds } from './refunds.ts';
import { computeSettlements, merchantBalances, providerBalance } from './settlements.ts';
import { generateTransactions, numberTransactions } from './traffic.ts';
import { writeOrgs } from './write-orgs.ts';
import { writeBalances, writeRefunds, writeSettlements, writeTransactions } from './write-traffic.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, LOGIN_PATHS } from './accounts.ts';

export interface SeedOptions {
  now: Date;
  /** Business days of history, today included (default 120). */
  days?: number;
}

export interface SeedSummary {
  merchants: number;
  stores: number;
  terminals: number;
  operators: number;
  /** Spending and REFUND rows together. */
  transactions: number;
  refundTransactions: number;
  refunds: number;
  /** Outgoing payments (payment query 43). */
  payments: number;
  settlements: number;
  firstDate: string;
  lastDate: string;
  ms: number;
}

export const DEMO_DAYS = 120;

// Serialises concurrent first starts of several servers on one PostgreSQL: the loser finds merchants.
const SEED_LOCK = 727_001;

/** Seeds the demo data if there is no merchant yet, in one transaction. Answers whether it seeded. */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<boolean> {
  return db.tx(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const found = await tx.query('select 1 from merchants limit 1');
    if (found.rows.length > 0) return false;
    await seedDemo(tx, opts);
    return true;
  });
}

/** Writes every demo row. Expects the demo organisations not to exist yet (their numbers are unique). */
export async function seedDemo(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const now = opts.now;
  const days = opts.days ?? DEMO_DAYS;
  const rng = new Rng(DEMO_SEED);

  const txns = generateTransactions(rng, now, days);
  const refunds = generateRefunds(rng, txns, now);
  numberTransactions(txns);
  const settlements = computeSettlements(txns, refunds, now);

  return db.tx(async (tx) => {
    const ids = await writeOrgs(tx, now);
    const ops = await writeOperators(tx, ids, now);
    const txnIds = await writeTransactions(tx, ids, txns);
    await writeRefunds(tx, ids, txnIds, ops.merchantAdminIds, refunds);
    await writeSettlements(tx, ids, settlements);
    await writeBalances(
      tx,
      ids,
      merchantBalances(txns, refunds, settlements, now),
      providerBalance(settlements, now),
      now,
    );
    // The REFUND transaction of each successful refund, and the summaries over all rows.
    const { refundTxns } = await rebuildDailySummaries(tx);
    const payments = await seedPayments(tx, now, days);
    await seedAdministration(tx, now);
    return {
      merchants: MERCHANTS.length,
      stores: ids.storeIds.flat().length,
      terminals: ids.terminalIds.flat(2).length,
      operators: ops.byLogin.size,
      transactions: txns.length + refundTxns,
      refundTransactions: refundTxns,
      refunds: refunds.length,
      payments,
      settlements: settlements.length,
      firstDate: txns[0]?.businessDate ?? '',
      lastDate: txns.at(-1)?.businessDate ?? '',
      ms: Math.round(performance.now() - started),
    };
  });
}
