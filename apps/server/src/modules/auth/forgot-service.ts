import type { Lang } from '@mp/core';
import { validateVerificationCode } from '@mp/core/validators/login';
import { validateMobile } from '@mp/core/validators/phone';
import { validateEmail } from '@mp/core/validators/text';
import type { CallContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { audit } from './audit.ts';
import { claimCode, issueCode } from './code-store.ts';
import {
  CODE_RESEND_MS,
  CODE_TTL_MS,
  codeHash,
  codeMatches,
  newTokenSecret,
  parseResetToken,
  RESET_TOKEN_TTL_MS,
} from './codes.ts';
import { admits, type LoginDoor } from './login-service.ts';
import { checkNewPasswordInput, hashUnlessRecent } from './password-service.ts';
import {
  endOperatorSessions,
  findCode,
  findOperatorById,
  findOperatorByLoginName,
  insertCode,
  markCodeUsed,
  type OperatorAuthRow,
  replaceLoginPassword,
  setCodeHash,
} from './queries.ts';

/**
 * Forgot password: a 6-digit code to the operator's registered mobile (+853/+852/+86) or e-mail, then a
 * reset token, then the new password.
 *
 * No account enumeration: sendSms / sendMessageNew answer the same success, after the same database work,
 * whether or not the login name exists and owns that mobile or e-mail. Only a real owner receives a code;
 * for anyone else a code row is still written (with no operator), so the 60-second resend rule and the
 * later check behave identically. A cashier, who may not reset (spec point 6), receives a text telling
 * them to ask their supervisor instead of a code.
 */
export const FORGOT_SCENE = 'forgot_pwd';
const RESET_SCENE = 'pwd_reset';

export type Channel = 'sms' | 'mail';
export type Destination =
  | { channel: 'sms'; areaCode: string; mobile: string }
  | { channel: 'mail'; email: string };

function targetOf(d: Destination): string {
  if (d.channel === 'sms') {
    const bad = validateMobile(d.areaCode, d.mobile);
    if (bad) throw new AppError(bad, 'mobile');
    return `${d.areaCode}${d.mobile}`;
  }
  const bad = validateEmail(d.email);
  if (bad) throw new AppError(bad, 'email');
  return d.email.trim().toLowerCase();
}

function owns(row: OperatorAuthRow | null, d: Destination): boolean {
  if (!row || row.status === 'invalid') return false;
  if (d.channel === 'sms') return row.phone_area === d.areaCode && row.phone.replace(/\s/g, '') === d.mobile;
  return row.email.trim().toLowerCase() === d.email.trim().toLowerCase();
}

const TEXTS: Record<Lang, { code: (c: string) => string; cashier: string; subject: string }> = {
  'zh-TW': {
    code: (c) => `【商戶服務平台】您正在重設登入密碼，驗證碼為 ${c}，5 分鐘內有效。請勿將驗證碼告訴任何人。`,
    cashier: '【商戶服務平台】收銀員不能自行重設密碼，請聯繫您的主管重設。',
    subject: '重設登入密碼驗證碼',
  },
  en: {
    code: (c) =>
      `[Merchant Portal] Your code to reset the sign-in password is ${c}. It is valid for 5 minutes. Never share it.`,
    cashier:
      '[Merchant Portal] Cashiers cannot reset their own password. Please ask your supervisor to reset it.',
    subject: 'Password reset verification code',
  },
};

/**
 * `door`: only operators that sign in there get a code (meradm/meradmSendSms and meradmSendSmsNew: the
 * operator sign-in page's, for a merchant's operators and cashiers); anyone else hears the same answer and
 * receives nothing, like a login name that does not exist.
 */
export async function sendResetCode(
  ctx: CallContext,
  loginName: string,
  dest: Destination,
  door?: LoginDoor,
) {
  const target = targetOf(dest);
  const found = await findOperatorByLoginName(ctx.db, loginName.trim());
  const row = found && (!door || admits(door, found)) ? found : null;
  const isOwner = owns(row, dest);
  const mayReset = isOwner && row?.kind !== 'cashier';
  const code = await issueCode(ctx.db, ctx.ports.clock.now(), {
    scene: FORGOT_SCENE,
    channel: dest.channel,
    target,
    operatorId: mayReset && row ? row.id : null,
  });
  if (isOwner && row) {
    const t = TEXTS[ctx.lang];
    const text = mayReset ? t.code(code) : t.cashier;
    if (dest.channel === 'sms')
      await ctx.ports.sms.send({ areaCode: dest.areaCode, mobile: dest.mobile }, text);
    else await ctx.ports.mail.send(row.email, t.subject, text);
    await audit(ctx, row, 'password_reset_code', mayReset, { channel: dest.channel, cashier: !mayReset });
  }
  return { expires_in: CODE_TTL_MS / 1000, resend_in: CODE_RESEND_MS / 1000 };
}

/**
 * Checks a code. Each check spends one of the code's 5 tries before comparing, in one statement, so
 * parallel guesses cannot exceed the budget. A right code buys a reset token, 10 minutes, single use.
 */
export async function checkResetCode(
  ctx: CallContext,
  loginName: string,
  dest: Destination,
  smsCode: string,
) {
  const malformed = validateVerificationCode(smsCode);
  if (malformed) throw new AppError(malformed);
  const target = targetOf(dest);
  const now = ctx.ports.clock.now();
  const row = await findOperatorByLoginName(ctx.db, loginName.trim());
  const code = await claimCode(ctx.db, now, {
    scene: FORGOT_SCENE,
    target,
    smsCode,
    owns: (c) => !!row && c.operator_id === row.id,
  });
  if (!row) throw new AppError('SMS10001'); // claimCode refused it already; this tells the type checker
  if (!(await markCodeUsed(ctx.db, code.id, now))) throw new AppError('SMS10002');

  const secret = newTokenSecret();
  const tokenId = await ctx.db.tx(async (tx) => {
    const id = await insertCode(tx, {
      scene: RESET_SCENE,
      channel: code.channel,
      target: `operator:${row.id}`,
      operatorId: row.id,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      at: now,
    });
    await setCodeHash(tx, id, codeHash(id, secret));
    return id;
  });
  return { reset_token: `${tokenId}.${secret}` };
}

/**
 * admin/setPassword: the new password for a reset token. The token is spent only when the password is
 * accepted, so a refused password can be corrected. A reset also lifts a lock and ends every session.
 */
export async function resetPassword(
  ctx: CallContext,
  body: { reset_token: string; new_password: string; confirm_password: string },
) {
  const now = ctx.ports.clock.now();
  const parsed = parseResetToken(body.reset_token);
  const token = parsed ? await findCode(ctx.db, parsed.id, RESET_SCENE) : null;
  const live =
    parsed &&
    token?.operator_id &&
    !token.used_at &&
    token.expires_at > now &&
    codeMatches(parsed.id, parsed.secret, token.code_hash);
  if (!live || !token?.operator_id) throw new AppError('LOG10014');
  checkNewPasswordInput(body.new_password, body.confirm_password);
  const row = await findOperatorById(ctx.db, token.operator_id);
  if (!row || row.status === 'invalid') throw new AppError('LOG10014');
  const newHash = await hashUnlessRecent(ctx.db, row, body.new_password);
  await ctx.db.tx(async (tx) => {
    if (!(await markCodeUsed(tx, token.id, now))) throw new AppError('LOG10014');
    await replaceLoginPassword(tx, row.id, newHash, now);
    const ended = await endOperatorSessions(tx, row.id, 'password_reset', now, null);
    await audit({ ...ctx, db: tx }, row, 'password_reset', true, {
      channel: token.channel,
      sessions_ended: ended,
      unlocked: row.status === 'locked' || row.locked_until !== null,
    });
  });
  return {};
}
