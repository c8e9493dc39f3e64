import { mask } from '@mp/core';
import { businessNumber } from '@mp/core/numbers';
import type { PaymentRowT } from '@mp/core/schemas/payments';
import { macauTime14, ymdOfInstant } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import type { SignedInContext } from '../../kernel/context.ts';
import type { DayRange } from '../../lists/range.ts';
import { type MergedPageOptions, num, SqlParts, selectMergedPage } from '../../lists/sql.ts';
import type { PendingRequest } from '../review/index.ts';

/** Payment SQL: pages per merchant through payments_merchant_time_idx, totals, one payment. */

export interface PaymentFilter {
  range: DayRange;
  merNo?: string;
  status?: PaymentRowT['status'];
  paymentNo?: string;
  payeeName?: string;
}

export interface PaymentDbRow {
  id: string;
  payment_no: string;
  merchant_id: string;
  payee_name: string;
  payee_account_no: string;
  payee_bank: string;
  currency: string;
  amount: string;
  fee: string;
  purpose: string;
  remark: string;
  status: PaymentRowT['status'];
  auditor_name: string;
  audit_remark: string;
  created_at: Date;
  submitted_at: Date | null;
  audited_at: Date | null;
  finished_at: Date | null;
  mer_no: string;
  mer_name: string;
  oper_login_name: string;
}

const COLUMNS = `p.id, p.payment_no, p.merchant_id, p.payee_name, p.payee_account_no, p.payee_bank, p.currency,
  p.amount, p.fee, p.purpose, p.remark, p.status, p.auditor_name, p.audit_remark, p.created_at, p.submitted_at,
  p.audited_at, p.finished_at, p.operator_id`;

const NAMES = `m.mer_no, m.name as mer_name, coalesce(o.login_name, '') as oper_login_name`;
const JOINS = 'join merchants m on m.id = x.merchant_id left join operators o on o.id = x.operator_id';

export function toPaymentRow(r: PaymentDbRow, masked: boolean): PaymentRowT {
  return {
    payment_no: r.payment_no,
    mer_no: r.mer_no,
    mer_name: r.mer_name,
    payee_name: r.payee_name,
    payee_account_no: mask('card', r.payee_account_no, masked),
    payee_bank: r.payee_bank,
    currency: r.currency,
    amount: num(r.amount),
    fee: num(r.fee),
    purpose: r.purpose,
    status: r.status,
    created_at: macauTime14(r.created_at),
    submitted_at: macauTime14(r.submitted_at),
    audited_at: macauTime14(r.audited_at),
    finished_at: macauTime14(r.finished_at),
  };
}

/** A LIKE pattern matching `text` literally anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(q: SqlParts, f: PaymentFilter): void {
  q.and('not p.removed');
  q.and(`p.created_at >= ${q.p(f.range.from.toISOString())}::timestamptz`);
  q.and(`p.created_at < ${q.p(f.range.to.toISOString())}::timestamptz`);
  if (f.status) q.and(`p.status = ${q.p(f.status)}`);
  if (f.paymentNo) q.and(`p.payment_no = ${q.p(f.paymentNo)}`);
  if (f.payeeName) q.and(`p.payee_name ilike ${q.p(containing(f.payeeName))}`);
}

export function selectPaymentPage(
  ctx: SignedInContext,
  merchantIds: readonly string[],
  f: PaymentFilter,
  opts: MergedPageOptions,
): Promise<PaymentDbRow[]> {
  return selectMergedPage<PaymentDbRow>(
    ctx,
    merchantIds,
    {
      table: 'payments p',
      alias: 'p',
      columns: COLUMNS,
      // Payments belong to the merchant, not to a store.
      scope: { store: null },
      conditions: (q) => conditions(q, f),
      names: NAMES,
      joins: JOINS,
    },
    opts,
  );
}

export async function selectPaymentTotals(
  ctx: SignedInContext,
  merchantIds: readonly string[],
  f: PaymentFilter,
): Promise<{ count: number; amount: number; fee: number }> {
  if (merchantIds.length === 0) return { count: 0, amount: 0, fee: 0 };
  const q = new SqlParts();
  await q.merchants(ctx, 'p', merchantIds, { store: null });
  conditions(q, f);
  const r = await ctx.db.query<{ count: string; amount: string; fee: string }>(
    `select count(*) as count, coalesce(sum(p.amount), 0) as amount, coalesce(sum(p.fee), 0) as fee
       from payments p ${q.where()}`,
    q.params,
  );
  return { count: num(r.rows[0]?.count), amount: num(r.rows[0]?.amount), fee: num(r.rows[0]?.fee) };
}

/** One payment with its names, whatever its tenant (the caller checks the scope). */
export async function selectPaymentByNo(db: Db, paymentNo: string): Promise<PaymentDbRow | null> {
  const r = await db.query<PaymentDbRow>(
    `select x.*, ${NAMES} from (select ${COLUMNS} from payments p where p.payment_no = $1 and not p.removed) x ${JOINS}`,
    [paymentNo],
  );
  return r.rows[0] ?? null;
}

// The demo seed's statements (seed.ts).

/** Whether any payment exists. */
export async function anyPayment(db: Db): Promise<boolean> {
  const r = await db.query('select 1 from payments limit 1');
  return r.rows.length > 0;
}

/** Every merchant with its first administrator (the payer) and its settlement bank. */
export async function payingMerchants(
  db: Db,
): Promise<{ id: string; mer_no: string; admin_id: string | null; bank: string }[]> {
  const r = await db.query<{ id: string; mer_no: string; admin_id: string | null; bank: string }>(
    `select m.id, m.mer_no,
            (select o.id from operators o where o.org_kind = 'merchant' and o.org_id = m.id and o.kind = 'admin'
              order by o.id limit 1) as admin_id,
            coalesce((select a.bank_name from accounts a where a.org_kind = 'merchant' and a.org_id = m.id
                        and a.account_type = 'SETTLEMENT' limit 1), '') as bank
       from merchants m order by m.id`,
  );
  return r.rows;
}

// Payment audit edits (edit.ts) and the provider's decisions (decisions.ts).

export interface PaymentWrite {
  payee_name: string;
  payee_account_no: string;
  payee_bank: string;
  amount: number;
  fee: number;
  purpose: string;
  remark: string;
}

export async function nextPaymentNo(db: Db, at: Date): Promise<string> {
  const r = await db.query<{ n: string }>(`select nextval('payment_no_seq') as n`);
  return businessNumber('P', ymdOfInstant(at), Number(r.rows[0].n));
}

export async function insertPayment(
  db: Db,
  v: PaymentWrite & { paymentNo: string; merchantId: string; operatorId: string; at: Date },
): Promise<void> {
  await db.query(
    `insert into payments (payment_no, merchant_id, payee_name, payee_account_no, payee_bank, amount, fee, purpose,
                           remark, status, operator_id, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'INIT', $10, $11, $11)`,
    [
      v.paymentNo,
      v.merchantId,
      v.payee_name,
      v.payee_account_no,
      v.payee_bank,
      v.amount,
      v.fee,
      v.purpose,
      v.remark,
      v.operatorId,
      v.at.toISOString(),
    ],
  );
}

/** Changes a payment still in one of `from` (it is then to submit, INIT); false when it is not (any more). */
export async function updatePayment(
  db: Db,
  id: string,
  from: readonly PaymentRowT['status'][],
  v: PaymentWrite & { at: Date },
): Promise<boolean> {
  const r = await db.query(
    `update payments set payee_name = $3, payee_account_no = $4, payee_bank = $5, amount = $6, fee = $7, purpose = $8,
            remark = $9, updated_at = $10, status = 'INIT', submitted_at = null
      where id = $1 and status = any($2::text[]) and not removed`,
    [
      id,
      from,
      v.payee_name,
      v.payee_account_no,
      v.payee_bank,
      v.amount,
      v.fee,
      v.purpose,
      v.remark,
      v.at.toISOString(),
    ],
  );
  return r.rowCount > 0;
}

export async function removePayment(
  db: Db,
  id: string,
  from: readonly PaymentRowT['status'][],
  at: Date,
): Promise<boolean> {
  const r = await db.query(
    'update payments set removed = true, updated_at = $3 where id = $1 and status = any($2::text[]) and not removed',
    [id, from, at.toISOString()],
  );
  return r.rowCount > 0;
}

/**
 * Submits a payment still in one of `from` (AUDITING), its fee as it is now; answers its n-th hold's
 * ledger reference (payment_no, then payment_no-n), or null when it is not in `from` (any more).
 */
export async function submitPayment(
  db: Db,
  id: string,
  from: readonly PaymentRowT['status'][],
  fee: number,
  at: Date,
): Promise<{ ledger_ref: string; amount: string; fee: string } | null> {
  const r = await db.query<{ ledger_ref: string; amount: string; fee: string }>(
    `update payments set status = 'AUDITING', fee = $3, submitted_at = $4, updated_at = $4, audit_remark = '',
            submissions = submissions + 1,
            ledger_ref = case when submissions = 0 then payment_no else payment_no || '-' || (submissions + 1) end
      where id = $1 and status = any($2::text[]) and not removed
      returning ledger_ref, amount::text, fee::text`,
    [id, from, fee, at.toISOString()],
  );
  return r.rows[0] ?? null;
}

/** A payment's state and money, its row locked for the decision's transaction (null: none). */
export interface LockedPayment {
  id: string;
  payment_no: string;
  merchant_id: string;
  status: PaymentRowT['status'];
  amount: string;
  fee: string;
  ledger_ref: string | null;
}

export async function lockPayment(db: Db, paymentNo: string): Promise<LockedPayment | null> {
  const r = await db.query<LockedPayment>(
    `select id::text, payment_no, merchant_id::text, status, amount::text, fee::text, ledger_ref from payments
      where payment_no = $1 and not removed for update`,
    [paymentNo],
  );
  return r.rows[0] ?? null;
}

/** The reviewer's move of a locked payment to `to`, with the ledger reference of what it holds after. */
export async function recordDecision(
  db: Db,
  id: string,
  d: {
    to: PaymentRowT['status'];
    staff: { id: string; name: string };
    reason: string;
    ledgerRef: string | null;
    at: Date;
  },
): Promise<void> {
  const finished = d.to === 'INBOUND' || d.to === 'REFUND_SUCCESS';
  const audited = d.to !== 'REFUND_SUCCESS';
  await db.query(
    `update payments set status = $2, updated_at = $6, ledger_ref = $9,
            auditor_id = case when $7 then $3 else auditor_id end,
            auditor_name = case when $7 then $4 else auditor_name end,
            audit_remark = case when $7 then $5 else audit_remark end,
            audited_at = case when $7 then $6::timestamptz else audited_at end,
            finished_at = case when $8 then $6::timestamptz else finished_at end
      where id = $1`,
    [id, d.to, d.staff.id, d.staff.name, d.reason, d.at.toISOString(), audited, finished, d.ledgerRef],
  );
}

/** The bank of the merchant's settlement account ('' when none): a payment to another bank costs a fee. */
export async function settlementBank(db: Db, merchantId: string): Promise<string> {
  const r = await db.query<{ bank_name: string }>(
    `select bank_name from accounts where org_kind = 'merchant' and org_id = $1 and account_type = 'SETTLEMENT' limit 1`,
    [merchantId],
  );
  return r.rows[0]?.bank_name ?? '';
}

/**
 * The payments awaiting the provider's decision (AUDITING) as the review kit's pending requests, summed up
 * by the payee's name.
 */
export async function selectPaymentsUnderReview(db: Db): Promise<PendingRequest[]> {
  const r = await db.query<PendingRequest>(
    `select p.payment_no as ref, m.mer_no as "merNo", m.name as "merName", p.operator_id::text as "requesterId",
            p.amount::float8 as amount, coalesce(p.submitted_at, p.created_at) as "submittedAt", p.payee_name as summary
       from payments p join merchants m on m.id = p.merchant_id
      where p.status = 'AUDITING' and not p.removed order by p.submitted_at, p.id limit 500`,
  );
  return r.rows;
}
