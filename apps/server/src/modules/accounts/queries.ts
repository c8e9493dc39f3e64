import { macauDateSql } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import { sqlDate } from '../../lists/range.ts';

/** Every SQL statement of accounts. */

export interface LedgerAccountRow {
  id: string;
  owner_kind: string;
  owner_id: string;
  code: string;
  running: boolean;
}

interface WantedAccount {
  kind: string;
  id: string;
  code: string;
  running: boolean;
}

const ownerTuples = (wanted: readonly WantedAccount[], params: unknown[]) =>
  wanted
    .map((w) => {
      params.push(w.kind, w.id, w.code);
      const n = params.length;
      return `($${n - 2}, $${n - 1}::bigint, $${n})`;
    })
    .join(', ');

export async function selectLedgerAccounts(
  db: Db,
  wanted: readonly WantedAccount[],
): Promise<LedgerAccountRow[]> {
  const params: unknown[] = [];
  const tuples = ownerTuples(wanted, params);
  const r = await db.query<LedgerAccountRow>(
    `select id::text, owner_kind, owner_id::text, code, running from ledger_accounts
      where currency = 'MOP' and (owner_kind, owner_id, code) in (${tuples})`,
    params,
  );
  return r.rows;
}

/** Opens the accounts that do not exist yet (a twin request opening them too is harmless). */
export async function ensureLedgerAccounts(db: Db, wanted: readonly WantedAccount[]): Promise<void> {
  const params: unknown[] = [];
  const rows = wanted
    .map((w) => {
      params.push(w.kind, w.id, w.code, w.running);
      const n = params.length;
      return `($${n - 3}, $${n - 2}::bigint, $${n - 1}, $${n}::boolean)`;
    })
    .join(', ');
  await db.query(
    `insert into ledger_accounts (owner_kind, owner_id, code, running) values ${rows}
     on conflict (owner_kind, owner_id, code, currency) do nothing`,
    params,
  );
}

export async function insertEntry(
  db: Db,
  b: {
    type: string;
    org: { kind: string; id: string };
    amount: number;
    ref: string;
    at: Date;
    detail?: Record<string, unknown>;
    operatorId?: string | null;
  },
): Promise<string> {
  const r = await db.query<{ id: string }>(
    `insert into ledger_entries (entry_type, org_kind, org_id, amount, ref_no, detail, operator_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id::text`,
    [
      b.type,
      b.org.kind,
      b.org.id,
      b.amount,
      b.ref,
      JSON.stringify(b.detail ?? {}),
      b.operatorId ?? null,
      b.at.toISOString(),
    ],
  );
  return r.rows[0].id;
}

interface LineIn {
  entryId: string;
  account: LedgerAccountRow;
  type: string;
  ref: string;
  amount: number;
  at: Date;
}

export async function insertSystemLine(db: Db, l: LineIn): Promise<void> {
  await db.query(
    `insert into ledger_lines (entry_id, account_id, owner_kind, owner_id, account_code, entry_type, ref_no,
                               amount, balance_after, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, null, $9)`,
    [
      l.entryId,
      l.account.id,
      l.account.owner_kind,
      l.account.owner_id,
      l.account.code,
      l.type,
      l.ref,
      l.amount,
      l.at.toISOString(),
    ],
  );
}

/** Adds to ledger_daily_summary (migration 0070): the insert of an upsert whose select follows. */
const SUMMARY_UPSERT = `insert into ledger_daily_summary as s (owner_kind, owner_id, day, account_code, entry_type,
         in_count, in_amount, out_count, out_amount)`;
const SUMMARY_ON_CONFLICT = `on conflict (owner_kind, owner_id, day, account_code, entry_type) do update set
         in_count = s.in_count + excluded.in_count, in_amount = s.in_amount + excluded.in_amount,
         out_count = s.out_count + excluded.out_count, out_amount = s.out_amount + excluded.out_amount`;

/** The per-day sums of the organisations' lines, from the lines themselves (`lines` is a table or subquery). */
const summariesOf = (
  lines: string,
) => `select owner_kind, owner_id, ${macauDateSql('created_at')}, account_code,
         entry_type, count(*) filter (where amount > 0), coalesce(sum(amount) filter (where amount > 0), 0),
         count(*) filter (where amount < 0), coalesce(-sum(amount) filter (where amount < 0), 0)
    from ${lines} where owner_kind <> 'system' group by 1, 2, 3, 4, 5`;

/**
 * Recomputes ledger_daily_summary from the lines (after a bulk load that wrote lines without
 * moveRunningAccount: the demo seed, a benchmark generator; `ledger:check --rebuild`). Answers its rows.
 */
export async function rebuildLedgerSummaries(db: Db): Promise<number> {
  return db.tx(async (tx) => {
    await tx.query('delete from ledger_daily_summary');
    const r = await tx.query(`${SUMMARY_UPSERT} ${summariesOf('ledger_lines')}`);
    return r.rowCount;
  });
}

/** The SQL of the ledger check's rule: summary rows that differ from the lines' sums (either side missing). */
export const SUMMARY_MISMATCH_SQL = `select coalesce(s.owner_kind, x.owner_kind) || '/' || coalesce(s.owner_id, x.owner_id) || ' '
         || coalesce(s.day, x.day)::text || ' ' || coalesce(s.account_code, x.account_code) || ' '
         || coalesce(s.entry_type, x.entry_type) || ': summary ' || coalesce(s.in_count || '/' || s.in_amount || '/'
         || s.out_count || '/' || s.out_amount, 'missing') || ', lines ' || coalesce(x.in_count || '/' || x.in_amount
         || '/' || x.out_count || '/' || x.out_amount, 'none') as x
    from ledger_daily_summary s
    full join (${summariesOf('ledger_lines')}) x (owner_kind, owner_id, day, account_code, entry_type, in_count,
                                                   in_amount, out_count, out_amount)
      on x.owner_kind = s.owner_kind and x.owner_id = s.owner_id and x.day = s.day
     and x.account_code = s.account_code and x.entry_type = s.entry_type
   where s.owner_kind is null or x.owner_kind is null or s.in_count <> x.in_count or s.in_amount <> x.in_amount
      or s.out_count <> x.out_count or s.out_amount <> x.out_amount`;

/**
 * Moves a running account and writes its line with the balance after, in one statement: the update
 * locks the account row, so lines of one account get ids in the order of their balances. With `guard`
 * the move is refused (null) when it would take the balance below zero.
 */
export async function moveRunningAccount(db: Db, l: LineIn, guard: boolean): Promise<number | null> {
  const r = await db.query<{ balance_after: string }>(
    `with moved as (
       update ledger_accounts set balance = balance + $2, updated_at = $8::timestamptz
        where id = $1 ${guard ? 'and balance + $2 >= 0' : ''}
        returning id, owner_kind, owner_id, code, balance
     )
     , line as (
       insert into ledger_lines (entry_id, account_id, owner_kind, owner_id, account_code, entry_type, ref_no,
                                 amount, balance_after, created_at)
       select $3, id, owner_kind, owner_id, code, $4, $5, $6, balance, $7 from moved
       returning owner_kind, owner_id, account_code, balance_after
     ), summed as (
       ${SUMMARY_UPSERT}
       select owner_kind, owner_id, ${macauDateSql('$7::timestamptz')}, account_code, $4::text,
              case when $6::bigint > 0 then 1 else 0 end, greatest($6::bigint, 0),
              case when $6::bigint < 0 then 1 else 0 end, greatest(-$6::bigint, 0)
         from line
       ${SUMMARY_ON_CONFLICT}
     )
     select balance_after::text from line`,
    [l.account.id, l.amount, l.entryId, l.type, l.ref, l.amount, l.at.toISOString(), l.at.toISOString()],
  );
  return r.rows.length ? Number(r.rows[0].balance_after) : null;
}

export interface OrgBalanceRow {
  code: 'AVAILABLE' | 'FROZEN';
  balance: string;
  updated_at: Date;
}

/** An organisation's running accounts (AVAILABLE, FROZEN) in MOP. */
export async function selectOrgBalances(db: Db, kind: string, id: string): Promise<OrgBalanceRow[]> {
  const r = await db.query<OrgBalanceRow>(
    `select code, balance::text, updated_at from ledger_accounts
      where owner_kind = $1 and owner_id = $2 and currency = 'MOP' and running`,
    [kind, id],
  );
  return r.rows;
}

export interface SettleAccountRow {
  bank_name: string;
  account_no: string;
  account_name: string;
}

/** The merchant's MOP settlement account, where payouts and withdrawals go. */
export async function selectSettleAccount(db: Db, merchantId: string): Promise<SettleAccountRow | null> {
  const r = await db.query<SettleAccountRow>(
    `select bank_name, account_no, account_name from accounts
      where org_kind = 'merchant' and org_id = $1 and currency = 'MOP' and account_type = 'SETTLEMENT'`,
    [merchantId],
  );
  return r.rows[0] ?? null;
}

/** An organisation's (merchant or service provider) MOP settlement account. */
export async function selectOrgSettleAccount(
  db: Db,
  org: { kind: 'merchant' | 'service'; id: string },
): Promise<SettleAccountRow | null> {
  const r = await db.query<SettleAccountRow>(
    `select bank_name, account_no, account_name from accounts
      where org_kind = $1 and org_id = $2 and currency = 'MOP' and account_type = 'SETTLEMENT'`,
    [org.kind, org.id],
  );
  return r.rows[0] ?? null;
}

/**
 * Replaces an organisation's settlement account (an approved bank-account change), in the caller's
 * transaction; creates the row when the organisation has none. Answers the account it replaced.
 */
export async function replaceSettleAccount(
  db: Db,
  org: { kind: 'merchant' | 'service'; id: string },
  account: SettleAccountRow,
  at: Date,
): Promise<SettleAccountRow | null> {
  const before = await db.query<SettleAccountRow>(
    `select bank_name, account_no, account_name from accounts
      where org_kind = $1 and org_id = $2 and currency = 'MOP' and account_type = 'SETTLEMENT' for update`,
    [org.kind, org.id],
  );
  await db.query(
    `insert into accounts (org_kind, org_id, account_type, currency, bank_name, account_no, account_name, updated_at)
     values ($1, $2, 'SETTLEMENT', 'MOP', $3, $4, $5, $6)
     on conflict (org_kind, org_id, account_type, currency)
     do update set bank_name = excluded.bank_name, account_no = excluded.account_no,
                   account_name = excluded.account_name, updated_at = excluded.updated_at`,
    [org.kind, org.id, account.bank_name, account.account_no, account.account_name, at],
  );
  return before.rows[0] ?? null;
}

// ---- Fund orders (recharges and withdrawals) ------------------------------------------------------

export interface FundOrderDbRow {
  id: string;
  order_no: string;
  kind: 'WITHDRAW' | 'RECHARGE';
  merchant_id: string;
  amount: string;
  status: 'INIT' | 'PROCESSING' | 'PAYOUT_SUCCESS' | 'FAILURE';
  approval: 'NONE' | 'WAITING' | 'APPROVED' | 'REJECTED';
  bank_code: string;
  bank_name: string;
  account_no: string;
  account_name: string;
  operator_id: string | null;
  oper_login_name: string | null;
  client_key: string;
  request_hash: string;
  remark: string;
  bank_ref: string;
  fail_reason: string;
  created_at: Date;
  finished_at: Date | null;
}

const FUND_COLUMNS = `f.id::text, f.order_no, f.kind, f.merchant_id::text, f.amount::text, f.status, f.approval,
  f.bank_code, f.bank_name, f.account_no, f.account_name, f.operator_id::text, o.login_name as oper_login_name,
  f.client_key, f.request_hash, f.remark, f.bank_ref, f.fail_reason, f.created_at, f.finished_at`;

export async function nextFundOrderNo(db: Db, kind: 'WITHDRAW' | 'RECHARGE', ymd: string): Promise<string> {
  const r = await db.query<{ n: string }>(`select nextval('fund_order_seq')::text as n`);
  return `${kind === 'WITHDRAW' ? 'W' : 'C'}${ymd}${r.rows[0].n.padStart(8, '0')}`;
}

export async function insertFundOrder(
  db: Db,
  o: {
    orderNo: string;
    kind: 'WITHDRAW' | 'RECHARGE';
    merchantId: string;
    amount: number;
    status: string;
    approval: string;
    bankCode: string;
    bankName: string;
    accountNo: string;
    accountName: string;
    operatorId: string | null;
    clientKey: string;
    requestHash: string;
    remark: string;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `insert into fund_orders (order_no, kind, merchant_id, amount, status, approval, bank_code, bank_name, account_no,
                              account_name, operator_id, client_key, request_hash, remark, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      o.orderNo,
      o.kind,
      o.merchantId,
      o.amount,
      o.status,
      o.approval,
      o.bankCode,
      o.bankName,
      o.accountNo,
      o.accountName,
      o.operatorId,
      o.clientKey,
      o.requestHash,
      o.remark,
      o.at.toISOString(),
    ],
  );
}

export async function selectFundOrder(
  db: Db,
  by: { orderNo: string } | { merchantId: string; kind: string; clientKey: string },
  lock = false,
): Promise<FundOrderDbRow | null> {
  const where =
    'orderNo' in by
      ? ['f.order_no = $1', [by.orderNo]]
      : ['f.merchant_id = $1 and f.kind = $2 and f.client_key = $3', [by.merchantId, by.kind, by.clientKey]];
  const r = await db.query<FundOrderDbRow>(
    `select ${FUND_COLUMNS} from fund_orders f left join operators o on o.id = f.operator_id
      where ${where[0]} ${lock ? 'for update of f' : ''}`,
    where[1] as unknown[],
  );
  return r.rows[0] ?? null;
}

/** Ends an order that is at the bank (PROCESSING), once: null when it was already ended. */
export async function finishFundOrder(
  db: Db,
  orderNo: string,
  outcome: { status: 'PAYOUT_SUCCESS' | 'FAILURE'; bankRef: string; reason: string; at: Date },
): Promise<{
  merchant_id: string;
  amount: string;
  kind: 'WITHDRAW' | 'RECHARGE';
  operator_id: string | null;
} | null> {
  const r = await db.query<{
    merchant_id: string;
    amount: string;
    kind: 'WITHDRAW' | 'RECHARGE';
    operator_id: string | null;
  }>(
    `update fund_orders set status = $2, bank_ref = $3, fail_reason = $4, finished_at = $5
      where order_no = $1 and status = 'PROCESSING'
      returning merchant_id::text, amount::text, kind, operator_id::text`,
    [orderNo, outcome.status, outcome.bankRef, outcome.reason, outcome.at.toISOString()],
  );
  return r.rows[0] ?? null;
}

export async function selectOpenFundOrders(db: Db): Promise<{ order_no: string }[]> {
  return (
    await db.query<{ order_no: string }>(
      `select order_no from fund_orders where status = 'PROCESSING' order by id`,
    )
  ).rows;
}

export async function selectFundOrderPage(
  db: Db,
  merchantId: string,
  kind: string | undefined,
  limit: number,
  offset: number,
): Promise<FundOrderDbRow[]> {
  const r = await db.query<FundOrderDbRow>(
    `select ${FUND_COLUMNS} from fund_orders f left join operators o on o.id = f.operator_id
      where f.merchant_id = $1 ${kind ? 'and f.kind = $4' : ''}
      order by f.created_at desc, f.id desc limit $2 offset $3`,
    kind ? [merchantId, limit, offset, kind] : [merchantId, limit, offset],
  );
  return r.rows;
}

// ---- Account in/out flows ----------------------------------------------------------------------

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

// ---- Approval rules ---------------------------------------------------------------------------------

export interface ApprovalRulesRow {
  withdraw_above: string | null;
  refund_above: string | null;
  daily_cap: string | null;
  refund_daily_cap: string | null;
  updated_at: Date | null;
}

export async function selectApprovalRules(db: Db, merchantId: string): Promise<ApprovalRulesRow | null> {
  const r = await db.query<ApprovalRulesRow>(
    `select withdraw_above::text, refund_above::text, daily_cap::text, refund_daily_cap::text, updated_at
       from approval_rules where merchant_id = $1`,
    [merchantId],
  );
  return r.rows[0] ?? null;
}

export async function upsertApprovalRules(
  db: Db,
  merchantId: string,
  rules: {
    withdrawAbove: number | null;
    refundAbove: number | null;
    dailyCap: number | null;
    refundDailyCap: number | null;
  },
  operatorId: string,
  at: Date,
): Promise<void> {
  await db.query(
    `insert into approval_rules (merchant_id, withdraw_above, refund_above, daily_cap, refund_daily_cap,
        updated_by, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (merchant_id) do update set withdraw_above = excluded.withdraw_above,
       refund_above = excluded.refund_above, daily_cap = excluded.daily_cap,
       refund_daily_cap = excluded.refund_daily_cap, updated_by = excluded.updated_by,
       updated_at = excluded.updated_at`,
    [
      merchantId,
      rules.withdrawAbove,
      rules.refundAbove,
      rules.dailyCap,
      rules.refundDailyCap,
      operatorId,
      at.toISOString(),
    ],
  );
}

/**
 * Serialises, until the end of the caller's transaction, every order and refund of one operator on one
 * Macau day that the daily caps judge: the second of two racing requests reads the first one's row.
 */
export async function lockOperatorDay(db: Db, operatorId: string, ymd: string): Promise<void> {
  await db.query('select pg_advisory_xact_lock(hashtext($1))', [`approval_cap|${operatorId}|${ymd}`]);
}

/** What an operator withdrew (not failed) since `from`. */
export async function sumOperatorWithdrawals(db: Db, operatorId: string, from: Date): Promise<number> {
  const r = await db.query<{ s: string }>(
    `select coalesce(sum(amount), 0)::text s from fund_orders
      where operator_id = $1 and kind = 'WITHDRAW' and status <> 'FAILURE' and created_at >= $2`,
    [operatorId, from.toISOString()],
  );
  return Number(r.rows[0].s);
}

export async function selectWaitingOrders(db: Db, merchantId: string): Promise<FundOrderDbRow[]> {
  const r = await db.query<FundOrderDbRow>(
    `select ${FUND_COLUMNS} from fund_orders f left join operators o on o.id = f.operator_id
      where f.merchant_id = $1 and f.approval = 'WAITING' order by f.created_at, f.id`,
    [merchantId],
  );
  return r.rows;
}

/** Decides a waiting order once: null when it is not waiting (any more). */
export async function decideOrder(
  db: Db,
  orderNo: string,
  d: { approve: boolean; approverId: string; at: Date },
): Promise<boolean> {
  const r = await db.query(
    `update fund_orders set approval = $2, approver_id = $3,
            status = case when $4 then 'PROCESSING' else 'FAILURE' end,
            fail_reason = case when $4 then fail_reason else 'Rejected by the approver' end,
            finished_at = case when $4 then null else $5::timestamptz end
      where order_no = $1 and approval = 'WAITING' and status = 'INIT'`,
    [orderNo, d.approve ? 'APPROVED' : 'REJECTED', d.approverId, d.approve, d.at.toISOString()],
  );
  return r.rowCount > 0;
}

// ---- Statement subscriptions (statements.ts) ---------------------------------------------------------

export interface StatementSubDbRow {
  kind: 'FLOWS' | 'FEE_BILL' | 'SETTLEMENT';
  frequency: 'DAILY' | 'WEEKLY' | 'MONTHLY';
  email: string;
  oper_login_name: string | null;
  updated_at: Date;
}

export async function selectStatementSubs(db: Db, merchantId: string): Promise<StatementSubDbRow[]> {
  const r = await db.query<StatementSubDbRow>(
    `select s.kind, s.frequency, s.email, o.login_name as oper_login_name, s.updated_at
       from statement_subscriptions s left join operators o on o.id = s.operator_id
      where s.merchant_id = $1 order by s.kind`,
    [merchantId],
  );
  return r.rows;
}

export async function upsertStatementSub(
  db: Db,
  v: {
    merchantId: string;
    kind: string;
    frequency: string;
    email: string;
    operatorId: string;
    lang: string;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `insert into statement_subscriptions (merchant_id, kind, frequency, email, operator_id, lang, created_at,
        updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $7)
     on conflict (merchant_id, kind) do update set frequency = excluded.frequency, email = excluded.email,
       operator_id = excluded.operator_id, lang = excluded.lang, updated_at = excluded.updated_at`,
    [v.merchantId, v.kind, v.frequency, v.email, v.operatorId, v.lang, v.at.toISOString()],
  );
}

/** Ends a subscription; its deliveries not yet made end with it (the ones made stay listed). */
export async function deleteStatementSub(db: Db, merchantId: string, kind: string): Promise<void> {
  await db.query(
    `delete from statement_deliveries where status = 'PENDING' and subscription_id in
       (select id from statement_subscriptions where merchant_id = $1 and kind = $2)`,
    [merchantId, kind],
  );
  await db.query(
    `update statement_deliveries set subscription_id = null where subscription_id in
       (select id from statement_subscriptions where merchant_id = $1 and kind = $2)`,
    [merchantId, kind],
  );
  await db.query('delete from statement_subscriptions where merchant_id = $1 and kind = $2', [
    merchantId,
    kind,
  ]);
}

/**
 * The deliveries of the period for every subscription of the frequency: the download centre always, the
 * mail when the subscription has an address. Written once (unique per subscription, period and channel).
 */
export async function insertDueDeliveries(
  db: Db,
  frequency: string,
  p: { period: string; first: string; last: string },
  now: Date,
): Promise<void> {
  await db.query(
    `insert into statement_deliveries (subscription_id, merchant_id, kind, period, first_day, last_day, channel,
        status, next_at, created_at)
     select s.id, s.merchant_id, s.kind, $2, $3, $4, c.channel, 'PENDING', $5, $5
       from statement_subscriptions s
       cross join (values ('CENTRE'), ('MAIL')) as c (channel)
      where s.frequency = $1 and (c.channel = 'CENTRE' or s.email <> '')
     on conflict (subscription_id, period, channel) do nothing`,
    [frequency, p.period, p.first, p.last, now.toISOString()],
  );
}

export interface DeliveryDbRow {
  id: string;
  merchant_id: string;
  kind: 'FLOWS' | 'FEE_BILL' | 'SETTLEMENT';
  period: string;
  first_day: string;
  last_day: string;
  channel: 'CENTRE' | 'MAIL';
  status: 'PENDING' | 'SENT' | 'FAILED';
  tries: number;
  next_at: Date;
  last_error: string;
  sent_at: Date | null;
  email: string;
  operator_id: string;
  lang: string;
}

/** The next delivery whose time has come, locked for the caller's transaction (others skip it). */
export async function selectDueDelivery(db: Db, now: Date): Promise<DeliveryDbRow | null> {
  const r = await db.query<DeliveryDbRow>(
    `select d.id, d.merchant_id, d.kind, d.period, d.first_day, d.last_day, d.channel, d.status, d.tries,
            d.next_at, d.last_error, d.sent_at, s.email, s.operator_id, s.lang
       from statement_deliveries d join statement_subscriptions s on s.id = d.subscription_id
      where d.status = 'PENDING' and d.next_at <= $1
      order by d.next_at, d.id limit 1
      for update of d skip locked`,
    [now.toISOString()],
  );
  return r.rows[0] ?? null;
}

export async function finishDelivery(
  db: Db,
  id: string,
  r:
    | { ok: true; jobId: string | null; at: Date }
    | { ok: false; error: string; tries: number; giveUp: boolean; nextAt: Date; at: Date },
): Promise<void> {
  if (r.ok) {
    await db.query(
      `update statement_deliveries set status = 'SENT', tries = tries + 1, job_id = $2, sent_at = $3,
              last_error = '' where id = $1`,
      [id, r.jobId, r.at.toISOString()],
    );
    return;
  }
  await db.query(
    `update statement_deliveries set status = $2, tries = $3, next_at = $4, last_error = $5 where id = $1`,
    [id, r.giveUp ? 'FAILED' : 'PENDING', r.tries, r.nextAt.toISOString(), r.error],
  );
}

export async function selectStatementDeliveries(
  db: Db,
  merchantId: string,
  limit: number,
): Promise<DeliveryDbRow[]> {
  const r = await db.query<DeliveryDbRow>(
    `select d.id, d.merchant_id, d.kind, d.period, d.first_day, d.last_day, d.channel, d.status, d.tries,
            d.next_at, d.last_error, d.sent_at, '' as email, null as operator_id, '' as lang
       from statement_deliveries d
      where d.merchant_id = $1 order by d.created_at desc, d.id desc limit $2`,
    [merchantId, limit],
  );
  return r.rows;
}
