/**
 * Demo data for a fresh portal, in one transaction: the platform's rows (db/seed: organisations,
 * operators, 120 days of traffic, refunds, settlements and balances), then each capability's own, written
 * by its module: the REFUND transactions and per-day summaries (transactions), outgoing payments
 * (payments) and the administration tables (merchant, with the notices' bulletins and mails). It sits
 * beside app start-up, not in the database layer, because it composes the modules.
 */

import { DEMO_DAYS, type SeedOptions, seedPlatform } from './db/seed/index.ts';
import type { Db } from './db/types.ts';
import { seedAccountAuths } from './modules/accountauth/index.ts';
import { seedLedger } from './modules/accounts/index.ts';
import { seedAgreements } from './modules/agreements/index.ts';
import { seedAppIds } from './modules/appid/index.ts';
import { seedCrossBorder } from './modules/crossborder/index.ts';
import { seedGrants } from './modules/grants/index.ts';
import { seedInvoices, seedWaitingInvoices } from './modules/invoices/index.ts';
import { seedAdministration } from './modules/merchant/index.ts';
import { seedPayments } from './modules/payments/index.ts';
import { seedPromotions } from './modules/promotions/index.ts';
import { seedWaitingRefund } from './modules/refunds/index.ts';
import { seedStaff } from './modules/staff/index.ts';
import { seedTraining } from './modules/training/index.ts';
import { advanceNumberSequences, rebuildDailySummaries } from './modules/transactions/index.ts';

export type { SeedOptions } from './db/seed/index.ts';

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
  return db.tx(async (tx) => {
    // The bulk statements sort and hash some 100k-300k rows: in memory rather than in temporary files.
    await tx.query("set local work_mem = '64MB'");
    const platform = await seedPlatform(tx, now, days);
    // The REFUND transaction of each successful refund, and the summaries over all rows.
    const { refundTxns } = await rebuildDailySummaries(tx);
    // Balances: the ledger's entries for that history (settlement credits, fees, refunds, payouts).
    await seedLedger(tx, { now, commission: platform.commission });
    const payments = await seedPayments(tx, now, days);
    await seedAdministration(tx, now);
    await seedAccountAuths(tx, now);
    await seedStaff(tx, now);
    await seedTraining(tx, now);
    await seedAgreements(tx, now);
    await seedPromotions(tx, now);
    await seedCrossBorder(tx, now);
    // Rows that lead somewhere (issue 32): invoice heads and confirmed bills, app-ID bindings, a read grant.
    await seedInvoices(tx, now);
    await seedAppIds(tx, now);
    await seedGrants(tx, now);
    await advanceNumberSequences(tx);
    // After the sequences: the waiting items take the next numbers.
    if (opts.waiting) await seedWaiting(tx, now);
    const { commission: _c, ...counts } = platform;
    return {
      ...counts,
      transactions: platform.transactions + refundTxns,
      refundTransactions: refundTxns,
      payments,
      ms: Math.round(performance.now() - started),
    };
  });
}

/**
 * What a person signing in to the demo finds to do (issue 32): demo_cashier's refund waiting for
 * demo_merchant's approval (/layout/approvalQueue), demo_merchant's invoice application waiting for its audit
 * (/layout/invoiceAudit) and demo_merchant2's waiting for a reviewer in the back office (/backoffice/index).
 */
export async function seedWaiting(db: Db, now: Date): Promise<void> {
  await seedWaitingRefund(db, now);
  await seedWaitingInvoices(db, now);
}
