import { z } from 'zod';
import { GRANT_SCOPE, GRANT_STATUS } from '../statuses.ts';
import { AccBalanceRes, FlowRow } from './accounts.ts';
import { DateRangeFields, keysOf, optionalChoice, PageFields } from './transactions.ts';

/**
 * Time-boxed read grants (issue 13 point 8): a merchant's administrator lets its service provider read
 * the account balance and / or the account in/out flows until a day of its choice (at most 90 days ahead),
 * and may revoke it; every read by the provider is logged and shown to the merchant (docs/api.md "Read grants").
 */

export const GRANT_SCOPES = keysOf(GRANT_SCOPE);
export const GRANT_STATUSES = keysOf(GRANT_STATUS);

/** The longest grant: its last day is at most this many days after today (Macau). */
export const GRANT_MAX_DAYS = 90;

export const GrantRow = z.object({
  grant_no: z.string(),
  /** The merchant (provider's view) or the provider (merchant's view). */
  mer_no: z.string(),
  mer_name: z.string(),
  agent_no: z.string(),
  agent_name: z.string(),
  scopes: z.array(z.enum(GRANT_SCOPES)),
  /** The last day of the grant (yyyymmdd, Macau): it ends at the end of that day. */
  until: z.string(),
  status: z.enum(GRANT_STATUSES),
  created_at: z.string(),
  created_by: z.string(),
  revoked_at: z.string(),
  use_count: z.number().int(),
  last_used_at: z.string(),
});
export type GrantRowT = z.infer<typeof GrantRow>;

const Page = { total: z.number().int(), page_no: z.number().int(), page_size: z.number().int() };

export const GrantListReq = z.object({ status: optionalChoice(GRANT_STATUSES), ...PageFields }).strict();
export type GrantListReqT = z.infer<typeof GrantListReq>;
export const GrantListRes = z.object({ ...Page, rows: z.array(GrantRow) });

export const GrantAddReq = z
  .object({
    scopes: z.array(z.enum(GRANT_SCOPES)).min(1).max(GRANT_SCOPES.length),
    until: z.string().max(8),
  })
  .strict();
export const GrantNoReq = z.object({ grant_no: z.string().max(32) }).strict();

export const GrantUseRow = z.object({
  grant_no: z.string(),
  at: z.string(),
  agent_name: z.string(),
  /** The provider's operator who read. */
  login_name: z.string(),
  scope: z.enum(GRANT_SCOPES),
  detail: z.string(),
});
export const GrantUseListReq = z.object({ grant_no: z.string().max(32).optional(), ...PageFields }).strict();
export const GrantUseListRes = z.object({ ...Page, rows: z.array(GrantUseRow) });

// The provider's reads under a grant.

export const GrantedBalanceReq = z.object({ mer_no: z.string().max(32) }).strict();
export const GrantedBalanceRes = z.object({
  mer_no: z.string(),
  mer_name: z.string(),
  grant_no: z.string(),
  until: z.string(),
  balance: AccBalanceRes,
});
export const GrantedFlowsReq = z
  .object({ mer_no: z.string().max(32), ...DateRangeFields, ...PageFields })
  .strict();
export const GrantedFlowsRes = z.object({
  mer_no: z.string(),
  mer_name: z.string(),
  grant_no: z.string(),
  until: z.string(),
  ...Page,
  rows: z.array(FlowRow),
});
