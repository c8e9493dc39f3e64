import { z } from 'zod';
import {
  PROMOTION_KIND,
  PROMOTION_MEMBER_STATUS,
  PROMOTION_REVOKE_STATUS,
  PROMOTION_STATUS,
  PROMOTION_UNION_STATUS,
} from '../statuses.ts';
import { listRequests, MerchantOfRow } from './lists.ts';
import { keysOf, MerchantFilterFields, optionalChoice, pageRes } from './transactions.ts';

/**
 * Promotions (issue 27, spec points 3-5): a merchant's discount and reduction campaigns, reviewed by the
 * provider (review kinds `promotion` and `promotion-revoke`), applied to the payments booked at its stores.
 * Amounts in requests are MOP as typed (spec point 5's amount input); in answers integer cents. Times are
 * yyyymmddHHMMss (a yyyymmdd start is the day's first second, a yyyymmdd end its last), Asia/Macau.
 */
export const PROMOTION_STATUSES = keysOf(PROMOTION_STATUS);
export const PROMOTION_REVOKE_STATUSES = keysOf(PROMOTION_REVOKE_STATUS);
export const PROMOTION_KINDS = keysOf(PROMOTION_KIND);
/**
 * Why a campaign closed: its end passed, its budget was spent, a revoke was approved, or (a union
 * member's campaign) the merchant left the union.
 */
export const PROMOTION_CLOSE_REASONS = ['', 'END', 'BUDGET', 'REVOKED', 'LEFT'] as const;
export const PROMOTION_UNION_STATUSES = keysOf(PROMOTION_UNION_STATUS);
export const PROMOTION_MEMBER_STATUSES = keysOf(PROMOTION_MEMBER_STATUS);

const text = (max: number) => z.string().max(max).default('');

export const PromotionFilterFields = {
  ...MerchantFilterFields,
  status: optionalChoice(PROMOTION_STATUSES),
  revoke_status: optionalChoice(PROMOTION_REVOKE_STATUSES),
  kind: optionalChoice(PROMOTION_KINDS),
  /** Campaigns whose period meets this one (yyyymmdd, either may be empty). */
  start_date: z
    .string()
    .regex(/^\d{8}$/)
    .optional(),
  end_date: z
    .string()
    .regex(/^\d{8}$/)
    .optional(),
  store_no: z.string().max(32).optional(),
  promo_no: z.string().max(32).optional(),
};
export const { query: PromotionQueryReq, filter: PromotionFilterReq } = listRequests(PromotionFilterFields);
export type PromotionQueryReqT = z.infer<typeof PromotionQueryReq>;

const cents = z.number().int();
const centsOrNull = z.number().int().nullable();

export const PromotionRow = z.object({
  promo_no: z.string(),
  ...MerchantOfRow,
  kind: z.enum(PROMOTION_KINDS),
  name_zh: z.string(),
  name_en: z.string(),
  /** DISCOUNT: whole percent paid (85 = 15 % off). */
  discount_rate: z.number().int().nullable(),
  threshold: centsOrNull,
  reduction: centsOrNull,
  cap_flag: z.enum(['Y', 'N']),
  per_txn_cap: centsOrNull,
  amount_cap: centsOrNull,
  count_cap: z.number().int().nullable(),
  /** Redemptions a payer may have over the campaign; redemptions and discount a business day (null: none). */
  per_payer_cap: z.number().int().nullable(),
  daily_count_cap: z.number().int().nullable(),
  daily_amount_cap: centsOrNull,
  /** Union marketing: whole percents of every discount each funder pays (they add up to 100). */
  fund_merchant: z.number().int(),
  fund_provider: z.number().int(),
  fund_scheme: z.number().int(),
  /** The card scheme or bank paying fund_scheme ('' when none). */
  scheme_name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  store_names: z.string(),
  status: z.enum(PROMOTION_STATUSES),
  revoke_status: z.enum(PROMOTION_REVOKE_STATUSES),
  used_amount: cents,
  used_count: z.number().int(),
  version: z.number().int(),
  close_reason: z.enum(PROMOTION_CLOSE_REASONS),
  created_at: z.string(),
  /** The union campaign this is a member's campaign of ('' for the merchant's own campaign). */
  union_no: z.string(),
});
export type PromotionRowT = z.infer<typeof PromotionRow>;

export const PromotionPageRes = pageRes(PromotionRow).extend({ total_count: z.number().int() });

export const PromotionNoReq = z.object({ promo_no: z.string().min(1).max(32) }).strict();

export const PromotionDetailRes = PromotionRow.extend({
  stores: z.array(z.object({ store_no: z.string(), store_name: z.string() })),
  contact_name: z.string(),
  contact_area: z.string(),
  /** Masked (first 3, last 4) as every phone on display. */
  contact_phone: z.string(),
  remark: z.string(),
  decision_reason: z.string(),
  revoke_reason: z.string(),
  revoke_decision_reason: z.string(),
  /** Budget alert levels reached (50, 80, 100), with when. */
  alerts: z.array(z.object({ level: z.number().int(), at: z.string() })),
  /** The campaign's versions: 1 is the created one, each amendment adds one. */
  versions: z.array(
    z.object({ version: z.number().int(), at: z.string(), actor: z.string(), changes: z.string() }),
  ),
  /** The settlement contact task (spec point 9: within 5 working days of the approval). */
  contact_due: z.string(),
  contact_done_at: z.string(),
});
export type PromotionDetailResT = z.infer<typeof PromotionDetailRes>;

/** A new campaign (WAIT_AUDIT), idempotent by the form's client_key. */
export const PromotionCreateReq = z
  .object({
    kind: z.enum(PROMOTION_KINDS),
    name_zh: text(60),
    name_en: text(60),
    /** As typed: whole percent paid, 1-99 (VAL10028 otherwise, "12.5" and full-width digits too). */
    discount_rate: text(10),
    threshold: text(20),
    reduction: text(20),
    cap_flag: z.string().max(1),
    per_txn_cap: text(20),
    amount_cap: text(20),
    count_cap: text(12),
    /** Caps a payer (redemptions) and a business day (redemptions, MOP of discount); '' is none. */
    per_payer_cap: text(12),
    daily_count_cap: text(12),
    daily_amount_cap: text(20),
    /** Funders: whole percents of the discount the provider and a card scheme or bank pay ('' is 0). */
    fund_provider: text(10),
    fund_scheme: text(10),
    scheme_name: text(60),
    start_time: z.string().max(14),
    end_time: z.string().max(14),
    store_nos: z.array(z.string().max(32)).max(200),
    contact_name: text(60),
    /** '+853', '+852', '+86' or '' (then any of the three will do). */
    contact_area: text(4),
    contact_phone: text(20),
    remark: text(400),
    client_key: z.string().max(64),
  })
  .strict();
export type PromotionCreateReqT = z.infer<typeof PromotionCreateReq>;

/**
 * An amendment of a campaign not yet closed: raise a cap, end earlier, change the contact; `version` is
 * the version the form was read at (PRM10002 when another change came first).
 */
export const PromotionAmendReq = z
  .object({
    promo_no: z.string().min(1).max(32),
    version: z.number().int().min(1),
    per_txn_cap: z.string().max(20).optional(),
    amount_cap: z.string().max(20).optional(),
    count_cap: z.string().max(12).optional(),
    end_time: z.string().max(14).optional(),
    contact_name: z.string().max(60).optional(),
    contact_area: z.string().max(4).optional(),
    contact_phone: z.string().max(20).optional(),
  })
  .strict();
export type PromotionAmendReqT = z.infer<typeof PromotionAmendReq>;

export const PromotionCancelReq = z
  .object({ promo_no: z.string().min(1).max(32), version: z.number().int().min(1) })
  .strict();

export const PromotionRevokeReq = z
  .object({ promo_no: z.string().min(1).max(32), reason: z.string().max(200) })
  .strict();

/** The contact task is done (the merchant spoke with the provider about the settlement). */
export const PromotionContactDoneReq = PromotionNoReq;

/** The campaign report (issue 27 point 5). */
export const PromotionReportRes = z.object({
  promo_no: z.string(),
  /** Per day of the campaign so far: discount given, redemptions, sales (bills) of the campaign's stores. */
  days: z.array(
    z.object({
      date: z.string(),
      discount: cents,
      redemptions: z.number().int(),
      sales: cents,
      /** Cumulative discount. */
      burned: cents,
    }),
  ),
  redemptions: z.number().int(),
  discount: cents,
  average_ticket: cents,
  /** Sales of the campaign's stores during the campaign so far, and in as many days just before it. */
  sales_during: cents,
  sales_before: cents,
  average_ticket_before: cents,
  /** yyyymmdd the amount budget runs out at the average daily burn so far; '' when no cap or no burn. */
  forecast_exhausted: z.string(),
  /** Redemptions of a reduction paid at or just above its threshold (nearThreshold). */
  near_threshold: z.number().int(),
  /** The discount given so far (less what refunds gave back at the time of the redemption), by funder. */
  funded: z.object({ merchant: cents, provider: cents, scheme: cents }),
});
export type PromotionReportResT = z.infer<typeof PromotionReportRes>;

/** A transaction's campaign discount, for its detail: which campaign, how much, who funds it. */
export { TxnPromotion as PromotionOfTxn } from './transactions.ts';

/**
 * Union marketing (issue 27 point 4): a service provider's shared campaign. Created with the campaign
 * form's terms (no stores: each merchant names its own when it joins), reviewed in the back office, then
 * open to every merchant of the provider.
 */
export const PromotionUnionCreateReq = PromotionCreateReq.omit({ store_nos: true, client_key: true });
export type PromotionUnionCreateReqT = z.infer<typeof PromotionUnionCreateReq>;

export const { query: PromotionUnionListReq } = listRequests({});
export type PromotionUnionListReqT = z.infer<typeof PromotionUnionListReq>;

export const PromotionUnionRow = z.object({
  union_no: z.string(),
  agt_name: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  name_zh: z.string(),
  name_en: z.string(),
  discount_rate: z.number().int().nullable(),
  threshold: centsOrNull,
  reduction: centsOrNull,
  per_txn_cap: centsOrNull,
  amount_cap: centsOrNull,
  count_cap: z.number().int().nullable(),
  fund_merchant: z.number().int(),
  fund_provider: z.number().int(),
  fund_scheme: z.number().int(),
  scheme_name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  status: z.enum(PROMOTION_UNION_STATUSES),
  decision_reason: z.string(),
  created_at: z.string(),
  /** Merchants that joined and have not left. */
  joined_count: z.number().int(),
  /** The caller's merchant's place in it (the service area: NONE). */
  member_status: z.enum(PROMOTION_MEMBER_STATUSES),
  /** The caller's merchant's campaign in it ('' when it never joined). */
  promo_no: z.string(),
});
export type PromotionUnionRowT = z.infer<typeof PromotionUnionRow>;

export const PromotionUnionPageRes = pageRes(PromotionUnionRow).extend({ total_count: z.number().int() });

export const PromotionUnionNoReq = z.object({ union_no: z.string().min(1).max(32) }).strict();

/** Joining: the stores of the merchant's where the union's terms apply. */
export const PromotionUnionJoinReq = z
  .object({ union_no: z.string().min(1).max(32), store_nos: z.array(z.string().max(32)).max(200) })
  .strict();
export type PromotionUnionJoinReqT = z.infer<typeof PromotionUnionJoinReq>;
