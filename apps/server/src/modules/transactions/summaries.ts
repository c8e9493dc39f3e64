import type { Db } from '../../db/types.ts';
import { sqlDate } from '../../lists/range.ts';
import { backfillRefundTransactions, deleteSummariesFrom, insertSummariesFrom } from './queries.ts';

/**
 * The per-day summaries (txn_daily_summary): one row per merchant, business day, store, payment type,
 * transaction type and result. Every writer of transactions adds its delta in the same database
 * transaction (addToSummary, queries.ts), so count and totals read from here always equal the rows.
 */

/**
 * Recomputes the summaries from the transactions, from `fromYmd` (yyyymmdd; default: everything), after
 * writing the REFUND transactions of refunds that lack one. Call it after a bulk load that bypassed the
 * services (the demo seed, a benchmark generator). Idempotent.
 */
export async function rebuildDailySummaries(
  db: Db,
  fromYmd?: string,
): Promise<{ refundTxns: number; rows: number }> {
  return db.tx(async (tx) => {
    const refundTxns = await backfillRefundTransactions(tx);
    // Backfilled refunds may fall on any earlier day: then every day is recomputed.
    const from = fromYmd && refundTxns === 0 ? sqlDate(fromYmd) : '0001-01-01';
    await deleteSummariesFrom(tx, from);
    return { refundTxns, rows: await insertSummariesFrom(tx, from) };
  });
}
