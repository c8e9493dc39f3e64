import { ymdOfInstant } from '@mp/core/time';
import type { Db } from '../../db/types.ts';

const SEQUENCES = { T: 'txn_no_seq', R: 'refund_no_seq', P: 'payment_no_seq' } as const;

/**
 * A new business number: T (transaction), R (refund) or P (payment), the Macau day, then 8 digits of a
 * database sequence, unique across server processes. The demo seed's numbers carry 6 digits, so the
 * two can never collide.
 */
export async function nextNumber(db: Db, kind: keyof typeof SEQUENCES, at: Date): Promise<string> {
  const r = await db.query<{ n: string }>(`select nextval('${SEQUENCES[kind]}') as n`);
  return `${kind}${ymdOfInstant(at)}${String(r.rows[0].n).padStart(8, '0')}`;
}
