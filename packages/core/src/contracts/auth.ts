import { contract, EVERY_AREA } from '../contract.ts';
import {
  BoundSaltRes,
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
} from '../schemas/auth.ts';

/** Sign-in, sign-out, the login password and the forgotten password (spec point 7, "Login and security"). */
const capability = 'auth';
const main = { capability, prefix: 'main' } as const;

const loginContract = (path: string, who: string) =>
  contract({
    ...main,
    path,
    access: 'public',
    mutates: true,
    request: LoginReq,
    bound: { purpose: 'login', key: 'login_salt', fields: ['password'] },
    answer: LoginRes,
    summary: `Sign-in of ${who}: one-time login salt, captcha, lock after 5 wrong passwords for 30 minutes.`,
  });

export const getLoginSalt = contract({
  ...main,
  path: 'admin/getLoginSalt',
  access: 'public',
  mutates: false,
  request: EmptyReq,
  answer: BoundSaltRes,
  summary:
    'A one-time value (2 minutes, single use) for one login: the password is bound to `salt`, the body carries `salt_key`.',
});

export const login = loginContract('admin/login', "a merchant's administrator");
export const meradmOperLogin = loginContract('meradm/meradmOperLogin', "a merchant's operators and cashiers");
export const meradmOperLoginNew = loginContract(
  'meradm/meradmOperLoginNew',
  "a merchant's operators and cashiers",
);
export const agtOperLoginNew = loginContract('agt/agtOperLoginNew', "a service provider's operators");
export const groupLogin = loginContract('admin/groupLogin', "a merchant group's operators");

export const loginOut = contract({
  ...main,
  path: 'admin/loginOut',
  areas: EVERY_AREA,
  // Allowed while a password change is pending: nobody should be kept from signing out.
  access: 'session-pwd-change',
  mutates: true,
  request: EmptyReq,
  answer: EmptyRes,
  summary: 'Signs out: the session ends server-side and the cookie is cleared.',
});

export const outLogin = contract({
  ...main,
  path: 'pc/outLogin',
  areas: EVERY_AREA,
  access: 'session-pwd-change',
  mutates: true,
  request: EmptyReq,
  answer: EmptyRes,
  summary: 'Signs out (the PC pages call this name).',
});

export const getOperSalt = contract({
  ...main,
  path: 'admin/getOperSalt',
  areas: EVERY_AREA,
  access: 'session-pwd-change',
  mutates: false,
  request: EmptyReq,
  answer: SaltRes,
  summary: 'A one-time random that the next admin/updatePsd must carry.',
});

export const getEncryptSalt = contract({
  ...main,
  path: 'admin/getEncryptSalt',
  access: 'session',
  mutates: false,
  request: EmptyReq,
  answer: BoundSaltRes,
  summary:
    'A one-time value for one call that carries a payment password: bound to `salt`, the body carries `salt_key`.',
});

export const updatePsd = contract({
  ...main,
  path: 'admin/updatePsd',
  areas: EVERY_AREA,
  access: 'session-pwd-change',
  mutates: true,
  request: UpdatePsdReq,
  answer: EmptyRes,
  summary: 'Changes the login password (first login, every 90 days, or by choice); other sessions end.',
});

export const sendSms = contract({
  ...main,
  path: 'admin/sendSms',
  access: 'public',
  mutates: true,
  request: SendSmsReq,
  answer: SendCodeRes,
  summary: 'Forgot password: a 6-digit code to the registered mobile. Same answer whether or not it matches.',
});

export const checkSms = contract({
  ...main,
  path: 'admin/checkSms',
  access: 'public',
  mutates: true,
  request: CheckSmsReq,
  answer: ResetTokenRes,
  summary: 'Forgot password: checks the SMS code (5 tries, 5 minutes) and answers a reset token.',
});

export const sendMessageNew = contract({
  ...main,
  path: 'admin/sendMessageNew',
  access: 'public',
  mutates: true,
  request: SendMailReq,
  answer: SendCodeRes,
  summary: 'Forgot password: a 6-digit code to the registered e-mail. Same answer whether or not it matches.',
});

export const checkSmsNew = contract({
  ...main,
  path: 'admin/checkSmsNew',
  access: 'public',
  mutates: true,
  request: CheckMailReq,
  answer: ResetTokenRes,
  summary: 'Forgot password: checks the e-mailed code and answers a reset token.',
});

/**
 * The operator sign-in page's forgotten password (meradm/, as meradmOperLogin): the same code and reset as
 * admin/sendSms and admin/sendMessageNew, given only to a merchant's operators and cashiers (docs/decisions.md,
 * "meradmSendSms and meradmSendSmsNew"). The code is checked by admin/checkSms or admin/checkSmsNew.
 */
export const meradmSendSms = contract({
  ...main,
  path: 'meradm/meradmSendSms',
  access: 'public',
  mutates: true,
  request: SendSmsReq,
  answer: SendCodeRes,
  summary:
    "Forgot password of a merchant's operator or cashier: a code to the registered mobile. Same answer whether or not it matches.",
});

export const meradmSendSmsNew = contract({
  ...main,
  path: 'meradm/meradmSendSmsNew',
  access: 'public',
  mutates: true,
  request: SendMailReq,
  answer: SendCodeRes,
  summary:
    "Forgot password of a merchant's operator or cashier: a code to the registered e-mail. Same answer whether or not it matches.",
});

export const setPassword = contract({
  ...main,
  path: 'admin/setPassword',
  access: 'public',
  mutates: true,
  request: SetPasswordReq,
  answer: EmptyRes,
  summary: 'Forgot password: sets the new password for a reset token; unlocks and ends every session.',
});

export const contracts = [
  getLoginSalt,
  login,
  meradmOperLogin,
  meradmOperLoginNew,
  agtOperLoginNew,
  groupLogin,
  loginOut,
  outLogin,
  getOperSalt,
  getEncryptSalt,
  updatePsd,
  sendSms,
  checkSms,
  sendMessageNew,
  checkSmsNew,
  meradmSendSms,
  meradmSendSmsNew,
  setPassword,
];
