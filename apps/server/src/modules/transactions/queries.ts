import type { RefundStatus } from '@mp/core';
import { addDaysYmd } from '@mp/core';
import { businessNumber } from '@mp/core/numbers';
import {
  COUNT_CAP,
  type CollectionRowT,
  type CollectionTotalsT,
  TOTALS_CAP,
} from '@mp/core/schemas/transactions';
import { macauDateSql, macauTime14, startOfYmd, ymdOfInstant } from '@mp/core/time';
import { prepared } from '../../db/prepared.ts';
import type { Db } from '../../db/types.ts';
import { storeScope } from '../../http/scope.ts';
import type { SignedInContext } from '../../kernel/context.ts';
import type { SqlSelect } from '../../lists/export/source.ts';
import { sqlDate, ymdOfSqlDate } from '../../lists/range.ts';
import { type MergedPageOptions, num, SqlParts, selectMergedPage } from '../../lists/sql.ts';
import { type CollectionFilter, summariesAnswer } from './filters.ts';

/** Collection SQL: pages served from (merchant_id, created_at, id), counts and totals from summaries. */

const TXN_COLUMNS = `t.id, t.txn_no, t.merchant_id, t.store_id, t.terminal_id, t.mer_order_no, t.agg_order_no,
  t.pay_type, t.txn_type, t.result, t.currency, t.amount, t.discount_amount, t.fee, t.net_amount,
  t.refunded_amount, t.orig_txn_id, t.created_at, t.paid_at, t.business_date`;

export interface TxnDbRow {
  id: string;
  txn_no: string;
  merchant_id: string;
  store_id: string;
  terminal_id: string | null;
  mer_order_no: string;
  agg_order_no: string;
  pay_type: CollectionRowT['pay_type'];
  txn_type: CollectionRowT['txn_type'];
  result: CollectionRowT['result'];
  currency: string;
  amount: string;
  discount_amount: string;
  fee: string;
  net_amount: string;
  refunded_amount: string;
  orig_txn_id: string | null;
  created_at: Date;
  paid_at: Date | null;
  business_date: string;
  mer_no: string;
  mer_name: string;
  store_no: string;
  store_name: string;
  terminal_no: string;
  orig_txn_no: string;
}

export function toCollectionRow(r: TxnDbRow): CollectionRowT {
  return {
    txn_no: r.txn_no,
    mer_no: r.mer_no,
    mer_name: r.mer_name,
    store_no: r.store_no,
    store_name: r.store_name,
    terminal_no: r.terminal_no,
    mer_order_no: r.mer_order_no,
    agg_order_no: r.agg_order_no,
    pay_type: r.pay_type,
    txn_type: r.txn_type,
    result: r.result,
    currency: r.currency,
    amount: num(r.amount),
    discount_amount: num(r.discount_amount),
    fee: num(r.fee),
    net_amount: num(r.net_amount),
    refunded_amount: num(r.refunded_amount),
    orig_txn_no: r.orig_txn_no,
    created_at: macauTime14(r.created_at),
    paid_at: macauTime14(r.paid_at),
    business_date: ymdOfSqlDate(r.business_date),
  };
}

/** The filter's conditions on transactions `t` (not the scope, not the merchant). */
function txnConditions(q: SqlParts, f: CollectionFilter): void {
  q.and(`t.created_at >= ${q.p(f.range.from.toISOString())}::timestamptz`);
  q.and(`t.created_at < ${q.p(f.range.to.toISOString())}::timestamptz`);
  if (f.storeNo) q.and(`t.store_id = (select id from stores where store_no = ${q.p(f.storeNo)})`);
  if (f.terminalNo)
    q.and(`t.terminal_id = (select id from terminals where terminal_no = ${q.p(f.terminalNo)})`);
  if (f.payType) q.and(`t.pay_type = ${q.p(f.payType)}`);
  if (f.txnType) q.and(`t.txn_type = ${q.p(f.txnType)}`);
  if (f.result) q.and(`t.result = ${q.p(f.result)}`);
  if (f.txnNo) q.and(`t.txn_no = ${q.p(f.txnNo)}`);
  if (f.merOrderNo) q.and(`t.mer_order_no = ${q.p(f.merOrderNo)}`);
  if (f.aggOrderNo) q.and(`t.agg_order_no = ${q.p(f.aggOrderNo)}`);
  if (f.amountMin !== undefined) q.and(`t.amount >= ${q.p(f.amountMin)}`);
  if (f.amountMax !== undefined) q.and(`t.amount <= ${q.p(f.amountMax)}`);
}

/** Above this many days an amount count reads the range from the time index instead (exports of long ranges). */
const AMOUNT_DAYS_MAX = 100;

/**
 * With an amount range, the Macau days of the range as an index condition, so that the count and its
 * totals read (merchant_id, Macau day, amount, created_at) (migration 0085): one descent per day to the
 * range's entries of that day, the exact instants then checked on the entry. Without it an amount band
 * reads every entry of the window (the time index) or the band's entries of the whole history (the amount
 * index). Only for counts and totals: a page wants the time order, which the time index gives.
 */
function amountDays(q: SqlParts, f: CollectionFilter): void {
  if (f.amountMin === undefined && f.amountMax === undefined) return;
  const first = ymdOfInstant(f.range.from);
  const last = ymdOfInstant(new Date(f.range.to.getTime() - 1));
  const days: string[] = [];
  for (let d = first; d <= last && days.length <= AMOUNT_DAYS_MAX; d = addDaysYmd(d, 1)!)
    days.push(sqlDate(d));
  if (days.length === 0 || days.length > AMOUNT_DAYS_MAX) return;
  q.and(`${macauDateSql('t.created_at')} = any(${q.p(days)}::date[])`);
}

export interface PageOptions extends MergedPageOptions {
  sortBy: 'created_at' | 'amount';
}

const TXN_NAMES = `m.mer_no, m.name as mer_name, s.store_no, s.name as store_name,
  coalesce(tm.terminal_no, '') as terminal_no, coalesce(o.txn_no, '') as orig_txn_no`;

const TXN_JOINS = `join merchants m on m.id = x.merchant_id
  join stores s on s.id = x.store_id
  left join terminals tm on tm.id = x.terminal_id
  left join transactions o on o.id = x.orig_txn_id`;

/** One page of collections, merged from each merchant's index range (selectMergedPage). */
export function selectCollectionPage(
  ctx: SignedInContext,
  merchantIds: readonly string[],
  f: CollectionFilter,
  opts: PageOptions,
): Promise<TxnDbRow[]> {
  return selectMergedPage<TxnDbRow>(
    ctx,
    merchantIds,
    {
      table: 'transactions t',
      alias: 't',
      columns: TXN_COLUMNS,
      conditions: (q) => txnConditions(q, f),
      sortKey: opts.sortBy === 'amount' ? 'amount' : 'created_at',
      names: TXN_NAMES,
      joins: TXN_JOINS,
    },
    opts,
  );
}

/**
 * The export's rows as one SELECT (lists/export/copy-csv.ts writes a CSV from it with COPY): the same
 * merchants, scope and conditions as selectCollectionPage, newest first, every collection row field under
 * its key, with money as cents and times as timestamptz.
 */
export async function collectionExportSelect(
  ctx: SignedInContext,
  merchantIds: readonly string[],
  f: CollectionFilter,
): Promise<SqlSelect> {
  const q = new SqlParts();
  await q.merchants(ctx, 't', merchantIds);
  txnConditions(q, f);
  const sql = `select t.txn_no, m.mer_no, m.name as mer_name, s.store_no, s.name as store_name,
      coalesce(tm.terminal_no, '') as terminal_no, t.mer_order_no, t.agg_order_no, t.pay_type, t.txn_type,
      t.result, t.currency, t.amount, t.discount_amount, t.fee, t.net_amount, t.refunded_amount,
      coalesce(o.txn_no, '') as orig_txn_no, t.created_at, t.paid_at, t.business_date, t.id as order_id
    from transactions t join merchants m on m.id = t.merchant_id
      join stores s on s.id = t.store_id
      left join terminals tm on tm.id = t.terminal_id
      left join transactions o on o.id = t.orig_txn_id
    ${q.where()} order by t.created_at desc, t.id desc`;
  return { sql, params: q.params, order: { keys: ['created_at', 'order_id'], desc: true } };
}

const ZERO_TOTALS: CollectionTotalsT = {
  count: 0,
  amount: 0,
  discount_amount: 0,
  fee: 0,
  net_amount: 0,
  refunded_amount: 0,
  success_count: 0,
  success_amount: 0,
  refund_amount: 0,
};

/**
 * The select list of the totals over alias `a` (transactions or their per-day summaries, which share the
 * column names); `count` is what one row counts for (1, or a summary's txn_count).
 */
function totalsSelect(a: string, count: string): string {
  const spent = `${a}.txn_type = 'SPEND' and ${a}.result = 'SUCCESS'`;
  const refunded = `${a}.txn_type = 'REFUND' and ${a}.result = 'SUCCESS'`;
  return `coalesce(sum(${count}), 0) as count, coalesce(sum(${a}.amount), 0) as amount,
          coalesce(sum(${a}.discount_amount), 0) as discount_amount, coalesce(sum(${a}.fee), 0) as fee,
          coalesce(sum(${a}.net_amount), 0) as net_amount,
          coalesce(sum(${a}.refunded_amount), 0) as refunded_amount,
          coalesce(sum(case when ${spent} then ${count} else 0 end), 0) as success_count,
          coalesce(sum(case when ${spent} then ${a}.amount else 0 end), 0) as success_amount,
          coalesce(sum(case when ${refunded} then ${a}.amount else 0 end), 0) as refund_amount`;
}

type TotalsDbRow = Record<keyof CollectionTotalsT, string | null>;

function toTotals(r: TotalsDbRow | undefined): CollectionTotalsT {
  if (!r) return { ...ZERO_TOTALS };
  return {
    count: num(r.count),
    amount: num(r.amount),
    discount_amount: num(r.discount_amount),
    fee: num(r.fee),
    net_amount: num(r.net_amount),
    refunded_amount: num(r.refunded_amount),
    success_count: num(r.success_count),
    success_amount: num(r.success_amount),
    refund_amount: num(r.refund_amount),
  };
}

function addTotals(a: CollectionTotalsT, b: CollectionTotalsT): CollectionTotalsT {
  const out = { ...a };
  for (const k of Object.keys(out) as (keyof CollectionTotalsT)[]) out[k] = a[k] + b[k];
  return out;
}

/** Totals of whole Macau days `startYmd`..`endYmd` (inclusive) from the per-day summaries. */
async function summaryTotals(
  ctx: SignedInContext,
  merchantIds: readonly string[],
  f: CollectionFilter,
  startYmd: string,
  endYmd: string,
): Promise<CollectionTotalsT> {
  const q = new SqlParts();
  await q.merchants(ctx, 's', merchantIds);
  q.and(`s.business_date >= ${q.p(sqlDate(startYmd))}::date`);
  q.and(`s.business_date <= ${q.p(sqlDate(endYmd))}::date`);
  if (f.storeNo) q.and(`s.store_id = (select id from stores where store_no = ${q.p(f.storeNo)})`);
  if (f.payType) q.and(`s.pay_type = ${q.p(f.payType)}`);
  if (f.txnType) q.and(`s.txn_type = ${q.p(f.txnType)}`);
  if (f.result) q.and(`s.result = ${q.p(f.result)}`);
  const r = await ctx.db.query<TotalsDbRow>(
    `select ${totalsSelect('s', 's.txn_count')} from txn_daily_summary s ${q.where()}`,
    q.params,
  );
  return toTotals(r.rows[0]);
}

/** Totals of the transactions of the filter between the instants [from, to) (a part of its range). */
async function txnTotals(
  ctx: SignedInContext,
  merchantIds: readonly string[],
  f: CollectionFilter,
  from: Date,
  to: Date,
): Promise<CollectionTotalsT> {
  if (from.getTime() >= to.getTime()) return { ...ZERO_TOTALS };
  const q = new SqlParts();
  await q.merchants(ctx, 't', merchantIds);
  const part = { ...f, range: { ...f.range, from, to } };
  txnConditions(q, part);
  amountDays(q, part);
  const r = await ctx.db.query<TotalsDbRow>(
    `select ${totalsSelect('t', '1')} from transactions t ${q.where()}`,
    q.params,
  );
  return toTotals(r.rows[0]);
}

/**
 * Count and totals over the whole filter, exact. Without a narrow filter the per-day summaries answer the
 * whole days of the range, and the transactions only its partial first and last day (a range from 10:00
 * to 15:00 reads at most two days of rows, whatever the length of the range or of the history); a narrow
 * filter reads the transactions of the range (exports, and the count's `exact` 'Y').
 */
export async function selectCollectionTotals(
  ctx: SignedInContext,
  merchantIds: readonly string[],
  f: CollectionFilter,
): Promise<CollectionTotalsT> {
  if (merchantIds.length === 0) return { ...ZERO_TOTALS };
  if (!summariesAnswer(f)) return txnTotals(ctx, merchantIds, f, f.range.from, f.range.to);
  if (f.range.wholeDays) return summaryTotals(ctx, merchantIds, f, f.range.startYmd, f.range.endYmd);
  // Whole days inside the range: from the first midnight at or after `from` to the last one at or before `to`.
  const fromDay = ymdOfInstant(f.range.from);
  const innerStart =
    startOfYmd(fromDay).getTime() === f.range.from.getTime() ? fromDay : addDaysYmd(fromDay, 1)!;
  const innerEndExcl = ymdOfInstant(f.range.to);
  if (innerStart >= innerEndExcl) return txnTotals(ctx, merchantIds, f, f.range.from, f.range.to);
  const [days, head, tail] = await Promise.all([
    summaryTotals(ctx, merchantIds, f, innerStart, addDaysYmd(innerEndExcl, -1)!),
    txnTotals(ctx, merchantIds, f, f.range.from, startOfYmd(innerStart)),
    txnTotals(ctx, merchantIds, f, startOfYmd(innerEndExcl), f.range.to),
  ]);
  return addTotals(addTotals(days, head), tail);
}

/** A count bounded by COUNT_CAP: see selectCollectionCount. */
export interface BoundedCount {
  count: number;
  capped: boolean;
  totals: CollectionTotalsT | null;
}

/**
 * The count and totals a query page shows. What the summaries answer (no narrow filter) is exact at any
 * size. A narrow filter (terminal, numbers, amount range) reads matching transactions only up to
 * COUNT_CAP + 1: up to the cap the count is exact, past it the answer is COUNT_CAP, capped, without totals
 * (they would need every row), until the caller asks `exact`. The totals come with the count up to
 * TOTALS_CAP matches; between TOTALS_CAP and COUNT_CAP the count is exact and the totals null (asked
 * for with `exact`).
 */
export async function selectCollectionCount(
  ctx: SignedInContext,
  merchantIds: readonly string[],
  f: CollectionFilter,
  exact: boolean,
): Promise<BoundedCount> {
  if (exact || summariesAnswer(f) || merchantIds.length === 0) {
    const totals = await selectCollectionTotals(ctx, merchantIds, f);
    return { count: totals.count, capped: false, totals };
  }
  // The terminal's own index answers a terminal filter: its merchant is checked once here instead of on
  // every row, so the count reads index entries only (for an operator limited to stores the scope's
  // conditions stay on the rows).
  const q = new SqlParts();
  let cf = f;
  if (f.terminalNo && !storeScope(ctx)) {
    const tm = await ctx.db.query<{ id: string; merchant_id: string }>(
      'select id, merchant_id from terminals where terminal_no = $1',
      [f.terminalNo],
    );
    const terminal = tm.rows[0];
    if (!terminal || !merchantIds.includes(String(terminal.merchant_id))) {
      return { count: 0, capped: false, totals: { ...ZERO_TOTALS } };
    }
    q.and(`t.terminal_id = ${q.p(terminal.id)}`);
    cf = { ...f, terminalNo: undefined };
  } else {
    await q.merchants(ctx, 't', merchantIds);
  }
  txnConditions(q, cf);
  amountDays(q, cf);
  const where = q.where();
  // First the count alone, which stops at the cap and needs no column outside the indexes; the totals
  // only up to TOTALS_CAP matches (each a row fetched from the table), else when asked (`exact`).
  const n = await ctx.db.query<{ n: string }>(
    `select count(*) as n from (select 1 from transactions t ${where} limit ${COUNT_CAP + 1}) x`,
    q.params,
  );
  const count = num(n.rows[0]?.n);
  if (count > COUNT_CAP) return { count: COUNT_CAP, capped: true, totals: null };
  if (count > TOTALS_CAP) return { count, capped: false, totals: null };
  const r = await ctx.db.query<TotalsDbRow>(
    `select ${totalsSelect('t', '1')} from transactions t ${where}`,
    q.params,
  );
  const totals = toTotals(r.rows[0]);
  return { count: totals.count, capped: false, totals };
}

/** One transaction by its number with its names, whatever its tenant (the caller checks the scope). */
const txnByNo = (lock: string) =>
  prepared(`select ${TXN_COLUMNS}, m.mer_no, m.name as mer_name, s.store_no, s.name as store_name,
            coalesce(tm.terminal_no, '') as terminal_no, coalesce(o.txn_no, '') as orig_txn_no
       from transactions t
       join merchants m on m.id = t.merchant_id
       join stores s on s.id = t.store_id
       left join terminals tm on tm.id = t.terminal_id
       left join transactions o on o.id = t.orig_txn_id
      where t.txn_no = $1${lock}`);
/** A look-up by the unique number: kept prepared (db/prepared.ts), with and without the row lock. */
const TXN_BY_NO = txnByNo('');
const TXN_BY_NO_FOR_UPDATE = txnByNo(' for update of t');

export async function selectTxnByNo(db: Db, txnNo: string, forUpdate = false): Promise<TxnDbRow | null> {
  const r = await db.query<TxnDbRow>(forUpdate ? TXN_BY_NO_FOR_UPDATE : TXN_BY_NO, [txnNo]);
  return r.rows[0] ?? null;
}

/** A refund of a collection, as the collection detail lists it. */
export interface TxnRefundRow {
  refund_no: string;
  amount: string;
  status: RefundStatus;
  created_at: Date;
  finished_at: Date | null;
}

/** Every refund of one transaction, oldest first (the collection detail shows them). */
const REFUNDS_OF_TXN = prepared(
  'select refund_no, amount, status, created_at, finished_at from refunds where txn_id = $1 order by created_at, id',
);

export async function selectRefundsOfTxn(db: Db, txnId: string): Promise<TxnRefundRow[]> {
  const r = await db.query<TxnRefundRow>(REFUNDS_OF_TXN, [txnId]);
  return r.rows;
}

const SEQUENCES = { T: 'txn_no_seq', R: 'refund_no_seq', P: 'payment_no_seq' } as const;

/**
 * A new business number: T (transaction), R (refund) or P (payment), the Macau day, then 8 digits of a
 * database sequence, unique across server processes. The demo seed writes the same format and then
 * advances the sequences past its numbers (advanceNumberSequences).
 */
export async function nextNumber(db: Db, kind: keyof typeof SEQUENCES, at: Date): Promise<string> {
  const r = await db.query<{ n: string }>(`select nextval('${SEQUENCES[kind]}') as n`);
  return businessNumber(kind, ymdOfInstant(at), Number(r.rows[0].n));
}

/**
 * After the demo seed, which numbers its rows per day in the same format: each sequence moves past the
 * highest sequence part already written, so a live number never meets a seeded one.
 */
export async function advanceNumberSequences(db: Db): Promise<void> {
  const sources = {
    T: `select txn_no as no from transactions where txn_no like 'T%'`,
    R: 'select refund_no as no from refunds',
    P: 'select payment_no as no from payments',
  } as const;
  for (const kind of Object.keys(SEQUENCES) as (keyof typeof SEQUENCES)[]) {
    const r = await db.query<{ n: string | null }>(
      `select max(right(no, 8)::bigint) as n from (${sources[kind]}) s where no ~ '^[TRP][0-9]{16}$'`,
    );
    const n = Number(r.rows[0]?.n ?? 0);
    if (n > 0)
      await db.query(
        `select setval('${SEQUENCES[kind]}', greatest($1::bigint, last_value)) from ${SEQUENCES[kind]}`,
        [n],
      );
  }
}

/**
 * The per-day summaries (txn_daily_summary): one row per merchant, business day, store, payment type,
 * transaction type and result. Every writer of transactions adds its delta in the same database
 * transaction, so count and totals read from here always equal the rows.
 */
export interface SummaryDelta {
  merchantId: string;
  /** 'YYYY-MM-DD'. */
  businessDate: string;
  storeId: string;
  payType: string;
  txnType: 'SPEND' | 'REFUND';
  result: string;
  count: number;
  amount: number;
  discount: number;
  fee: number;
  net: number;
  refunded: number;
}

/** The summary delta of one successful refund of `amount` cents, on the refund's own business day. */
export function oneRefund(amount: number) {
  return {
    txnType: 'REFUND',
    result: 'SUCCESS',
    count: 1,
    amount,
    discount: 0,
    fee: 0,
    net: -amount,
    refunded: 0,
  } as const satisfies Partial<SummaryDelta>;
}

export async function addToSummary(db: Db, d: SummaryDelta): Promise<void> {
  await db.query(
    `insert into txn_daily_summary as s (merchant_id, business_date, store_id, pay_type, txn_type, result,
        txn_count, amount, discount_amount, fee, net_amount, refunded_amount)
      values ($1, $2::date, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
      on conflict (merchant_id, business_date, store_id, pay_type, txn_type, result) do update set
        txn_count = s.txn_count + excluded.txn_count,
        amount = s.amount + excluded.amount,
        discount_amount = s.discount_amount + excluded.discount_amount,
        fee = s.fee + excluded.fee,
        net_amount = s.net_amount + excluded.net_amount,
        refunded_amount = s.refunded_amount + excluded.refunded_amount`,
    [
      d.merchantId,
      d.businessDate,
      d.storeId,
      d.payType,
      d.txnType,
      d.result,
      d.count,
      d.amount,
      d.discount,
      d.fee,
      d.net,
      d.refunded,
    ],
  );
}

/**
 * Writes the REFUND transaction of every successful refund that has none yet (the demo seed writes
 * refunds only), or of one refund: number = refund number, on the day the refund succeeded,
 * agg_order_no = the network's refund reference, net_amount = -amount. Does not touch the summaries.
 */
export async function backfillRefundTransactions(db: Db, refundId?: string): Promise<number> {
  const r = await db.query<{ n: string }>(
    `with ins as (
       insert into transactions (txn_no, merchant_id, store_id, terminal_id, mer_order_no, agg_order_no, pay_type,
           txn_type, result, currency, amount, discount_amount, fee, net_amount, refunded_amount, created_at,
           paid_at, business_date, orig_txn_id)
       select r.refund_no, r.merchant_id, r.store_id, t.terminal_id, t.mer_order_no, r.network_ref, t.pay_type,
              'REFUND', 'SUCCESS', t.currency, r.amount, 0, 0, -r.amount, 0, r.finished_at, r.finished_at,
              ${macauDateSql('r.finished_at')}, t.id
         from refunds r join transactions t on t.id = r.txn_id
        where r.status = 'SUCCESS' and r.refund_txn_id is null and r.finished_at is not null
              and ($1::bigint is null or r.id = $1::bigint)
       returning id, txn_no
     ), upd as (
       update refunds r set refund_txn_id = ins.id from ins where r.refund_no = ins.txn_no returning 1
     )
     select count(*) as n from upd`,
    [refundId ?? null],
  );
  return Number(r.rows[0]?.n ?? 0);
}

/** Removes the summaries of `from` ('YYYY-MM-DD') and after. */
export async function deleteSummariesFrom(db: Db, from: string): Promise<void> {
  await db.query('delete from txn_daily_summary where business_date >= $1::date', [from]);
}

/** Writes the summaries of `from` ('YYYY-MM-DD') and after from the transactions; answers the rows written. */
export async function insertSummariesFrom(db: Db, from: string): Promise<number> {
  const r = await db.query(
    `insert into txn_daily_summary (merchant_id, business_date, store_id, pay_type, txn_type, result,
        txn_count, amount, discount_amount, fee, net_amount, refunded_amount)
     select merchant_id, business_date, store_id, pay_type, txn_type, result, count(*), sum(amount),
            sum(discount_amount), sum(fee), sum(net_amount), sum(refunded_amount)
       from transactions where business_date >= $1::date
      group by merchant_id, business_date, store_id, pay_type, txn_type, result`,
    [from],
  );
  return r.rowCount;
}

/** A working terminal of a working merchant, by its number (the network reports payments by it). */
export async function findLiveTerminal(
  db: Db,
  terminalNo: string,
): Promise<{ id: string; store_id: string; merchant_id: string } | null> {
  const r = await db.query<{ id: string; store_id: string; merchant_id: string }>(
    `select tm.id, tm.store_id, tm.merchant_id from terminals tm
       join merchants m on m.id = tm.merchant_id
      where tm.terminal_no = $1 and tm.status = 'normal' and m.status = 'normal'`,
    [terminalNo],
  );
  return r.rows[0] ?? null;
}

/** One spending transaction as the network reported it (`at`, `paidAt`: ISO instants; `businessDate`: 'YYYY-MM-DD'). */
export async function insertSpend(
  db: Db,
  t: {
    txnNo: string;
    merchantId: string;
    storeId: string;
    terminalId: string;
    merOrderNo: string;
    aggOrderNo: string;
    payType: string;
    result: string;
    amount: number;
    discount: number;
    fee: number;
    net: number;
    at: string;
    paidAt: string | null;
    businessDate: string;
  },
): Promise<void> {
  await db.query(
    `insert into transactions (txn_no, merchant_id, store_id, terminal_id, mer_order_no, agg_order_no, pay_type,
        txn_type, result, amount, discount_amount, fee, net_amount, created_at, paid_at, business_date)
      values ($1, $2, $3, $4, $5, $6, $7, 'SPEND', $8, $9, $10, $11, $12, $13, $14, $15::date)`,
    [
      t.txnNo,
      t.merchantId,
      t.storeId,
      t.terminalId,
      t.merOrderNo,
      t.aggOrderNo,
      t.payType,
      t.result,
      t.amount,
      t.discount,
      t.fee,
      t.net,
      t.at,
      t.paidAt,
      t.businessDate,
    ],
  );
}
