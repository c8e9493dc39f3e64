import { EmptyReq } from '@mp/core/schemas/auth';
import {
  ChangeMblReq,
  ChangeMblSendSmsReq,
  NotifyHistoryReq,
  ResetKeyReq,
  ResetPayPasswordReq,
  SendSmsCommonReq,
  SendTestNotifyReq,
  SmsCodeReq,
  UpdateCertReq,
  UpdateNotifyUrlReq,
  UpdatePayPasswordReq,
} from '@mp/core/schemas/security';
import { AppError, endpoint } from '../../http/endpoint.ts';
import { updateCertificate } from './cert.ts';
import { securityInfo } from './info.ts';
import { notifyHistory, sendTestNotify, updateNotifyUrls } from './notify-urls.ts';
import { sendOperatorCode } from './op-codes.ts';
import { keyOrgCaller } from './org.ts';
import { resetPayPassword, updatePayPassword } from './pay-password.ts';
import { changeMbl, changeMblSendSms } from './phone.ts';
import { resendKey, resetKey, sendResendKeyCode, sendResetKeyCode } from './sign-key.ts';

// Permission codes follow the route table; where an area lacks the page (group), the service checks. The
// organisation's signing key, notification URLs and certificate (code 13) also need an operator who acts
// for the whole organisation (wholeOrg: the administrator or an all-stores operator, never a cashier).
const base = { prefix: 'main', access: 'session' } as const;
// Codes go out by SMS: a person needs a few a minute; the 60-second resend rule holds per purpose.
const SMS_RATE = { max: 10, windowMs: 60_000 };

const keyEndpoints = (kind: 'merchant' | 'service', name: 'Mer' | 'Agt') => [
  endpoint({
    ...base,
    path: `meradm/reset${name}KeySendSms`,
    areas: [kind],
    mutates: true,
    code: '13',
    wholeOrg: true,
    rateLimit: SMS_RATE,
    schema: EmptyReq,
    summary: `Sends the SMS code that confirms resetting the ${kind === 'merchant' ? "merchant's" : "provider's"} signing key.`,
    handler: (ctx) => sendResetKeyCode(ctx, kind),
  }),
  endpoint({
    ...base,
    path: `meradm/reset${name}Key`,
    areas: [kind],
    mutates: true,
    code: '13',
    wholeOrg: true,
    schema: ResetKeyReq,
    summary:
      'Sets the given 32-letter/digit signing key or generates one (answered once); the old key verifies 24 h more.',
    handler: (ctx, body) => resetKey(ctx, kind, body),
  }),
  endpoint({
    ...base,
    path: `meradm/resend${name}KeySms`,
    areas: [kind],
    mutates: true,
    code: '13',
    wholeOrg: true,
    rateLimit: SMS_RATE,
    schema: EmptyReq,
    summary: 'Sends the SMS code that confirms sending the signing key again.',
    handler: (ctx) => sendResendKeyCode(ctx, kind),
  }),
  endpoint({
    ...base,
    path: `meradm/resend${name}Key`,
    areas: [kind],
    mutates: true,
    code: '13',
    wholeOrg: true,
    schema: SmsCodeReq,
    summary: "Sends the signing key in force by SMS to the operator's registered mobile.",
    handler: (ctx, body) => resendKey(ctx, kind, body),
  }),
];

export const endpoints = [
  endpoint({
    ...base,
    path: 'meradm/querySecurityInfo',
    mutates: false,
    schema: EmptyReq,
    summary:
      "Security page: the operator's payment password state and phone; key hint, URLs and certificate to whole-organisation holders of 13.",
    handler: (ctx) => securityInfo(ctx),
  }),
  endpoint({
    ...base,
    path: 'meradm/updatePayPassword',
    areas: ['merchant'],
    mutates: true,
    code: '1322',
    schema: UpdatePayPasswordReq,
    summary: 'Sets the 6-digit payment password; changing one needs the current one; not one of the last 4.',
    handler: updatePayPassword,
  }),
  endpoint({
    ...base,
    path: 'meradm/resetPayPsdSendSmsAction',
    areas: ['merchant'],
    mutates: true,
    code: '1321',
    rateLimit: SMS_RATE,
    schema: EmptyReq,
    summary: "Sends the SMS code for resetting the payment password to the operator's mobile.",
    handler: async (ctx) => {
      if (!ctx.operator) throw new AppError('SCM60401');
      return sendOperatorCode(ctx, ctx.operator, 'pay_reset');
    },
  }),
  endpoint({
    ...base,
    path: 'meradm/resetPayPasswordAction',
    areas: ['merchant'],
    mutates: true,
    code: '1321',
    schema: ResetPayPasswordReq,
    summary: 'Sets a new payment password with the SMS code instead of the old one.',
    handler: resetPayPassword,
  }),
  endpoint({
    ...base,
    path: 'meradm/changeMblSendSmsAction',
    mutates: true,
    rateLimit: SMS_RATE,
    schema: ChangeMblSendSmsReq,
    summary: 'Phone change (133): a code to the current number (OLD) or to the new one (NEW).',
    handler: changeMblSendSms,
  }),
  endpoint({
    ...base,
    path: 'meradm/changeMblAction',
    mutates: true,
    schema: ChangeMblReq,
    summary:
      "Changes the operator's mobile with both codes; the old number is told; administrators are mailed.",
    handler: changeMbl,
  }),
  ...keyEndpoints('merchant', 'Mer'),
  ...keyEndpoints('service', 'Agt'),
  endpoint({
    ...base,
    path: 'meradm/sendSmsCommon',
    areas: ['merchant', 'service'],
    mutates: true,
    code: '13',
    wholeOrg: true,
    rateLimit: SMS_RATE,
    schema: SendSmsCommonReq,
    summary: 'Sends the SMS code confirming a notification-URL (NOTIFY_URL) or certificate (CERT) change.',
    handler: (ctx, body) => {
      const { op } = keyOrgCaller(ctx);
      return sendOperatorCode(ctx, op, body.scene === 'CERT' ? 'cert' : 'notify_url');
    },
  }),
  endpoint({
    ...base,
    path: 'meradm/updateNotifyUrl',
    areas: ['merchant', 'service'],
    mutates: true,
    code: '13',
    wholeOrg: true,
    schema: UpdateNotifyUrlReq,
    summary: 'Sets the asynchronous and page notification URLs; needs the SMS code or the payment password.',
    handler: updateNotifyUrls,
  }),
  endpoint({
    ...base,
    path: 'meradm/sendTestNotify',
    areas: ['merchant', 'service'],
    mutates: true,
    code: '13',
    wholeOrg: true,
    rateLimit: { max: 20, windowMs: 60_000 },
    schema: SendTestNotifyReq,
    summary:
      'POSTs a signed test notification to the URL (5 s timeout) and answers and records the HTTP result.',
    handler: sendTestNotify,
  }),
  endpoint({
    ...base,
    path: 'meradm/queryNotifyHistory',
    areas: ['merchant', 'service'],
    mutates: false,
    code: '13',
    wholeOrg: true,
    schema: NotifyHistoryReq,
    summary: 'The delivery history of notifications to the URLs, newest first.',
    handler: notifyHistory,
  }),
  endpoint({
    ...base,
    path: 'meradm/updateMerCert',
    areas: ['merchant', 'service'],
    mutates: true,
    code: '13',
    wholeOrg: true,
    schema: UpdateCertReq,
    summary:
      'Replaces the self-signed certificate: parsed (subject, validity, fingerprint), invalid or expired refused.',
    handler: updateCertificate,
  }),
];
