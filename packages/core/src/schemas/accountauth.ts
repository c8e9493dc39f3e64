import { z } from 'zod';
import { ACCOUNT_AUTH_SCOPE, ACCOUNT_AUTH_STATUS } from '../statuses.ts';
import { keysOf, optionalChoice, PageFields } from './transactions.ts';

/**
 * Account authorisation (meradm/accountAuthList, accountAuthUntie): the parties a merchant allowed to debit
 * or read its balance account, and untying one.
 */
export const ACCOUNT_AUTH_STATUSES = keysOf(ACCOUNT_AUTH_STATUS);
export const ACCOUNT_AUTH_SCOPES = keysOf(ACCOUNT_AUTH_SCOPE);

export const AccountAuthListReq = z
  .object({ status: optionalChoice(ACCOUNT_AUTH_STATUSES), ...PageFields })
  .strict();

export const AccountAuthRow = z.object({
  auth_no: z.string(),
  party_name: z.string(),
  party_kind: z.enum(['PLATFORM', 'SOFTWARE', 'BANK']),
  scope: z.enum(ACCOUNT_AUTH_SCOPES),
  daily_limit: z.number().int(),
  status: z.enum(ACCOUNT_AUTH_STATUSES),
  authorised_at: z.string(),
  untied_at: z.string(),
});
export type AccountAuthRowT = z.infer<typeof AccountAuthRow>;

export const AccountAuthListRes = z.object({
  page_no: z.number().int(),
  page_size: z.number().int(),
  total_count: z.number().int(),
  rows: z.array(AccountAuthRow),
});

export const AccountAuthUntieReq = z.object({ auth_no: z.string().min(1).max(40) }).strict();
export const AccountAuthUntieRes = AccountAuthRow;
