import { mask } from '@mp/core';
import type { PaymentRowT } from '@mp/core/schemas/payments';
import { macauTime14 } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import type { CallContext } from '../../http/endpoint.ts';
import type { DayRange } from '../../lists/range.ts';
import { type MergedPageOptions, num, SqlParts, selectMergedPage } from '../../lists/sql.ts';

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
  q.and(`p.created_at >= ${q.p(f.range.from.toISOString())}::timestamptz`);
  q.and(`p.created_at < ${q.p(f.range.to.toISOString())}::timestamptz`);
  if (f.status) q.and(`p.status = ${q.p(f.status)}`);
  if (f.paymentNo) q.and(`p.payment_no = ${q.p(f.paymentNo)}`);
  if (f.payeeName) q.and(`p.payee_name ilike ${q.p(containing(f.payeeName))}`);
}

export function selectPaymentPage(
  ctx: CallContext,
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
  ctx: CallContext,
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
    `select x.*, ${NAMES} from (select ${COLUMNS} from payments p where p.payment_no = $1) x ${JOINS}`,
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
