import { z } from 'zod';
import { type LabelSet, SETTLEMENT_STATUS } from '../statuses.ts';
import { listRequests, MerchantOfRow } from './lists.ts';
import { MaskField } from './payments.ts';
import {
  DateRangeFields,
  intFields,
  keysOf,
  listRes,
  MerchantFilterFields,
  optionalChoice,
  PAY_TYPES,
  PageFields,
} from './transactions.ts';

/**
 * Settlement list (44), unsettled statistics, and the service area's reconciliation (48) and settle
 * orders (49). A settlement is one merchant's business day, net of fees, discounts and refunds.
 */
export const SETTLEMENT_STATUSES = keysOf(SETTLEMENT_STATUS);

/**
 * A reconciliation line (merchant, day, payment type) against the channel's settlement file: PENDING until
 * the file is read, RECONCILED when every line matched or every difference was resolved with a reason,
 * DIFFERENCES while one is open.
 */
export const RLT_STATUS = {
  RECONCILED: { zh: '已對賬', en: 'Reconciled' },
  DIFFERENCES: { zh: '有差異', en: 'Differences' },
  PENDING: { zh: '待對賬', en: 'Pending' },
} as const satisfies LabelSet;
export const RLT_STATUSES = keysOf(RLT_STATUS);

/** The kinds of a reconciliation difference: the three of matching and the file's own problems. */
export const RECON_KIND = {
  MISSING_OURS: { zh: '我方缺失', en: 'Missing on our side' },
  MISSING_THEIRS: { zh: '通道缺失', en: "Missing on the channel's side" },
  AMOUNT_DIFF: { zh: '金額不符', en: 'Amount difference' },
  MALFORMED_LINE: { zh: '格式錯誤行', en: 'Malformed line' },
  DUPLICATE_LINE: { zh: '重複行', en: 'Line listed twice' },
  FILE_HEADER: { zh: '文件頭錯誤', en: 'Wrong file header' },
  FILE_TRAILER: { zh: '文件尾錯誤', en: 'Wrong file trailer' },
} as const satisfies LabelSet;
export const RECON_KINDS = keysOf(RECON_KIND);

export const RECON_DIFF_STATUS = {
  UNRESOLVED: { zh: '待處理', en: 'Unresolved' },
  RESOLVED: { zh: '已處理', en: 'Resolved' },
} as const satisfies LabelSet;
export const RECON_DIFF_STATUSES = keysOf(RECON_DIFF_STATUS);

/** How the provider's staff resolve a difference (always with a reason). */
export const RECON_RESOLUTION = {
  ACCEPT_CHANNEL: { zh: '以通道為準', en: "The channel's record is right" },
  ACCEPT_OURS: { zh: '以我方為準', en: 'Our record is right' },
  WRITE_OFF: { zh: '核銷', en: 'Written off' },
} as const satisfies LabelSet;
export const RECON_RESOLUTIONS = keysOf(RECON_RESOLUTION);

export const SettleFilterFields = {
  ...DateRangeFields,
  ...MerchantFilterFields,
  status: optionalChoice(SETTLEMENT_STATUSES),
};

export const { query: SettleQueryReq, filter: SettleFilterReq } = listRequests(SettleFilterFields, MaskField);
export type SettleQueryReqT = z.infer<typeof SettleQueryReq>;
export type SettleFilterReqT = z.infer<typeof SettleFilterReq>;

/** A settlement's sums (txn_count a count, the rest integer cents): on each row and, added up, in the totals. */
const SettleSums = intFields(
  'txn_count',
  'gross_amount',
  'discount_amount',
  'fee_amount',
  'refund_amount',
  /** The campaign funders' parts of the day's discounts (provider, scheme) owed to the merchant, less refunds' give-backs. */
  'fund_provider',
  'fund_scheme',
  'net_amount',
);

export const SettleRow = z.object({
  settle_no: z.string(),
  ...MerchantOfRow,
  settle_date: z.string(),
  status: z.enum(SETTLEMENT_STATUSES),
  ...SettleSums,
  /** Masked (first 6, last 4) when mask is 'Y'. */
  account_no: z.string(),
  account_name: z.string(),
  bank_name: z.string(),
  settled_at: z.string(),
});
export type SettleRowT = z.infer<typeof SettleRow>;

export const SettleTotals = z.object({ ...intFields('count'), ...SettleSums });
export type SettleTotalsT = z.infer<typeof SettleTotals>;

export const SettleListRes = listRes(SettleRow, SettleTotals);
export const SettleSumRes = z.object({ totals: SettleTotals });

export const UnsettledReq = z.object({ ...MerchantFilterFields }).strict();
/** Successful business not yet in a settlement (every day after the last settled one, today included). */
export const UnsettledRes = z.object({
  txn_count: z.number().int(),
  amount: z.number().int(),
  discount_amount: z.number().int(),
  fee: z.number().int(),
  refund_amount: z.number().int(),
  net_amount: z.number().int(),
  /** First and last business day counted, yyyymmdd ('' when nothing is unsettled). */
  from_date: z.string(),
  to_date: z.string(),
});

export const RltQueryReq = z
  .object({
    ...DateRangeFields,
    ...MerchantFilterFields,
    pay_type: optionalChoice(PAY_TYPES),
    status: optionalChoice(RLT_STATUSES),
    ...PageFields,
  })
  .strict();
export type RltQueryReqT = z.infer<typeof RltQueryReq>;

/**
 * What matching the channel's file found (counts, and net amounts in cents: payments add, refunds take
 * off; diff_amount is the channel's amount minus ours), the file problems and the differences still open.
 */
export const RLT_MATCH_FIELDS = [
  'matched_count',
  'matched_amount',
  'missing_ours_count',
  'missing_ours_amount',
  'missing_theirs_count',
  'missing_theirs_amount',
  'diff_count',
  'diff_amount',
  'problem_count',
  'open_count',
] as const;
const RltMatchSums = intFields(...RLT_MATCH_FIELDS);

export const RltRow = z.object({
  ...MerchantOfRow,
  rlt_date: z.string(),
  pay_type: z.enum(PAY_TYPES),
  ...intFields(
    'txn_count',
    'txn_amount',
    'discount_amount',
    'fee_amount',
    'refund_count',
    'refund_amount',
    'net_amount',
  ),
  ...RltMatchSums,
  status: z.enum(RLT_STATUSES),
  settle_no: z.string(),
});
export type RltRowT = z.infer<typeof RltRow>;

/** The sums of reconciliation lines (txn_count a count, the rest integer cents) per store and in the totals. */
const RltSums = intFields(
  'txn_count',
  'txn_amount',
  'discount_amount',
  'fee_amount',
  'refund_amount',
  'net_amount',
);

export const RltTotals = z.object({ ...intFields('count'), ...RltSums, ...RltMatchSums });
export const RltQueryRes = listRes(RltRow, RltTotals);

export const RltDetailReq = z
  .object({ mer_no: z.string().min(1).max(32), rlt_date: z.string().max(8), pay_type: z.enum(PAY_TYPES) })
  .strict();
export const RltStoreLine = z.object({
  store_no: z.string(),
  store_name: z.string(),
  ...RltSums,
});
/** One difference (or file problem) of a reconciliation: the file's line, our row, what differs, how it was resolved. */
export const ReconDifference = z.object({
  id: z.string(),
  kind: z.enum(RECON_KINDS),
  status: z.enum(RECON_DIFF_STATUSES),
  ...MerchantOfRow,
  rlt_date: z.string(),
  pay_type: z.enum(PAY_TYPES),
  /** The file's line number (1 = the header); 0 for a row of ours the file does not list. */
  line_no: z.number().int(),
  /** The line as the channel wrote it ('' when the file does not list it). */
  line_text: z.string(),
  /** What is wrong with the line (file problems), '' otherwise. */
  problem: z.string(),
  order_no: z.string(),
  /** PAYMENT or REFUND ('' when unknown). */
  txn_type: z.string(),
  channel_ref: z.string(),
  /** Cents; 0 when that side has no amount. */
  their_amount: z.number().int(),
  our_amount: z.number().int(),
  /** The channel's amount minus ours. */
  diff_amount: z.number().int(),
  resolution: z.string(),
  reason: z.string(),
  resolved_by: z.string(),
  /** yyyymmddHHMMss ('' while open). */
  resolved_at: z.string(),
});
export type ReconDifferenceT = z.infer<typeof ReconDifference>;

export const RltDetailRes = RltRow.extend({
  stores: z.array(RltStoreLine),
  /** The line's differences and file problems (the first 500). */
  differences: z.array(ReconDifference),
});
