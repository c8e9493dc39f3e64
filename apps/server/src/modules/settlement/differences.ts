import { isYmd } from '@mp/core';
import { RECON_RESOLUTIONS, type ReconDifferenceT } from '@mp/core/schemas/settlement';
import { macauTime14 } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../kernel/errors.ts';
import { sqlDate } from '../../lists/range.ts';
import {
  decrementOpen,
  markResolved,
  selectDifference,
  selectDifferences,
  selectFileOf,
  selectMerchantIds,
  selectOurRow,
  toDifference,
} from './recon-queries.ts';

/**
 * What the provider's review queue calls for reconciliation differences (issue 25 point 6): list, show
 * (the file's line, our row, the difference) and resolve with a reason, naming the staff member. The
 * review kit checks who may call them; these functions check the row's state.
 */

export type ReconResolution = (typeof RECON_RESOLUTIONS)[number];

export interface DifferenceListFilter {
  status?: ReconDifferenceT['status'];
  kind?: ReconDifferenceT['kind'];
  payType?: ReconDifferenceT['pay_type'];
  /** yyyymmdd, both included. */
  from?: string;
  to?: string;
  merNo?: string;
  /** Default 1 and 50 (at most 500). */
  pageNo?: number;
  pageSize?: number;
}

/** Differences by filter, newest day first: { rows, total }. An unknown merchant number gives none. */
export async function listDifferences(db: Db, filter: DifferenceListFilter = {}) {
  const size = Math.min(Math.max(filter.pageSize ?? 50, 1), 500);
  const page = Math.max(filter.pageNo ?? 1, 1);
  let merchantIds: string[] | undefined;
  if (filter.merNo) {
    const id = (await selectMerchantIds(db, [filter.merNo])).get(filter.merNo);
    merchantIds = id ? [id] : [];
  }
  for (const d of [filter.from, filter.to]) if (d !== undefined && !isYmd(d)) throw new AppError('VAL10013');
  return selectDifferences(db, {
    status: filter.status,
    kind: filter.kind,
    payType: filter.payType,
    from: filter.from ? sqlDate(filter.from) : undefined,
    to: filter.to ? sqlDate(filter.to) : undefined,
    merchantIds,
    limit: size,
    offset: (page - 1) * size,
  });
}

/** The differences of one merchant's day and payment type (page 48's detail), the first 500. */
export async function differencesOfDay(db: Db, merchantId: string, ymd: string, payType: string) {
  const day = sqlDate(ymd);
  return (
    await selectDifferences(db, {
      merchantIds: [merchantId],
      from: day,
      to: day,
      payType,
      limit: 500,
      offset: 0,
    })
  ).rows;
}

/** What a reviewer sees of one difference: the difference, the file's line, our row; null when there is none. */
export async function showDifference(db: Db, id: string) {
  const row = await selectDifference(db, id);
  if (!row) return null;
  const file = await selectFileOf(db, row.file_id);
  const ours = row.txn_id ? await selectOurRow(db, row.txn_id) : undefined;
  return {
    difference: toDifference(row),
    file: {
      key: file?.file_key ?? '',
      read_at: macauTime14(file?.read_at),
      line_no: row.line_no ?? 0,
      line_text: row.line_text,
    },
    ours: ours
      ? {
          txn_no: ours.txn_no,
          mer_no: ours.mer_no,
          mer_name: ours.mer_name,
          store_no: ours.store_no,
          txn_type: ours.txn_type === 'REFUND' ? 'REFUND' : 'PAYMENT',
          amount: Number(ours.amount),
          currency: ours.currency,
          channel_ref: ours.agg_order_no,
          time: macauTime14(ours.at),
        }
      : null,
  };
}

const FILE_PROBLEMS = new Set(['MALFORMED_LINE', 'DUPLICATE_LINE', 'FILE_HEADER', 'FILE_TRAILER']);

/**
 * Resolves one difference in one transaction: the resolution, the reason and the staff member are
 * recorded, and its merchant's day counts one open difference fewer (RECONCILED at none). Refusals:
 * SCM40401 no such difference, RCN10001 resolved already (also when another reviewer came first),
 * RCN10002 a resolution that does not fit (a file problem has no channel record to accept),
 * RCN10003 no reason.
 */
export async function resolveDifference(
  db: Db,
  input: {
    id: string;
    staff: { id: string; name: string };
    resolution: ReconResolution;
    reason: string;
    now?: Date;
  },
): Promise<ReconDifferenceT> {
  const reason = input.reason.trim();
  if (!reason || reason.length > 500) throw new AppError('RCN10003');
  if (!(RECON_RESOLUTIONS as readonly string[]).includes(input.resolution)) throw new AppError('RCN10002');
  const now = input.now ?? new Date();
  return db.tx(async (tx) => {
    const row = await selectDifference(tx, input.id, true);
    if (!row) throw new AppError('SCM40401');
    if (row.status === 'RESOLVED') throw new AppError('RCN10001');
    if (FILE_PROBLEMS.has(row.kind) && input.resolution === 'ACCEPT_CHANNEL') throw new AppError('RCN10002');
    const done = await markResolved(tx, input.id, {
      resolution: input.resolution,
      reason,
      staffId: input.staff.id,
      staffName: input.staff.name,
      now,
    });
    if (!done) throw new AppError('RCN10001');
    if (row.merchant_id) await decrementOpen(tx, String(row.merchant_id), row.business_date, row.pay_type);
    const after = await selectDifference(tx, input.id);
    return toDifference(after!);
  });
}
