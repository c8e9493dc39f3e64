import { maskCard } from '@mp/core';
import type { AccBalanceResT } from '@mp/core/schemas/accounts';
import { macauTime14 } from '@mp/core/time';
import { type CallContext, signedIn } from '../../http/endpoint.ts';
import { selectMerchantAccounts } from './queries.ts';

/**
 * The merchant's balance (31): total and frozen are the accounts row the money events move (balance.ts);
 * available is what is not held back. The settlement account's number is always masked here: the full
 * number is merchant information (11), shown there with its privacy switch.
 */
export async function accountBalance(ctx: CallContext): Promise<AccBalanceResT> {
  const op = signedIn(ctx);
  const rows = await selectMerchantAccounts(ctx.db, op.orgId);
  const bal = rows.find((r) => r.account_type === 'BALANCE');
  const settle = rows.find((r) => r.account_type === 'SETTLEMENT');
  const total = Number(bal?.balance ?? 0);
  const frozen = Number(bal?.frozen ?? 0);
  return {
    currency: 'MOP',
    total,
    frozen,
    available: total - frozen,
    updated_at: macauTime14(bal?.updated_at),
    settle_account: settle
      ? {
          bank_name: settle.bank_name,
          account_name: settle.account_name,
          account_no: maskCard(settle.account_no),
        }
      : null,
  };
}
