import { z } from 'zod';
import { type LabelSet, SETTLEMENT_STATUS } from '../statuses.ts';
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
  SortedPageFields,
} from './transactions.ts';

/**
 * Settlement list (44), unsettled statistics, and the service area's reconciliation (48) and settle
 * orders (49). A settlement is one merchant's business day, net of fees, discounts and refunds.
 */
export const SETTLEMENT_STATUSES = keysOf(SETTLEMENT_STATUS);

/** A reconciliation line (merchant, day, payment type) is reconciled once its day is settled. */
export const RLT_STATUS = {
  RECONCILED: { zh: '已對賬', en: 'Reconciled' },
  PENDING: { zh: '待對賬', en: 'Pending' },
} as const satisfies LabelSet;
export const RLT_STATUSES = keysOf(RLT_STATUS);

export const SettleFilterFields = {
  ...DateRangeFields,
  ...MerchantFilterFields,
  status: optionalChoice(SETTLEMENT_STATUSES),
};

export const SettleQueryReq = z
  .object({
    ...SettleFilterFields,
    ...SortedPageFields,
    ...MaskField,
  })
  .strict();
export type SettleQueryReqT = z.infer<typeof SettleQueryReq>;
export const SettleFilterReq = z.object(SettleFilterFields).strict();
export type SettleFilterReqT = z.infer<typeof SettleFilterReq>;

/** A settlement's sums (txn_count a count, the rest integer cents): on each row and, added up, in the totals. */
const SettleSums = intFields(
  'txn_count',
  'gross_amount',
  'discount_amount',
  'fee_amount',
  'refund_amount',
  'net_amount',
);

export const SettleRow = z.object({
  settle_no: z.string(),
  mer_no: z.string(),
  mer_name: z.string(),
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

export const RltRow = z.object({
  mer_no: z.string(),
  mer_name: z.string(),
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

export const RltTotals = z.object({ ...intFields('count'), ...RltSums });
export const RltQueryRes = listRes(RltRow, RltTotals);

export const RltDetailReq = z
  .object({ mer_no: z.string().min(1).max(32), rlt_date: z.string().max(8), pay_type: z.enum(PAY_TYPES) })
  .strict();
export const RltStoreLine = z.object({
  store_no: z.string(),
  store_name: z.string(),
  ...RltSums,
});
export const RltDetailRes = RltRow.extend({ stores: z.array(RltStoreLine) });
