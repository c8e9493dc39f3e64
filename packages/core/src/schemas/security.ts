import { z } from 'zod';
import { PayPwdKeyField, PHONE_AREAS } from './auth.ts';
import { YN } from './operators.ts';
import { PageFields } from './transactions.ts';

/**
 * Security settings (code 13 and 131, 1321, 1322, 133) and the security centre. The login password
 * change (131) is `admin/updatePsd` of the auth module. Every change of the signing key, the notification
 * URLs or the certificate needs an SMS code or the payment password; each is audited and mailed to the
 * organisation's administrator. Paths in docs/api.md.
 */

/** The payment password: 6 digits (SEC10001 otherwise). */
export const PAY_PASSWORD_PATTERN = /^\d{6}$/;

const code = z.string().max(16);
const payPassword = z.string().max(64);

/** SMS code or payment password confirming a change; one of the two is required (SEC10002). */
export const ConfirmFields = {
  sms_code: code.optional(),
  pay_password: payPassword.optional(),
  ...PayPwdKeyField,
};

/** Answer of every call that sends a code: lifetime, resend wait, and the masked number it went to. */
export const SmsSentRes = z.object({
  expires_in: z.number().int(),
  resend_in: z.number().int(),
  sent_to: z.string(),
});

export const CertInfo = z.object({
  subject: z.string(),
  issuer: z.string(),
  serial_no: z.string(),
  /** SHA-256 fingerprint, colon-separated hex. */
  fingerprint: z.string(),
  valid_from: z.string(),
  valid_to: z.string(),
  self_signed: YN,
  updated_at: z.string(),
});
export type CertInfoT = z.infer<typeof CertInfo>;

export const SecurityInfoRes = z.object({
  /**
   * Y when the organisation holds a signing key, URLs and a certificate (merchants and providers) and the
   * operator manages them (code 13, acting for the whole organisation); N with the key, URL and certificate
   * fields empty otherwise.
   */
  has_key_settings: YN,
  key_set: YN,
  /** Last 4 characters of the key in force. */
  key_hint: z.string(),
  key_updated_at: z.string(),
  /** While the previous key still verifies (yyyymmddHHMMss), else ''. */
  prev_key_valid_until: z.string(),
  async_notify_url: z.string(),
  page_notify_url: z.string(),
  cert: CertInfo.nullable(),
  pay_password_set: YN,
  phone_area: z.string(),
  /** The operator's mobile, masked. */
  phone: z.string(),
});

export const UpdatePayPasswordReq = z
  .object({
    /** Required once a payment password exists. */
    old_pay_password: payPassword.optional(),
    new_pay_password: payPassword,
    confirm_pay_password: payPassword,
    ...PayPwdKeyField,
  })
  .strict();

export const ResetPayPasswordReq = z
  .object({
    sms_code: code,
    new_pay_password: payPassword,
    confirm_pay_password: payPassword,
    ...PayPwdKeyField,
  })
  .strict();

/** OLD: a code to the registered number; NEW: a code to the number to change to. */
export const ChangeMblSendSmsReq = z
  .object({
    target: z.enum(['OLD', 'NEW']),
    phone_area: z.enum(PHONE_AREAS).optional(),
    phone: z.string().max(20).optional(),
  })
  .strict();

export const ChangeMblReq = z
  .object({
    old_sms_code: code,
    phone_area: z.enum(PHONE_AREAS),
    phone: z.string().max(20),
    new_sms_code: code,
  })
  .strict();

/** sign_key absent or '': the server generates one (and answers it once). */
export const ResetKeyReq = z.object({ sms_code: code, sign_key: z.string().max(64).optional() }).strict();
export const ResetKeyRes = z.object({
  key_hint: z.string(),
  /** The generated key, shown once; '' when the caller chose the key. */
  sign_key: z.string(),
  prev_key_valid_until: z.string(),
});

/** The phone in force after a change: its area and the number, masked. */
export const ChangeMblRes = z.object({ phone_area: z.string(), phone: z.string() });

export const SmsCodeReq = z.object({ sms_code: code }).strict();
/** Where the key went: the registered mobile, masked. */
export const ResendKeyRes = z.object({ sent_to: z.string() });

/** The security changes confirmed through sendSmsCommon. */
export const COMMON_SMS_SCENES = ['NOTIFY_URL', 'CERT'] as const;
export const SendSmsCommonReq = z.object({ scene: z.enum(COMMON_SMS_SCENES) }).strict();

/** Both URLs are set together; '' clears one. */
export const UpdateNotifyUrlReq = z
  .object({ async_notify_url: z.string().max(512), page_notify_url: z.string().max(512), ...ConfirmFields })
  .strict();
/** The URLs in force after the change (trimmed). */
export const NotifyUrlsRes = z.object({ async_notify_url: z.string(), page_notify_url: z.string() });

export const URL_KINDS = ['ASYNC', 'PAGE'] as const;
export const SendTestNotifyReq = z.object({ url_kind: z.enum(URL_KINDS) }).strict();

export const DELIVERY_RESULTS = ['OK', 'HTTP_ERROR', 'TIMEOUT', 'NETWORK_ERROR'] as const;
export const DeliveryRow = z.object({
  delivery_id: z.string(),
  url_kind: z.enum(URL_KINDS),
  origin: z.enum(['TEST', 'EVENT']),
  url: z.string(),
  /** 0 when no HTTP answer came back. */
  http_status: z.number().int(),
  result: z.enum(DELIVERY_RESULTS),
  response_excerpt: z.string(),
  error: z.string(),
  duration_ms: z.number().int(),
  created_at: z.string(),
});

export const NotifyHistoryReq = z
  .object({ url_kind: z.union([z.literal(''), z.enum(URL_KINDS)]).optional(), ...PageFields })
  .strict();
export const NotifyHistoryRes = z.object({
  total: z.number().int(),
  page_no: z.number().int(),
  page_size: z.number().int(),
  rows: z.array(DeliveryRow),
});

export const UpdateCertReq = z.object({ cert_content: z.string().max(20_000), ...ConfirmFields }).strict();
export const UpdateCertRes = z.object({ cert: CertInfo });

// The security centre: the signed-in operator's sessions.

export const SessionRow = z.object({
  /** Opaque handle of the session (not its cookie nor its id). */
  session_no: z.string(),
  device: z.string(),
  browser: z.string(),
  os: z.string(),
  ip: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  current: YN,
});
export const SessionListRes = z.object({ rows: z.array(SessionRow) });
export const EndSessionReq = z.object({ session_no: z.string().max(64) }).strict();
export const EndSessionsRes = z.object({ ended: z.number().int() });
