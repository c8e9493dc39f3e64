import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePassword, DOORS, operatorRow } from './auth-helpers.ts';
import { type CreatedOrg, createMerchantWithAdmin, createOperator, TEST_PASSWORD } from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let merchant: CreatedOrg<'merchant'>;

beforeAll(async () => {
  server = await startTestServer();
  merchant = await createMerchantWithAdmin(server.db);
});
afterAll(() => server?.close());

const ok = 'SCM00000';
const DAY = 86_400_000;

describe('first login', () => {
  it('asks for a change, refuses everything else with LOG10009 until admin/updatePsd, then lets through', async () => {
    const op = await createOperator(server.db, {
      orgKind: 'merchant',
      orgId: merchant.id,
      mustChangePassword: true,
      codes: ['41'],
    });
    const c = server.client();
    const r = await c.login(op.loginName, TEST_PASSWORD, DOORS.merchantOperator);
    expect(r.gda.msg_cd).toBe(ok);
    expect(r.data).toMatchObject({ need_change_pwd: 'Y', change_reason: 'FIRST' });
    expect((await c.call('admin/getEncryptSalt')).gda).toEqual({
      msg_cd: 'LOG10009',
      msg_inf: '請先修改密碼',
    });

    expect((await changePassword(c, TEST_PASSWORD, 'NewPassw0rd1')).gda.msg_cd).toBe(ok);
    expect((await c.call('admin/getEncryptSalt')).gda.msg_cd).toBe(ok);
    const row = await operatorRow(server.db, op.id);
    expect(row.must_change_password).toBe(false);

    const again = await server.client().login(op.loginName, 'NewPassw0rd1', DOORS.merchantOperator);
    expect(again.data).toMatchObject({ need_change_pwd: 'N', change_reason: '' });
    expect(
      (await server.client().login(op.loginName, TEST_PASSWORD, DOORS.merchantOperator)).gda.msg_cd,
    ).toBe('LOG10001');
  });
});

describe('90-day expiry', () => {
  it('forces a change when the password is 90 days old', async () => {
    const op = await createOperator(server.db, {
      orgKind: 'merchant',
      orgId: merchant.id,
      passwordChangedAt: new Date(Date.now() - 91 * DAY),
    });
    const c = server.client();
    const r = await c.login(op.loginName, TEST_PASSWORD, DOORS.merchantOperator);
    expect(r.data).toMatchObject({ need_change_pwd: 'Y', change_reason: 'EXPIRED' });
    expect((await operatorRow(server.db, op.id)).must_change_password).toBe(true);
    expect((await c.call('admin/getEncryptSalt')).gda.msg_cd).toBe('LOG10009');
    expect((await changePassword(c, TEST_PASSWORD, 'Fresh2Passw0rd')).gda.msg_cd).toBe(ok);
    expect((await c.call('admin/getEncryptSalt')).gda.msg_cd).toBe(ok);
    const next = await server.client().login(op.loginName, 'Fresh2Passw0rd', DOORS.merchantOperator);
    expect(next.data).toMatchObject({ need_change_pwd: 'N', change_reason: '' });
  });

  it('does not force one at 89 days', async () => {
    const op = await createOperator(server.db, {
      orgKind: 'merchant',
      orgId: merchant.id,
      passwordChangedAt: new Date(Date.now() - 89 * DAY),
    });
    const r = await server.client().login(op.loginName, TEST_PASSWORD, DOORS.merchantOperator);
    expect(r.data).toMatchObject({ need_change_pwd: 'N', change_reason: '' });
  });
});

describe('admin/updatePsd', () => {
  it('checks the one-time oper salt, the old password, the rules and the confirmation', async () => {
    const op = await createOperator(server.db, { orgKind: 'merchant', orgId: merchant.id });
    const c = server.client();
    await c.login(op.loginName, TEST_PASSWORD, DOORS.merchantOperator);
    expect((await changePassword(c, 'Wrong0ld1pass', 'NewPassw0rd1')).gda.msg_cd).toBe('LOG10008');
    expect((await changePassword(c, TEST_PASSWORD, 'NewPassw0rd1', 'NewPassw0rd2')).gda.msg_cd).toBe(
      'VAL10020',
    );
    expect((await changePassword(c, TEST_PASSWORD, 'short1')).gda.msg_cd).toBe('VAL10021');
    expect((await changePassword(c, TEST_PASSWORD, 'lettersonlyhere')).gda.msg_cd).toBe('VAL10021');
    expect((await changePassword(c, TEST_PASSWORD, TEST_PASSWORD)).gda.msg_cd).toBe('VAL10019');

    const salt = await c.call<{ salt: string }>('admin/getOperSalt');
    const body = {
      old_password: TEST_PASSWORD,
      new_password: 'NewPassw0rd1',
      confirm_password: 'NewPassw0rd1',
      oper_salt: salt.data.salt,
    };
    expect((await c.call('admin/updatePsd', body)).gda.msg_cd).toBe(ok);
    // The same oper salt cannot carry a second change.
    const replay = {
      ...body,
      old_password: 'NewPassw0rd1',
      new_password: 'Other2Passw0rd',
      confirm_password: 'Other2Passw0rd',
    };
    expect((await c.call('admin/updatePsd', replay)).gda.msg_cd).toBe('LOG10005');
    // Needs the form token like every state-changing call.
    const salt2 = await c.call<{ salt: string }>('admin/getOperSalt');
    const noToken = await c.call(
      'admin/updatePsd',
      { ...replay, oper_salt: salt2.data.salt },
      { formToken: null },
    );
    expect(noToken.gda.msg_cd).toBe('SCM40005');
  });

  it('refuses any of the last 4 passwords and accepts the fifth-last again', async () => {
    const op = await createOperator(server.db, {
      orgKind: 'merchant',
      orgId: merchant.id,
      password: 'Pass0word00',
    });
    const c = server.client();
    await c.login(op.loginName, 'Pass0word00', DOORS.merchantOperator);
    const p = ['Pass0word00', 'Pass0word01', 'Pass0word02', 'Pass0word03', 'Pass0word04'];
    for (let i = 1; i <= 3; i++) expect((await changePassword(c, p[i - 1], p[i])).gda.msg_cd).toBe(ok);
    // Current p3; the last four are p3, p2, p1, p0.
    for (const old of [p[0], p[1], p[2]]) {
      expect((await changePassword(c, p[3], old)).gda).toEqual({
        msg_cd: 'LOG10006',
        msg_inf: '新密碼不能與最近 4 次使用的密碼相同',
      });
    }
    expect((await changePassword(c, p[3], p[4])).gda.msg_cd).toBe(ok);
    // Now p4, p3, p2, p1: p0 is free again.
    expect((await changePassword(c, p[4], p[1])).gda.msg_cd).toBe('LOG10006');
    expect((await changePassword(c, p[4], p[0])).gda.msg_cd).toBe(ok);
  });

  it("ends the operator's other sessions and keeps this one", async () => {
    const op = await createOperator(server.db, { orgKind: 'merchant', orgId: merchant.id });
    const here = server.client();
    const there = server.client();
    await here.login(op.loginName, TEST_PASSWORD, DOORS.merchantOperator);
    await there.login(op.loginName, TEST_PASSWORD, DOORS.merchantOperator);
    expect((await there.call('admin/getEncryptSalt')).gda.msg_cd).toBe(ok);
    expect((await changePassword(here, TEST_PASSWORD, 'NewPassw0rd1')).gda.msg_cd).toBe(ok);
    expect((await here.call('admin/getEncryptSalt')).gda.msg_cd).toBe(ok);
    expect((await there.call('admin/getEncryptSalt')).gda.msg_cd).toBe('SCM60401');
    const audit = await server.db.query<{ action: string; ok: boolean; detail: any }>(
      `select action, ok, detail from audit_log where operator_id = $1 and action = 'password_change'`,
      [op.id],
    );
    expect(audit.rows).toEqual([
      { action: 'password_change', ok: true, detail: { other_sessions_ended: 1 } },
    ]);
  });

  it('needs a session', async () => {
    const c = server.client();
    expect((await c.call('admin/getOperSalt')).gda.msg_cd).toBe('LOG60401');
  });
});
