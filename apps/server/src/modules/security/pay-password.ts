import { PAY_PASSWORD_PATTERN } from '@mp/core/schemas/security';
import { macauTime14 } from '@mp/core/time';
import { hashPassword, verifyPassword } from '../../crypto/password-hash.ts';
import type { CallContext, Operator } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { isRecentPassword } from '../auth/index.ts';
import { mailAdmins } from '../notices/index.ts';
import { auditedStep } from './audited.ts';
import { verifyOperatorCode } from './op-codes.ts';
import { clearPayFailures, countPayFailure, operatorSecrets, setPayPassword } from './queries.ts';
import { CHANGES, changeMail } from './texts.ts';

/** After this many wrong payment passwords only the SMS reset (1321) sets a new one. */
export const PAY_MAX_TRIES = 5;

/**
 * Checks the payment password of the signed-in operator: LOG10012 when none is set, LOG10011 when wrong,
 * SEC10005 once PAY_MAX_TRIES wrong ones have been entered (counted in the database, across sessions).
 */
export async function verifyPayPassword(ctx: CallContext, op: Operator, password: string): Promise<void> {
  const row = await operatorSecrets(ctx.db, op.id);
  if (!row?.pay_password_hash) throw new AppError('LOG10012');
  if (row.pay_failed_tries >= PAY_MAX_TRIES) throw new AppError('SEC10005');
  if (await verifyPassword(row.pay_password_hash, password)) {
    await clearPayFailures(ctx.db, op.id);
    return;
  }
  const tries = await countPayFailure(ctx.db, op.id);
  throw new AppError(tries >= PAY_MAX_TRIES ? 'SEC10005' : 'LOG10011');
}

/** Format (SEC10001) and confirmation (VAL10020) of a new payment password. */
function checkNew(next: string, confirm: string): void {
  if (!PAY_PASSWORD_PATTERN.test(next)) throw new AppError('SEC10001', 'new_pay_password');
  if (confirm !== next) throw new AppError('VAL10020', 'confirm_pay_password');
}

/** The last-4 rule (LOG10006), checked before a code or the old password is spent. */
async function refuseRecent(ctx: CallContext, op: Operator, currentHash: string | null, next: string) {
  if (await isRecentPassword(ctx.db, op.id, 'pay', currentHash, next)) throw new AppError('LOG10006');
}

async function store(
  ctx: CallContext,
  op: Operator,
  currentHash: string | null,
  next: string,
  action: 'pay_password_set' | 'pay_password_reset',
) {
  const hash = await hashPassword(next);
  const at = ctx.ports.clock.now();
  const change = action === 'pay_password_set' ? CHANGES.payPasswordSet : CHANGES.payPasswordReset;
  const mail = await ctx.db.tx(async (tx) => {
    await setPayPassword(tx, op.id, hash, at);
    await recordAudit(ctx, { action, target: op.loginName, detail: { first: currentHash === null } }, tx);
    return mailAdmins(
      ctx,
      tx,
      { kind: op.orgKind, id: op.orgId },
      'SECURITY',
      changeMail(change, { loginName: op.loginName, ip: ctx.ip }, macauTime14(at)),
    );
  });
  await mail.send();
  return {};
}

/**
 * meradm/updatePayPassword (1322): the first payment password needs the live session only (it is set
 * right after a sign-in); changing one needs the current one.
 */
export async function updatePayPassword(
  ctx: CallContext,
  body: { old_pay_password?: string; new_pay_password: string; confirm_pay_password: string },
) {
  const op = ctx.operator;
  if (!op) throw new AppError('SCM60401');
  checkNew(body.new_pay_password, body.confirm_pay_password);
  const row = await operatorSecrets(ctx.db, op.id);
  const current = row?.pay_password_hash ?? null;
  if (current) {
    if (!body.old_pay_password) throw new AppError('VAL10036', 'old_pay_password');
    if (body.old_pay_password === body.new_pay_password) throw new AppError('VAL10019');
    const old = body.old_pay_password;
    await auditedStep(ctx, 'pay_password_set', op.loginName, () => verifyPayPassword(ctx, op, old));
  }
  await refuseRecent(ctx, op, current, body.new_pay_password);
  return store(ctx, op, current, body.new_pay_password, 'pay_password_set');
}

/** meradm/resetPayPasswordAction (1321): an SMS code from resetPayPsdSendSmsAction instead of the old one. */
export async function resetPayPassword(
  ctx: CallContext,
  body: { sms_code: string; new_pay_password: string; confirm_pay_password: string },
) {
  const op = ctx.operator;
  if (!op) throw new AppError('SCM60401');
  checkNew(body.new_pay_password, body.confirm_pay_password);
  const row = await operatorSecrets(ctx.db, op.id);
  const current = row?.pay_password_hash ?? null;
  await refuseRecent(ctx, op, current, body.new_pay_password);
  await auditedStep(ctx, 'pay_password_reset', op.loginName, () =>
    verifyOperatorCode(ctx, op, 'pay_reset', body.sms_code),
  );
  return store(ctx, op, current, body.new_pay_password, 'pay_password_reset');
}
