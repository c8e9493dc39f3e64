import type { Db } from '../../db/types.ts';
import { addToMerchantBalance } from './queries.ts';

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
  await addToMerchantBalance(db, merchantId, balance, frozen, at);
}
