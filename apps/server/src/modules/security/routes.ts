import * as c from '@mp/core/contracts/security';
import { endpoint } from '../../http/endpoint.ts';
import { updateCertificate } from './cert.ts';
import { securityInfo } from './info.ts';
import { notifyHistory, sendTestNotify, updateNotifyUrls } from './notify-urls.ts';
import { sendOperatorCode } from './op-codes.ts';
import { keyOrgCaller } from './org.ts';
import { resetPayPassword, updatePayPassword } from './pay-password.ts';
import { changeMbl, changeMblSendSms } from './phone.ts';
import { resendKey, resetKey, sendResendKeyCode, sendResetKeyCode } from './sign-key.ts';

// Permission codes follow the route table (the contracts); the security page's answer serves several pages,
// so its service checks their codes. The organisation's signing key, notification URLs and certificate
// (code 13) also need an operator who acts for the whole organisation (orgSecrets of the contracts).
// Codes go out by SMS: a person needs a few a minute; the 60-second resend rule holds per purpose.
const SMS_RATE = { max: 10, windowMs: 60_000 };

const keyEndpoints = (k: typeof c.merKey, kind: 'merchant' | 'service') => [
  endpoint(k.resetSendSms, { rateLimit: SMS_RATE, handler: (ctx) => sendResetKeyCode(ctx, kind) }),
  endpoint(k.reset, { handler: (ctx, body) => resetKey(ctx, kind, body) }),
  endpoint(k.resendSendSms, { rateLimit: SMS_RATE, handler: (ctx) => sendResendKeyCode(ctx, kind) }),
  endpoint(k.resend, { handler: (ctx, body) => resendKey(ctx, kind, body) }),
];

export const endpoints = [
  endpoint(c.querySecurityInfo, { handler: (ctx) => securityInfo(ctx) }),
  endpoint(c.updatePayPassword, { handler: updatePayPassword }),
  endpoint(c.resetPayPsdSendSmsAction, {
    rateLimit: SMS_RATE,
    handler: async (ctx) => sendOperatorCode(ctx, ctx.operator, 'pay_reset'),
  }),
  endpoint(c.resetPayPasswordAction, { handler: resetPayPassword }),
  endpoint(c.changeMblSendSmsAction, { rateLimit: SMS_RATE, handler: changeMblSendSms }),
  endpoint(c.changeMblAction, { handler: changeMbl }),
  ...keyEndpoints(c.merKey, 'merchant'),
  ...keyEndpoints(c.agtKey, 'service'),
  endpoint(c.sendSmsCommon, {
    rateLimit: SMS_RATE,
    handler: (ctx, body) => {
      const { op } = keyOrgCaller(ctx);
      return sendOperatorCode(ctx, op, body.scene === 'CERT' ? 'cert' : 'notify_url');
    },
  }),
  endpoint(c.updateNotifyUrl, { handler: updateNotifyUrls }),
  endpoint(c.sendTestNotify, { rateLimit: { max: 20, windowMs: 60_000 }, handler: sendTestNotify }),
  endpoint(c.queryNotifyHistory, { handler: notifyHistory }),
  endpoint(c.updateMerCert, { handler: updateCertificate }),
];
