import { describe, expect, it } from 'vitest';
import {
  addRequest,
  type CashierFormValues,
  checkCashierField,
  updateRequest,
  validateCashierForm,
} from './cashierForm.ts';

const good: CashierFormValues = {
  user_name: 'counter01',
  password: 'Pass2026x',
  confirm_password: 'Pass2026x',
  name: '陳小明',
  role_id: '12',
  phone_area: '+853',
  phone: '66123456',
  email: '',
  status: 'normal',
  store_ids: ['101'],
  basic_functions: ['collect', 'trade_query'],
  extra_functions: ['allow_refund'],
};

const codes = (v: Partial<CashierFormValues>, mode: 'add' | 'edit' = 'add') =>
  Object.fromEntries(validateCashierForm(v, mode).map((e) => [e.field, e.code]));

describe('cashier form', () => {
  it('accepts a complete cashier', () => {
    expect(validateCashierForm(good, 'add')).toEqual([]);
    expect(validateCashierForm(good, 'edit')).toEqual([]);
  });

  it('refuses a name with an invisible or direction-changing character (issue 15, point 3)', () => {
    for (const bad of ['陳\u202E小明', '陳小明\u200B', '\uFEFF陳小明', '陳\u2066小明\u2069']) {
      expect(checkCashierField('name', { name: bad }), JSON.stringify(bad)).toBe('VAL10039');
      expect(codes({ ...good, name: bad }).name).toBe('VAL10039');
    }
  });

  it('takes a user name of 6-20 letters and digits only', () => {
    for (const bad of ['abc12', 'a'.repeat(21), 'counter_01', '收銀員一號號號', 'counter 01']) {
      expect(checkCashierField('user_name', { user_name: bad }), bad).toBe('VAL10022');
    }
    expect(checkCashierField('user_name', { user_name: '' })).toBe('VAL10035');
    expect(checkCashierField('user_name', { user_name: 'ABCdef' })).toBeNull();
    expect(checkCashierField('user_name', { user_name: 'a1'.repeat(10) })).toBeNull();
  });

  it('requires name, role, phone and status', () => {
    const e = codes({ ...good, name: '', role_id: '', phone: '', status: undefined });
    expect(e).toEqual({ name: 'VAL10001', role_id: 'VAL10001', phone: 'VAL10001', status: 'VAL10001' });
  });

  it('requires at least one store permission', () => {
    expect(codes({ ...good, store_ids: [] })).toEqual({ store_ids: 'VAL10027' });
    expect(codes({ ...good, store_ids: undefined })).toEqual({ store_ids: 'VAL10027' });
  });

  it("refuses ' < > and over-long names, and a mobile that does not fit its country code", () => {
    expect(codes({ ...good, name: "O'Brien" }).name).toBe('VAL10007');
    expect(codes({ ...good, name: '<b>' }).name).toBe('VAL10007');
    expect(codes({ ...good, name: 'x'.repeat(31) }).name).toBe('VAL10008');
    expect(codes({ ...good, name: ' 陳 ' }).name).toBe('VAL10005');
    expect(codes({ ...good, phone: '13812345678' }).phone).toBe('VAL10004');
    expect(codes({ ...good, phone_area: '+86', phone: '13812345678' }).phone).toBeUndefined();
  });

  it('checks the password rule and its confirmation when adding only', () => {
    expect(codes({ ...good, password: 'short1', confirm_password: 'short1' }).password).toBe('VAL10021');
    expect(codes({ ...good, confirm_password: 'Other2026x' }).confirm_password).toBe('VAL10020');
    expect(codes({ ...good, password: '', confirm_password: '' }, 'edit')).toEqual({});
  });

  it('checks an e-mail only when one is given, and only known functions', () => {
    expect(codes({ ...good, email: 'not-an-email' }).email).toBe('VAL10002');
    expect(codes({ ...good, email: 'ops@houmei.mo' }).email).toBeUndefined();
    expect(codes({ ...good, extra_functions: ['allow_refund', 'fly' as never] }).extra_functions).toBe(
      'VAL10037',
    );
  });

  it('builds the add and update requests the schemas expect', () => {
    const add = addRequest(good);
    expect(add).toMatchObject({
      user_name: 'counter01',
      store_ids: ['101'],
      extra_functions: ['allow_refund'],
    });
    expect(add.email).toBeUndefined();
    const upd = updateRequest('7', { ...good, email: 'a@b.mo' });
    expect(upd).not.toHaveProperty('user_name');
    expect(upd).not.toHaveProperty('password');
    expect(upd).toMatchObject({ cashier_id: '7', email: 'a@b.mo' });
  });

  it('lets the masked contact of an edit pass unchanged and sends only what changed (issue 15, point 2)', () => {
    const kept = { phone_area: '+853', phone: '66****56', email: 'ops***@houmei.mo' };
    const editing = { ...good, phone: kept.phone, email: kept.email };
    expect(validateCashierForm(editing, 'edit', kept)).toEqual([]);
    // Left masked: neither is sent, so the server keeps the stored values.
    const same = updateRequest('7', editing, kept);
    expect(same).not.toHaveProperty('phone');
    expect(same).not.toHaveProperty('phone_area');
    expect(same).not.toHaveProperty('email');
    // Another area code with the masked number is no number at all: type the new one whole.
    expect(validateCashierForm({ ...editing, phone_area: '+852' }, 'edit', kept)).toEqual([
      { field: 'phone', code: 'VAL10004' },
    ]);
    const moved = updateRequest('7', { ...editing, phone_area: '+852', phone: '51234567' }, kept);
    expect(moved).toMatchObject({ phone_area: '+852', phone: '51234567' });
    // An emptied e-mail is sent empty (removed); a new one is checked and sent.
    expect(updateRequest('7', { ...editing, email: '' }, kept)).toMatchObject({ email: '' });
    expect(validateCashierForm({ ...editing, email: 'ops***@x' }, 'edit', kept)).toEqual([
      { field: 'email', code: 'VAL10002' },
    ]);
    // Without a kept contact (adding), a masked value is refused like any bad one.
    expect(codes({ ...good, phone: '66****56' }).phone).toBe('VAL10004');
  });
});
