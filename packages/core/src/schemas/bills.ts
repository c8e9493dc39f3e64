import { z } from 'zod';
import type { LabelSet } from '../statuses.ts';
import { keysOf, PageFields } from './transactions.ts';

/**
 * Bill download (45): daily and monthly bill files of a merchant, of a service provider over its
 * sub-merchants and of a group over its members (docs/api.md, "Bills"). `query/billDownload`,
 * `query/serviceBillDownload` and `query/groupBillDownload` list them (`file_list[].file_name`);
 * `query/billDownloadExistCheck` says whether one exists; `query/billDownloadCheck` answers its one-time
 * download link.
 */
export const BILL_TYPE = {
  DAILY: { zh: '日賬單', en: 'Daily bill' },
  MONTHLY: { zh: '月賬單', en: 'Monthly bill' },
} as const satisfies LabelSet;
export const BILL_TYPES = keysOf(BILL_TYPE);
export type BillType = (typeof BILL_TYPES)[number];

/** A monthly list covers at most this many months (BIL10001); a daily list at most 31 days (VAL10016). */
export const BILL_MAX_MONTHS = 12;

const MerNoField = {
  /** Service and group areas: a member merchant's own bills instead of the organisation's. */
  mer_no: z.string().max(32).optional(),
};

/** Dates are yyyymmdd; a monthly list takes every month the range touches. */
export const BillListReq = z
  .object({
    bill_type: z.enum(BILL_TYPES).default('DAILY'),
    start_date: z.string().max(8),
    end_date: z.string().max(8),
    ...MerNoField,
    ...PageFields,
  })
  .strict();
export type BillListReqT = z.infer<typeof BillListReq>;

export const BillFile = z.object({
  /** 1-based position in the whole list (newest first). */
  index: z.number().int(),
  file_name: z.string(),
  /** yyyymmdd for a daily bill, yyyymm for a monthly one. */
  report_date: z.string(),
  bill_type: z.enum(BILL_TYPES),
  bill_type_name: z.string(),
  /** Bytes of the file in the requester's language; 0 while it has not been generated yet. */
  file_size: z.number().int(),
});
export type BillFileT = z.infer<typeof BillFile>;

export const BillListRes = z.object({
  total: z.number().int(),
  page_no: z.number().int(),
  page_size: z.number().int(),
  file_list: z.array(BillFile),
});
export type BillListResT = z.infer<typeof BillListRes>;

/** One bill: report_date yyyymmdd (DAILY) or yyyymm (MONTHLY). */
export const BillRefReq = z
  .object({ bill_type: z.enum(BILL_TYPES).default('DAILY'), report_date: z.string().max(8), ...MerNoField })
  .strict();
export type BillRefReqT = z.infer<typeof BillRefReq>;

export const BillExistRes = z.object({ exist: z.enum(['Y', 'N']), file_name: z.string() });
