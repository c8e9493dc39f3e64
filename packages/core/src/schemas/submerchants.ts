import { z } from 'zod';
import { MERCHANT_CATEGORY, ORG_STATUS } from '../statuses.ts';
import { YN } from './operators.ts';
import { keysOf, optionalChoice, PageFields } from './transactions.ts';

/**
 * Sub-merchants (serviceChildList 21) and group members (groupChildList): `meradm/urmServerChildMercPage`
 * (its export: the export machine's source `sub_merchants`), `meradm/urmGroupInfoSearch`,
 * `meradm/urmGroupMappingPageAction`, `meradm/updateGroupOprPhoneAction` (docs/api.md "Sub-merchants and
 * group members"). A provider sees the merchants whose agent it is, a group its members, nobody else.
 */

export const ORG_STATUSES = keysOf(ORG_STATUS);
export const MERCHANT_CATEGORIES = keysOf(MERCHANT_CATEGORY);

/** The filters of the sub-merchant list (and of its export). */
export const ChildMercFilterReq = z
  .object({
    mer_no: z.string().max(32).optional(),
    mer_name: z.string().max(64).optional(),
    status: optionalChoice(ORG_STATUSES),
    category: optionalChoice(MERCHANT_CATEGORIES),
    mask: YN.default('Y'),
  })
  .strict();
export type ChildMercFilterReqT = z.infer<typeof ChildMercFilterReq>;

export const ChildMercPageReq = ChildMercFilterReq.extend(PageFields).strict();
export type ChildMercPageReqT = z.infer<typeof ChildMercPageReq>;

export const ChildMercRow = z.object({
  mer_no: z.string(),
  mer_name: z.string(),
  short_name: z.string(),
  category: z.enum(MERCHANT_CATEGORIES),
  status: z.enum(ORG_STATUSES),
  contact_name: z.string(),
  contact_phone: z.string(),
  store_count: z.number().int(),
  /** Products open now. */
  open_products: z.number().int(),
  /** Successful spending of the last 30 days up to yesterday. */
  txn_count_30d: z.number().int(),
  txn_amount_30d: z.number().int(),
  /** The member's group, '' when none (service area). */
  group_name: z.string(),
  /** yyyymmdd the merchant joined the platform (service) or the group (group area). */
  joined_date: z.string(),
});
export type ChildMercRowT = z.infer<typeof ChildMercRow>;

export const ChildMercPageRes = z.object({
  total: z.number().int(),
  page_no: z.number().int(),
  page_size: z.number().int(),
  rows: z.array(ChildMercRow),
});

/** A group's quick search of its members by number or name (at most 20 answers). */
export const GroupInfoSearchReq = z.object({ keyword: z.string().min(1).max(64) }).strict();
export const GroupInfoSearchRes = z.object({
  rows: z.array(z.object({ mer_no: z.string(), mer_name: z.string(), status: z.enum(ORG_STATUSES) })),
});

/** The group's operator phone: the mobile the group's administrator answers on. */
export const GroupOprPhoneReq = z
  .object({ phone_area: z.enum(['+853', '+852', '+86']), phone: z.string().min(1).max(20) })
  .strict();
export const GroupOprPhoneRes = z.object({ phone: z.string() });
