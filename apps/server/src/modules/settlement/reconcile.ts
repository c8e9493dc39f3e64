import { addDaysYmd, todayYmd } from '@mp/core';
import { PAY_TYPES } from '@mp/core/schemas/transactions';
import { instantOfTime14 } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../kernel/errors.ts';
import type { NetworkPayType, Ports } from '../../kernel/ports.ts';
import { sqlDate } from '../../lists/range.ts';
import { type ReadFile, readChannelFile, signedAmount } from '../../ports/channel-file-format.ts';
import type { ScheduledJob } from '../../schedule/index.ts';
import {
  type DayTally,
  type DifferenceInsert,
  deleteReconFile,
  insertDifferences,
  insertReconDays,
  insertReconFile,
  type OurRow,
  selectMerchantIds,
  selectOurRows,
  selectReadFiles,
  selectReconFile,
} from './recon-queries.ts';

/**
 * Reconciliation against the channels' settlement files (issue 25 point 6, docs/decisions.md
 * "Reconciliation (48)"): the file of a payment type and business day is fetched through the channel-file
 * port, read strictly (channel-file-format.ts), and matched line by line with our successful payments and
 * refunds of that day and type, by (type, our number). Each line is matched at most once; what is left on
 * either side, a different amount and every problem of the file is a difference the provider's staff
 * resolve with a reason (differences.ts). A merchant's day and type is RECONCILED when none is open.
 */

const RECON_LOCK = 727_048;
/** Days back the job looks for files not read yet (the page reads at most 31 days). */
export const RECON_DAYS = 35;

export interface ReconReport {
  payType: NetworkPayType;
  /** yyyymmdd */
  day: string;
  matched: number;
  missingOurs: number;
  missingTheirs: number;
  amountDiffs: number;
  problems: number;
}

const kindOf = (t: OurRow['txn_type']) => (t === 'REFUND' ? 'REFUND' : 'PAYMENT');

/** Matches a file read with our rows: the differences to store and each merchant's tally. Pure. */
export function matchFile(
  file: ReadFile,
  ours: readonly OurRow[],
  merchantOf: ReadonlyMap<string, string>,
): { differences: DifferenceInsert[]; tallies: DayTally[]; report: Omit<ReconReport, 'payType' | 'day'> } {
  const tallies = new Map<string, DayTally>();
  const tally = (merchantId: string) => {
    let t = tallies.get(merchantId);
    if (!t) {
      t = {
        merchant_id: merchantId,
        matched_count: 0,
        matched_amount: 0,
        missing_ours_count: 0,
        missing_ours_amount: 0,
        missing_theirs_count: 0,
        missing_theirs_amount: 0,
        diff_count: 0,
        diff_amount: 0,
        problem_count: 0,
        open_count: 0,
      };
      tallies.set(merchantId, t);
    }
    return t;
  };
  const differences: DifferenceInsert[] = [];
  const diff = (d: DifferenceInsert) => {
    differences.push(d);
    if (d.merchant_id) tally(d.merchant_id).open_count++;
  };
  const report = { matched: 0, missingOurs: 0, missingTheirs: 0, amountDiffs: 0, problems: 0 };
  const byKey = new Map(ours.map((o) => [`${kindOf(o.txn_type)}:${o.txn_no}`, o]));
  const used = new Set<string>();

  for (const line of file.lines) {
    const key = `${line.type}:${line.orderNo}`;
    const o = byKey.get(key);
    const base = {
      line_no: line.lineNo,
      line_text: line.text,
      order_no: line.orderNo,
      txn_type: line.type,
      channel_ref: line.channelRef,
      their_amount: line.amount,
    };
    if (!o) {
      const merchantId = merchantOf.get(line.merNo) ?? null;
      if (merchantId) {
        const t = tally(merchantId);
        t.missing_ours_count++;
        t.missing_ours_amount += signedAmount(line.type, line.amount);
      }
      report.missingOurs++;
      diff({
        ...base,
        merchant_id: merchantId,
        kind: 'MISSING_OURS',
        problem: '',
        our_amount: null,
        txn_id: null,
      });
      continue;
    }
    used.add(key);
    const amount = Number(o.amount);
    const t = tally(String(o.merchant_id));
    if (amount === line.amount && o.currency === line.currency) {
      t.matched_count++;
      t.matched_amount += signedAmount(line.type, amount);
      report.matched++;
      continue;
    }
    t.diff_count++;
    t.diff_amount += signedAmount(line.type, line.amount) - signedAmount(line.type, amount);
    report.amountDiffs++;
    diff({
      ...base,
      merchant_id: String(o.merchant_id),
      kind: 'AMOUNT_DIFF',
      problem: o.currency === line.currency ? '' : `currency ${line.currency}, ours ${o.currency}`,
      our_amount: amount,
      txn_id: String(o.id),
    });
  }

  for (const [key, o] of byKey) {
    if (used.has(key)) continue;
    const amount = Number(o.amount);
    const t = tally(String(o.merchant_id));
    t.missing_theirs_count++;
    t.missing_theirs_amount += signedAmount(kindOf(o.txn_type), amount);
    report.missingTheirs++;
    diff({
      merchant_id: String(o.merchant_id),
      kind: 'MISSING_THEIRS',
      line_no: null,
      line_text: '',
      problem: '',
      order_no: o.txn_no,
      txn_type: kindOf(o.txn_type),
      channel_ref: '',
      their_amount: null,
      our_amount: amount,
      txn_id: String(o.id),
    });
  }

  for (const p of file.problems) {
    const merchantId = p.merNo ? (merchantOf.get(p.merNo) ?? null) : null;
    if (merchantId) tally(merchantId).problem_count++;
    report.problems++;
    diff({
      merchant_id: merchantId,
      kind: p.kind,
      line_no: p.lineNo,
      line_text: p.text,
      problem: p.problem,
      order_no: '',
      txn_type: '',
      channel_ref: '',
      their_amount: null,
      our_amount: null,
      txn_id: null,
    });
  }
  return { differences, tallies: [...tallies.values()], report };
}

/** Where the file as read is kept. */
const archiveKey = (payType: string, ymd: string) => `reconciliation/${payType}/${ymd}.csv`;

/**
 * Reconciles one payment type's business day (yyyymmdd) and answers what it found; null when the channel
 * has not published the file yet, or when it was read already (unless `again`: read anew, refused with
 * RCN10004 once one of its differences was resolved). One transaction: nothing is half stored.
 */
export async function reconcileDay(
  deps: { db: Db; ports: Pick<Ports, 'channelFiles' | 'files'> },
  payType: NetworkPayType,
  ymd: string,
  now: Date,
  opts: { again?: boolean } = {},
): Promise<ReconReport | null> {
  const day = sqlDate(ymd);
  const content = await deps.ports.channelFiles.fetch(payType, ymd);
  if (!content) return null;
  const file = readChannelFile(content);
  const key = archiveKey(payType, ymd);
  await deps.ports.files.put(key, content);
  return deps.db.tx(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [RECON_LOCK]);
    const earlier = await selectReconFile(tx, payType, day);
    if (earlier) {
      if (!opts.again) return null;
      if (Number(earlier.resolved) > 0) throw new AppError('RCN10004');
      await deleteReconFile(tx, earlier.id);
    }
    const ours = await selectOurRows(tx, day, payType);
    const named = new Set([...file.lines.map((l) => l.merNo), ...file.problems.map((p) => p.merNo)]);
    named.delete('');
    const merchantOf = await selectMerchantIds(tx, [...named]);
    const m = matchFile(file, ours, merchantOf);
    const fileId = await insertReconFile(tx, {
      payType,
      day,
      key,
      lineCount: file.dataLines,
      trailer: file.trailer,
      now,
    });
    await insertDifferences(tx, fileId, day, payType, m.differences);
    await insertReconDays(tx, fileId, day, payType, m.tallies);
    return { payType, day: ymd, ...m.report };
  });
}

/** The last business day the settlement has run for (it settles a day at 00:30 Macau the next day). */
export function lastSettledDay(now: Date): string {
  const today = todayYmd(now);
  return addDaysYmd(today, now >= instantOfTime14(`${today}003000`) ? -1 : -2)!;
}

/** One run: every settled day of the last RECON_DAYS whose file is published and not read yet. */
export async function runReconciliation(
  deps: { db: Db; ports: Pick<Ports, 'channelFiles' | 'files'> },
  now: Date,
): Promise<ReconReport[]> {
  const last = lastSettledDay(now);
  const first = addDaysYmd(last, -(RECON_DAYS - 1))!;
  const read = await selectReadFiles(deps.db, sqlDate(first));
  const reports: ReconReport[] = [];
  for (let ymd = first; ymd <= last; ymd = addDaysYmd(ymd, 1)!) {
    for (const payType of PAY_TYPES) {
      if (read.has(`${payType}:${ymd}`)) continue;
      const r = await reconcileDay(deps, payType, ymd, now);
      if (r) reports.push(r);
    }
  }
  return reports;
}

/**
 * The reconciliation (RECONCILIATION_JOB): every 15 minutes, the first a little after start (the
 * settlement and the channels' files come first); a run reads what was published since.
 */
export const reconciliationJob: ScheduledJob = {
  startsWith: 'money',
  name: 'reconciliation',
  on: (config) => config.reconciliationJob,
  every: 15 * 60_000,
  firstAfterMs: 20_000,
  async run(deps, now) {
    const reports = await runReconciliation(deps, now);
    if (reports.length === 0) return null;
    const open = reports.filter((r) => r.missingOurs + r.missingTheirs + r.amountDiffs + r.problems > 0);
    return { files: reports.length, withDifferences: open.map((r) => `${r.payType}:${r.day}`) };
  },
  says: { done: 'reconciliation run', failed: 'reconciliation run failed' },
};
