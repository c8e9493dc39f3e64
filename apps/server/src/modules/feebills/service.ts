import { isYm, validateMonthRange } from '@mp/core';
import { BILL_MAX_MONTHS } from '@mp/core/schemas/bills';
import type { FeeBillFilterReqT, FeeBillListReqT, FeeBillRowT, FeeLineRowT } from '@mp/core/schemas/feebills';
import { macauTime14, startOfYmd, todayYmd } from '@mp/core/time';
import { inScope } from '../../http/scope.ts';
import type { CallContext, SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { num, scopedMerchantIds } from '../../lists/sql.ts';
import { recordAudit } from '../audit/index.ts';
import {
  billStatus,
  type ConfirmationRow,
  insertConfirmation,
  selectConfirmations,
  selectFeeFigures,
  selectFeeLines,
  selectMerchantByNo,
  selectMerchantNames,
} from './queries.ts';

/**
 * Fee bills (47): one bill per merchant and closed month (the current month is still open), its figures
 * read through selectFeeFigures, frozen once the merchant confirms the bill. Provider and group see their
 * merchants' bills; another tenant's bill answers like a missing one (SCM40401).
 */

/** yyyymm of the month before the current Macau month: the last month whose bill is closed. */
export function lastClosedMonth(now: Date): string {
  const today = todayYmd(now);
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(4, 6));
  return m === 1 ? `${y - 1}12` : `${y}${String(m - 1).padStart(2, '0')}`;
}

function nextMonth(period: string): string {
  const y = Number(period.slice(0, 4));
  const m = Number(period.slice(4, 6));
  return m === 12 ? `${y + 1}01` : `${y}${String(m + 1).padStart(2, '0')}`;
}

/** The first instant of a Macau month. */
const firstDay = (period: string) => startOfYmd(`${period}01`);

export interface MonthRange {
  from: string;
  to: string;
}

/** The month range of a filter: VAL10013 format, VAL10017 order, VAL10014 open month, BIL10001 span. */
export function readMonths(ctx: CallContext, start: string, end: string): MonthRange {
  const bad = validateMonthRange(start, end, lastClosedMonth(ctx.ports.clock.now()), BILL_MAX_MONTHS);
  if (bad) throw new AppError(bad.code, `${bad.field}_month`);
  return { from: start, to: end };
}

/** FB + yyyymm + merchant number. */
export const billNoOf = (period: string, merNo: string) => `FB${period}${merNo}`;
const BILL_NO = /^FB(\d{6})([A-Za-z0-9]{1,32})$/;

interface Bill extends FeeBillRowT {
  merchant_id: string;
}

/** Every bill of the filter, newest month first, then by merchant number (a bounded set: months x merchants). */
async function billsOf(ctx: SignedInContext, f: FeeBillFilterReqT): Promise<Bill[]> {
  const months = readMonths(ctx, f.start_month, f.end_month);
  const ids = await scopedMerchantIds(ctx, f.mer_no?.trim() || undefined);
  const [figures, confirmations, names] = await Promise.all([
    selectFeeFigures(ctx.db, ids, firstDay(months.from), firstDay(nextMonth(months.to))),
    selectConfirmations(ctx.db, ids, months.from, months.to),
    selectMerchantNames(ctx.db, ids),
  ]);
  const confirmed = new Map<string, ConfirmationRow>(
    confirmations.map((c) => [`${c.merchant_id}:${c.period}`, c]),
  );
  const keys = new Set<string>([...figures.map((x) => `${x.merchant_id}:${x.period}`), ...confirmed.keys()]);
  const byKey = new Map(figures.map((x) => [`${x.merchant_id}:${x.period}`, x]));
  const bills: Bill[] = [];
  for (const key of keys) {
    const [merchantId, period] = key.split(':');
    const m = names.get(merchantId);
    if (!m) continue;
    const c = confirmed.get(key);
    const figure = c ?? byKey.get(key);
    const row: Bill = {
      merchant_id: merchantId,
      bill_no: billNoOf(period, m.mer_no),
      period,
      mer_no: m.mer_no,
      mer_name: m.name,
      txn_count: num(figure?.txn_count),
      trade_amount: num(figure?.trade_amount),
      fee_amount: num(figure?.fee_amount),
      status: billStatus(c),
      confirmed_at: macauTime14(c?.confirmed_at ?? null),
      apply_no: c?.apply_no ?? '',
    };
    if (f.status && row.status !== f.status) continue;
    bills.push(row);
  }
  return bills.sort((a, b) =>
    a.period === b.period ? a.mer_no.localeCompare(b.mer_no) : b.period.localeCompare(a.period),
  );
}

const publicRow = ({ merchant_id: _m, ...row }: Bill): FeeBillRowT => row;

export async function feeBillList(ctx: SignedInContext, body: FeeBillListReqT) {
  const { page_no, page_size, ...filters } = body;
  const bills = await billsOf(ctx, filters);
  const offset = (page_no - 1) * page_size;
  return {
    page_no,
    page_size,
    rows: bills.slice(offset, offset + page_size).map(publicRow),
    total_count: bills.length,
    totals: {
      count: bills.length,
      txn_count: bills.reduce((s, b) => s + b.txn_count, 0),
      trade_amount: bills.reduce((s, b) => s + b.trade_amount, 0),
      fee_amount: bills.reduce((s, b) => s + b.fee_amount, 0),
    },
  };
}

/** The list's count for the export machine. */
export async function feeBillCount(ctx: SignedInContext, f: FeeBillFilterReqT): Promise<number> {
  return (await billsOf(ctx, f)).length;
}

export async function* feeBillRows(ctx: SignedInContext, f: FeeBillFilterReqT): AsyncIterable<FeeBillRowT> {
  for (const b of await billsOf(ctx, f)) yield publicRow(b);
}

/** One bill of the caller's scope by its number; another tenant's or an open month's is SCM40401. */
export async function findBill(ctx: SignedInContext, billNo: string): Promise<Bill> {
  const m = BILL_NO.exec(billNo.trim());
  if (!m) throw new AppError('SCM40401', 'bill_no');
  const [, period, merNo] = m;
  if (!isYm(period) || period > lastClosedMonth(ctx.ports.clock.now()))
    throw new AppError('SCM40401', 'bill_no');
  const merchant = await selectMerchantByNo(ctx.db, merNo);
  if (!merchant || !(await inScope(ctx, { merchantId: merchant.id })))
    throw new AppError('SCM40401', 'bill_no');
  const [bill] = await billsOf(ctx, { start_month: period, end_month: period, mer_no: merNo });
  if (!bill) throw new AppError('SCM40401', 'bill_no');
  return bill;
}

/**
 * The merchant confirms a closed month's bill: its figures are kept as they are now, and it can be
 * invoiced. Confirming again answers the bill as it stands.
 */
export async function confirmBill(ctx: SignedInContext, billNo: string): Promise<FeeBillRowT> {
  const op = ctx.operator;
  const bill = await findBill(ctx, billNo);
  if (bill.status === 'UNCONFIRMED') {
    await ctx.db.tx(async (tx) => {
      const fresh = await insertConfirmation(tx, {
        merchantId: bill.merchant_id,
        period: bill.period,
        billNo: bill.bill_no,
        txnCount: bill.txn_count,
        tradeAmount: bill.trade_amount,
        feeAmount: bill.fee_amount,
        operatorId: op.id,
        at: ctx.ports.clock.now(),
      });
      if (fresh)
        await recordAudit(
          ctx,
          { action: 'fee_bill_confirm', target: bill.bill_no, detail: { fee: bill.fee_amount } },
          tx,
        );
    });
  }
  return publicRow(await findBill(ctx, billNo));
}

/** The bill's fee lines, read by keyset, 500 at a time. */
export async function* feeLines(ctx: CallContext, bill: Bill): AsyncIterable<FeeLineRowT> {
  const from = firstDay(bill.period);
  const to = firstDay(nextMonth(bill.period));
  let after = '0';
  for (;;) {
    const rows = await selectFeeLines(ctx.db, bill.merchant_id, from, to, after, 500);
    for (const r of rows)
      yield {
        txn_no: r.txn_no,
        mer_no: bill.mer_no,
        store_name: r.store_name,
        pay_type: r.pay_type,
        paid_at: macauTime14(r.paid_at ?? r.created_at),
        amount: num(r.amount),
        fee: num(r.fee),
      };
    if (rows.length < 500) return;
    after = rows[rows.length - 1].id;
  }
}
