import type { RefundStatus } from '@mp/core';
import type { CollectionRowT, CollectionTotalsT } from '@mp/core/schemas/transactions';
import { macauTime14, ymdOfInstant } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import type { CallContext } from '../../http/endpoint.ts';
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
  ctx: CallContext,
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

/** Count and totals over the whole filter: from the per-day summaries when they can answer exactly. */
export async function selectCollectionTotals(
  ctx: CallContext,
  merchantIds: readonly string[],
  f: CollectionFilter,
): Promise<CollectionTotalsT> {
  if (merchantIds.length === 0) return { ...ZERO_TOTALS };
  const q = new SqlParts();
  if (summariesAnswer(f)) {
    await q.merchants(ctx, 's', merchantIds);
    q.and(`s.business_date >= ${q.p(sqlDate(f.range.startYmd))}::date`);
    q.and(`s.business_date <= ${q.p(sqlDate(f.range.endYmd))}::date`);
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
  await q.merchants(ctx, 't', merchantIds);
  txnConditions(q, f);
  const r = await ctx.db.query<TotalsDbRow>(
    `select ${totalsSelect('t', '1')} from transactions t ${q.where()}`,
    q.params,
  );
  return toTotals(r.rows[0]);
}

/** One transaction by its number with its names, whatever its tenant (the caller checks the scope). */
export async function selectTxnByNo(db: Db, txnNo: string, forUpdate = false): Promise<TxnDbRow | null> {
  const r = await db.query<TxnDbRow>(
    `select ${TXN_COLUMNS}, m.mer_no, m.name as mer_name, s.store_no, s.name as store_name,
            coalesce(tm.terminal_no, '') as terminal_no, coalesce(o.txn_no, '') as orig_txn_no
       from transactions t
       join merchants m on m.id = t.merchant_id
       join stores s on s.id = t.store_id
       left join terminals tm on tm.id = t.terminal_id
       left join transactions o on o.id = t.orig_txn_id
      where t.txn_no = $1${forUpdate ? ' for update of t' : ''}`,
    [txnNo],
  );
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
export async function selectRefundsOfTxn(db: Db, txnId: string): Promise<TxnRefundRow[]> {
  const r = await db.query<TxnRefundRow>(
    'select refund_no, amount, status, created_at, finished_at from refunds where txn_id = $1 order by created_at, id',
    [txnId],
  );
  return r.rows;
}

const SEQUENCES = { T: 'txn_no_seq', R: 'refund_no_seq', P: 'payment_no_seq' } as const;

/**
 * A new business number: T (transaction), R (refund) or P (payment), the Macau day, then 8 digits of a
 * database sequence, unique across server processes. The demo seed's numbers carry 6 digits, so the
 * two can never collide.
 */
export async function nextNumber(db: Db, kind: keyof typeof SEQUENCES, at: Date): Promise<string> {
  const r = await db.query<{ n: string }>(`select nextval('${SEQUENCES[kind]}') as n`);
  return `${kind}${ymdOfInstant(at)}${String(r.rows[0].n).padStart(8, '0')}`;
}
