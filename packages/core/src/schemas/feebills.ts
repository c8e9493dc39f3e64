import { z } from 'zod';
import { FEE_BILL_STATUS } from '../statuses.ts';
import { countRes, intFields, keysOf, listRes, optionalChoice, PageFields } from './transactions.ts';

/**
 * Fee bills (charge_bill_query, 47): one bill per merchant and closed month, with the fees the provider
 * charged on its collections (docs/api.md, "Fee bills"). `meradm/chargeBillListPC` (merchant),
 * `serviceChargeBillListPC` (provider, its sub-merchants) and `groupChargeBillListPC` (group, its members)
 * answer the same shape; `invoice/billConfirmationPc` confirms a bill so it can be invoiced.
 */
export const FEE_BILL_STATUSES = keysOf(FEE_BILL_STATUS);

/** yyyymm. */
const month = z.string().max(6);

export const FeeBillFilterFields = {
  /** First and last month (yyyymm), at most 12 months (BIL10001), none after the last closed month. */
  start_month: month,
  end_month: month,
  mer_no: z.string().max(32).optional(),
  status: optionalChoice(FEE_BILL_STATUSES),
};

export const FeeBillFilterReq = z.object(FeeBillFilterFields).strict();
export type FeeBillFilterReqT = z.infer<typeof FeeBillFilterReq>;

export const FeeBillListReq = z.object({ ...FeeBillFilterFields, ...PageFields }).strict();
export type FeeBillListReqT = z.infer<typeof FeeBillListReq>;

export const FeeBillRow = z.object({
  /** FB + yyyymm + the merchant number. */
  bill_no: z.string(),
  period: z.string(),
  mer_no: z.string(),
  mer_name: z.string(),
  txn_count: z.number().int(),
  trade_amount: z.number().int(),
  fee_amount: z.number().int(),
  status: z.enum(FEE_BILL_STATUSES),
  /** yyyymmddHHMMss, '' while unconfirmed. */
  confirmed_at: z.string(),
  /** The invoice application holding the bill, '' when none. */
  apply_no: z.string(),
});
export type FeeBillRowT = z.infer<typeof FeeBillRow>;

export const FeeBillTotals = z.object(intFields('count', 'txn_count', 'trade_amount', 'fee_amount'));
export const FeeBillListRes = listRes(FeeBillRow, FeeBillTotals);
export type FeeBillListResT = z.infer<typeof FeeBillListRes>;
export const FeeBillCountRes = countRes(FeeBillTotals);

/** One bill's fee lines (the detail export): a bill number, or the filter of the list. */
export const FeeBillDetailFilterReq = z.object({ bill_no: z.string().min(1).max(40) }).strict();
export type FeeBillDetailFilterReqT = z.infer<typeof FeeBillDetailFilterReq>;

/** A fee line: one collection of the bill's month and the fee charged on it. */
export const FeeLineRow = z.object({
  txn_no: z.string(),
  mer_no: z.string(),
  store_name: z.string(),
  pay_type: z.string(),
  paid_at: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
});
export type FeeLineRowT = z.infer<typeof FeeLineRow>;

export const BillConfirmReq = z.object({ bill_no: z.string().min(1).max(40) }).strict();
export const BillConfirmRes = FeeBillRow;

/** Exports of spec point 7: format and privacy flag beside the filter. */
const ExportFields = {
  format: z.enum(['CSV', 'XLSX']).default('XLSX'),
};
export const FeeBillExportReq = z.object({ ...FeeBillFilterFields, ...ExportFields }).strict();
export type FeeBillExportReqT = z.infer<typeof FeeBillExportReq>;
export const FeeBillDetailExportReq = z
  .object({ bill_no: z.string().min(1).max(40), ...ExportFields })
  .strict();
export type FeeBillDetailExportReqT = z.infer<typeof FeeBillDetailExportReq>;
