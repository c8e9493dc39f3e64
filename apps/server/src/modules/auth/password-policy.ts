import { verifyPassword } from '../../crypto/password-hash.ts';
import type { Db } from '../../db/types.ts';
import { passwordHistory } from './queries.ts';

/** A new password may not be any of the last 4 (the current one included). */
export const PASSWORD_HISTORY_DEPTH = 4;
/** Every 90 days the password must be changed. */
export const PASSWORD_MAX_AGE_MS = 90 * 86_400_000;

/**
 * True when `candidate` is one of the last PASSWORD_HISTORY_DEPTH passwords. The current hash is always
 * counted, whether or not whoever created the operator also wrote it to the history; duplicates (the
 * current hash is usually also the newest history row) count once.
 */
export async function isRecentPassword(
  db: Db,
  operatorId: string,
  kind: 'login' | 'pay',
  currentHash: string | null,
  candidate: string,
): Promise<boolean> {
  const history = await passwordHistory(db, operatorId, kind, PASSWORD_HISTORY_DEPTH);
  const hashes = [...new Set([...(currentHash ? [currentHash] : []), ...history])].slice(
    0,
    PASSWORD_HISTORY_DEPTH,
  );
  const hits = await Promise.all(hashes.map((h) => verifyPassword(h, candidate)));
  return hits.some(Boolean);
}

export type ChangeReason = '' | 'FIRST' | 'EXPIRED';

/**
 * Why the operator must change the password before anything else: EXPIRED when the last change is 90
 * days old, FIRST when an administrator set it (new operator, reset) and it was not changed since.
 */
export function changeReason(
  row: { must_change_password: boolean; password_changed_at: Date },
  now: Date,
): ChangeReason {
  if (now.getTime() - row.password_changed_at.getTime() >= PASSWORD_MAX_AGE_MS) return 'EXPIRED';
  return row.must_change_password ? 'FIRST' : '';
}
