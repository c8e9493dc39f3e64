import { z } from 'zod';
import { APPLY_STATUS } from '../statuses.ts';
import {
  APPLY_STEPS,
  SaveBaseInfoReq,
  SaveContactsReq,
  SaveFilesReq,
  SaveProductsReq,
  SaveSettleReq,
} from './onboarding.ts';
import { keysOf, optionalChoice, PageFields } from './transactions.ts';

/**
 * A service provider's sub-merchant entry (subMerchantEnterPage, 23): the provider registers a new merchant
 * on its behalf with the onboarding wizard's steps. The same bodies as the applicant's calls, with the
 * application's number instead of the applicant's token; the provider's session says who registers.
 */

export const APPLY_STATUS_KEYS = keysOf(APPLY_STATUS);

const ApplyNo = { apply_no: z.string().max(40) };
export const EntryApplyNoReq = z.object(ApplyNo).strict();

export const EntryListReq = z
  .object({
    status: optionalChoice(APPLY_STATUS_KEYS),
    mer_name: z.string().max(64).optional(),
    ...PageFields,
  })
  .strict();
export type EntryListReqT = z.infer<typeof EntryListReq>;

export const EntryRow = z.object({
  apply_no: z.string(),
  status: z.enum(APPLY_STATUS_KEYS),
  step: z.enum(APPLY_STEPS),
  merc_category: z.string(),
  merc_name: z.string(),
  /** Set once approved: the new sub-merchant's number and its administrator's login name. */
  mer_no: z.string(),
  admin_login_name: z.string(),
  review_reason: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EntryRowT = z.infer<typeof EntryRow>;

export const EntryListRes = z.object({
  total: z.number().int(),
  page_no: z.number().int(),
  page_size: z.number().int(),
  rows: z.array(EntryRow),
});

export const EntrySaveProductsReq = SaveProductsReq.omit({ apply_token: true }).extend(ApplyNo).strict();
export const EntrySaveBaseInfoReq = SaveBaseInfoReq.omit({ apply_token: true }).extend(ApplyNo).strict();
export const EntrySaveFilesReq = SaveFilesReq.omit({ apply_token: true }).extend(ApplyNo).strict();
export const EntrySaveSettleReq = SaveSettleReq.omit({ apply_token: true }).extend(ApplyNo).strict();
export const EntrySaveContactsReq = SaveContactsReq.omit({ apply_token: true }).extend(ApplyNo).strict();
export const EntryOcrReq = z.object({ file_id: z.string().max(40) }).strict();
