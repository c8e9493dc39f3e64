import type { ReconDifferenceT } from '@mp/core/schemas/settlement';
import { macauTime14 } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import { ymdOfSqlDate } from '../../lists/range.ts';
import { num } from '../../lists/sql.ts';

/** Reconciliation SQL: the files read, the per-merchant tallies and the differences (docs/data-model.md). */

export interface OurRow {
  id: string;
  txn_no: string;
  merchant_id: string;
  mer_no: string;
  txn_type: 'SPEND' | 'REFUND';
  amount: string;
  currency: string;
}

/** Our successful payments and refunds of a business day ('YYYY-MM-DD') and payment type, every merchant. */
export async function selectOurRows(db: Db, day: string, payType: string): Promise<OurRow[]> {
  const r = await db.query<OurRow>(
    `select t.id, t.txn_no, t.merchant_id, m.mer_no, t.txn_type, t.amount, t.currency
       from transactions t join merchants m on m.id = t.merchant_id
      where t.business_date = $1::date and t.pay_type = $2 and t.result = 'SUCCESS'`,
    [day, payType],
  );
  return r.rows;
}

export async function selectMerchantIds(db: Db, merNos: readonly string[]): Promise<Map<string, string>> {
  if (merNos.length === 0) return new Map();
  const r = await db.query<{ id: string; mer_no: string }>(
    'select id, mer_no from merchants where mer_no = any($1::text[])',
    [[...merNos]],
  );
  return new Map(r.rows.map((x) => [x.mer_no, String(x.id)]));
}

export async function selectReconFile(
  db: Db,
  payType: string,
  day: string,
): Promise<{ id: string; resolved: string } | undefined> {
  const r = await db.query<{ id: string; resolved: string }>(
    `select f.id, (select count(*) from recon_differences d where d.file_id = f.id and d.status = 'RESOLVED') as resolved
       from recon_files f where f.pay_type = $1 and f.business_date = $2::date`,
    [payType, day],
  );
  return r.rows[0];
}

/** The (payment type, day) pairs already read from `from` ('YYYY-MM-DD') on. */
export async function selectReadFiles(db: Db, from: string): Promise<Set<string>> {
  const r = await db.query<{ pay_type: string; d: string }>(
    'select pay_type, business_date as d from recon_files where business_date >= $1::date',
    [from],
  );
  return new Set(r.rows.map((x) => `${x.pay_type}:${ymdOfSqlDate(x.d)}`));
}

export async function deleteReconFile(db: Db, id: string): Promise<void> {
  await db.query('delete from recon_days where file_id = $1', [id]);
  await db.query('delete from recon_files where id = $1', [id]);
}

export async function insertReconFile(
  db: Db,
  f: {
    payType: string;
    day: string;
    key: string;
    lineCount: number;
    trailer: { count: number; total: number } | null;
    now: Date;
  },
): Promise<string> {
  const r = await db.query<{ id: string }>(
    `insert into recon_files (pay_type, business_date, file_key, line_count, trailer_count, trailer_total, read_at)
     values ($1, $2::date, $3, $4, $5, $6, $7) returning id`,
    [
      f.payType,
      f.day,
      f.key,
      f.lineCount,
      f.trailer?.count ?? null,
      f.trailer?.total ?? null,
      f.now.toISOString(),
    ],
  );
  return String(r.rows[0].id);
}

export interface DifferenceInsert {
  merchant_id: string | null;
  kind: ReconDifferenceT['kind'];
  line_no: number | null;
  line_text: string;
  problem: string;
  order_no: string;
  txn_type: string;
  channel_ref: string;
  their_amount: number | null;
  our_amount: number | null;
  txn_id: string | null;
}

export async function insertDifferences(
  db: Db,
  fileId: string,
  day: string,
  payType: string,
  rows: readonly DifferenceInsert[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `insert into recon_differences (file_id, merchant_id, business_date, pay_type, kind, line_no, line_text, problem,
        order_no, txn_type, channel_ref, their_amount, our_amount, txn_id)
     select $1, x.merchant_id, $2::date, $3, x.kind, x.line_no, x.line_text, x.problem, x.order_no, x.txn_type,
            x.channel_ref, x.their_amount, x.our_amount, x.txn_id
       from jsonb_to_recordset($4::jsonb) as x(merchant_id bigint, kind text, line_no integer, line_text text,
            problem text, order_no text, txn_type text, channel_ref text, their_amount bigint, our_amount bigint,
            txn_id bigint)`,
    [fileId, day, payType, JSON.stringify(rows)],
  );
}

export interface DayTally {
  merchant_id: string;
  matched_count: number;
  matched_amount: number;
  missing_ours_count: number;
  missing_ours_amount: number;
  missing_theirs_count: number;
  missing_theirs_amount: number;
  diff_count: number;
  diff_amount: number;
  problem_count: number;
  open_count: number;
}

export async function insertReconDays(
  db: Db,
  fileId: string,
  day: string,
  payType: string,
  rows: readonly DayTally[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `insert into recon_days (file_id, merchant_id, business_date, pay_type, matched_count, matched_amount,
        missing_ours_count, missing_ours_amount, missing_theirs_count, missing_theirs_amount, diff_count, diff_amount,
        problem_count, open_count)
     select $1, x.merchant_id, $2::date, $3, x.matched_count, x.matched_amount, x.missing_ours_count,
            x.missing_ours_amount, x.missing_theirs_count, x.missing_theirs_amount, x.diff_count, x.diff_amount,
            x.problem_count, x.open_count
       from jsonb_to_recordset($4::jsonb) as x(merchant_id bigint, matched_count integer, matched_amount bigint,
            missing_ours_count integer, missing_ours_amount bigint, missing_theirs_count integer,
            missing_theirs_amount bigint, diff_count integer, diff_amount bigint, problem_count integer,
            open_count integer)`,
    [fileId, day, payType, JSON.stringify(rows)],
  );
}

// ---- Differences: what a reviewer lists, sees and resolves ----------------------------------------

interface DifferenceDbRow extends Omit<DifferenceInsert, 'their_amount' | 'our_amount'> {
  id: string;
  status: ReconDifferenceT['status'];
  mer_no: string | null;
  mer_name: string | null;
  business_date: string;
  pay_type: ReconDifferenceT['pay_type'];
  their_amount: string | null;
  our_amount: string | null;
  file_id: string;
  resolution: string | null;
  reason: string;
  resolved_by_id: string | null;
  resolved_by_name: string | null;
  resolved_at: Date | null;
}

export function toDifference(r: DifferenceDbRow): ReconDifferenceT {
  const their = num(r.their_amount);
  const ours = num(r.our_amount);
  return {
    id: String(r.id),
    kind: r.kind,
    status: r.status,
    mer_no: r.mer_no ?? '',
    mer_name: r.mer_name ?? '',
    rlt_date: ymdOfSqlDate(r.business_date),
    pay_type: r.pay_type,
    line_no: r.line_no ?? 0,
    line_text: r.line_text,
    problem: r.problem,
    order_no: r.order_no,
    txn_type: r.txn_type,
    channel_ref: r.channel_ref,
    their_amount: their,
    our_amount: ours,
    diff_amount: r.kind === 'AMOUNT_DIFF' ? their - ours : 0,
    resolution: r.resolution ?? '',
    reason: r.reason,
    resolved_by: r.resolved_by_name ?? '',
    resolved_at: macauTime14(r.resolved_at),
  };
}

const DIFF_SELECT = `select d.*, m.mer_no, m.name as mer_name
  from recon_differences d left join merchants m on m.id = d.merchant_id`;

export interface DifferenceFilter {
  status?: ReconDifferenceT['status'];
  kind?: ReconDifferenceT['kind'];
  payType?: string;
  /** 'YYYY-MM-DD', both included. */
  from?: string;
  to?: string;
  /** Only these merchants' differences (a tenant's view); absent: every difference, those naming no merchant too. */
  merchantIds?: readonly string[];
  limit: number;
  offset: number;
}

export async function selectDifferences(db: Db, f: DifferenceFilter) {
  const conds: string[] = [];
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (f.status) conds.push(`d.status = ${p(f.status)}`);
  if (f.kind) conds.push(`d.kind = ${p(f.kind)}`);
  if (f.payType) conds.push(`d.pay_type = ${p(f.payType)}`);
  if (f.from) conds.push(`d.business_date >= ${p(f.from)}::date`);
  if (f.to) conds.push(`d.business_date <= ${p(f.to)}::date`);
  if (f.merchantIds) conds.push(`d.merchant_id = any(${p([...f.merchantIds])}::bigint[])`);
  const where = conds.length ? `where ${conds.join(' and ')}` : '';
  const count = await db.query<{ n: string }>(
    `select count(*) as n from recon_differences d ${where}`,
    params,
  );
  const rows = await db.query<DifferenceDbRow>(
    `${DIFF_SELECT} ${where} order by d.business_date desc, d.pay_type, d.line_no nulls last, d.id
      limit ${p(f.limit)} offset ${p(f.offset)}`,
    params,
  );
  return { rows: rows.rows.map(toDifference), total: num(count.rows[0]?.n) };
}

export async function selectDifference(
  db: Db,
  id: string,
  forUpdate = false,
): Promise<DifferenceDbRow | undefined> {
  if (!/^\d{1,18}$/.test(id)) return undefined;
  const r = await db.query<DifferenceDbRow>(
    forUpdate
      ? 'select d.*, null as mer_no, null as mer_name from recon_differences d where d.id = $1 for update'
      : `${DIFF_SELECT} where d.id = $1`,
    [id],
  );
  return r.rows[0];
}

/** Our row a difference names (its transaction), for the reviewer. */
export async function selectOurRow(db: Db, txnId: string) {
  const r = await db.query<{
    txn_no: string;
    mer_no: string;
    mer_name: string;
    store_no: string;
    txn_type: string;
    amount: string;
    currency: string;
    agg_order_no: string;
    at: Date;
  }>(
    `select t.txn_no, m.mer_no, m.name as mer_name, s.store_no, t.txn_type, t.amount, t.currency, t.agg_order_no,
            coalesce(t.paid_at, t.created_at) as at
       from transactions t join merchants m on m.id = t.merchant_id join stores s on s.id = t.store_id
      where t.id = $1`,
    [txnId],
  );
  return r.rows[0];
}

export async function selectFileOf(db: Db, fileId: string) {
  const r = await db.query<{ file_key: string; read_at: Date; line_count: number }>(
    'select file_key, read_at, line_count from recon_files where id = $1',
    [fileId],
  );
  return r.rows[0];
}

/** Resolves one difference still open; answers false when another resolution came first. */
export async function markResolved(
  db: Db,
  id: string,
  r: { resolution: string; reason: string; staffId: string; staffName: string; now: Date },
): Promise<boolean> {
  const u = await db.query(
    `update recon_differences set status = 'RESOLVED', resolution = $2, reason = $3, resolved_by_id = $4,
            resolved_by_name = $5, resolved_at = $6
      where id = $1 and status = 'UNRESOLVED'`,
    [id, r.resolution, r.reason, r.staffId, r.staffName, r.now.toISOString()],
  );
  return u.rowCount === 1;
}

/** One difference fewer open on its merchant's day and type. */
export async function decrementOpen(db: Db, merchantId: string, day: string, payType: string): Promise<void> {
  await db.query(
    `update recon_days set open_count = open_count - 1
      where merchant_id = $1 and business_date = $2::date and pay_type = $3`,
    [merchantId, day, payType],
  );
}
