import * as c from '@mp/core/contracts/auth';
import { endpoint } from '../../http/endpoint.ts';
import type { CallContext } from '../../kernel/context.ts';
import { audit } from './audit.ts';
import { checkResetCode, resetPassword, sendResetCode } from './forgot-service.ts';
import {
  CHECK_CODE_RATE,
  LOGIN_RATE,
  PAY_SALT_RATE,
  SALT_RATE,
  SEND_CODE_RATE,
  SET_PASSWORD_RATE,
} from './limits.ts';
import { type LoginDoor, login } from './login-service.ts';
import { updatePassword } from './password-service.ts';
import { issueBoundSalt, issueSalt } from './salts.ts';

const loginEndpoint = (contract: typeof c.login, door: LoginDoor) =>
  endpoint(contract, { rateLimit: LOGIN_RATE, handler: (ctx, body) => login(ctx, body, door) });

async function logout(ctx: CallContext) {
  const op = ctx.operator;
  await ctx.endSession('logout');
  if (op) {
    const who = { id: op.id, login_name: op.loginName, org_kind: op.orgKind, org_id: op.orgId };
    await audit(ctx, who, 'logout', true);
  }
  return {};
}

export const endpoints = [
  endpoint(c.getLoginSalt, {
    rateLimit: SALT_RATE,
    handler: (ctx) => issueBoundSalt(ctx.stores.oneTime, 'login'),
  }),
  loginEndpoint(c.login, 'merchant-admin'),
  loginEndpoint(c.meradmOperLogin, 'merchant-operator'),
  loginEndpoint(c.meradmOperLoginNew, 'merchant-operator'),
  loginEndpoint(c.agtOperLoginNew, 'service'),
  loginEndpoint(c.groupLogin, 'group'),
  endpoint(c.loginOut, { handler: (ctx) => logout(ctx) }),
  endpoint(c.outLogin, { handler: (ctx) => logout(ctx) }),
  endpoint(c.getOperSalt, {
    rateLimit: SALT_RATE,
    handler: (ctx) => issueSalt(ctx.stores.oneTime, 'oper_salt'),
  }),
  endpoint(c.getEncryptSalt, {
    rateLimit: PAY_SALT_RATE,
    handler: (ctx) => issueBoundSalt(ctx.stores.oneTime, 'pay'),
  }),
  endpoint(c.updatePsd, {
    rateLimit: SET_PASSWORD_RATE,
    handler: (ctx, body) => updatePassword(ctx, body),
  }),
  endpoint(c.sendSms, {
    rateLimit: SEND_CODE_RATE,
    handler: (ctx, b) =>
      sendResetCode(ctx, b.login_name, { channel: 'sms', areaCode: b.area_code, mobile: b.mobile }),
  }),
  endpoint(c.checkSms, {
    rateLimit: CHECK_CODE_RATE,
    handler: (ctx, b) =>
      checkResetCode(
        ctx,
        b.login_name,
        { channel: 'sms', areaCode: b.area_code, mobile: b.mobile },
        b.sms_code,
      ),
  }),
  endpoint(c.sendMessageNew, {
    rateLimit: SEND_CODE_RATE,
    handler: (ctx, b) => sendResetCode(ctx, b.login_name, { channel: 'mail', email: b.email }),
  }),
  endpoint(c.checkSmsNew, {
    rateLimit: CHECK_CODE_RATE,
    handler: (ctx, b) => checkResetCode(ctx, b.login_name, { channel: 'mail', email: b.email }, b.sms_code),
  }),
  endpoint(c.meradmSendSms, {
    rateLimit: SEND_CODE_RATE,
    handler: (ctx, b) =>
      sendResetCode(
        ctx,
        b.login_name,
        { channel: 'sms', areaCode: b.area_code, mobile: b.mobile },
        'merchant-operator',
      ),
  }),
  endpoint(c.meradmSendSmsNew, {
    rateLimit: SEND_CODE_RATE,
    handler: (ctx, b) =>
      sendResetCode(ctx, b.login_name, { channel: 'mail', email: b.email }, 'merchant-operator'),
  }),
  endpoint(c.setPassword, {
    rateLimit: SET_PASSWORD_RATE,
    handler: (ctx, b) => resetPassword(ctx, b),
  }),
];
