import type { InvoiceStatus } from '@mp/core/statuses';
import type { Db } from '../../db/types.ts';
import type { PendingRequest } from '../review/index.ts';

/** Invoice SQL: heads, applications and their bills. */

export interface HeadFields {
  head_type: 'ENTERPRISE' | 'PERSONAL';
  title: string;
  tax_no: string;
  address: string;
  phone: string;
  bank_name: string;
  bank_account: string;
  email: string;
}

export interface HeadDbRow extends HeadFields {
  id: string;
  merchant_id: string;
  is_default: boolean;
  updated_at: Date;
}

const HEAD = `select id::text as id, merchant_id::text as merchant_id, head_type, title, tax_no, address, phone,
  bank_name, bank_account, email, is_default, updated_at from invoice_heads`;

export async function selectHeads(db: Db, merchantId: string): Promise<HeadDbRow[]> {
  const r = await db.query<HeadDbRow>(
    `${HEAD} where merchant_id = $1 and not removed order by is_default desc, id desc`,
    [merchantId],
  );
  return r.rows;
}

/** A live head of this merchant, or null (another merchant's head is null too). */
export async function selectHead(db: Db, merchantId: string, headId: string): Promise<HeadDbRow | null> {
  const r = await db.query<HeadDbRow>(`${HEAD} where id = $1 and merchant_id = $2 and not removed`, [
    headId,
    merchantId,
  ]);
  return r.rows[0] ?? null;
}

/** A head's fields in the column order of the three statements below (head insert and update, invoice). */
const headValues = (h: HeadFields) => [
  h.head_type,
  h.title,
  h.tax_no,
  h.address,
  h.phone,
  h.bank_name,
  h.bank_account,
  h.email,
];

export async function insertHead(db: Db, merchantId: string, h: HeadFields, at: Date): Promise<string> {
  const r = await db.query<{ id: string }>(
    `insert into invoice_heads (merchant_id, head_type, title, tax_no, address, phone, bank_name, bank_account, email,
                                created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) returning id::text as id`,
    [merchantId, ...headValues(h), at.toISOString()],
  );
  return r.rows[0].id;
}

export async function updateHead(
  db: Db,
  merchantId: string,
  id: string,
  h: HeadFields,
  at: Date,
): Promise<boolean> {
  const r = await db.query(
    `update invoice_heads set head_type = $3, title = $4, tax_no = $5, address = $6, phone = $7, bank_name = $8,
            bank_account = $9, email = $10, updated_at = $11
      where id = $1 and merchant_id = $2 and not removed`,
    [id, merchantId, ...headValues(h), at.toISOString()],
  );
  return r.rowCount > 0;
}

/** Makes one head the merchant's default (the others lose it), in the caller's transaction. */
export async function setDefaultHead(db: Db, merchantId: string, id: string, at: Date): Promise<void> {
  await db.query('update invoice_heads set is_default = false where merchant_id = $1 and is_default', [
    merchantId,
  ]);
  await db.query(
    'update invoice_heads set is_default = true, updated_at = $3 where id = $1 and merchant_id = $2',
    [id, merchantId, at.toISOString()],
  );
}

export async function removeHead(db: Db, merchantId: string, id: string, at: Date): Promise<boolean> {
  const r = await db.query(
    `update invoice_heads set removed = true, is_default = false, updated_at = $3
      where id = $1 and merchant_id = $2 and not removed`,
    [id, merchantId, at.toISOString()],
  );
  return r.rowCount > 0;
}

export interface InvoiceDbRow extends HeadFields {
  id: string;
  apply_no: string;
  merchant_id: string;
  mer_no: string;
  mer_name: string;
  amount: string;
  bill_count: number;
  status: InvoiceStatus;
  remark: string;
  applicant: string;
  applied_at: Date;
  auditor: string;
  audited_at: Date | null;
  audit_remark: string;
  reviewer_name: string;
  reviewed_at: Date | null;
  review_remark: string;
  invoice_no: string;
  issued_at: Date | null;
}

const INVOICE = `select i.id::text as id, i.apply_no, i.merchant_id::text as merchant_id, m.mer_no, m.name as mer_name,
  i.head_type, i.title, i.tax_no, i.address, i.phone, i.bank_name, i.bank_account, i.email, i.amount, i.bill_count,
  i.status, i.remark, coalesce(a.login_name, '') as applicant, i.applied_at, coalesce(u.login_name, '') as auditor,
  i.audited_at, i.audit_remark, i.reviewer_name, i.reviewed_at, i.review_remark, i.invoice_no, i.issued_at
  from invoices i join merchants m on m.id = i.merchant_id
  left join operators a on a.id = i.applicant_id left join operators u on u.id = i.auditor_id`;

export async function insertInvoice(
  db: Db,
  v: {
    applyNo: string;
    merchantId: string;
    headId: string;
    head: HeadFields;
    amount: number;
    billCount: number;
    remark: string;
    applicantId: string;
    at: Date;
  },
): Promise<string> {
  const h = v.head;
  const r = await db.query<{ id: string }>(
    `insert into invoices (apply_no, merchant_id, head_id, head_type, title, tax_no, address, phone, bank_name,
                           bank_account, email, amount, bill_count, status, remark, applicant_id, applied_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'WAIT_AUDIT', $14, $15, $16, $16)
     returning id::text as id`,
    [
      v.applyNo,
      v.merchantId,
      v.headId,
      ...headValues(h),
      v.amount,
      v.billCount,
      v.remark,
      v.applicantId,
      v.at.toISOString(),
    ],
  );
  return r.rows[0].id;
}

export async function insertInvoiceBills(
  db: Db,
  invoiceId: string,
  merchantId: string,
  bills: readonly { period: string; bill_no: string; fee_amount: number }[],
): Promise<void> {
  for (const b of bills)
    await db.query(
      'insert into invoice_bills (invoice_id, merchant_id, period, bill_no, fee_amount) values ($1, $2, $3, $4, $5)',
      [invoiceId, merchantId, b.period, b.bill_no, b.fee_amount],
    );
}

export async function nextApplyNo(db: Db): Promise<number> {
  const r = await db.query<{ n: string }>(`select nextval('invoice_apply_no_seq') as n`);
  return Number(r.rows[0].n);
}

export async function nextInvoiceNo(db: Db): Promise<number> {
  const r = await db.query<{ n: string }>(`select nextval('invoice_no_seq') as n`);
  return Number(r.rows[0].n);
}

export async function selectInvoiceByNo(db: Db, applyNo: string): Promise<InvoiceDbRow | null> {
  const r = await db.query<InvoiceDbRow>(`${INVOICE} where i.apply_no = $1`, [applyNo]);
  return r.rows[0] ?? null;
}

export async function selectInvoiceBills(
  db: Db,
  invoiceId: string,
): Promise<{ bill_no: string; period: string; fee_amount: string }[]> {
  const r = await db.query<{ bill_no: string; period: string; fee_amount: string }>(
    'select bill_no, period, fee_amount from invoice_bills where invoice_id = $1 order by period',
    [invoiceId],
  );
  return r.rows;
}

export interface InvoiceFilter {
  merchantIds: readonly string[];
  from?: Date;
  to?: Date;
  statuses?: readonly InvoiceStatus[];
  applyNo?: string;
  oldestFirst?: boolean;
}

function where(f: InvoiceFilter): { sql: string; params: unknown[] } {
  const parts = ['i.merchant_id = any($1::bigint[])'];
  const params: unknown[] = [f.merchantIds];
  if (f.from) {
    params.push(f.from.toISOString());
    parts.push(`i.applied_at >= $${params.length}::timestamptz`);
  }
  if (f.to) {
    params.push(f.to.toISOString());
    parts.push(`i.applied_at < $${params.length}::timestamptz`);
  }
  if (f.statuses) {
    params.push(f.statuses);
    parts.push(`i.status = any($${params.length}::text[])`);
  }
  if (f.applyNo) {
    params.push(f.applyNo);
    parts.push(`i.apply_no = $${params.length}`);
  }
  return { sql: parts.join(' and '), params };
}

export async function selectInvoicePage(
  db: Db,
  f: InvoiceFilter,
  limit: number,
  offset: number,
): Promise<InvoiceDbRow[]> {
  const w = where(f);
  const order = f.oldestFirst ? 'asc' : 'desc';
  const r = await db.query<InvoiceDbRow>(
    `${INVOICE} where ${w.sql} order by i.applied_at ${order}, i.id ${order} limit ${limit} offset ${offset}`,
    w.params,
  );
  return r.rows;
}

export async function selectInvoiceTotals(
  db: Db,
  f: InvoiceFilter,
): Promise<{ count: string; amount: string }> {
  const w = where(f);
  const r = await db.query<{ count: string; amount: string }>(
    `select count(*) as count, coalesce(sum(i.amount), 0) as amount from invoices i where ${w.sql}`,
    w.params,
  );
  return r.rows[0];
}

/** Moves an application from one of `from` to `to` with these column values; false when it was not in `from`. */
export async function moveInvoice(
  db: Db,
  id: string,
  from: readonly InvoiceStatus[],
  to: InvoiceStatus,
  set: Record<string, unknown>,
  at: Date,
): Promise<boolean> {
  const cols = Object.keys(set);
  const assignments = cols.map((c, i) => `${c} = $${i + 5}`);
  const r = await db.query(
    `update invoices set status = $3, updated_at = $4${assignments.length ? `, ${assignments.join(', ')}` : ''}
      where id = $1 and status = any($2::text[])`,
    [id, from, to, at.toISOString(), ...cols.map((c) => set[c])],
  );
  return r.rowCount > 0;
}

/**
 * The applications the provider reviews (REVIEWING) as the review kit's pending requests: submitted when
 * the merchant's auditor passed them, summed up by the invoice's title.
 */
export async function selectInvoicesUnderReview(db: Db): Promise<PendingRequest[]> {
  const r = await db.query<PendingRequest>(
    `select i.apply_no as ref, m.mer_no as "merNo", m.name as "merName", i.applicant_id::text as "requesterId",
            i.amount::float8 as amount, coalesce(i.audited_at, i.applied_at) as "submittedAt", i.title as summary
       from invoices i join merchants m on m.id = i.merchant_id
      where i.status = 'REVIEWING' order by i.audited_at, i.id limit 500`,
  );
  return r.rows;
}
