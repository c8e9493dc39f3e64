import type { Db } from '../../db/types.ts';

/**
 * What the provider holds for a merchant (its BALANCE account, as the demo seed sets it up): today's
 * takings and settlements not yet paid out, less refunds; refunds at the network are frozen. Every money
 * event of the money views moves it here, in the same database transaction as the event.
 */
export async function moveMerchantBalance(
  db: Db,
  merchantId: string,
  delta: { balance?: number; frozen?: number },
  at: Date,
): Promise<void> {
  const balance = delta.balance ?? 0;
  const frozen = delta.frozen ?? 0;
  if (balance === 0 && frozen === 0) return;
  await db.query(
    `update accounts set balance = balance + $2, frozen = greatest(0, frozen + $3), updated_at = $4
      where org_kind = 'merchant' and org_id = $1 and account_type = 'BALANCE' and currency = 'MOP'`,
    [merchantId, balance, frozen, at.toISOString()],
  );
}
