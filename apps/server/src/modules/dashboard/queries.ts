import type { CallContext, SignedInContext } from '../../kernel/context.ts';
import { sqlDate, ymdOfSqlDate } from '../../lists/range.ts';
import { num, SqlParts } from '../../lists/sql.ts';

/** Dashboard SQL: everything comes from the per-day summaries and the settlements, never a scan. */

export interface DayLine {
  date: string;
  payType: string;
  txnType: 'SPEND' | 'REFUND';
  count: number;
  amount: number;
  discount: number;
  fee: number;
  net: number;
}

/** Successful business per day, payment type and transaction type over [from, to] (yyyymmdd). */
export async function selectDayLines(
  ctx: SignedInContext,
  ids: readonly string[],
  from: string,
  to: string,
): Promise<DayLine[]> {
  if (ids.length === 0) return [];
  const q = new SqlParts();
  q.and(`d.merchant_id = any(${q.p(ids)}::bigint[])`);
  await q.scope(ctx, 'd');
  q.and(`d.result = 'SUCCESS'`);
  q.and(`d.business_date >= ${q.p(sqlDate(from))}::date`).and(`d.business_date <= ${q.p(sqlDate(to))}::date`);
  const r = await ctx.db.query<Record<string, string>>(
    `select d.business_date, d.pay_type, d.txn_type, sum(d.txn_count) as count, sum(d.amount) as amount,
            sum(d.discount_amount) as discount, sum(d.fee) as fee, sum(d.net_amount) as net
       from txn_daily_summary d ${q.where()}
      group by d.business_date, d.pay_type, d.txn_type`,
    q.params,
  );
  return r.rows.map((x) => ({
    date: ymdOfSqlDate(x.business_date),
    payType: x.pay_type,
    txnType: x.txn_type as DayLine['txnType'],
    count: num(x.count),
    amount: num(x.amount),
    discount: num(x.discount),
    fee: num(x.fee),
    net: num(x.net),
  }));
}

/** The latest settlement day of the merchants and its total. */
export async function selectLatestSettlement(ctx: CallContext, ids: readonly string[]) {
  const empty = { settle_date: '', count: 0, net_amount: 0, status: '' as const };
  if (ids.length === 0) return empty;
  const r = await ctx.db.query<{ settle_date: string; count: string; net: string; statuses: string[] }>(
    `select s.settle_date, count(*) as count, sum(s.net_amount) as net, array_agg(distinct s.status) as statuses
       from settlements s
      where s.merchant_id = any($1::bigint[])
        and s.settle_date = (select max(settle_date) from settlements where merchant_id = any($1::bigint[]))
      group by s.settle_date`,
    [ids],
  );
  const row = r.rows[0];
  if (!row) return empty;
  const statuses = row.statuses ?? [];
  // Mixed statuses mean the day is still being paid out.
  const status = (statuses.length === 1 ? statuses[0] : 'SETTLING') as
    | 'PENDING'
    | 'SETTLING'
    | 'SETTLED'
    | 'FAILED';
  return {
    settle_date: ymdOfSqlDate(row.settle_date),
    count: num(row.count),
    net_amount: num(row.net),
    status,
  };
}

export async function countStores(ctx: SignedInContext, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const q = new SqlParts();
  q.and(`s.merchant_id = any(${q.p(ids)}::bigint[])`);
  await q.scope(ctx, 's', { store: 'id' });
  const r = await ctx.db.query<{ n: string }>(`select count(*) as n from stores s ${q.where()}`, q.params);
  return num(r.rows[0]?.n);
}

// Providers and groups (issue 13): their merchants at a glance.

/** The merchants by status. */
export async function countMerchantStatus(ctx: CallContext, ids: readonly string[]) {
  const out = { normal: 0, frozen: 0, closed: 0 };
  if (ids.length === 0) return out;
  const r = await ctx.db.query<{ status: keyof typeof out; n: string }>(
    'select status, count(*) as n from merchants where id = any($1::bigint[]) group by status',
    [ids],
  );
  for (const row of r.rows) out[row.status] = num(row.n);
  return out;
}

/** Successful spending per merchant over [from, to], most first (all of them: the active count too). */
export async function selectMerchantSpending(
  ctx: CallContext,
  ids: readonly string[],
  from: string,
  to: string,
) {
  if (ids.length === 0) return [];
  const r = await ctx.db.query<{ mer_no: string; mer_name: string; count: string; amount: string }>(
    `select m.mer_no, m.name as mer_name, sum(d.txn_count) as count, sum(d.amount) as amount
       from txn_daily_summary d join merchants m on m.id = d.merchant_id
      where d.merchant_id = any($1::bigint[]) and d.result = 'SUCCESS' and d.txn_type = 'SPEND'
        and d.business_date between $2::date and $3::date
      group by m.mer_no, m.name
     having sum(d.txn_count) > 0
      order by sum(d.amount) desc, m.mer_no`,
    [ids, sqlDate(from), sqlDate(to)],
  );
  return r.rows.map((x) => ({
    mer_no: x.mer_no,
    mer_name: x.mer_name,
    count: num(x.count),
    amount: num(x.amount),
  }));
}
