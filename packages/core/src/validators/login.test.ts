import { describe, expect, it } from 'vitest';
import { validateLogin, validateVerificationCode } from './login.ts';

describe('validateVerificationCode', () => {
  it('takes exactly 6 digits', () => {
    expect(validateVerificationCode('012345')).toBeNull();
    for (const v of ['12345', '1234567', '12345a', ' 123456', '１２３４５６']) {
      expect(validateVerificationCode(v)).toBe('SMS10005');
    }
    expect(validateVerificationCode('')).toBe('VAL10034');
  });
});

describe('validateLogin', () => {
  it('names the first missing field', () => {
    expect(validateLogin({ loginName: '', password: 'x', captchaRequired: false })).toEqual({
      field: 'loginName',
      code: 'VAL10035',
    });
    expect(validateLogin({ loginName: 'demo', password: ' ', captchaRequired: false })).toEqual({
      field: 'password',
      code: 'VAL10036',
    });
    expect(validateLogin({ loginName: 'demo', password: 'x', captcha: '', captchaRequired: true })).toEqual({
      field: 'captcha',
      code: 'VAL10034',
    });
  });
  it('passes a complete form, with or without captcha', () => {
    expect(validateLogin({ loginName: 'demo', password: 'x', captchaRequired: false })).toBeNull();
    expect(
      validateLogin({ loginName: 'demo', password: 'x', captcha: 'ab12', captchaRequired: true }),
    ).toBeNull();
  });
});
