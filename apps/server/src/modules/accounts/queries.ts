import type { Db } from '../../db/types.ts';

/** Every SQL statement of accounts. */

/** Adds to a merchant's BALANCE account (MOP): its balance, and its frozen amount never below 0. */
export async function addToMerchantBalance(
  db: Db,
  merchantId: string,
  balance: number,
  frozen: number,
  at: Date,
): Promise<void> {
  await db.query(
    `update accounts set balance = balance + $2, frozen = greatest(0, frozen + $3), updated_at = $4
      where org_kind = 'merchant' and org_id = $1 and account_type = 'BALANCE' and currency = 'MOP'`,
    [merchantId, balance, frozen, at.toISOString()],
  );
}

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
