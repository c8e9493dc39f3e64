import { validateNewPassword } from '@mp/core/validators/password';
import { hashPassword, verifyPassword } from '../../crypto/password-hash.ts';
import type { Db } from '../../db/types.ts';
import type { CallContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { audit } from './audit.ts';
import { isRecentPassword } from './password-policy.ts';
import {
  endOperatorSessions,
  findOperatorById,
  type OperatorAuthRow,
  replaceLoginPassword,
} from './queries.ts';
import { consumeSalt } from './salts.ts';

/** The checks that need no database: format, new differs from old, confirmation matches. */
export function checkNewPasswordInput(next: string, confirm: string, old?: string): void {
  const bad = validateNewPassword({ old, next, confirm });
  if (bad) throw new AppError(bad);
}

/**
 * Refuses a password among the last four and hashes the new one. Runs before the write transaction, so
 * the argon2 work (about 11 ms a hash) never holds the database.
 */
export async function hashUnlessRecent(db: Db, row: OperatorAuthRow, newPassword: string): Promise<string> {
  if (await isRecentPassword(db, row.id, 'login', row.password_hash, newPassword))
    throw new AppError('LOG10006');
  return hashPassword(newPassword);
}

interface UpdatePsdBody {
  old_password: string;
  new_password: string;
  confirm_password: string;
  oper_salt: string;
}

/**
 * admin/updatePsd: the signed-in operator changes the login password (first login, 90 days, or by
 * choice). The operator's other sessions end; this one stays.
 */
export async function updatePassword(ctx: CallContext, body: UpdatePsdBody): Promise<Record<string, never>> {
  const op = ctx.operator;
  if (!op) throw new AppError('LOG60401');
  if (!(await consumeSalt(ctx.stores.oneTime, 'oper_salt', body.oper_salt))) throw new AppError('LOG10005');
  checkNewPasswordInput(body.new_password, body.confirm_password, body.old_password);

  const row = await findOperatorById(ctx.db, op.id);
  if (!row) throw new AppError('LOG60401');
  if (!(await verifyPassword(row.password_hash, body.old_password))) {
    await audit(ctx, row, 'password_change', false, { reason: 'old_password' });
    throw new AppError('LOG10008');
  }
  const newHash = await hashUnlessRecent(ctx.db, row, body.new_password);
  const now = ctx.ports.clock.now();
  await ctx.db.tx(async (tx) => {
    await replaceLoginPassword(tx, row.id, newHash, now);
    const ended = await endOperatorSessions(tx, row.id, 'password_change', now, ctx.session?.id ?? null);
    await audit({ ...ctx, db: tx }, row, 'password_change', true, { other_sessions_ended: ended });
  });
  return {};
}
