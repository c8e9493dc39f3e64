import { todayYmd } from '@mp/core';
import type {
  FlowDetailRes,
  FlowFilterReqT,
  FlowQueryReqT,
  FlowRowT,
  FlowTotalsT,
} from '@mp/core/schemas/accounts';
import { macauTime14 } from '@mp/core/time';
import type { z } from 'zod';
import type { SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { resolveRange } from '../../lists/range.ts';
import {
  type FlowDbRow,
  type FlowFilter,
  selectFlowDetail,
  selectFlowPage,
  selectFlowTotals,
} from './flow-queries.ts';

/**
 * Account in/out flows (32, 33): the lines of the signed-in merchant's AVAILABLE and FROZEN ledger
 * accounts. Senior queries: at most 31 days, never the current day (VAL10018; VAL10015 for an export).
 */
export function readFlowFilter(
  ctx: SignedInContext,
  body: FlowFilterReqT,
  purpose: 'query' | 'export' = 'query',
): FlowFilter {
  const op = ctx.operator;
  const range = resolveRange(body.start_date, body.end_date, {
    today: todayYmd(ctx.ports.clock.now()),
    advanced: true,
    purpose,
  });
  const ref = body.ref_no?.trim();
  return {
    merchantId: op.orgId,
    from: range.from,
    to: range.to,
    entryType: body.entry_type || undefined,
    direction: body.direction || undefined,
    account: body.account || undefined,
    refNo: ref || undefined,
    days: range.wholeDays ? { startYmd: range.startYmd, endYmd: range.endYmd } : undefined,
  };
}

export function toFlowRow(r: FlowDbRow): FlowRowT {
  const amount = Number(r.amount);
  return {
    flow_no: String(r.id),
    created_at: macauTime14(r.created_at),
    entry_type: r.entry_type as FlowRowT['entry_type'],
    direction: amount >= 0 ? 'IN' : 'OUT',
    account: r.account_code as FlowRowT['account'],
    amount: Math.abs(amount),
    balance_after: Number(r.balance_after ?? 0),
    ref_no: r.ref_no,
  };
}

export async function flowPage(
  ctx: SignedInContext,
  body: FlowQueryReqT,
  purpose: 'query' | 'export' = 'query',
) {
  const f = readFlowFilter(ctx, body, purpose);
  const rows = await selectFlowPage(ctx.db, f, {
    order: body.sort_order,
    limit: body.page_size,
    offset: (body.page_no - 1) * body.page_size,
  });
  return { page_no: body.page_no, page_size: body.page_size, rows: rows.map(toFlowRow) };
}

/**
 * A merchant's flows (newest first) for a reader who is not the merchant: its provider under a read grant
 * (modules/grants). The same senior range rules as the flow query.
 */
export async function merchantFlowPage(
  ctx: SignedInContext,
  merchantId: string,
  q: { start_date: string; end_date: string; page_no: number; page_size: number },
) {
  const f = {
    ...readFlowFilter(ctx, { start_date: q.start_date, end_date: q.end_date } as FlowFilterReqT),
    merchantId,
  };
  const [rows, totals] = await Promise.all([
    selectFlowPage(ctx.db, f, { order: 'desc', limit: q.page_size, offset: (q.page_no - 1) * q.page_size }),
    selectFlowTotals(ctx.db, f),
  ]);
  return { total: totals.count, page_no: q.page_no, page_size: q.page_size, rows: rows.map(toFlowRow) };
}

export async function flowCount(
  ctx: SignedInContext,
  body: FlowFilterReqT,
  purpose: 'query' | 'export' = 'query',
): Promise<{ total_count: number; totals: FlowTotalsT }> {
  const totals = await selectFlowTotals(ctx.db, readFlowFilter(ctx, body, purpose));
  return { total_count: totals.count, totals };
}

/** One line of the caller's merchant; another merchant's (or a system account's) line is missing. */
export async function flowDetail(
  ctx: SignedInContext,
  flowNo: string,
): Promise<z.infer<typeof FlowDetailRes>> {
  const op = ctx.operator;
  const no = flowNo.trim();
  if (!/^\d{1,18}$/.test(no)) throw new AppError('SCM40401');
  const r = await selectFlowDetail(ctx.db, op.orgId, no);
  if (!r) throw new AppError('SCM40401');
  return {
    ...toFlowRow(r),
    entry_no: String(r.entry_id),
    entry_amount: Number(r.entry_amount),
    counter_account: r.counter_account ?? '',
    oper_login_name: r.oper_login_name ?? '',
  };
}
