import { mask } from '@mp/core';
import {
  RLT_MATCH_FIELDS,
  type RltRowT,
  type SettleRowT,
  type SettleTotalsT,
} from '@mp/core/schemas/settlement';
import { macauTime14 } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import type { SignedInContext } from '../../kernel/context.ts';
import { sqlDate, ymdOfSqlDate } from '../../lists/range.ts';
import { num, SqlParts } from '../../lists/sql.ts';

/** Settlement SQL: the list, its totals, unsettled business, the reconciliation lines and the daily run's writes. */

export interface SettleFilter {
  /** 'YYYY-MM-DD', both included. */
  from: string;
  to: string;
  status?: SettleRowT['status'];
}

interface SettleDbRow {
  id: string;
  settle_no: string;
  merchant_id: string;
  settle_date: string;
  status: SettleRowT['status'];
  txn_count: number;
  gross_amount: string;
  discount_amount: string;
  fee_amount: string;
  refund_amount: string;
  fund_provider: string;
  fund_scheme: string;
  net_amount: string;
  account_no: string;
  account_name: string;
  bank_name: string;
  settled_at: Date | null;
  mer_no: string;
  mer_name: string;
}

function toSettleRow(r: SettleDbRow, masked: boolean): SettleRowT {
  return {
    settle_no: r.settle_no,
    mer_no: r.mer_no,
    mer_name: r.mer_name,
    settle_date: ymdOfSqlDate(r.settle_date),
    status: r.status,
    txn_count: num(r.txn_count),
    gross_amount: num(r.gross_amount),
    discount_amount: num(r.discount_amount),
    fee_amount: num(r.fee_amount),
    refund_amount: num(r.refund_amount),
    fund_provider: num(r.fund_provider),
    fund_scheme: num(r.fund_scheme),
    net_amount: num(r.net_amount),
    account_no: mask('card', r.account_no, masked),
    account_name: r.account_name,
    bank_name: r.bank_name,
    settled_at: macauTime14(r.settled_at),
  };
}

async function settleConditions(ctx: SignedInContext, q: SqlParts, ids: readonly string[], f: SettleFilter) {
  // A settlement is the merchant's, not a store's.
  await q.merchants(ctx, 's', ids, { store: null });
  q.and(`s.settle_date >= ${q.p(f.from)}::date`).and(`s.settle_date <= ${q.p(f.to)}::date`);
  if (f.status) q.and(`s.status = ${q.p(f.status)}`);
}

export async function selectSettlements(
  ctx: SignedInContext,
  ids: readonly string[],
  f: SettleFilter,
  opts: { order: 'asc' | 'desc'; limit: number; offset: number; masked: boolean },
): Promise<SettleRowT[]> {
  if (ids.length === 0) return [];
  const q = new SqlParts();
  await settleConditions(ctx, q, ids, f);
  const dir = opts.order === 'asc' ? 'asc' : 'desc';
  const r = await ctx.db.query<SettleDbRow>(
    `select s.*, m.mer_no, m.name as mer_name from settlements s join merchants m on m.id = s.merchant_id
      ${q.where()} order by s.settle_date ${dir}, m.mer_no, s.id limit ${q.p(opts.limit)} offset ${q.p(opts.offset)}`,
    q.params,
  );
  return r.rows.map((row) => toSettleRow(row, opts.masked));
}

export async function selectSettleTotals(
  ctx: SignedInContext,
  ids: readonly string[],
  f: SettleFilter,
): Promise<SettleTotalsT> {
  const zero = {
    count: 0,
    txn_count: 0,
    gross_amount: 0,
    discount_amount: 0,
    fee_amount: 0,
    refund_amount: 0,
    fund_provider: 0,
    fund_scheme: 0,
    net_amount: 0,
  };
  if (ids.length === 0) return zero;
  const q = new SqlParts();
  await settleConditions(ctx, q, ids, f);
  const r = await ctx.db.query<Record<keyof SettleTotalsT, string>>(
    `select count(*) as count, coalesce(sum(s.txn_count), 0) as txn_count, coalesce(sum(s.gross_amount), 0) as gross_amount,
            coalesce(sum(s.discount_amount), 0) as discount_amount, coalesce(sum(s.fee_amount), 0) as fee_amount,
            coalesce(sum(s.refund_amount), 0) as refund_amount, coalesce(sum(s.fund_provider), 0) as fund_provider,
            coalesce(sum(s.fund_scheme), 0) as fund_scheme, coalesce(sum(s.net_amount), 0) as net_amount
       from settlements s ${q.where()}`,
    q.params,
  );
  const row = r.rows[0];
  return {
    count: num(row?.count),
    txn_count: num(row?.txn_count),
    gross_amount: num(row?.gross_amount),
    discount_amount: num(row?.discount_amount),
    fee_amount: num(row?.fee_amount),
    refund_amount: num(row?.refund_amount),
    fund_provider: num(row?.fund_provider),
    fund_scheme: num(row?.fund_scheme),
    net_amount: num(row?.net_amount),
  };
}

/** Successful business of the days that have no settlement yet (today's, and any a missed run left). */
export async function selectUnsettled(ctx: SignedInContext, ids: readonly string[]) {
  const q = new SqlParts();
  await q.merchants(ctx, 'd', ids, { store: null });
  q.and(`d.result = 'SUCCESS'`);
  q.and(
    'not exists (select 1 from settlements st where st.merchant_id = d.merchant_id and st.settle_date = d.business_date)',
  );
  const r = await ctx.db.query<Record<string, string | null>>(
    `select coalesce(sum(d.txn_count) filter (where d.txn_type = 'SPEND'), 0) as txn_count,
            coalesce(sum(d.amount) filter (where d.txn_type = 'SPEND'), 0) as amount,
            coalesce(sum(d.discount_amount) filter (where d.txn_type = 'SPEND'), 0) as discount_amount,
            coalesce(sum(d.fee) filter (where d.txn_type = 'SPEND'), 0) as fee,
            coalesce(sum(d.amount) filter (where d.txn_type = 'REFUND'), 0) as refund_amount,
            min(d.business_date) as from_date, max(d.business_date) as to_date
       from txn_daily_summary d ${q.where()}`,
    q.params,
  );
  const row = r.rows[0] ?? {};
  // The campaign funders' parts of those days (promotions), owed to the merchant: in the net as a settlement has them.
  const fq = new SqlParts();
  await fq.merchants(ctx, 'fm', ids, { store: null });
  fq.and(
    'not exists (select 1 from settlements st where st.merchant_id = fm.merchant_id and st.settle_date = fm.business_date)',
  );
  const funded = await ctx.db.query<{ total: string | null }>(
    `select coalesce(sum(fm.provider + fm.scheme), 0) as total from promotion_fund_moves fm ${fq.where()}`,
    fq.params,
  );
  const amount = num(row.amount);
  const discount = num(row.discount_amount);
  const fee = num(row.fee);
  const refund = num(row.refund_amount);
  return {
    txn_count: num(row.txn_count),
    amount,
    discount_amount: discount,
    fee,
    refund_amount: refund,
    net_amount: amount - discount - fee - refund + num(funded.rows[0]?.total),
    from_date: ymdOfSqlDate(row.from_date),
    to_date: ymdOfSqlDate(row.to_date),
  };
}

/** What matching the channel's file found for a line (recon_days), zero until the file is read. */
const MATCH_FIELDS = RLT_MATCH_FIELDS;
type MatchField = (typeof MATCH_FIELDS)[number];

type RltDbRow = {
  merchant_id: string;
  mer_no: string;
  mer_name: string;
  rlt_date: string;
  pay_type: RltRowT['pay_type'];
  txn_count: string;
  txn_amount: string;
  discount_amount: string;
  fee_amount: string;
  refund_count: string;
  refund_amount: string;
  status: RltRowT['status'];
  settle_no: string | null;
} & Record<MatchField, string>;

export interface RltFilter {
  from: string;
  to: string;
  payType?: string;
  status?: RltRowT['status'];
}

/** PENDING until the day's file is read, then DIFFERENCES while a difference is open, else RECONCILED. */
const STATUS_SQL = `case when rd.merchant_id is null then 'PENDING' when rd.open_count > 0 then 'DIFFERENCES'
  else 'RECONCILED' end`;

/**
 * The reconciliation lines of a filter, as a subquery `x` (one row per merchant, day, type[, store]): our
 * successful business from the per-day summaries, joined with what matching the channel's file found
 * (a line the channel lists for a merchant without business of ours that day is a line too).
 */
async function rltLines(ctx: SignedInContext, ids: readonly string[], f: RltFilter, groupByStore: boolean) {
  const q = new SqlParts();
  await q.merchants(ctx, 'd', ids);
  q.and(`d.result = 'SUCCESS'`);
  q.and(`d.business_date >= ${q.p(f.from)}::date`).and(`d.business_date <= ${q.p(f.to)}::date`);
  if (f.payType) q.and(`d.pay_type = ${q.p(f.payType)}`);
  const storeCols = groupByStore ? ', d.store_id' : '';
  const ours = `select d.merchant_id, d.business_date as rlt_date, d.pay_type${storeCols},
             coalesce(sum(d.txn_count) filter (where d.txn_type = 'SPEND'), 0) as txn_count,
             coalesce(sum(d.amount) filter (where d.txn_type = 'SPEND'), 0) as txn_amount,
             coalesce(sum(d.discount_amount) filter (where d.txn_type = 'SPEND'), 0) as discount_amount,
             coalesce(sum(d.fee) filter (where d.txn_type = 'SPEND'), 0) as fee_amount,
             coalesce(sum(d.txn_count) filter (where d.txn_type = 'REFUND'), 0) as refund_count,
             coalesce(sum(d.amount) filter (where d.txn_type = 'REFUND'), 0) as refund_amount
        from txn_daily_summary d ${q.where()}
       group by d.merchant_id, d.business_date, d.pay_type${storeCols}`;
  if (groupByStore) {
    // The detail's store lines: our business only (the channel's file has no stores).
    const zeros = MATCH_FIELDS.map((k) => `0 as ${k}`).join(', ');
    return { q, sql: `(select y.*, ${zeros}, 'PENDING' as status, null as settle_no from (${ours}) y) x` };
  }
  const rc = [`rd.merchant_id = any(${q.p(ids)}::bigint[])`];
  rc.push(`rd.business_date >= ${q.p(f.from)}::date`, `rd.business_date <= ${q.p(f.to)}::date`);
  if (f.payType) rc.push(`rd.pay_type = ${q.p(f.payType)}`);
  const status = f.status ? `where z.status = ${q.p(f.status)}` : '';
  const sql = `(select z.*, (select s.settle_no from settlements s
                 where s.merchant_id = z.merchant_id and s.settle_date = z.rlt_date) as settle_no from (
      select coalesce(y.merchant_id, rd.merchant_id) as merchant_id, coalesce(y.rlt_date, rd.business_date) as rlt_date,
             coalesce(y.pay_type, rd.pay_type) as pay_type,
             ${['txn_count', 'txn_amount', 'discount_amount', 'fee_amount', 'refund_count', 'refund_amount']
               .map((k) => `coalesce(y.${k}, 0) as ${k}`)
               .join(', ')},
             ${MATCH_FIELDS.map((k) => `coalesce(rd.${k}, 0) as ${k}`).join(', ')},
             ${STATUS_SQL} as status
        from (${ours}) y
        full join (select * from recon_days rd where ${rc.join(' and ')}) rd
          on rd.merchant_id = y.merchant_id and rd.business_date = y.rlt_date and rd.pay_type = y.pay_type
    ) z ${status}) x`;
  return { q, sql };
}

const matchSums = (x: Record<MatchField, string | undefined>) =>
  Object.fromEntries(MATCH_FIELDS.map((k) => [k, num(x[k])])) as Record<MatchField, number>;

/**
 * Reconciliation lines (48): the day's successful business per merchant and payment type, from the
 * per-day summaries, with what matching the channel's settlement file found and the day's settlement.
 */
export async function selectRlt(
  ctx: SignedInContext,
  ids: readonly string[],
  f: RltFilter,
  page: { limit: number; offset: number },
  groupByStore = false,
): Promise<(RltRowT & { merchant_id: string; store_no?: string; store_name?: string })[]> {
  if (ids.length === 0) return [];
  const { q, sql } = await rltLines(ctx, ids, f, groupByStore);
  const r = await ctx.db.query<RltDbRow & { store_no?: string; store_name?: string }>(
    `select x.*, m.mer_no, m.name as mer_name${groupByStore ? ', st.store_no, st.name as store_name' : ''}
       from ${sql}
       join merchants m on m.id = x.merchant_id
       ${groupByStore ? 'join stores st on st.id = x.store_id' : ''}
      order by x.rlt_date desc, m.mer_no, x.pay_type${groupByStore ? ', st.store_no' : ''}
      limit ${q.p(page.limit)} offset ${q.p(page.offset)}`,
    q.params,
  );
  return r.rows.map((x) => {
    const txnAmount = num(x.txn_amount);
    const discount = num(x.discount_amount);
    const fee = num(x.fee_amount);
    const refund = num(x.refund_amount);
    return {
      merchant_id: String(x.merchant_id),
      mer_no: x.mer_no,
      mer_name: x.mer_name,
      rlt_date: ymdOfSqlDate(x.rlt_date),
      pay_type: x.pay_type,
      txn_count: num(x.txn_count),
      txn_amount: txnAmount,
      discount_amount: discount,
      fee_amount: fee,
      refund_count: num(x.refund_count),
      refund_amount: refund,
      net_amount: txnAmount - discount - fee - refund,
      ...matchSums(x),
      status: x.status,
      settle_no: x.settle_no ?? '',
      ...(groupByStore ? { store_no: x.store_no ?? '', store_name: x.store_name ?? '' } : {}),
    };
  });
}

export async function selectRltTotals(ctx: SignedInContext, ids: readonly string[], f: RltFilter) {
  const zero = { count: 0, txn_count: 0, txn_amount: 0, discount_amount: 0, fee_amount: 0, refund_amount: 0 };
  if (ids.length === 0) return { ...zero, net_amount: 0, ...matchSums({} as Record<MatchField, undefined>) };
  const { q, sql } = await rltLines(ctx, ids, f, false);
  const r = await ctx.db.query<Record<string, string>>(
    `select count(*) as count, ${[...Object.keys(zero).slice(1), ...MATCH_FIELDS]
      .map((k) => `coalesce(sum(x.${k}), 0) as ${k}`)
      .join(', ')}
       from ${sql}`,
    q.params,
  );
  const row = r.rows[0] ?? {};
  const txnAmount = num(row.txn_amount);
  const discount = num(row.discount_amount);
  const fee = num(row.fee_amount);
  const refund = num(row.refund_amount);
  return {
    count: num(row.count),
    txn_count: num(row.txn_count),
    txn_amount: txnAmount,
    discount_amount: discount,
    fee_amount: fee,
    refund_amount: refund,
    net_amount: txnAmount - discount - fee - refund,
    ...matchSums(row as Record<MatchField, string>),
  };
}

// ---- The daily run (run.ts) --------------------------------------------------------------

/** Settles one business day for every merchant with successful business that day; answers how many. */
export async function insertDaySettlements(db: Db, ymd: string, now: Date): Promise<number> {
  const r = await db.query(
    `insert into settlements (settle_no, merchant_id, settle_date, status, txn_count, gross_amount, fee_amount,
        refund_amount, discount_amount, fund_provider, fund_scheme, net_amount, account_no, account_name, bank_name,
        created_at)
     select 'S' || $1 || substr(m.mer_no, 2), m.id, $2::date, 'SETTLING', a.txn_count, a.gross, a.fee, a.refund,
            a.discount, coalesce(f.provider, 0), coalesce(f.scheme, 0),
            a.gross - a.fee - a.discount - a.refund + coalesce(f.provider, 0) + coalesce(f.scheme, 0),
            coalesce(acc.account_no, ''), coalesce(acc.account_name, ''), coalesce(acc.bank_name, ''), $3
       from (
         select t.merchant_id,
                count(*) filter (where t.txn_type = 'SPEND') as txn_count,
                coalesce(sum(t.amount) filter (where t.txn_type = 'SPEND'), 0) as gross,
                coalesce(sum(t.fee) filter (where t.txn_type = 'SPEND'), 0) as fee,
                coalesce(sum(t.discount_amount) filter (where t.txn_type = 'SPEND'), 0) as discount,
                coalesce(sum(t.amount) filter (where t.txn_type = 'REFUND'), 0) as refund
           from transactions t
          where t.business_date = $2::date and t.result = 'SUCCESS'
          group by t.merchant_id
       ) a
       join merchants m on m.id = a.merchant_id
       -- The campaign funders' parts booked to the balance that day (promotions: redemptions less refunds).
       left join (
         select fm.merchant_id, sum(fm.provider) as provider, sum(fm.scheme) as scheme
           from promotion_fund_moves fm where fm.business_date = $2::date group by fm.merchant_id
       ) f on f.merchant_id = a.merchant_id
       left join accounts acc on acc.org_kind = 'merchant' and acc.org_id = m.id
                             and acc.account_type = 'SETTLEMENT' and acc.currency = 'MOP'
     on conflict (merchant_id, settle_date) do nothing`,
    [ymd, sqlDate(ymd), now.toISOString()],
  );
  return r.rowCount;
}

/** Business days before today with successful business and no settlement for some merchant. */
export async function selectUnsettledDays(db: Db, today: string): Promise<string[]> {
  const r = await db.query<{ d: string }>(
    `select distinct d.business_date as d from txn_daily_summary d
      where d.result = 'SUCCESS' and d.txn_count > 0 and d.business_date < $1::date
        and not exists (select 1 from settlements s where s.merchant_id = d.merchant_id and s.settle_date = d.business_date)
      order by 1`,
    [sqlDate(today)],
  );
  return r.rows.map((x) => ymdOfSqlDate(x.d));
}

/** The settlements of a business day up to `lastPayable` (yyyymmdd) still waiting for their payout, locked. */
export async function selectPayable(
  db: Db,
  lastPayable: string,
): Promise<{ merchant_id: string; net_amount: string; settle_no: string }[]> {
  const r = await db.query<{ merchant_id: string; net_amount: string; settle_no: string }>(
    `select merchant_id::text, net_amount::text, settle_no from settlements
      where status in ('PENDING', 'SETTLING') and settle_date <= $1::date
      order by settle_date, id for update`,
    [sqlDate(lastPayable)],
  );
  return r.rows;
}

/** Marks one settlement SETTLED (paid out). */
export async function markSettled(db: Db, settleNo: string, now: Date): Promise<void> {
  await db.query(`update settlements set status = 'SETTLED', settled_at = $2 where settle_no = $1`, [
    settleNo,
    now.toISOString(),
  ]);
}
