import { todayYmd } from '@mp/core';
import type {
  CollectionCountReqT,
  CollectionCountResT,
  CollectionDetailResT,
  CollectionFilterReqT,
  CollectionQueryReqT,
  CollectionRowT,
  TradeQueryResT,
} from '@mp/core/schemas/transactions';
import { macauTime14 } from '@mp/core/time';
import { inScope } from '../../http/scope.ts';
import type { SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { scopedMerchantIds } from '../../lists/sql.ts';
import { selectRedemptionsOfTxn } from '../promotions/index.ts';
import { type CollectionFilter, readCollectionFilter } from './filters.ts';
import {
  type BoundedCount,
  selectCollectionCount,
  selectCollectionPage,
  selectRefundsOfTxn,
  selectTxnByNo,
  toCollectionRow,
} from './queries.ts';
import { refundableCents, refundRefusal } from './refundable.ts';

/**
 * Collection (receipt) queries. `advanced` is the senior query (trade/): it refuses a range that reaches
 * the current day (VAL10018); the classic query (gather/) may include today.
 */
function filterOf(
  ctx: SignedInContext,
  body: CollectionFilterReqT,
  advanced: boolean,
  purpose?: 'query' | 'export',
) {
  return readCollectionFilter(body, { today: todayYmd(ctx.ports.clock.now()), advanced, purpose });
}

function filtersOnly(body: Omit<CollectionQueryReqT, 'exact'>): CollectionFilterReqT {
  const { sort_by: _b, sort_order: _o, page_no: _p, page_size: _s, ...filters } = body;
  return filters;
}

async function page(
  ctx: SignedInContext,
  ids: readonly string[],
  f: CollectionFilter,
  body: CollectionQueryReqT,
): Promise<CollectionRowT[]> {
  const rows = await selectCollectionPage(ctx, ids, f, {
    sortBy: body.sort_by,
    order: body.sort_order,
    limit: body.page_size,
    offset: (body.page_no - 1) * body.page_size,
  });
  return rows.map(toCollectionRow);
}

export async function collectionPage(ctx: SignedInContext, body: CollectionQueryReqT, advanced = true) {
  const f = filterOf(ctx, filtersOnly(body), advanced);
  const ids = await scopedMerchantIds(ctx, f.merNo);
  return { page_no: body.page_no, page_size: body.page_size, rows: await page(ctx, ids, f, body) };
}

function countAnswer(c: BoundedCount): CollectionCountResT {
  return { total_count: c.count, count_capped: c.capped ? 'Y' : 'N', totals: c.totals };
}

/** Count and totals, bounded unless `exact` is 'Y' (selectCollectionCount). */
export async function collectionCount(
  ctx: SignedInContext,
  body: CollectionCountReqT,
  advanced = true,
): Promise<CollectionCountResT> {
  const { exact, ...filters } = body;
  const f = filterOf(ctx, filters, advanced);
  const ids = await scopedMerchantIds(ctx, f.merNo);
  return countAnswer(await selectCollectionCount(ctx, ids, f, exact === 'Y'));
}

/** The classic query: rows, count and totals in one answer, the current day allowed. */
export async function tradeQuery(ctx: SignedInContext, body: CollectionQueryReqT): Promise<TradeQueryResT> {
  const { exact, ...rest } = body;
  const f = filterOf(ctx, filtersOnly(rest), false);
  const ids = await scopedMerchantIds(ctx, f.merNo);
  const rows = await page(ctx, ids, f, body);
  const counted = countAnswer(await selectCollectionCount(ctx, ids, f, exact === 'Y'));
  return { page_no: body.page_no, page_size: body.page_size, rows, ...counted };
}

/**
 * One collection with its refunds and what is still refundable. Another tenant's transaction is answered
 * as a missing one (TRD10001, 'No transaction record').
 */
export async function collectionDetail(ctx: SignedInContext, txnNo: string): Promise<CollectionDetailResT> {
  if (!ctx.operator) throw new AppError('SCM60401');
  const t = await selectTxnByNo(ctx.db, txnNo.trim());
  if (!t || !(await inScope(ctx, { merchantId: String(t.merchant_id), storeId: String(t.store_id) }))) {
    throw new AppError('TRD10001');
  }
  const [refunds, promos] = await Promise.all([
    selectRefundsOfTxn(ctx.db, String(t.id)),
    t.txn_type === 'SPEND' ? selectRedemptionsOfTxn(ctx.db, t.txn_no) : Promise.resolve([]),
  ]);
  const promo = promos[0];
  const refunding = refunds.filter((r) => r.status === 'REFUNDING').reduce((s, r) => s + Number(r.amount), 0);
  const refundable = refundableCents(t, refunding);
  const refusal = refundRefusal(ctx.operator, {
    txnType: t.txn_type,
    result: t.result,
    payType: t.pay_type,
    refundable,
  });
  return {
    ...toCollectionRow(t),
    refundable_amount: t.txn_type === 'SPEND' && t.result === 'SUCCESS' ? refundable : 0,
    refunding_amount: refunding,
    can_refund: refusal ? 'N' : 'Y',
    refunds: refunds.map((r) => ({
      refund_no: r.refund_no,
      amount: Number(r.amount),
      status: r.status,
      created_at: macauTime14(r.created_at),
      finished_at: macauTime14(r.finished_at),
    })),
    promotion: promo
      ? {
          promo_no: promo.promo_no,
          name_zh: promo.name_zh,
          name_en: promo.name_en,
          discount: Number(promo.discount),
          returned: Number(promo.returned),
          funders: [
            { kind: 'MERCHANT' as const, name: promo.mer_name, amount: Number(promo.fund_merchant) },
            { kind: 'PROVIDER' as const, name: promo.provider_name, amount: Number(promo.fund_provider) },
            { kind: 'SCHEME' as const, name: promo.scheme_name, amount: Number(promo.fund_scheme) },
          ].filter((f) => f.kind === 'MERCHANT' || f.amount > 0),
        }
      : null,
  };
}
