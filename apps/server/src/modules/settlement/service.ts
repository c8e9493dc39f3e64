import { isYmd, todayYmd } from '@mp/core';
import type { RltQueryReqT, SettleFilterReqT, SettleQueryReqT } from '@mp/core/schemas/settlement';
import type { CallContext, SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { choice, textFilter } from '../../lists/filters.ts';
import { resolveRange, sqlDate } from '../../lists/range.ts';
import { scopedMerchantIds } from '../../lists/sql.ts';
import { differencesOfDay } from './differences.ts';
import {
  type SettleFilter,
  selectRlt,
  selectRltTotals,
  selectSettlements,
  selectSettleTotals,
  selectUnsettled,
} from './queries.ts';

/**
 * Settlement list (44; the service area's settle orders 49 are the same list of its sub-merchants),
 * unsettled statistics, and reconciliation (48). Dates are settlement (business) days; today is allowed
 * (it simply has no settlement yet).
 */

function readSettleFilter(ctx: CallContext, body: SettleFilterReqT): SettleFilter {
  const range = resolveRange(body.start_date, body.end_date, {
    today: todayYmd(ctx.ports.clock.now()),
    advanced: false,
  });
  return { from: sqlDate(range.startYmd), to: sqlDate(range.endYmd), status: choice(body.status) };
}

export async function settleList(ctx: SignedInContext, body: SettleQueryReqT) {
  const f = readSettleFilter(ctx, body);
  const ids = await scopedMerchantIds(ctx, textFilter(body.mer_no));
  const rows = await selectSettlements(ctx, ids, f, {
    order: body.sort_order,
    limit: body.page_size,
    offset: (body.page_no - 1) * body.page_size,
    masked: body.mask !== 'N',
  });
  const totals = await selectSettleTotals(ctx, ids, f);
  return { page_no: body.page_no, page_size: body.page_size, rows, total_count: totals.count, totals };
}

export async function settleSum(ctx: SignedInContext, body: SettleFilterReqT) {
  const f = readSettleFilter(ctx, body);
  return { totals: await selectSettleTotals(ctx, await scopedMerchantIds(ctx, textFilter(body.mer_no)), f) };
}

export async function unsettledStatistics(ctx: SignedInContext, merNo: string | undefined) {
  return selectUnsettled(ctx, await scopedMerchantIds(ctx, textFilter(merNo)));
}

export async function rltQuery(ctx: SignedInContext, body: RltQueryReqT) {
  const range = resolveRange(body.start_date, body.end_date, {
    today: todayYmd(ctx.ports.clock.now()),
    advanced: false,
  });
  const f = {
    from: sqlDate(range.startYmd),
    to: sqlDate(range.endYmd),
    payType: choice(body.pay_type),
    status: choice(body.status),
  };
  const ids = await scopedMerchantIds(ctx, textFilter(body.mer_no));
  const lines = await selectRlt(ctx, ids, f, {
    limit: body.page_size,
    offset: (body.page_no - 1) * body.page_size,
  });
  const rows = lines.map(({ merchant_id: _, ...row }) => row);
  const totals = await selectRltTotals(ctx, ids, f);
  return { page_no: body.page_no, page_size: body.page_size, rows, total_count: totals.count, totals };
}

/**
 * One reconciliation line with its stores and its differences (the channel's lines and ours that did not
 * match, the file's problems); a merchant outside the scope is answered as missing.
 */
export async function rltDetail(ctx: SignedInContext, merNo: string, rltDate: string, payType: string) {
  if (!isYmd(rltDate)) throw new AppError('VAL10013');
  const ids = await scopedMerchantIds(ctx, merNo.trim());
  if (ids.length === 0) throw new AppError('SCM40401');
  const day = { from: sqlDate(rltDate), to: sqlDate(rltDate), payType };
  const [found] = await selectRlt(ctx, ids, day, { limit: 1, offset: 0 });
  if (!found) throw new AppError('SCM40401');
  const { merchant_id, ...line } = found;
  const stores = await selectRlt(ctx, ids, day, { limit: 1000, offset: 0 }, true);
  return {
    ...line,
    differences: await differencesOfDay(ctx.db, merchant_id, rltDate, payType),
    stores: stores.map((s) => ({
      store_no: s.store_no ?? '',
      store_name: s.store_name ?? '',
      txn_count: s.txn_count,
      txn_amount: s.txn_amount,
      discount_amount: s.discount_amount,
      fee_amount: s.fee_amount,
      refund_amount: s.refund_amount,
      net_amount: s.net_amount,
    })),
  };
}
