import { z } from 'zod';

/**
 * Start-up and login calls (spec point 7, "Login and security"). Request bodies are `.strict()`: an
 * unknown field is refused. Answers describe the decrypted `d` data object.
 */
const s = (max: number) => z.string().max(max);

export const ShieldSwitchRes = z.object({ switch_value: z.enum(['ON', 'OFF']) });
export const SecretFlagRes = z.object({ secret_type: z.enum(['RSA', 'SM2']) });
/** R0: the secret (`r0`) a login password is bound to in SM2 mode, and its key (`r0_key`) the login carries. */
export const R0Res = z.object({
  r0: z.string().length(32),
  r0_key: z.string().length(32),
  expires_in: z.number().int(),
});
export const PublicKeyRes = z.object({ rsa_public_key: z.string(), sm2_public_key: z.string() });
export const SysConfigRes = z.object({
  filing_text: z.string(),
  filing_url: z.string(),
  seal_script_url: z.string(),
  captcha_enabled: z.enum(['Y', 'N']),
  /** Which check (issue 32, point 7): code = picture, pow = the browser check, choice = the picture or the check. */
  captcha_mode: z.enum(['code', 'pow', 'choice']),
  demo: z.enum(['Y', 'N']),
  idle_timeout_min: z.number(),
  currency: z.string(),
});

/** A PNG picture as a data: URL, ready for an <img src>. Pixels only: no markup that could name the answer. */
const PngDataUrl = z.string().startsWith('data:image/png;base64,');
export const ImageCaptchaRes = z.object({ captcha_key: z.string(), image: PngDataUrl });
export const SlideCaptchaRes = z.object({
  captcha_key: z.string(),
  background_image: PngDataUrl,
  piece_image: PngDataUrl,
  piece_y: z.number().int(),
  width: z.number().int(),
});
export const SlideCheckReq = z.object({ captcha_key: s(64), x: z.number().int().min(0).max(1000) }).strict();
export const SlideCheckRes = z.object({ passed: z.enum(['Y', 'N']) });
/**
 * The proof-of-work check (issue 32, point 7): find a nonce (decimal digits, at most 16) such that
 * SHA-256(challenge + nonce), as UTF-8, starts with `difficulty` zero bits; sign in with the key and the nonce.
 */
export const PowChallengeRes = z.object({
  captcha_key: z.string(),
  challenge: z.string(),
  difficulty: z.number().int(),
  algorithm: z.literal('SHA-256'),
  expires_in: z.number().int(),
});

/** One-time random that admin/updatePsd carries (getOperSalt). */
export const SaltRes = z.object({ salt: z.string().length(32), expires_in: z.number().int() });

/**
 * A one-time value a password is bound to (getLoginSalt: a login; getEncryptSalt: a payment password):
 * `salt` is the secret the client binds with and never sends back, `salt_key` what the request carries.
 */
export const BoundSaltRes = SaltRes.extend({ salt_key: z.string().length(32) });

/** The key of a getEncryptSalt value, carried by every call whose payment password is bound to it. */
export const PayPwdKeyField = { pay_pwd_key: s(64).optional() };

export const LoginReq = z
  .object({
    login_name: s(64),
    /** Bound to the one-time value (docs/protocol.md section 9); the handler sees the password. */
    password: s(64),
    /** The key (`salt_key`, or `r0_key` in SM2 mode) of the one-time value the password is bound to. */
    login_salt: s(64).optional(),
    captcha_key: s(64).optional(),
    captcha_code: s(16).optional(),
  })
  .strict();

/** Every signed-in area a login answer names: the portal's three and the provider's back office. */
export const AREAS = ['merchant', 'service', 'group', 'provider'] as const;
export const LoginRes = z.object({
  form_token: z.string(),
  area: z.enum(AREAS),
  /** Comma list of permission codes (spec point 3). */
  permissions: z.string(),
  need_change_pwd: z.enum(['Y', 'N']),
  change_reason: z.enum(['', 'FIRST', 'EXPIRED']),
  account_info: z.object({ email: z.string(), phone: z.string() }),
  mer_no: z.string(),
  mer_name: z.string(),
  mer_short_name: z.string(),
  org_no: z.string(),
  org_name: z.string(),
  oper: z.object({
    oper_id: z.string(),
    login_name: z.string(),
    name: z.string(),
    kind: z.enum(['admin', 'operator', 'cashier']),
    role_name: z.string(),
    /** A cashier's functions (basic, additional, allow_refund when switched on); [] for other kinds. */
    functions: z.array(z.string()),
  }),
  /** Whether the operator has a payment password: the portal offers /login_pavement_psd when not. */
  pay_password_set: z.enum(['Y', 'N']),
  /**
   * Y: a cashier without a pass in force of the required cashier course; every call but training's is
   * refused (TRN10003) and the portal opens /layout/mercTainView first.
   */
  training_due: z.enum(['Y', 'N']),
  advanced_search: z.enum(['Y', 'N']),
  last_login_at: z.string(),
});
export type LoginResT = z.infer<typeof LoginRes>;

export const EmptyReq = z.object({}).strict();
export const EmptyRes = z.object({});

export const PHONE_AREAS = ['+853', '+852', '+86'] as const;
export const SendSmsReq = z
  .object({ login_name: s(64), area_code: z.enum(PHONE_AREAS), mobile: s(20) })
  .strict();
export const SendMailReq = z.object({ login_name: s(64), email: s(50) }).strict();
export const SendCodeRes = z.object({ expires_in: z.number().int(), resend_in: z.number().int() });
export const CheckSmsReq = SendSmsReq.extend({ sms_code: s(6) }).strict();
export const CheckMailReq = SendMailReq.extend({ sms_code: s(6) }).strict();
export const ResetTokenRes = z.object({ reset_token: z.string() });
export const SetPasswordReq = z
  .object({ reset_token: s(128), new_password: s(64), confirm_password: s(64) })
  .strict();

export const UpdatePsdReq = z
  .object({ old_password: s(64), new_password: s(64), confirm_password: s(64), oper_salt: s(64) })
  .strict();
