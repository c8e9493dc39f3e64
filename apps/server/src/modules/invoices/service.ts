import { validateDayFilter, validateInvoiceHead, validateNoForbiddenChars } from '@mp/core';
import type {
  InvoiceApplyReqT,
  InvoiceAuditReqT,
  InvoiceDetailT,
  InvoiceHeadSaveReqT,
  InvoiceHeadT,
  InvoiceListReqT,
  InvoiceManageReqT,
  InvoiceRowT,
} from '@mp/core/schemas/invoices';
import type { InvoiceStatus } from '@mp/core/statuses';
import { macauTime14, startOfYmd, todayYmd } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import type { CallContext, SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { num, scopedMerchantIds } from '../../lists/sql.ts';
import { insertAudit, recordAudit } from '../audit/index.ts';
import { findBill, holdBills, releaseBills } from '../feebills/index.ts';
import type { MoveCall } from '../security/index.ts';
import {
  type HeadDbRow,
  type HeadFields,
  type InvoiceDbRow,
  type InvoiceFilter,
  insertHead,
  insertInvoice,
  insertInvoiceBills,
  moveInvoice,
  nextApplyNo,
  nextInvoiceNo,
  removeHead,
  selectHead,
  selectHeads,
  selectInvoiceBills,
  selectInvoiceByNo,
  selectInvoicePage,
  selectInvoiceTotals,
  setDefaultHead,
  updateHead,
} from './queries.ts';

/**
 * Invoices for the provider's fees (merchant area). An application (461) takes confirmed fee bills and a
 * copy of a head (462); the merchant's auditor (463) passes it to the provider (REVIEWING) or returns it;
 * the provider's reviewer (decideInvoice, through the review kit) issues it with an invoice number or rejects it, which
 * gives the bills back. Every move is a conditional update, so two people acting at once cannot both win.
 */

const merchantOf = (ctx: SignedInContext) => ctx.operator.orgId;

function toHead(h: HeadDbRow): InvoiceHeadT {
  return {
    head_id: h.id,
    head_type: h.head_type,
    title: h.title,
    tax_no: h.tax_no,
    address: h.address,
    phone: h.phone,
    bank_name: h.bank_name,
    bank_account: h.bank_account,
    email: h.email,
    is_default: h.is_default ? 'Y' : 'N',
    updated_at: macauTime14(h.updated_at),
  };
}

/** A head's fields, trimmed and checked (validateInvoiceHead); nothing is saved on a refusal. */
function checkHead(body: InvoiceHeadSaveReqT): HeadFields {
  const f: HeadFields = {
    head_type: body.head_type,
    title: body.title.trim(),
    tax_no: body.tax_no.trim(),
    address: body.address.trim(),
    phone: body.phone.trim(),
    bank_name: body.bank_name.trim(),
    bank_account: body.bank_account.trim(),
    email: body.email.trim(),
  };
  const bad = validateInvoiceHead(f);
  if (bad) throw new AppError(bad.code, bad.field);
  return f;
}

export async function listHeads(ctx: SignedInContext) {
  return { rows: (await selectHeads(ctx.db, merchantOf(ctx))).map(toHead) };
}

export async function saveHead(ctx: SignedInContext, body: InvoiceHeadSaveReqT): Promise<InvoiceHeadT> {
  const merchantId = merchantOf(ctx);
  const fields = checkHead(body);
  const now = ctx.ports.clock.now();
  const id = await ctx.db.tx(async (tx) => {
    let headId = body.head_id;
    if (headId) {
      if (!(await updateHead(tx, merchantId, headId, fields, now))) throw new AppError('SCM40401', 'head_id');
    } else {
      headId = await insertHead(tx, merchantId, fields, now);
    }
    // The first head is the default; otherwise only when asked.
    const heads = await selectHeads(tx, merchantId);
    if (body.is_default === 'Y' || !heads.some((h) => h.is_default))
      await setDefaultHead(tx, merchantId, headId, now);
    await recordAudit(
      ctx,
      { action: 'invoice_head_save', target: fields.title, detail: { head_id: headId } },
      tx,
    );
    return headId;
  });
  const head = await selectHead(ctx.db, merchantId, id);
  if (!head) throw new AppError('SCM40401', 'head_id');
  return toHead(head);
}

export async function defaultHead(ctx: SignedInContext, headId: string): Promise<InvoiceHeadT> {
  const merchantId = merchantOf(ctx);
  const now = ctx.ports.clock.now();
  await ctx.db.tx(async (tx) => {
    const head = await selectHead(tx, merchantId, headId);
    if (!head) throw new AppError('SCM40401', 'head_id');
    await setDefaultHead(tx, merchantId, headId, now);
    await recordAudit(
      ctx,
      { action: 'invoice_head_save', target: head.title, detail: { head_id: headId, default: true } },
      tx,
    );
  });
  const head = await selectHead(ctx.db, merchantId, headId);
  if (!head) throw new AppError('SCM40401', 'head_id');
  return toHead(head);
}

export async function deleteHead(ctx: SignedInContext, headId: string) {
  const merchantId = merchantOf(ctx);
  await ctx.db.tx(async (tx) => {
    const head = await selectHead(tx, merchantId, headId);
    if (!head || !(await removeHead(tx, merchantId, headId, ctx.ports.clock.now())))
      throw new AppError('SCM40401', 'head_id');
    await recordAudit(
      ctx,
      { action: 'invoice_head_delete', target: head.title, detail: { head_id: headId } },
      tx,
    );
  });
  return {};
}

// Applications

function toRow(r: InvoiceDbRow): InvoiceRowT {
  return {
    apply_no: r.apply_no,
    mer_no: r.mer_no,
    mer_name: r.mer_name,
    head_type: r.head_type,
    title: r.title,
    amount: num(r.amount),
    bill_count: r.bill_count,
    status: r.status,
    applied_at: macauTime14(r.applied_at),
    invoice_no: r.invoice_no,
    issued_at: macauTime14(r.issued_at),
  };
}

async function toDetail(db: Db, r: InvoiceDbRow): Promise<InvoiceDetailT> {
  const bills = await selectInvoiceBills(db, r.id);
  return {
    ...toRow(r),
    tax_no: r.tax_no,
    address: r.address,
    phone: r.phone,
    bank_name: r.bank_name,
    bank_account: r.bank_account,
    email: r.email,
    remark: r.remark,
    applicant: r.applicant,
    auditor: r.auditor,
    audited_at: macauTime14(r.audited_at),
    audit_remark: r.audit_remark,
    reviewer_name: r.reviewer_name,
    reviewed_at: macauTime14(r.reviewed_at),
    review_remark: r.review_remark,
    bills: bills.map((b) => ({ bill_no: b.bill_no, period: b.period, fee_amount: num(b.fee_amount) })),
  };
}

/** The caller's application by number; another tenant's answers SCM40401 like a missing one. */
async function ownInvoice(ctx: SignedInContext, applyNo: string, db: Db = ctx.db): Promise<InvoiceDbRow> {
  const r = await selectInvoiceByNo(db, applyNo.trim());
  const ids = await scopedMerchantIds(ctx, undefined);
  if (!r || !ids.includes(r.merchant_id)) throw new AppError('SCM40401', 'apply_no');
  return r;
}

/** An application, a money move of its contract (idempotent by client_key, no confirmation). */
export async function applyInvoice(
  ctx: SignedInContext,
  body: InvoiceApplyReqT,
  move: MoveCall,
): Promise<InvoiceDetailT> {
  const op = ctx.operator;
  const merchantId = op.orgId;
  move.checkKey();
  const billNos = [...new Set(body.bill_nos.map((b) => b.trim()))].sort();
  const remark = body.remark.trim();
  const bad = validateNoForbiddenChars(remark);
  if (bad) throw new AppError(bad, 'remark');
  return move.run({
    scope: `invoice:${merchantId}`,
    hash: [billNos.join(','), body.head_id, remark],
    work: async (tx, now) => {
      const head = await selectHead(tx, merchantId, body.head_id);
      if (!head) throw new AppError('SCM40401', 'head_id');
      const bills = [];
      for (const no of billNos) {
        const bill = await findBill(ctx, no);
        if (bill.merchant_id !== merchantId) throw new AppError('SCM40401', 'bill_nos');
        if (bill.status !== 'CONFIRMED') throw new AppError('INV10001', 'bill_nos');
        bills.push(bill);
      }
      const amount = bills.reduce((s, b) => s + b.fee_amount, 0);
      if (amount <= 0) throw new AppError('INV10003', 'bill_nos');
      const applyNo = `IA${todayYmd(now)}${String(await nextApplyNo(tx)).padStart(8, '0')}`;
      const id = await insertInvoice(tx, {
        applyNo,
        merchantId,
        headId: head.id,
        head,
        amount,
        billCount: bills.length,
        remark,
        applicantId: op.id,
        at: now,
      });
      // Taken with a conditional update: a bill another application took a moment ago is refused here.
      const held = await holdBills(
        tx,
        merchantId,
        bills.map((b) => b.period),
        id,
      );
      if (held !== bills.length) throw new AppError('INV10001', 'bill_nos');
      await insertInvoiceBills(tx, id, merchantId, bills);
      await recordAudit(
        ctx,
        { action: 'invoice_apply', target: applyNo, detail: { amount, bills: billNos } },
        tx,
      );
      return { apply_no: applyNo };
    },
    answer: async (made) => toDetail(ctx.db, await ownInvoice(ctx, made.apply_no)),
  });
}

function readDates(ctx: CallContext, startSent?: string, endSent?: string): { from?: Date; to?: Date } {
  // Absent: no bound. Sent: a real calendar day (an empty or impossible date is refused, naming the field).
  const bad = validateDayFilter(startSent, endSent, todayYmd(ctx.ports.clock.now()));
  if (bad) throw new AppError(bad.code, `${bad.field}_date`);
  const start = startSent ?? '';
  const end = endSent ?? '';
  const to = end === '' ? undefined : new Date(startOfYmd(end).getTime() + 86_400_000);
  return { from: start === '' ? undefined : startOfYmd(start), to };
}

async function listOf(ctx: SignedInContext, body: InvoiceListReqT, fixed: Partial<InvoiceFilter>) {
  const f: InvoiceFilter = {
    merchantIds: await scopedMerchantIds(ctx, body.mer_no?.trim() || undefined),
    ...readDates(ctx, body.start_date, body.end_date),
    statuses: body.status ? [body.status] : undefined,
    applyNo: body.apply_no?.trim() || undefined,
    ...fixed,
  };
  if (fixed.statuses && body.status) f.statuses = fixed.statuses.filter((s) => s === body.status);
  const [rows, totals] = await Promise.all([
    selectInvoicePage(ctx.db, f, body.page_size, (body.page_no - 1) * body.page_size),
    selectInvoiceTotals(ctx.db, f),
  ]);
  return {
    page_no: body.page_no,
    page_size: body.page_size,
    total_count: num(totals.count),
    totals: { count: num(totals.count), amount: num(totals.amount) },
    rows: rows.map(toRow),
  };
}

export const invoiceList = (ctx: SignedInContext, body: InvoiceListReqT) => listOf(ctx, body, {});

/** The merchant auditor's queue (463): applications waiting for its audit, oldest first. */
export const auditQueue = (ctx: SignedInContext, body: InvoiceListReqT) =>
  listOf(ctx, body, { statuses: ['WAIT_AUDIT'], oldestFirst: true });

export async function invoiceDetail(ctx: SignedInContext, applyNo: string): Promise<InvoiceDetailT> {
  return toDetail(ctx.db, await ownInvoice(ctx, applyNo));
}

export async function manageInvoice(ctx: SignedInContext, body: InvoiceManageReqT): Promise<InvoiceDetailT> {
  const merchantId = merchantOf(ctx);
  const now = ctx.ports.clock.now();
  await ctx.db.tx(async (tx) => {
    const inv = await ownInvoice(ctx, body.apply_no, tx);
    if (body.action === 'CANCEL') {
      if (!(await moveInvoice(tx, inv.id, ['WAIT_AUDIT', 'RETURNED'], 'CANCELLED', {}, now)))
        throw new AppError('INV10002', 'apply_no');
      await releaseBills(tx, inv.id);
    } else {
      const set: Record<string, unknown> = {};
      if (body.remark !== undefined) {
        const bad = validateNoForbiddenChars(body.remark);
        if (bad) throw new AppError(bad, 'remark');
        set.remark = body.remark.trim();
      }
      if (body.head_id) {
        const head = await selectHead(tx, merchantId, body.head_id);
        if (!head) throw new AppError('SCM40401', 'head_id');
        Object.assign(set, {
          head_id: head.id,
          head_type: head.head_type,
          title: head.title,
          tax_no: head.tax_no,
          address: head.address,
          phone: head.phone,
          bank_name: head.bank_name,
          bank_account: head.bank_account,
          email: head.email,
        });
      }
      if (!(await moveInvoice(tx, inv.id, ['RETURNED'], 'WAIT_AUDIT', set, now)))
        throw new AppError('INV10002', 'apply_no');
    }
    await recordAudit(
      ctx,
      { action: 'invoice_manage', target: inv.apply_no, detail: { action: body.action } },
      tx,
    );
  });
  return invoiceDetail(ctx, body.apply_no);
}

export async function auditInvoice(ctx: SignedInContext, body: InvoiceAuditReqT): Promise<InvoiceDetailT> {
  const op = ctx.operator;
  const remark = body.audit_remark.trim();
  if (body.action === 'RETURN' && remark === '') throw new AppError('VAL10001', 'audit_remark');
  const bad = validateNoForbiddenChars(remark);
  if (bad) throw new AppError(bad, 'audit_remark');
  const now = ctx.ports.clock.now();
  await ctx.db.tx(async (tx) => {
    const inv = await ownInvoice(ctx, body.apply_no, tx);
    const to: InvoiceStatus = body.action === 'APPROVE' ? 'REVIEWING' : 'RETURNED';
    const moved = await moveInvoice(
      tx,
      inv.id,
      ['WAIT_AUDIT'],
      to,
      { auditor_id: op.id, audited_at: now.toISOString(), audit_remark: remark },
      now,
    );
    if (!moved) throw new AppError('INV10002', 'apply_no');
    await recordAudit(
      ctx,
      { action: 'invoice_audit', target: inv.apply_no, detail: { action: body.action } },
      tx,
    );
  });
  return invoiceDetail(ctx, body.apply_no);
}

// The provider's decision (the review kit's invoice kind, review-kind.ts): a staff member of the provider.

export interface InvoiceDecision {
  applyNo: string;
  approve: boolean;
  staff: { id: string; name: string };
  remark: string;
  ip: string;
}

/**
 * The provider decides an application under review, in the caller's transaction: ISSUED with the next
 * invoice number, or REJECTED (remark required, VAL10001) with its bills given back; SCM40401 when there is
 * no such application, INV10002 when it is not under review. Audited under the staff member.
 */
export async function decideInvoice(tx: Db, now: Date, d: InvoiceDecision): Promise<string> {
  if (!d.approve && d.remark.trim() === '') throw new AppError('VAL10001', 'reason_text');
  const inv = await selectInvoiceByNo(tx, d.applyNo.trim());
  if (!inv) throw new AppError('SCM40401');
  let invoiceNo = '';
  const common = {
    reviewer_name: d.staff.name,
    reviewed_at: now.toISOString(),
    review_remark: d.remark.trim(),
  };
  if (d.approve) {
    invoiceNo = `${todayYmd(now)}${String(await nextInvoiceNo(tx)).padStart(8, '0')}`;
    const moved = await moveInvoice(
      tx,
      inv.id,
      ['REVIEWING'],
      'ISSUED',
      { ...common, invoice_no: invoiceNo, issued_at: now.toISOString() },
      now,
    );
    if (!moved) throw new AppError('INV10002');
  } else {
    if (!(await moveInvoice(tx, inv.id, ['REVIEWING'], 'REJECTED', common, now)))
      throw new AppError('INV10002');
    await releaseBills(tx, inv.id);
  }
  await insertAudit(tx, {
    at: now,
    operatorId: d.staff.id,
    loginName: d.staff.name,
    orgKind: 'merchant',
    orgId: inv.merchant_id,
    action: 'invoice_review',
    target: inv.apply_no,
    ok: true,
    ip: d.ip,
    detail: { decision: d.approve ? 'ISSUED' : 'REJECTED', invoice_no: invoiceNo, staff_id: d.staff.id },
  });
  return invoiceNo;
}
