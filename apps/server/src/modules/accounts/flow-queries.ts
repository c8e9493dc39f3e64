import type { Db } from '../../db/types.ts';
import { sqlDate } from '../../lists/range.ts';

/** The SQL of the account in/out flows (flows.ts): a merchant's ledger lines and their per-day sums. */

export interface FlowFilter {
  merchantId: string;
  from: Date;
  to: Date;
  entryType?: string;
  direction?: 'IN' | 'OUT';
  account?: string;
  refNo?: string;
  /** Set when [from, to) is whole Macau days (yyyymmdd, inclusive): the totals may read the summaries. */
  days?: { startYmd: string; endYmd: string };
}

export interface FlowDbRow {
  id: string;
  created_at: Date;
  entry_type: string;
  account_code: string;
  amount: string;
  balance_after: string | null;
  ref_no: string;
}

function flowWhere(f: FlowFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [f.merchantId, f.from.toISOString(), f.to.toISOString()];
  const where = [`l.owner_kind = 'merchant'`, 'l.owner_id = $1', 'l.created_at >= $2', 'l.created_at < $3'];
  if (f.entryType) {
    params.push(f.entryType);
    where.push(`l.entry_type = $${params.length}`);
  }
  if (f.direction) where.push(f.direction === 'IN' ? 'l.amount > 0' : 'l.amount < 0');
  if (f.account) {
    params.push(f.account);
    where.push(`l.account_code = $${params.length}`);
  }
  if (f.refNo) {
    params.push(f.refNo);
    where.push(`l.ref_no = $${params.length}`);
  }
  return { sql: where.join(' and '), params };
}

export async function selectFlowPage(
  db: Db,
  f: FlowFilter,
  page: { order: 'asc' | 'desc'; limit: number; offset: number },
): Promise<FlowDbRow[]> {
  const w = flowWhere(f);
  const dir = page.order === 'asc' ? 'asc' : 'desc';
  const r = await db.query<FlowDbRow>(
    `select l.id::text, l.created_at, l.entry_type, l.account_code, l.amount::text, l.balance_after::text, l.ref_no
       from ledger_lines l where ${w.sql}
      order by l.created_at ${dir}, l.id ${dir}
      limit ${Number(page.limit)} offset ${Number(page.offset)}`,
    w.params,
  );
  return r.rows;
}

export async function selectFlowTotals(
  db: Db,
  f: FlowFilter,
): Promise<{ count: number; in_amount: number; out_amount: number; net_amount: number }> {
  if (f.days && !f.refNo) return selectFlowTotalsFromSummary(db, f, f.days);
  const w = flowWhere(f);
  const r = await db.query<{ n: string; i: string; o: string }>(
    `select count(*)::text n, coalesce(sum(l.amount) filter (where l.amount > 0), 0)::text i,
            coalesce(-sum(l.amount) filter (where l.amount < 0), 0)::text o
       from ledger_lines l where ${w.sql}`,
    w.params,
  );
  const row = r.rows[0];
  const i = Number(row.i);
  const o = Number(row.o);
  return { count: Number(row.n), in_amount: i, out_amount: o, net_amount: i - o };
}

/**
 * The totals of selectFlowTotals from ledger_daily_summary: whole days, any type, direction and account
 * filter (each is a column of the summary); a reference number needs the lines.
 */
async function selectFlowTotalsFromSummary(
  db: Db,
  f: FlowFilter,
  days: { startYmd: string; endYmd: string },
): Promise<{ count: number; in_amount: number; out_amount: number; net_amount: number }> {
  const params: unknown[] = [f.merchantId, sqlDate(days.startYmd), sqlDate(days.endYmd)];
  const where = [`s.owner_kind = 'merchant'`, 's.owner_id = $1', 's.day >= $2::date', 's.day <= $3::date'];
  if (f.entryType) {
    params.push(f.entryType);
    where.push(`s.entry_type = $${params.length}`);
  }
  if (f.account) {
    params.push(f.account);
    where.push(`s.account_code = $${params.length}`);
  }
  const r = await db.query<{ ic: string; i: string; oc: string; o: string }>(
    `select coalesce(sum(s.in_count), 0)::text ic, coalesce(sum(s.in_amount), 0)::text i,
            coalesce(sum(s.out_count), 0)::text oc, coalesce(sum(s.out_amount), 0)::text o
       from ledger_daily_summary s where ${where.join(' and ')}`,
    params,
  );
  const row = r.rows[0];
  const i = f.direction === 'OUT' ? 0 : Number(row.i);
  const o = f.direction === 'IN' ? 0 : Number(row.o);
  const count = (f.direction === 'OUT' ? 0 : Number(row.ic)) + (f.direction === 'IN' ? 0 : Number(row.oc));
  return { count, in_amount: i, out_amount: o, net_amount: i - o };
}

export async function selectFlowDetail(
  db: Db,
  merchantId: string,
  lineId: string,
): Promise<
  | (FlowDbRow & {
      entry_id: string;
      entry_amount: string;
      counter_account: string | null;
      oper_login_name: string | null;
    })
  | null
> {
  const r = await db.query<
    FlowDbRow & {
      entry_id: string;
      entry_amount: string;
      counter_account: string | null;
      oper_login_name: string | null;
    }
  >(
    `select l.id::text, l.created_at, l.entry_type, l.account_code, l.amount::text, l.balance_after::text, l.ref_no,
            l.entry_id::text, e.amount::text as entry_amount,
            (select string_agg(x.account_code, ',' order by x.id) from ledger_lines x
              where x.entry_id = l.entry_id and x.id <> l.id) as counter_account,
            o.login_name as oper_login_name
       from ledger_lines l
       join ledger_entries e on e.id = l.entry_id
       left join operators o on o.id = e.operator_id
      where l.id = $2 and l.owner_kind = 'merchant' and l.owner_id = $1`,
    [merchantId, lineId],
  );
  return r.rows[0] ?? null;
}
