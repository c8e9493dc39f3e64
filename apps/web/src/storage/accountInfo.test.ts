import type { LoginResT } from '@mp/core/schemas/auth';
import { afterEach, describe, expect, it } from 'vitest';
import { clearLogin, LOCAL, readLocal, saveLogin } from './browserStorage.ts';

// The sign-in answer's account info (issue 15, point 2): kept in localStorage, masked, whatever came.

function answer(kind: 'admin' | 'operator' | 'cashier', info: LoginResT['account_info']): LoginResT {
  return {
    form_token: 'tok',
    area: 'merchant',
    permissions: '41',
    need_change_pwd: 'N',
    change_reason: '',
    account_info: info,
    mer_no: 'M1',
    mer_name: 'Shop',
    mer_short_name: 'Shop',
    org_no: 'M1',
    org_name: 'Shop',
    oper: { oper_id: '7', login_name: 'someone1', name: 'S', kind, role_name: 'R', functions: [] },
    pay_password_set: 'Y',
    training_due: 'N',
    advanced_search: 'Y',
    last_login_at: '',
  };
}

afterEach(() => clearLogin());

describe('account info in localStorage', () => {
  it('keeps the administrator contact masked, even when the answer held it in clear', () => {
    saveLogin(answer('admin', { email: 'boss.chan@shop.example', phone: '66123456' }));
    const kept = readLocal(LOCAL.accountInfo) ?? '';
    expect(JSON.parse(kept)).toEqual({ email: 'bos***@shop.example', phone: '66****56' });
    expect(kept).not.toContain('66123456');
    expect(kept).not.toContain('boss.chan');
  });

  it('keeps an already masked answer as it is, and nothing when there is no contact', () => {
    saveLogin(answer('cashier', { email: 'bos***@shop.example', phone: '66****56' }));
    expect(JSON.parse(readLocal(LOCAL.accountInfo) ?? '')).toEqual({
      email: 'bos***@shop.example',
      phone: '66****56',
    });
    saveLogin(answer('operator', { email: '', phone: '' }));
    expect(JSON.parse(readLocal(LOCAL.accountInfo) ?? '')).toEqual({ email: '', phone: '' });
  });
});
