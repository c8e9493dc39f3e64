import type { Db } from '../../db/types.ts';

export interface BalanceDbRow {
  account_type: 'SETTLEMENT' | 'BALANCE';
  balance: string;
  frozen: string;
  bank_name: string;
  account_no: string;
  account_name: string;
  updated_at: Date;
}

/** A merchant's MOP accounts: the balance the provider holds and the settlement account payouts go to. */
export async function selectMerchantAccounts(db: Db, merchantId: string): Promise<BalanceDbRow[]> {
  const r = await db.query<BalanceDbRow>(
    `select account_type, balance::text, frozen::text, bank_name, account_no, account_name, updated_at
       from accounts
      where org_kind = 'merchant' and org_id = $1 and currency = 'MOP'`,
    [merchantId],
  );
  return r.rows;
}
