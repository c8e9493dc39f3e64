import { formatPermissionList, maskEmail, maskPhone } from '@mp/core';
import type { OrgKind } from '@mp/core/contract';
import type { LoginResT } from '@mp/core/schemas/auth';
import { macauTime14, todayYmd } from '@mp/core/time';
import { validateLogin } from '@mp/core/validators/login';
import { verifyPasswordOrDummy } from '../../crypto/password-hash.ts';
import { cashierFunctionsOf } from '../../http/operator-record.ts';
import { trainingDue } from '../../http/training-due.ts';
import type { CallContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { verifyCaptcha } from '../captcha/index.ts';
import { audit } from './audit.ts';
import { changeReason } from './password-policy.ts';
import {
  findOperatorByLoginName,
  findOrg,
  findOrgAdminContact,
  type OperatorAuthRow,
  recordFailedLogin,
  recordSuccessfulLogin,
  roleCodes,
  unlockIfExpired,
} from './queries.ts';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MS = 30 * 60_000;

/** The four login endpoints share this service; each admits one kind of operator (docs/decisions.md). */
export type LoginDoor = 'merchant-admin' | 'merchant-operator' | 'service' | 'group' | 'provider';

const ADMITS: Record<LoginDoor, (o: { org_kind: OrgKind; kind: OperatorAuthRow['kind'] }) => boolean> = {
  'merchant-admin': (o) => o.org_kind === 'merchant' && o.kind === 'admin',
  'merchant-operator': (o) => o.org_kind === 'merchant' && (o.kind === 'operator' || o.kind === 'cashier'),
  service: (o) => o.org_kind === 'service',
  group: (o) => o.org_kind === 'group',
  // The back office's door (modules/staff): the password step only; the second factor follows there.
  provider: (o) => o.org_kind === 'provider',
};

/** Whether a door admits the operator (the login endpoints; the operators' forgotten password too). */
export const admits = (door: LoginDoor, o: { org_kind: OrgKind; kind: OperatorAuthRow['kind'] }) =>
  ADMITS[door](o);

interface LoginBody {
  login_name: string;
  password: string;
  login_salt?: string;
  captcha_key?: string;
  captcha_code?: string;
}

export async function login(ctx: CallContext, body: LoginBody, door: LoginDoor): Promise<LoginResT> {
  const row = await passwordStep(ctx, body, door);
  return startSignedIn(ctx, row, door);
}

/**
 * The password step of a sign-in: captcha, the operator of the door, lock, cancelled, the password (one
 * argon2 verification whatever happens). Answers the operator whose password was right; every refusal is
 * audited and counted as the portal's login counts it.
 */
export async function passwordStep(
  ctx: CallContext,
  body: LoginBody,
  door: LoginDoor,
): Promise<OperatorAuthRow> {
  // The endpoint layer has already spent the one-time value the password was bound to and opened it
  // (http/bound.ts): a captured request cannot be replayed. The captcha is spent whatever happens next, so
  // each guess costs a new one.
  const captchaOk =
    !ctx.config.captcha ||
    (await verifyCaptcha(ctx.stores.captcha, body.captcha_key, body.captcha_code, ctx.config.captchaMode));
  if (!captchaOk) throw new AppError('LOG10002');
  const blank = validateLogin({
    loginName: body.login_name,
    password: body.password,
    captchaRequired: false,
  });
  if (blank) throw new AppError(blank.code);

  const loginName = body.login_name.trim();
  const row = await findOperatorByLoginName(ctx.db, loginName);
  // Always one argon2 verification, against a dummy hash when there is no such operator.
  const passwordOk = await verifyPasswordOrDummy(row?.password_hash ?? null, body.password);
  const now = ctx.ports.clock.now();
  const fail = async (code: 'LOG10001' | 'LOG10003' | 'LOG10004', reason: string) => {
    await audit(ctx, row, 'login', false, { door, reason }, loginName);
    throw new AppError(code);
  };

  // Someone on the wrong door hears exactly what a wrong password hears.
  if (!row || !ADMITS[door](row)) return fail('LOG10001', row ? 'wrong_door' : 'unknown');

  if (row.locked_until && row.locked_until <= now && (await unlockIfExpired(ctx.db, row.id, now))) {
    if (row.status === 'locked') row.status = 'normal';
    row.failed_tries = 0;
    row.locked_until = null;
    await audit(ctx, row, 'unlock', true, { reason: 'lock_expired' });
  }
  if (row.status === 'locked' || (row.locked_until && row.locked_until > now))
    return fail('LOG10003', 'locked');
  // A cancelled operator learns it only with the right password, so the answer reveals nothing to a guesser.
  if (row.status === 'invalid') {
    return fail(passwordOk && row.kind === 'cashier' ? 'LOG10004' : 'LOG10001', 'invalid');
  }
  if (!passwordOk) {
    const r = await recordFailedTry(ctx, row.id, now);
    if (r.locked) {
      await audit(ctx, row, 'lockout', false, { door, failed_tries: r.failed_tries });
      throw new AppError('LOG10003');
    }
    return fail('LOG10001', 'wrong_password');
  }
  return row;
}

/** One more wrong try of the operator: MAX_FAILED_LOGINS in a row lock the account for LOCK_MS. */
function recordFailedTry(ctx: CallContext, operatorId: string, now: Date) {
  return recordFailedLogin(ctx.db, operatorId, MAX_FAILED_LOGINS, new Date(now.getTime() + LOCK_MS), now);
}

/** A wrong second factor counts like a wrong password (5 in a row lock the account for 30 minutes). */
export async function countFailedTry(
  ctx: CallContext,
  row: OperatorAuthRow,
  door: LoginDoor,
  reason: string,
) {
  const r = await recordFailedTry(ctx, row.id, ctx.ports.clock.now());
  await audit(ctx, row, r.locked ? 'lockout' : 'login', false, {
    door,
    reason,
    failed_tries: r.failed_tries,
  });
  return r.locked;
}

/** Starts the session of an operator whose sign-in passed, and answers as the login endpoints do. */
export async function startSignedIn(
  ctx: CallContext,
  row: OperatorAuthRow,
  door: LoginDoor,
): Promise<LoginResT> {
  const now = ctx.ports.clock.now();
  const reason = changeReason(row, now);
  await recordSuccessfulLogin(ctx.db, row.id, now, ctx.ip, reason === 'EXPIRED');
  const { formToken } = await ctx.startSession(row.id);
  await audit(ctx, row, 'login', true, { door, need_change_pwd: reason || 'N' });
  return answer(ctx, row, formToken, reason);
}

/**
 * The organisation's contact (its administrator's phone and e-mail) as the sign-in answer gives it: in
 * clear only to who manages the organisation, its administrator; masked (phone 3+4, e-mail 3) to every
 * other operator and cashier, who need to know whom to ask, not the number (issue 15, point 2).
 */
function accountInfo(row: OperatorAuthRow, contact: { email: string; phone: string }) {
  if (row.kind === 'admin') return contact;
  return { email: maskEmail(contact.email), phone: maskPhone(contact.phone) };
}

async function answer(
  ctx: CallContext,
  row: OperatorAuthRow,
  formToken: string,
  reason: ReturnType<typeof changeReason>,
): Promise<LoginResT> {
  const [codes, org, admin, due] = await Promise.all([
    roleCodes(ctx.db, row.role_id),
    findOrg(ctx.db, row.org_kind, row.org_id),
    findOrgAdminContact(ctx.db, row.org_kind, row.org_id),
    row.kind === 'cashier'
      ? trainingDue(ctx.db, String(row.id), todayYmd(ctx.ports.clock.now()))
      : Promise.resolve(false),
  ]);
  const merchant = row.org_kind === 'merchant' && org;
  return {
    form_token: formToken,
    area: row.org_kind,
    permissions: formatPermissionList(codes),
    need_change_pwd: reason ? 'Y' : 'N',
    change_reason: reason,
    account_info: accountInfo(row, {
      email: admin?.email || org?.contact_email || '',
      phone: admin?.phone || org?.contact_phone || '',
    }),
    mer_no: merchant ? org.no : '',
    mer_name: merchant ? org.name : '',
    mer_short_name: merchant ? org.short_name : '',
    org_no: org?.no ?? '',
    org_name: org?.name ?? '',
    oper: {
      oper_id: String(row.id),
      login_name: row.login_name,
      name: row.name,
      kind: row.kind,
      role_name: row.role_name,
      functions: [...(cashierFunctionsOf(row) ?? [])],
    },
    pay_password_set: row.pay_password_set ? 'Y' : 'N',
    training_due: due ? 'Y' : 'N',
    advanced_search: 'Y',
    last_login_at: macauTime14(row.last_login_at),
  };
}
