import {
  CheckMailReq,
  CheckSmsReq,
  EmptyReq,
  EmptyRes,
  LoginReq,
  LoginRes,
  ResetTokenRes,
  SaltRes,
  SendCodeRes,
  SendMailReq,
  SendSmsReq,
  SetPasswordReq,
  UpdatePsdReq,
} from '@mp/core/schemas/auth';
import { type CallContext, type EndpointDef, endpoint } from '../../http/endpoint.ts';
import { audit } from './audit.ts';
import { checkResetCode, resetPassword, sendResetCode } from './forgot-service.ts';
import { CHECK_CODE_RATE, LOGIN_RATE, SALT_RATE, SEND_CODE_RATE, SET_PASSWORD_RATE } from './limits.ts';
import { type LoginDoor, login } from './login-service.ts';
import { updatePassword } from './password-service.ts';
import { issueSalt } from './salts.ts';

const loginEndpoint = (prefix: 'main', path: string, door: LoginDoor, who: string) =>
  endpoint({
    prefix,
    path,
    access: 'public',
    mutates: true,
    rateLimit: LOGIN_RATE,
    schema: LoginReq,
    response: LoginRes,
    summary: `Sign-in of ${who}: one-time login salt, captcha, lock after 5 wrong passwords for 30 minutes.`,
    handler: (ctx, body) => login(ctx, body, door),
  });

async function logout(ctx: CallContext) {
  const op = ctx.operator;
  await ctx.endSession('logout');
  if (op) {
    const who = { id: op.id, login_name: op.loginName, org_kind: op.orgKind, org_id: op.orgId };
    await audit(ctx, who, 'logout', true);
  }
  return {};
}

export const endpoints: EndpointDef[] = [
  endpoint({
    prefix: 'main',
    path: 'admin/getLoginSalt',
    access: 'public',
    mutates: false,
    rateLimit: SALT_RATE,
    schema: EmptyReq,
    response: SaltRes,
    summary: 'A one-time random (2 minutes, single use) that the next login must carry.',
    handler: (ctx) => issueSalt(ctx.stores.oneTime, 'login_salt'),
  }),
  loginEndpoint('main', 'admin/login', 'merchant-admin', "a merchant's administrator"),
  loginEndpoint('main', 'meradm/meradmOperLogin', 'merchant-operator', "a merchant's operators and cashiers"),
  loginEndpoint(
    'main',
    'meradm/meradmOperLoginNew',
    'merchant-operator',
    "a merchant's operators and cashiers",
  ),
  loginEndpoint('main', 'agt/agtOperLoginNew', 'service', "a service provider's operators"),
  loginEndpoint('main', 'admin/groupLogin', 'group', "a merchant group's operators"),
  endpoint({
    prefix: 'main',
    path: 'admin/loginOut',
    // Allowed while a password change is pending: nobody should be kept from signing out.
    access: 'session-pwd-change',
    mutates: true,
    schema: EmptyReq,
    response: EmptyRes,
    summary: 'Signs out: the session ends server-side and the cookie is cleared.',
    handler: (ctx) => logout(ctx),
  }),
  endpoint({
    prefix: 'main',
    path: 'pc/outLogin',
    access: 'session-pwd-change',
    mutates: true,
    schema: EmptyReq,
    response: EmptyRes,
    summary: 'Signs out (the PC pages call this name).',
    handler: (ctx) => logout(ctx),
  }),
  endpoint({
    prefix: 'main',
    path: 'admin/getOperSalt',
    access: 'session-pwd-change',
    mutates: false,
    rateLimit: SALT_RATE,
    schema: EmptyReq,
    response: SaltRes,
    summary: 'A one-time random that the next admin/updatePsd must carry.',
    handler: (ctx) => issueSalt(ctx.stores.oneTime, 'oper_salt'),
  }),
  endpoint({
    prefix: 'main',
    path: 'admin/getEncryptSalt',
    access: 'session',
    mutates: false,
    rateLimit: SALT_RATE,
    schema: EmptyReq,
    response: SaltRes,
    summary: 'A one-time random that binds a payment-password change (consumed as kind encrypt_salt).',
    handler: (ctx) => issueSalt(ctx.stores.oneTime, 'encrypt_salt'),
  }),
  endpoint({
    prefix: 'main',
    path: 'admin/updatePsd',
    access: 'session-pwd-change',
    mutates: true,
    rateLimit: SET_PASSWORD_RATE,
    schema: UpdatePsdReq,
    response: EmptyRes,
    summary: 'Changes the login password (first login, every 90 days, or by choice); other sessions end.',
    handler: (ctx, body) => updatePassword(ctx, body),
  }),
  endpoint({
    prefix: 'main',
    path: 'admin/sendSms',
    access: 'public',
    mutates: true,
    rateLimit: SEND_CODE_RATE,
    schema: SendSmsReq,
    response: SendCodeRes,
    summary:
      'Forgot password: a 6-digit code to the registered mobile. Same answer whether or not it matches.',
    handler: (ctx, b) =>
      sendResetCode(ctx, b.login_name, { channel: 'sms', areaCode: b.area_code, mobile: b.mobile }),
  }),
  endpoint({
    prefix: 'main',
    path: 'admin/checkSms',
    access: 'public',
    mutates: true,
    rateLimit: CHECK_CODE_RATE,
    schema: CheckSmsReq,
    response: ResetTokenRes,
    summary: 'Forgot password: checks the SMS code (5 tries, 5 minutes) and answers a reset token.',
    handler: (ctx, b) =>
      checkResetCode(
        ctx,
        b.login_name,
        { channel: 'sms', areaCode: b.area_code, mobile: b.mobile },
        b.sms_code,
      ),
  }),
  endpoint({
    prefix: 'main',
    path: 'admin/sendMessageNew',
    access: 'public',
    mutates: true,
    rateLimit: SEND_CODE_RATE,
    schema: SendMailReq,
    response: SendCodeRes,
    summary:
      'Forgot password: a 6-digit code to the registered e-mail. Same answer whether or not it matches.',
    handler: (ctx, b) => sendResetCode(ctx, b.login_name, { channel: 'mail', email: b.email }),
  }),
  endpoint({
    prefix: 'main',
    path: 'admin/checkSmsNew',
    access: 'public',
    mutates: true,
    rateLimit: CHECK_CODE_RATE,
    schema: CheckMailReq,
    response: ResetTokenRes,
    summary: 'Forgot password: checks the e-mailed code and answers a reset token.',
    handler: (ctx, b) => checkResetCode(ctx, b.login_name, { channel: 'mail', email: b.email }, b.sms_code),
  }),
  endpoint({
    prefix: 'main',
    path: 'admin/setPassword',
    access: 'public',
    mutates: true,
    rateLimit: SET_PASSWORD_RATE,
    schema: SetPasswordReq,
    response: EmptyRes,
    summary: 'Forgot password: sets the new password for a reset token; unlocks and ends every session.',
    handler: (ctx, b) => resetPassword(ctx, b),
  }),
];
