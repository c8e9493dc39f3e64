import { startOfYmd, ymdOfInstant } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import {
  billNoOf,
  holdBills,
  insertConfirmation,
  lastClosedMonth,
  selectFeeFigures,
} from '../feebills/index.ts';
import {
  insertHead,
  insertInvoice,
  insertInvoiceBills,
  moveInvoice,
  nextApplyNo,
  nextInvoiceNo,
  selectHeads,
  setDefaultHead,
} from './queries.ts';

const DAY = 86_400_000;

function monthBefore(period: string, n: number): string {
  let y = Number(period.slice(0, 4));
  let m = Number(period.slice(4, 6)) - n;
  while (m < 1) {
    m += 12;
    y -= 1;
  }
  return `${y}${String(m).padStart(2, '0')}`;
}

type FeeFigure = Awaited<ReturnType<typeof selectFeeFigures>>[number];
type Head = Parameters<typeof insertInvoice>[1]['head'];

/** A month's fee bill confirmed by the merchant's administrator; answers its bill number. */
async function confirmBill(
  db: Db,
  m: { id: string; mer_no: string; admin_id: string },
  f: FeeFigure,
  at: Date,
): Promise<string> {
  const billNo = billNoOf(f.period, m.mer_no);
  await insertConfirmation(db, {
    merchantId: m.id,
    period: f.period,
    billNo,
    txnCount: Number(f.txn_count),
    tradeAmount: Number(f.trade_amount),
    feeAmount: Number(f.fee_amount),
    operatorId: m.admin_id,
    at,
  });
  return billNo;
}

/** The administrator's application for one confirmed bill, the bill held by it; answers its id. */
async function applyFor(
  db: Db,
  m: { id: string; admin_id: string },
  bill: { f: FeeFigure; billNo: string },
  head: { id: string; head: Head },
  remark: string,
  at: Date,
): Promise<string> {
  const applyNo = `IA${ymdOfInstant(at)}${String(await nextApplyNo(db)).padStart(8, '0')}`;
  const invoiceId = await insertInvoice(db, {
    applyNo,
    merchantId: m.id,
    headId: head.id,
    head: head.head,
    amount: Number(bill.f.fee_amount),
    billCount: 1,
    remark,
    applicantId: m.admin_id,
    at,
  });
  await insertInvoiceBills(db, invoiceId, m.id, [
    { period: bill.f.period, bill_no: bill.billNo, fee_amount: Number(bill.f.fee_amount) },
  ]);
  await holdBills(db, m.id, [bill.f.period], invoiceId);
  return invoiceId;
}

/** The merchant's own audit passes the application an hour after `applied`; answers when. */
async function passAudit(db: Db, invoiceId: string, adminId: string, applied: Date): Promise<Date> {
  const audited = new Date(applied.getTime() + 3_600_000);
  await moveInvoice(
    db,
    invoiceId,
    ['WAIT_AUDIT'],
    'REVIEWING',
    { auditor_id: adminId, audited_at: audited.toISOString() },
    audited,
  );
  return audited;
}

/**
 * Demo invoices that lead somewhere (issue 32): each demo merchant has a default invoice head (its company),
 * and the bill of the month before last confirmed and free, so "Apply for an invoice" offers a bill and a
 * head at once. demo_merchant also has a personal head and, two months before last, a confirmed bill whose
 * invoice was applied for, passed by its audit and issued by demo_reviewer. Last month's bill stays to be
 * confirmed (the invoices journey confirms it). Months without traffic (a short demo) get no confirmation.
 */
export async function seedInvoices(db: Db, now: Date): Promise<number> {
  const found = await db.query('select 1 from invoice_heads limit 1');
  if (found.rows.length > 0) return 0;
  const merchants = await db.query<{
    id: string;
    mer_no: string;
    name: string;
    admin_id: string;
    login: string;
  }>(
    `select m.id::text as id, m.mer_no, m.name, o.id::text as admin_id, o.login_name as login
       from merchants m join operators o on o.org_kind = 'merchant' and o.org_id = m.id and o.kind = 'admin'
      where o.login_name like 'demo\\_merchant%'
      order by m.mer_no`,
  );
  const reviewer = await db.query<{ name: string }>(
    `select name from operators where login_name = 'demo_reviewer'`,
  );
  const reviewerName = reviewer.rows[0]?.name ?? '';
  const last = lastClosedMonth(now);
  let n = 0;
  for (const [i, m] of merchants.rows.entries()) {
    const at = new Date(now.getTime() - (90 - i * 5) * DAY);
    const head = {
      head_type: 'ENTERPRISE' as const,
      title: m.name,
      tax_no: `MO${m.mer_no.slice(-8)}`,
      address: '澳門南灣大馬路 500 號',
      phone: '+853 28123456',
      bank_name: '大西洋銀行',
      bank_account: `9001${m.mer_no.slice(-8)}`,
      email: 'finance@example.test',
    };
    const headId = await insertHead(db, m.id, head, at);
    await setDefaultHead(db, m.id, headId, at);
    if (m.login === 'demo_merchant')
      await insertHead(
        db,
        m.id,
        { ...head, head_type: 'PERSONAL', title: '何美玲', tax_no: '', bank_name: '', bank_account: '' },
        new Date(at.getTime() + DAY),
      );
    const months =
      m.login === 'demo_merchant' ? [monthBefore(last, 1), monthBefore(last, 2)] : [monthBefore(last, 1)];
    const figures = await selectFeeFigures(
      db,
      [m.id],
      startOfYmd(`${months[months.length - 1]}01`),
      startOfYmd(`${last}01`),
    );
    for (const f of figures) {
      if (!months.includes(f.period) || Number(f.fee_amount) <= 0) continue;
      const confirmedAt = startOfYmd(`${monthBefore(f.period, -1)}03`);
      confirmedAt.setUTCHours(2);
      const billNo = await confirmBill(db, m, f, confirmedAt);
      n++;
      // The older of demo_merchant's two: invoiced and issued.
      if (f.period !== monthBefore(last, 2)) continue;
      const applied = new Date(confirmedAt.getTime() + 2 * 3_600_000);
      const invoiceId = await applyFor(db, m, { f, billNo }, { id: headId, head }, '請寄送電子發票', applied);
      const audited = await passAudit(db, invoiceId, m.admin_id, applied);
      const issued = new Date(audited.getTime() + DAY);
      const invoiceNo = `${ymdOfInstant(issued)}${String(await nextInvoiceNo(db)).padStart(8, '0')}`;
      await moveInvoice(
        db,
        invoiceId,
        ['REVIEWING'],
        'ISSUED',
        {
          reviewer_name: reviewerName,
          reviewed_at: issued.toISOString(),
          review_remark: '',
          invoice_no: invoiceNo,
          issued_at: issued.toISOString(),
        },
        issued,
      );
    }
  }
  return n;
}

/**
 * Invoice applications waiting for a person, for the demo a person starts (`SEED_WAITING`, off in the tests,
 * whose journeys decide what they make and expect nothing else waiting): demo_merchant's last month's bill
 * confirmed and applied for, waiting for the merchant's own audit (463); demo_merchant2's confirmed, applied
 * for and passed by its audit, waiting in the back office's review queue for a reviewer to issue it. The
 * month before last stays free to apply for. Answers how many applications it made.
 */
export async function seedWaitingInvoices(db: Db, now: Date): Promise<number> {
  const merchants = await db.query<{ id: string; mer_no: string; admin_id: string; login: string }>(
    `select m.id::text as id, m.mer_no, o.id::text as admin_id, o.login_name as login
       from merchants m join operators o on o.org_kind = 'merchant' and o.org_id = m.id and o.kind = 'admin'
      where o.login_name in ('demo_merchant', 'demo_merchant2')
      order by m.mer_no`,
  );
  const last = lastClosedMonth(now);
  let n = 0;
  for (const m of merchants.rows) {
    const head = (await selectHeads(db, m.id))[0];
    if (!head) continue;
    const [f] = (
      await selectFeeFigures(db, [m.id], startOfYmd(`${last}01`), startOfYmd(`${monthBefore(last, -1)}01`))
    ).filter((x) => x.period === last && Number(x.fee_amount) > 0);
    if (!f) continue;
    // Confirmed yesterday, applied for an hour later; demo_merchant2's audited an hour after that.
    const confirmed = new Date(now.getTime() - DAY);
    const billNo = await confirmBill(db, m, f, confirmed);
    const applied = new Date(confirmed.getTime() + 3_600_000);
    const invoiceId = await applyFor(db, m, { f, billNo }, { id: head.id, head }, '', applied);
    n++;
    if (m.login === 'demo_merchant2') await passAudit(db, invoiceId, m.admin_id, applied);
  }
  return n;
}
