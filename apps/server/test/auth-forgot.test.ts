import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodeTo, wrongCode } from './admin-helpers.ts';
import { countMessages, DOORS, lastMessage, operatorRow, smsBody, smsTarget } from './auth-helpers.ts';
import { type CreatedOperator, type MerchantWorld, startWithMerchant, TEST_PASSWORD } from './fixtures.ts';

let { server, newOperator } = {} as MerchantWorld;
beforeAll(async () => {
  ({ server, newOperator } = await startWithMerchant());
});
afterAll(() => server?.close());

const ok = 'SCM00000';

const smsCode = (op: CreatedOperator) => smsCodeTo(server.db, op.phoneArea, op.phone);

describe('forgot password by SMS', () => {
  it('sends a code, trades it for a reset token, sets the password, unlocks and ends every session', async () => {
    const op = await newOperator({
      phoneArea: '+852',
      phone: `5${String(Date.now() % 10_000_000).padStart(7, '0')}`,
    });
    const signedIn = server.client();
    expect((await signedIn.login(op.loginName, TEST_PASSWORD, DOORS.merchantOperator)).gda.msg_cd).toBe(ok);
    // Locked meanwhile by someone guessing.
    await server.db.query(
      `update operators set status = 'locked', failed_tries = 5, locked_until = now() + interval '30 minutes' where id = $1`,
      [op.id],
    );

    const c = server.client();
    const sent = await c.call('admin/sendSms', smsBody(op));
    expect(sent.gda.msg_cd).toBe(ok);
    expect(sent.data).toEqual({ expires_in: 300, resend_in: 60 });
    const msg = await lastMessage(server.db, 'sms', smsTarget(op));
    expect(msg?.body).toContain('5 分鐘');
    const code = await smsCode(op);

    const checked = await c.call<{ reset_token: string }>('admin/checkSms', {
      ...smsBody(op),
      sms_code: code,
    });
    expect(checked.gda.msg_cd).toBe(ok);
    const token = checked.data.reset_token;
    expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]{32}$/);
    // The code is single use.
    expect((await c.call('admin/checkSms', { ...smsBody(op), sms_code: code })).gda.msg_cd).toBe('SMS10002');

    const set = (new_password: string, confirm_password = new_password) =>
      c.call('admin/setPassword', { reset_token: token, new_password, confirm_password });
    expect((await set('Reset2Passw0rd', 'Reset2Passw0rX')).gda.msg_cd).toBe('VAL10020');
    expect((await set('weak')).gda.msg_cd).toBe('VAL10021');
    expect((await set(TEST_PASSWORD)).gda.msg_cd).toBe('LOG10006');
    expect((await set('Reset2Passw0rd')).gda.msg_cd).toBe(ok);
    // The token is spent.
    expect((await set('Reset3Passw0rd')).gda.msg_cd).toBe('LOG10014');

    const row = await operatorRow(server.db, op.id);
    expect(row).toMatchObject({
      status: 'normal',
      failed_tries: 0,
      locked_until: null,
      must_change_password: false,
    });
    expect((await signedIn.call('admin/getEncryptSalt')).gda.msg_cd).toBe('SCM60401');
    expect(
      (await server.client().login(op.loginName, TEST_PASSWORD, DOORS.merchantOperator)).gda.msg_cd,
    ).toBe('LOG10001');
    expect(
      (await server.client().login(op.loginName, 'Reset2Passw0rd', DOORS.merchantOperator)).gda.msg_cd,
    ).toBe(ok);
    const actions = await server.db.query<{ action: string }>(
      `select action from audit_log where operator_id = $1 and action like 'password%' order by id`,
      [op.id],
    );
    expect(actions.rows.map((a) => a.action)).toEqual(['password_reset_code', 'password_reset']);
  });

  it('allows a resend only after 60 seconds', async () => {
    const op = await newOperator();
    const c = server.client();
    expect((await c.call('admin/sendSms', smsBody(op))).gda.msg_cd).toBe(ok);
    expect((await c.call('admin/sendSms', smsBody(op))).gda.msg_cd).toBe('SMS10004');
    expect(await countMessages(server.db, smsTarget(op))).toBe(1);
    await server.db.query(
      `update sms_codes set created_at = created_at - interval '61 seconds' where target = $1`,
      [`${op.phoneArea}${op.phone}`],
    );
    expect((await c.call('admin/sendSms', smsBody(op))).gda.msg_cd).toBe(ok);
    expect(await countMessages(server.db, smsTarget(op))).toBe(2);
  });

  it('kills a code after 5 wrong tries', async () => {
    const op = await newOperator();
    const c = server.client();
    await c.call('admin/sendSms', smsBody(op));
    const code = await smsCode(op);
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      answers.push(
        (await c.call('admin/checkSms', { ...smsBody(op), sms_code: wrongCode(code) })).gda.msg_cd,
      );
    }
    expect(answers).toEqual(['SMS10001', 'SMS10001', 'SMS10001', 'SMS10001', 'SMS10003']);
    expect((await c.call('admin/checkSms', { ...smsBody(op), sms_code: code })).gda.msg_cd).toBe('SMS10003');
  });

  it('refuses an expired code and a malformed one', async () => {
    const op = await newOperator();
    const c = server.client();
    await c.call('admin/sendSms', smsBody(op));
    const code = await smsCode(op);
    expect((await c.call('admin/checkSms', { ...smsBody(op), sms_code: '12a456' })).gda.msg_cd).toBe(
      'SMS10005',
    );
    expect((await c.call('admin/checkSms', { ...smsBody(op), sms_code: '' })).gda.msg_cd).toBe('VAL10034');
    await server.db.query(`update sms_codes set expires_at = now() - interval '1 second' where target = $1`, [
      `${op.phoneArea}${op.phone}`,
    ]);
    expect((await c.call('admin/checkSms', { ...smsBody(op), sms_code: code })).gda.msg_cd).toBe('SMS10002');
  });

  it('checks the mobile against its country code', async () => {
    const op = await newOperator();
    const c = server.client();
    expect((await c.call('admin/sendSms', { ...smsBody(op), mobile: '12345678' })).gda.msg_cd).toBe(
      'VAL10004',
    );
    expect((await c.call('admin/sendSms', { ...smsBody(op), area_code: '+86' })).gda.msg_cd).toBe('VAL10004');
    expect((await c.call('admin/sendSms', { ...smsBody(op), area_code: '+1' })).gda.msg_cd).toBe('SCM40002');
  });
});

describe('forgot password by e-mail', () => {
  it('sends a code by mail and resets the password with it', async () => {
    const op = await newOperator({ email: `Reset.${Date.now()}@Example.test` });
    const c = server.client();
    c.lang = 'en';
    const sent = await c.call('admin/sendMessageNew', {
      login_name: op.loginName,
      email: op.email.toLowerCase(),
    });
    expect(sent.gda.msg_cd).toBe(ok);
    const msg = await lastMessage(server.db, 'mail', op.email);
    expect(msg?.subject).toBe('Password reset verification code');
    expect(msg?.code).toMatch(/^\d{6}$/);

    const body = { login_name: op.loginName, email: op.email };
    expect((await c.call('admin/checkSmsNew', { ...body, sms_code: wrongCode(msg!.code!) })).gda.msg_cd).toBe(
      'SMS10001',
    );
    const checked = await c.call<{ reset_token: string }>('admin/checkSmsNew', {
      ...body,
      sms_code: msg!.code!,
    });
    expect(checked.gda.msg_cd).toBe(ok);
    const set = await c.call('admin/setPassword', {
      reset_token: checked.data.reset_token,
      new_password: 'Mail2Passw0rd',
      confirm_password: 'Mail2Passw0rd',
    });
    expect(set.gda.msg_cd).toBe(ok);
    expect(
      (await server.client().login(op.loginName, 'Mail2Passw0rd', DOORS.merchantOperator)).gda.msg_cd,
    ).toBe(ok);
  });

  it('refuses a malformed address and answers an unknown one like a known one', async () => {
    const op = await newOperator();
    const c = server.client();
    expect(
      (await c.call('admin/sendMessageNew', { login_name: op.loginName, email: 'not-an-address' })).gda
        .msg_cd,
    ).toBe('VAL10002');
    const stranger = `stranger${Date.now()}@example.test`;
    const r = await c.call('admin/sendMessageNew', { login_name: op.loginName, email: stranger });
    expect(r.gda.msg_cd).toBe(ok);
    expect(await countMessages(server.db, stranger)).toBe(0);
  });

  it('refuses an invented or expired reset token', async () => {
    const c = server.client();
    const invented = await c.call('admin/setPassword', {
      reset_token: `1.${'A'.repeat(32)}`,
      new_password: 'Mail2Passw0rd',
      confirm_password: 'Mail2Passw0rd',
    });
    expect(invented.gda.msg_cd).toBe('LOG10014');
    const garbage = await c.call('admin/setPassword', {
      reset_token: 'garbage',
      new_password: 'Mail2Passw0rd',
      confirm_password: 'Mail2Passw0rd',
    });
    expect(garbage.gda.msg_cd).toBe('LOG10014');

    const op = await newOperator();
    await c.call('admin/sendMessageNew', { login_name: op.loginName, email: op.email });
    const code = (await lastMessage(server.db, 'mail', op.email))!.code!;
    const t = await c.call<{ reset_token: string }>('admin/checkSmsNew', {
      login_name: op.loginName,
      email: op.email,
      sms_code: code,
    });
    await server.db.query(`update sms_codes set expires_at = now() - interval '1 second' where id = $1`, [
      t.data.reset_token.split('.')[0],
    ]);
    const expired = await c.call('admin/setPassword', {
      reset_token: t.data.reset_token,
      new_password: 'Mail2Passw0rd',
      confirm_password: 'Mail2Passw0rd',
    });
    expect(expired.gda.msg_cd).toBe('LOG10014');
  });
});

describe("the operator sign-in page's forgotten password (meradmSendSms, meradmSendSmsNew)", () => {
  it("gives a merchant's operator a code by SMS or mail that admin/checkSms(New) takes; an administrator or another area's operator hears the same and gets nothing", async () => {
    const op = await newOperator({ email: `oper.${Date.now()}@example.test` });
    const c = server.client();
    const sent = await c.call('meradm/meradmSendSms', smsBody(op));
    expect(sent.gda.msg_cd).toBe(ok);
    expect(sent.data).toEqual({ expires_in: 300, resend_in: 60 });
    const checked = await c.call<{ reset_token: string }>('admin/checkSms', {
      ...smsBody(op),
      sms_code: await smsCode(op),
    });
    expect(checked.gda.msg_cd).toBe(ok);
    expect(checked.data.reset_token).toMatch(/^\d+\.[A-Za-z0-9_-]{32}$/);

    const mailed = await c.call('meradm/meradmSendSmsNew', { login_name: op.loginName, email: op.email });
    expect(mailed.gda.msg_cd).toBe(ok);
    const msg = await lastMessage(server.db, 'mail', op.email);
    expect(msg?.code).toMatch(/^\d{6}$/);
    const byMail = await c.call('admin/checkSmsNew', {
      login_name: op.loginName,
      email: op.email,
      sms_code: msg!.code!,
    });
    expect(byMail.gda.msg_cd).toBe(ok);

    // The administrator signs in at admin/login: this door gives them nothing, and says so to nobody.
    const admin = await newOperator({ kind: 'admin', email: `adm.${Date.now()}@example.test` });
    const before = await countMessages(server.db, smsTarget(admin));
    const r = await c.call('meradm/meradmSendSms', smsBody(admin));
    expect(r.gda.msg_cd).toBe(ok);
    expect(r.data).toEqual(sent.data);
    expect(await countMessages(server.db, smsTarget(admin))).toBe(before);
    const m = await c.call('meradm/meradmSendSmsNew', { login_name: admin.loginName, email: admin.email });
    expect(m.gda.msg_cd).toBe(ok);
    expect(await countMessages(server.db, admin.email)).toBe(0);
    // A code asked there cannot be checked: none was given to anyone.
    expect((await c.call('admin/checkSms', { ...smsBody(admin), sms_code: '123456' })).gda.msg_cd).not.toBe(
      ok,
    );
    // Bad input is the catalogue's, as on the administrator's page.
    expect(
      (await c.call('meradm/meradmSendSmsNew', { login_name: op.loginName, email: 'not-an-address' })).gda
        .msg_cd,
    ).toBe('VAL10002');
  });
});
