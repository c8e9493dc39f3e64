import { z } from 'zod';
import { PAY_TYPE, TXN_RESULT, TXN_TYPE } from '../statuses.ts';

/**
 * Collection (receipt) queries: the classic `gather/tradeQuery` / `gather/agtTradeQuery` and the senior
 * `trade/collectionPage|Count|Detail` (docs/api.md). Dates and amounts travel as text and are checked by
 * the server's rules (validateQueryRange, whole cents) so that each refusal has its own catalogue code;
 * the shape is checked here.
 */

/** The keys of a label set as a zod enum tuple. */
export function keysOf<S extends Record<string, unknown>>(
  set: S,
): [keyof S & string, ...(keyof S & string)[]] {
  return Object.keys(set) as [keyof S & string, ...(keyof S & string)[]];
}

/** A select filter: absent or '' (the 'all' option) means no condition. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.union([z.literal(''), z.enum(values)]).optional();
}

export const PAY_TYPES = keysOf(PAY_TYPE);
export const TXN_TYPES = keysOf(TXN_TYPE);
export const TXN_RESULTS = keysOf(TXN_RESULT);

const text = (max: number) => z.string().max(max).optional();

/** yyyymmdd; the end of a senior query may also be the 14-digit time "end day + 1 second" (spec point 7). */
export const DateRangeFields = {
  start_date: z.string().max(14),
  end_date: z.string().max(14),
};

/** Page number from 1; at most 100 rows a page. */
export const PageFields = {
  page_no: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(100).default(20),
};

/** Another tenant's sub-merchant: service and group areas may narrow to one member merchant. */
export const MerchantFilterFields = { mer_no: text(32) };

export const SORT_ORDERS = ['asc', 'desc'] as const;

/** The sort order (newest first by default) and the page of a query's page request. */
export const SortedPageFields = { sort_order: z.enum(SORT_ORDERS).default('desc'), ...PageFields };

/** Fields that are all whole numbers (counts, integer cents), in the order given: totals and sums. */
export function intFields<const K extends string>(...keys: K[]): Record<K, z.ZodNumber> {
  return Object.fromEntries(keys.map((k) => [k, z.number().int()])) as Record<K, z.ZodNumber>;
}

/** One page of `row`s, as the page call of a query answers it. */
export function pageRes<R extends z.ZodType>(row: R) {
  return z.object({ page_no: z.number().int(), page_size: z.number().int(), rows: z.array(row) });
}

/** The count and totals over the whole filter, not just the page, as the count call answers them. */
export function countRes<T extends z.ZodType>(totals: T) {
  return z.object({ total_count: z.number().int(), totals });
}

/** A page with the count and totals over the whole filter: the classic calls answer both at once. */
export function listRes<R extends z.ZodType, T extends z.ZodType>(row: R, totals: T) {
  return pageRes(row).extend(countRes(totals).shape);
}

export const COLLECTION_SORT_FIELDS = ['created_at', 'amount'] as const;

export const CollectionFilterFields = {
  ...DateRangeFields,
  ...MerchantFilterFields,
  store_no: text(32),
  terminal_no: text(32),
  pay_type: optionalChoice(PAY_TYPES),
  txn_type: optionalChoice(TXN_TYPES),
  result: optionalChoice(TXN_RESULTS),
  txn_no: text(64),
  mer_order_no: text(64),
  agg_order_no: text(64),
  /** Integer cents as digits, both ends included. */
  amount_min: text(16),
  amount_max: text(16),
};

export const CollectionQueryReq = z
  .object({
    ...CollectionFilterFields,
    /** The classic query's count and totals: as the count call's `exact`. */
    exact: z.enum(['Y', 'N']).optional(),
    sort_by: z.enum(COLLECTION_SORT_FIELDS).default('created_at'),
    ...SortedPageFields,
  })
  .strict();
export type CollectionQueryReqT = z.infer<typeof CollectionQueryReq>;

/** The filters alone (count, totals, exports). */
export const CollectionFilterReq = z.object(CollectionFilterFields).strict();
export type CollectionFilterReqT = z.infer<typeof CollectionFilterReq>;

/**
 * A count that the per-day summaries cannot answer (a narrow filter) stops at this many rows: the answer
 * says `count_capped` 'Y' and carries no totals, which the caller asks for with `exact` 'Y'
 * (docs/decisions.md, "Bounded counts").
 */
export const COUNT_CAP = 10_000;
/**
 * Up to this many matches of a narrow filter the bounded count also adds up the totals; beyond it (and up to
 * COUNT_CAP) the count is exact and `totals` null until the person asks (`exact` 'Y'). Adding up fetches
 * each matching row, scattered over the month's pages: 2,000 rows stay within the count's time, 10,000 did
 * not (docs/decisions.md, "Bounded counts").
 */
export const TOTALS_CAP = 2_000;

/** 'Y': count every row and compute the totals, however many (the portal's "count all" button). */
const ExactField = { exact: z.enum(['Y', 'N']).optional() };

/** The count call's request: the filters, and whether to count past the cap. */
export const CollectionCountReq = z.object({ ...CollectionFilterFields, ...ExactField }).strict();
export type CollectionCountReqT = z.infer<typeof CollectionCountReq>;

/** One collection row. Amounts are integer cents; times yyyymmddHHMMss Asia/Macau. */
export const CollectionRow = z.object({
  txn_no: z.string(),
  mer_no: z.string(),
  mer_name: z.string(),
  store_no: z.string(),
  store_name: z.string(),
  terminal_no: z.string(),
  mer_order_no: z.string(),
  agg_order_no: z.string(),
  pay_type: z.enum(PAY_TYPES),
  txn_type: z.enum(TXN_TYPES),
  result: z.enum(TXN_RESULTS),
  currency: z.string(),
  amount: z.number().int(),
  discount_amount: z.number().int(),
  fee: z.number().int(),
  net_amount: z.number().int(),
  refunded_amount: z.number().int(),
  /** For a REFUND row: the spending it gives back. */
  orig_txn_no: z.string(),
  created_at: z.string(),
  paid_at: z.string(),
  business_date: z.string(),
});
export type CollectionRowT = z.infer<typeof CollectionRow>;

/** Sums over the whole filter, not just the page. */
/**
 * Totals of a collection query. `count` … `refunded_amount` are the sums of the listed rows' columns (the
 * table's total line), whatever their type and result. The money that moved: `success_count` and
 * `success_amount` of the successful spendings, `refund_amount` of the successful refunds (REFUND rows), so
 * that net_amount = success_amount - discount_amount - fee - refund_amount.
 */
export const CollectionTotals = z.object(
  intFields(
    'count',
    'amount',
    'discount_amount',
    'fee',
    'net_amount',
    'refunded_amount',
    'success_count',
    'success_amount',
    'refund_amount',
  ),
);
export type CollectionTotalsT = z.infer<typeof CollectionTotals>;

export const CollectionPageRes = pageRes(CollectionRow);

/**
 * A collection count: `count_capped` 'Y' when more than COUNT_CAP rows match and they were not all
 * counted (`total_count` is then COUNT_CAP and `totals` null: not computed, never zero).
 * With `count_capped` 'N', `totals` null means the count is exact but the totals were not added up
 * (more than TOTALS_CAP matches of a narrow filter): `exact` 'Y' adds them up.
 */
const CappedCountFields = {
  total_count: z.number().int(),
  count_capped: z.enum(['Y', 'N']),
  totals: CollectionTotals.nullable(),
};
export const CollectionCountRes = z.object(CappedCountFields);
export type CollectionCountResT = z.infer<typeof CollectionCountRes>;

/** The classic query answers rows, count and totals in one call (the count bounded as the count call's). */
export const TradeQueryRes = pageRes(CollectionRow).extend(CappedCountFields);
export type TradeQueryResT = z.infer<typeof TradeQueryRes>;

export const CollectionDetailReq = z.object({ txn_no: z.string().min(1).max(64) }).strict();

export const RefundBrief = z.object({
  refund_no: z.string(),
  amount: z.number().int(),
  status: z.enum(['REFUNDING', 'SUCCESS', 'FAIL']),
  created_at: z.string(),
  finished_at: z.string(),
});

/**
 * The merchant's campaign that discounted a payment (promotions, issue 27): its number and names, the
 * discount, what refunds gave back of it, and each funder's part (union marketing; the parts add up to
 * the discount). `scheme_name` names the card scheme or bank of the SCHEME part.
 */
export const TxnPromotion = z.object({
  promo_no: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  discount: z.number().int(),
  returned: z.number().int(),
  funders: z.array(
    z.object({
      kind: z.enum(['MERCHANT', 'PROVIDER', 'SCHEME']),
      name: z.string(),
      amount: z.number().int(),
    }),
  ),
});
export type TxnPromotionT = z.infer<typeof TxnPromotion>;

export const CollectionDetailRes = CollectionRow.extend({
  /** amount - refunded - refunding, never below 0. */
  refundable_amount: z.number().int(),
  refunding_amount: z.number().int(),
  /** 'Y' when this operator may start a refund of this transaction now. */
  can_refund: z.enum(['Y', 'N']),
  refunds: z.array(RefundBrief),
  /** The campaign discount of a spending, null when none. */
  promotion: TxnPromotion.nullable(),
});
export type CollectionDetailResT = z.infer<typeof CollectionDetailRes>;
