import type { LoginResT } from '@mp/core/schemas/auth';
import { call } from '../../api/client.ts';
import { notifier } from '../../api/notify.ts';
import { i18n } from '../../i18n/index.ts';
import { nextAfterSignIn, saveLogin } from '../../storage/browserStorage.ts';
import { type LoginKind, loginContractOf } from './loginKinds.ts';

export interface SignInInput {
  kind: LoginKind;
  loginName: string;
  password: string;
  captchaKey?: string;
  captchaCode?: string;
}

export type SignInOutcome = { ok: true; next: string } | { ok: false; code: string };

/** A login answer as the portal and the back office (staff/login, staff/enrol) give it. */
export function looksLikeLogin(v: unknown): v is LoginResT {
  const r = v as Partial<LoginResT> | null;
  return (
    !!r &&
    typeof r.form_token === 'string' &&
    (r.area === 'merchant' || r.area === 'service' || r.area === 'group' || r.area === 'provider') &&
    typeof r.permissions === 'string' &&
    !!r.oper
  );
}

/**
 * One sign-in: the kind's login call, its password bound by the API client to a fresh one-time value
 * (getLoginSalt, or getR0Str in national-cipher mode). On success the browser state is saved
 * and the outcome says where to go: the password change when one is due, then the offer to set a payment
 * password, else the area's index.
 */
export async function signIn(input: SignInInput): Promise<SignInOutcome> {
  // The API client binds the password to a fresh one-time value (getLoginSalt, or R0 in national-cipher
  // mode) and sends its key as login_salt (docs/protocol.md section 9).
  const r = await call(loginContractOf(input.kind), {
    login_name: input.loginName.trim(),
    password: input.password,
    ...(input.captchaKey ? { captcha_key: input.captchaKey, captcha_code: input.captchaCode ?? '' } : {}),
  });
  if (!r.ok) return { ok: false, code: r.code };
  if (!looksLikeLogin(r.data)) {
    notifier().error(i18n.t('api.badAnswer'));
    return { ok: false, code: 'SCM50000' };
  }
  saveLogin(r.data);
  return { ok: true, next: nextAfterSignIn(r.data.area) };
}
