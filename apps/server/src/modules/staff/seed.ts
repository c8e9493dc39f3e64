import { hashPassword } from '../../crypto/password-hash.ts';
import { DEMO_STAFF } from '../../db/seed/index.ts';
import type { Db } from '../../db/types.ts';
import { sealKey } from '../security/index.ts';
import { insertStaff, markEnrolled, replaceRecoveryCodes, savePendingFactor } from './queries.ts';
import { hashCode } from './totp.ts';

/**
 * The demo staff of the back office (db/seed/accounts.ts DEMO_STAFF): enrolled with their published keys
 * (demo only), each with ten recovery codes `demo0-0000<n>`; demo_newstaff without a second factor.
 */
export async function seedStaff(db: Db, now: Date): Promise<void> {
  const passwordHash = await hashPassword(DEMO_STAFF[0].password);
  for (const s of DEMO_STAFF) {
    const id = await insertStaff(db, {
      loginName: s.loginName,
      name: s.name,
      email: s.email,
      role: s.role,
      passwordHash,
      createdBy: null,
      at: now,
    });
    await db.query('update operators set must_change_password = false where id = $1', [id]);
    if (!s.totpSecret) continue;
    const sealed = await sealKey(db, { kind: 'staff', id }, s.totpSecret, now);
    await savePendingFactor(db, {
      operatorId: id,
      secret: sealed,
      ticketHash: `seed-${id}`,
      expiresAt: now,
      at: now,
    });
    await markEnrolled(db, id, now);
    const codes = Array.from({ length: 10 }, (_, i) => `demo0-${String(i).padStart(5, '0')}`);
    await replaceRecoveryCodes(db, id, codes.map(hashCode), now);
  }
}
