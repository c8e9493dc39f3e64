import { type Check, type FieldError, isBlank } from './result.ts';

/** Six digits, as the SMS and e-mail codes are sent. VAL10034 when empty, SMS10005 otherwise. */
export function validateVerificationCode(value: unknown): Check {
  if (isBlank(value)) return 'VAL10034';
  return typeof value === 'string' && /^\d{6}$/.test(value) ? null : 'SMS10005';
}

export interface LoginInput {
  loginName: unknown;
  password: unknown;
  captcha?: unknown;
  /** Whether the page shows a captcha (system parameter captcha_enabled). */
  captchaRequired: boolean;
}

/** Spec point 5: user name, password and, where shown, the image code are required. */
export function validateLogin(input: LoginInput): FieldError<'loginName' | 'password' | 'captcha'> | null {
  if (isBlank(input.loginName)) return { field: 'loginName', code: 'VAL10035' };
  if (isBlank(input.password)) return { field: 'password', code: 'VAL10036' };
  if (input.captchaRequired && isBlank(input.captcha)) return { field: 'captcha', code: 'VAL10034' };
  return null;
}
