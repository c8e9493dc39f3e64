import { maskCard } from '@mp/core';
import type { AccBalanceResT } from '@mp/core/schemas/accounts';
import { macauTime14 } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import type { SignedInContext } from '../../kernel/context.ts';
import { selectOrgBalances, selectSettleAccount } from './balance-queries.ts';

/** An organisation's balance from the ledger: available and frozen are its running accounts, total both. */
export async function orgBalance(
  db: Db,
  kind: string,
  id: string,
): Promise<{ total: number; available: number; frozen: number; updatedAt: Date | undefined }> {
  const rows = await selectOrgBalances(db, kind, id);
  const available = Number(rows.find((r) => r.code === 'AVAILABLE')?.balance ?? 0);
  const frozen = Number(rows.find((r) => r.code === 'FROZEN')?.balance ?? 0);
  const times = rows.map((r) => r.updated_at.getTime());
  return {
    total: available + frozen,
    available,
    frozen,
    updatedAt: times.length ? new Date(Math.max(...times)) : undefined,
  };
}

/**
 * The merchant's balance (31), from the ledger. The settlement account's number is always masked here:
 * the full number is merchant information (11), shown there with its privacy switch.
 */
export async function accountBalance(ctx: SignedInContext): Promise<AccBalanceResT> {
  return merchantBalance(ctx.db, ctx.operator.orgId);
}

/** A merchant's balance as the balance page shows it (also a provider's read under a grant, modules/grants). */
export async function merchantBalance(db: Db, merchantId: string): Promise<AccBalanceResT> {
  const [b, settle] = await Promise.all([
    orgBalance(db, 'merchant', merchantId),
    selectSettleAccount(db, merchantId),
  ]);
  return {
    currency: 'MOP',
    total: b.total,
    frozen: b.frozen,
    available: b.available,
    updated_at: macauTime14(b.updatedAt),
    settle_account: settle
      ? {
          bank_name: settle.bank_name,
          account_name: settle.account_name,
          account_no: maskCard(settle.account_no),
        }
      : null,
  };
}

/** query/accountList: the merchant's running balance accounts from the ledger (an account never moved: 0). */
export async function accountList(ctx: SignedInContext) {
  const rows = await selectOrgBalances(ctx.db, 'merchant', ctx.operator.orgId);
  return {
    rows: (['AVAILABLE', 'FROZEN'] as const).map((account) => {
      const r = rows.find((x) => x.code === account);
      return {
        account,
        currency: 'MOP' as const,
        balance: Number(r?.balance ?? 0),
        updated_at: r ? macauTime14(r.updated_at) : '',
      };
    }),
  };
}
