/**
 * The platform's demo rows for a fresh portal: organisations, stores, terminals, roles, demo operators of
 * every area and 120 days of payments, refunds and settlements, all relative to `now` (business day
 * Asia/Macau). Deterministic: a fixed-seed generator, so the same `now` always gives the same rows.
 * The demo data of the capabilities (REFUND rows and per-day summaries, outgoing payments,
 * administration) is written by their own modules after these rows: src/seed.ts runs both in one
 * transaction, so this layer never imports a module.
 */
import type { Db } from '../types.ts';
import { withBulkLoad } from './batch.ts';
import { writeInspection } from './inspection.ts';
import { writeOperators } from './operators.ts';
import { MERCHANTS } from './orgs.ts';
import { DEMO_SEED, Rng } from './random.ts';
import { generateRefunds } from './refunds.ts';
import { computeSettlements, providerBalance } from './settlements.ts';
import { generateTransactions, numberTransactions } from './traffic.ts';
import { writeOrgs } from './write-orgs.ts';
import { writeRefunds, writeSettlements, writeTransactions } from './write-traffic.ts';

export {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_STAFF,
  type DemoAccount,
  type DemoStaff,
  LOGIN_PATHS,
  STAFF_LOGIN_PATH,
} from './accounts.ts';

export interface SeedOptions {
  now: Date;
  /** Business days of history, today included (default 120). */
  days?: number;
  /**
   * Items waiting for a person (default none): a refund in the approval queue, invoice applications in the
   * merchant's audit and the back office's review (seed.ts, seedWaiting). The server's start and
   * `npm run reseed` ask for them (SEED_WAITING); the tests' databases leave them out, their journeys
   * deciding what they make themselves.
   */
  waiting?: boolean;
}

export const DEMO_DAYS = 120;

/** What seedPlatform wrote. */
export interface PlatformSeed {
  merchants: number;
  stores: number;
  terminals: number;
  operators: number;
  /** Spending rows (the REFUND rows are the transactions module's). */
  transactions: number;
  refunds: number;
  settlements: number;
  firstDate: string;
  lastDate: string;
  /** The provider's commission (its sub-merchants' fees share), for the ledger to book. */
  commission: { providerId: string; amount: number };
}

/** Writes the platform's demo rows with `db` (the caller's transaction). Expects the demo organisations not to exist yet. */
export async function seedPlatform(db: Db, now: Date, days: number): Promise<PlatformSeed> {
  const rng = new Rng(DEMO_SEED);
  const txns = generateTransactions(rng, now, days);
  const refunds = generateRefunds(rng, txns, now);
  numberTransactions(txns);
  const settlements = computeSettlements(txns, refunds, now);

  const ids = await writeOrgs(db, now);
  const ops = await writeOperators(db, ids, now);
  const txnIds = await withBulkLoad(db, 'transactions', () =>
    writeTransactions(
      db,
      ids,
      txns,
      refunds.map((r) => r.txn.txnNo),
    ),
  );
  await writeRefunds(db, ids, txnIds, ops.merchantAdminIds, refunds);
  await writeSettlements(db, ids, settlements);
  await writeInspection(db, ids, now);
  return {
    merchants: MERCHANTS.length,
    stores: ids.storeIds.flat().length,
    terminals: ids.terminalIds.flat(2).length,
    operators: ops.byLogin.size,
    transactions: txns.length,
    refunds: refunds.length,
    settlements: settlements.length,
    firstDate: txns[0]?.businessDate ?? '',
    lastDate: txns.at(-1)?.businessDate ?? '',
    commission: { providerId: String(ids.providerId), amount: providerBalance(settlements, now) },
  };
}
