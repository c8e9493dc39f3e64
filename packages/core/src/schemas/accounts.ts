import { z } from 'zod';

/**
 * Accounts (spec point 2, codes 31-33): what the provider holds for a merchant. Balance query (31) is
 * `account/queryAccBalance` under the account prefix (docs/api.md, "Accounts").
 */
export const AccBalanceReq = z.object({}).strict();

/** The merchant's settlement account, where payouts go; the number masked as everywhere (maskCard). */
export const SettleAccount = z.object({
  bank_name: z.string(),
  account_name: z.string(),
  account_no: z.string(),
});

/**
 * The MOP balance account: total = available + frozen, in cents. Frozen is what refunds at the network
 * (and later withdrawals) hold back until they end.
 */
export const AccBalanceRes = z.object({
  currency: z.literal('MOP'),
  total: z.number().int(),
  available: z.number().int(),
  frozen: z.number().int(),
  /** yyyymmddHHMMss, Macau: when the balance last moved. */
  updated_at: z.string(),
  settle_account: SettleAccount.nullable(),
});
export type AccBalanceResT = z.infer<typeof AccBalanceRes>;
