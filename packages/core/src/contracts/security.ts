import type { AccessRule } from '../contract.ts';
import { contract } from '../contract.ts';
import { payBound } from '../envelope/bind.ts';
import { EmptyReq, EmptyRes } from '../schemas/auth.ts';
import {
  ChangeMblReq,
  ChangeMblRes,
  ChangeMblSendSmsReq,
  DeliveryRow,
  NotifyHistoryReq,
  NotifyHistoryRes,
  NotifyUrlsRes,
  ResendKeyRes,
  ResetKeyReq,
  ResetKeyRes,
  ResetPayPasswordReq,
  SecurityInfoRes,
  SendSmsCommonReq,
  SendTestNotifyReq,
  SmsCodeReq,
  SmsSentRes,
  UpdateCertReq,
  UpdateCertRes,
  UpdateNotifyUrlReq,
  UpdatePayPasswordReq,
} from '../schemas/security.ts';

/**
 * Security settings (code 13 and 1321, 1322, 133; the login password (131) is auth's admin/updatePsd).
 * Permission codes follow the route table; the security page's own answer serves several pages, so its
 * service checks their codes.
 */
const capability = 'security';
const base = { capability, prefix: 'main', access: 'session' } as const;

/**
 * Who manages the organisation's signing key, notification URLs and certificate: a merchant or a service
 * provider (groups hold none), code 13, and an operator who acts for the whole organisation (the
 * administrator or an all-stores operator, never a cashier). docs/decisions.md, "Organisation secrets".
 */
export const orgSecrets = {
  areas: ['merchant', 'service'],
  code: '13',
  wholeOrg: true,
} as const satisfies AccessRule;

export const querySecurityInfo = contract({
  ...base,
  path: 'meradm/querySecurityInfo',
  mutates: false,
  // The answer serves every security page: any of their codes the caller's area gates opens it.
  anyCode: ['13', '131', '1321', '1322', '133'],
  request: EmptyReq,
  answer: SecurityInfoRes,
  summary:
    "Security page: the operator's payment password state and phone; key hint, URLs and certificate to whole-organisation holders of 13.",
});

export const updatePayPassword = contract({
  ...base,
  path: 'meradm/updatePayPassword',
  areas: ['merchant'],
  mutates: true,
  code: '1322',
  request: UpdatePayPasswordReq,
  bound: payBound('old_pay_password', 'new_pay_password', 'confirm_pay_password'),
  answer: EmptyRes,
  summary: 'Sets the 6-digit payment password; changing one needs the current one; not one of the last 4.',
});

export const resetPayPsdSendSmsAction = contract({
  ...base,
  path: 'meradm/resetPayPsdSendSmsAction',
  areas: ['merchant'],
  mutates: true,
  code: '1321',
  request: EmptyReq,
  answer: SmsSentRes,
  summary: "Sends the SMS code for resetting the payment password to the operator's mobile.",
});

export const resetPayPasswordAction = contract({
  ...base,
  path: 'meradm/resetPayPasswordAction',
  areas: ['merchant'],
  mutates: true,
  code: '1321',
  request: ResetPayPasswordReq,
  bound: payBound('new_pay_password', 'confirm_pay_password'),
  answer: EmptyRes,
  summary: 'Sets a new payment password with the SMS code instead of the old one.',
});

export const changeMblSendSmsAction = contract({
  ...base,
  path: 'meradm/changeMblSendSmsAction',
  mutates: true,
  code: '133',
  request: ChangeMblSendSmsReq,
  answer: SmsSentRes,
  summary: 'Phone change (133): a code to the current number (OLD) or to the new one (NEW).',
});

export const changeMblAction = contract({
  ...base,
  path: 'meradm/changeMblAction',
  mutates: true,
  code: '133',
  request: ChangeMblReq,
  answer: ChangeMblRes,
  summary:
    "Changes the operator's mobile with both codes; the old number is told; administrators are mailed.",
});

/** The signing key of a merchant (…MerKey…) or of a service provider (…AgtKey…): code 13, whole organisation. */
const keyContracts = (kind: 'merchant' | 'service', name: 'Mer' | 'Agt') => {
  const key = { ...base, ...orgSecrets, areas: [kind], mutates: true } as const;
  return {
    resetSendSms: contract({
      ...key,
      path: `meradm/reset${name}KeySendSms`,
      request: EmptyReq,
      answer: SmsSentRes,
      summary: `Sends the SMS code that confirms resetting the ${kind === 'merchant' ? "merchant's" : "provider's"} signing key.`,
    }),
    reset: contract({
      ...key,
      path: `meradm/reset${name}Key`,
      request: ResetKeyReq,
      answer: ResetKeyRes,
      summary:
        'Sets the given 32-letter/digit signing key or generates one (answered once); the old key verifies 24 h more.',
    }),
    resendSendSms: contract({
      ...key,
      path: `meradm/resend${name}KeySms`,
      request: EmptyReq,
      answer: SmsSentRes,
      summary: 'Sends the SMS code that confirms sending the signing key again.',
    }),
    resend: contract({
      ...key,
      path: `meradm/resend${name}Key`,
      request: SmsCodeReq,
      answer: ResendKeyRes,
      summary: "Sends the signing key in force by SMS to the operator's registered mobile.",
    }),
  };
};

export const merKey = keyContracts('merchant', 'Mer');
export const agtKey = keyContracts('service', 'Agt');

export const sendSmsCommon = contract({
  ...base,
  ...orgSecrets,
  path: 'meradm/sendSmsCommon',
  mutates: true,
  request: SendSmsCommonReq,
  answer: SmsSentRes,
  summary: 'Sends the SMS code confirming a notification-URL (NOTIFY_URL) or certificate (CERT) change.',
});

export const updateNotifyUrl = contract({
  ...base,
  ...orgSecrets,
  path: 'meradm/updateNotifyUrl',
  mutates: true,
  request: UpdateNotifyUrlReq,
  bound: payBound('pay_password'),
  answer: NotifyUrlsRes,
  summary: 'Sets the asynchronous and page notification URLs; needs the SMS code or the payment password.',
});

export const sendTestNotify = contract({
  ...base,
  ...orgSecrets,
  path: 'meradm/sendTestNotify',
  mutates: true,
  request: SendTestNotifyReq,
  answer: DeliveryRow,
  summary:
    'POSTs a signed test notification to the URL (5 s timeout) and answers and records the HTTP result.',
});

export const queryNotifyHistory = contract({
  ...base,
  ...orgSecrets,
  path: 'meradm/queryNotifyHistory',
  mutates: false,
  request: NotifyHistoryReq,
  answer: NotifyHistoryRes,
  summary: 'The delivery history of notifications to the URLs, newest first.',
});

export const updateMerCert = contract({
  ...base,
  ...orgSecrets,
  path: 'meradm/updateMerCert',
  mutates: true,
  request: UpdateCertReq,
  bound: payBound('pay_password'),
  answer: UpdateCertRes,
  summary:
    'Replaces the self-signed certificate: parsed (subject, validity, fingerprint), invalid or expired refused.',
});

const keys = (k: typeof merKey) => [k.resetSendSms, k.reset, k.resendSendSms, k.resend];

export const contracts = [
  querySecurityInfo,
  updatePayPassword,
  resetPayPsdSendSmsAction,
  resetPayPasswordAction,
  changeMblSendSmsAction,
  changeMblAction,
  ...keys(merKey),
  ...keys(agtKey),
  sendSmsCommon,
  updateNotifyUrl,
  sendTestNotify,
  queryNotifyHistory,
  updateMerCert,
];
