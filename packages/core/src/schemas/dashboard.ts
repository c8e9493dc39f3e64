import { z } from 'zod';
import { SETTLEMENT_STATUSES } from './settlement.ts';
import { MerchantFilterFields, PAY_TYPES } from './transactions.ts';

/**
 * Home dashboards (spec point 1): `pc/queryHomeStatistics` (merchant area: the merchant, or the operator's
 * stores), `meradm/queryAgtStatisticsInfo` (service provider: its sub-merchants) and
 * `meradm/queryGroupStatisticsInfo` (group: its members). Successful business only; amounts in cents.
 */
export const HomeStatisticsReq = z.object({ ...MerchantFilterFields }).strict();

export const DayTotals = z.object({
  /** Successful spending. */
  count: z.number().int(),
  amount: z.number().int(),
  discount_amount: z.number().int(),
  fee: z.number().int(),
  /** amount - discount_amount - fee - refund_amount: what the day's settlement pays. */
  net_amount: z.number().int(),
  /** Successful refunds made that day. */
  refund_count: z.number().int(),
  refund_amount: z.number().int(),
});
export type DayTotalsT = z.infer<typeof DayTotals>;

export const PayTypeLine = z.object({
  pay_type: z.enum(PAY_TYPES),
  count: z.number().int(),
  amount: z.number().int(),
});

export const ChartDay = z.object({
  date: z.string(),
  count: z.number().int(),
  amount: z.number().int(),
  /** Every payment type, in PAY_TYPES order, zeros included. */
  pay_types: z.array(PayTypeLine),
});

export const LatestSettlement = z.object({
  /** '' when nothing was settled yet (or the operator may not see settlements: code 44). */
  settle_date: z.string(),
  /** Merchants settled that day within the scope. */
  count: z.number().int(),
  net_amount: z.number().int(),
  status: z.union([z.literal(''), z.enum(SETTLEMENT_STATUSES)]),
});

export const TopMerchant = z.object({
  mer_no: z.string(),
  mer_name: z.string(),
  count: z.number().int(),
  amount: z.number().int(),
});

export const HomeStatisticsRes = z.object({
  /** merchant: the whole merchant; stores: the operator's stores; service / group: their members. */
  scope: z.enum(['merchant', 'stores', 'service', 'group']),
  merchant_count: z.number().int(),
  store_count: z.number().int(),
  today: z.string(),
  yesterday: z.string(),
  yesterday_totals: DayTotals,
  today_totals: DayTotals,
  latest_settlement: LatestSettlement,
  /** The seven days ending yesterday, oldest first. */
  seven_days: z.array(ChartDay),
  // Providers and groups (issue 13): their merchants at a glance.
  /** The scope's merchants by status. */
  merchant_status: z.object({ normal: z.number().int(), frozen: z.number().int(), closed: z.number().int() }),
  /** Merchants with successful spending in the seven days. */
  active_merchant_count: z.number().int(),
  /** Service and group areas: the five merchants with the most spending in the seven days (empty otherwise). */
  top_merchants: z.array(TopMerchant),
});
export type HomeStatisticsResT = z.infer<typeof HomeStatisticsRes>;
