import { maskEmail, maskPhone } from '@mp/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditActions, DOORS, operatorRow } from './auth-helpers.ts';
import {
  type CreatedOperator,
  type CreatedOrg,
  createGroupWithAdmin,
  createMerchantWithAdmin,
  createOperator,
  createServiceProviderWithAdmin,
  TEST_PASSWORD,
} from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';

// Rate limits count per route and client address (30 logins a minute on each login path): the calls of
// this file are spread over the paths so that together they stay under it.
let server: TestServer;
let merchant: CreatedOrg<'merchant'>;
let service: CreatedOrg<'service'>;
let group: CreatedOrg<'group'>;
let operator: CreatedOperator;
let cashier: CreatedOperator;
let serviceOperator: CreatedOperator;

beforeAll(async () => {
  server = await startTestServer();
  merchant = await createMerchantWithAdmin(server.db, { codes: ['11', '12', '41', '42', '9999'] });
  service = await createServiceProviderWithAdmin(server.db);
  group = await createGroupWithAdmin(server.db);
  operator = await createOperator(server.db, {
    orgKind: 'merchant',
    orgId: merchant.id,
    kind: 'operator',
    codes: ['41', '42', '421'],
  });
  cashier = await createOperator(server.db, { orgKind: 'merchant', orgId: merchant.id, kind: 'cashier' });
  serviceOperator = await createOperator(server.db, {
    orgKind: 'service',
    orgId: service.id,
    kind: 'operator',
    codes: ['21'],
  });
});
afterAll(() => server?.close());

const ok = 'SCM00000';

describe('the four logins', () => {
  it("admin/login signs in a merchant's administrator with everything the browser keeps", async () => {
    const c = server.client();
    const r = await c.login(merchant.admin.loginName, TEST_PASSWORD, DOORS.merchantAdmin);
    expect(r.gda.msg_cd).toBe(ok);
    expect(r.data).toMatchObject({
      area: 'merchant',
      // Only codes that exist in PERMISSIONS; '9999' is dropped.
      permissions: '11,12,41,42',
      need_change_pwd: 'N',
      change_reason: '',
      account_info: { email: merchant.admin.email, phone: merchant.admin.phone },
      mer_no: merchant.no,
      mer_name: merchant.name,
      mer_short_name: merchant.shortName,
      org_no: merchant.no,
      org_name: merchant.name,
      oper: {
        oper_id: merchant.admin.id,
        login_name: merchant.admin.loginName,
        kind: 'admin',
        role_name: 'Administrator',
      },
      advanced_search: 'Y',
      last_login_at: '',
    });
    expect(r.data.form_token).toEqual(expect.any(String));
    expect(r.data.form_token.length).toBeGreaterThan(20);
    // The answer travelled encrypted.
    expect(r.raw.enc_sts).toBe('1');
    expect(JSON.stringify(r.raw)).not.toContain(merchant.admin.loginName);

    // The next login reports this one, as yyyymmddHHMMss.
    const again = await server.client().login(merchant.admin.loginName.toUpperCase(), TEST_PASSWORD);
    expect(again.gda.msg_cd).toBe(ok);
    expect(again.data.last_login_at).toMatch(/^20\d{12}$/);
    const row = await operatorRow(server.db, merchant.admin.id);
    expect(row.last_login_at).not.toBeNull();
  });

  it('meradm/meradmOperLogin and ...New sign in operators and cashiers, with the admin contact masked', async () => {
    const r1 = await server.client().login(operator.loginName, TEST_PASSWORD, DOORS.merchantOperatorOld);
    expect(r1.gda.msg_cd).toBe(ok);
    expect(r1.data).toMatchObject({
      area: 'merchant',
      permissions: '41,42,421',
      mer_no: merchant.no,
      oper: { kind: 'operator', login_name: operator.loginName },
      account_info: { email: maskEmail(merchant.admin.email), phone: maskPhone(merchant.admin.phone) },
    });
    const r2 = await server.client().login(cashier.loginName, TEST_PASSWORD, DOORS.merchantOperator);
    expect(r2.gda.msg_cd).toBe(ok);
    expect(r2.data).toMatchObject({ area: 'merchant', permissions: '', oper: { kind: 'cashier' } });
  });

  it('agt/agtOperLoginNew signs in service-provider operators; group login the group', async () => {
    const s = await server.client().login(serviceOperator.loginName, TEST_PASSWORD, DOORS.service);
    expect(s.gda.msg_cd).toBe(ok);
    expect(s.data).toMatchObject({
      area: 'service',
      permissions: '21',
      mer_no: '',
      mer_name: '',
      org_no: service.no,
      org_name: service.name,
      account_info: { email: maskEmail(service.admin.email) },
    });
    const g = await server.client().login(group.admin.loginName, TEST_PASSWORD, DOORS.group);
    expect(g.gda.msg_cd).toBe(ok);
    expect(g.data).toMatchObject({ area: 'group', mer_no: '', org_no: group.no, org_name: group.name });
  });

  it('refuses an operator on the wrong door exactly like a wrong password', async () => {
    const tries: [CreatedOperator, string][] = [
      [merchant.admin, DOORS.merchantOperator],
      [operator, DOORS.merchantAdmin],
      [cashier, DOORS.service],
      [serviceOperator, DOORS.merchantAdmin],
      [group.admin, DOORS.service],
      [service.admin, DOORS.group],
    ];
    for (const [op, door] of tries) {
      const r = await server.client().login(op.loginName, TEST_PASSWORD, door);
      expect(r.gda).toEqual({ msg_cd: 'LOG10001', msg_inf: '用戶名或密碼錯誤' });
    }
    const unknown = await server.client().login('nobody_here_123', TEST_PASSWORD);
    expect(unknown.gda.msg_cd).toBe('LOG10001');
    // A wrong door does not count as a failed try.
    expect((await operatorRow(server.db, operator.id)).failed_tries).toBe(0);
  });
});

describe('wrong passwords and the lock', () => {
  it('counts a wrong password and answers LOG10001 in the asked language', async () => {
    const op = await createOperator(server.db, { orgKind: 'merchant', orgId: merchant.id });
    const c = server.client();
    c.lang = 'en';
    const r = await c.login(op.loginName, 'Wrong0password', DOORS.merchantOperator);
    expect(r.gda).toEqual({ msg_cd: 'LOG10001', msg_inf: 'Wrong user name or password.' });
    expect((await operatorRow(server.db, op.id)).failed_tries).toBe(1);
    // A success clears the count.
    expect((await c.login(op.loginName, TEST_PASSWORD, DOORS.merchantOperator)).gda.msg_cd).toBe(ok);
    expect((await operatorRow(server.db, op.id)).failed_tries).toBe(0);
  });

  it('locks after 5 wrong passwords for 30 minutes, then lifts the lock at the next attempt', async () => {
    const op = await createOperator(server.db, { orgKind: 'merchant', orgId: merchant.id });
    const c = server.client();
    const codes: string[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await c.login(op.loginName, `Wrong${i}pass`, DOORS.merchantOperator)).gda.msg_cd);
    expect(codes).toEqual(['LOG10001', 'LOG10001', 'LOG10001', 'LOG10001', 'LOG10003']);
    const locked = await operatorRow(server.db, op.id);
    expect(locked.status).toBe('locked');
    expect(locked.failed_tries).toBe(5);
    // Locked for 30 minutes from the failed attempt (both columns take that attempt's clock reading).
    const span = await server.db.query<{ s: string }>(
      'select extract(epoch from locked_until - updated_at)::int::text as s from operators where id = $1',
      [op.id],
    );
    expect(span.rows[0].s).toBe('1800');

    // Even the right password is refused while locked.
    expect((await c.login(op.loginName, TEST_PASSWORD, DOORS.merchantOperator)).gda.msg_cd).toBe('LOG10003');

    // 30 minutes later (moved in the database): the lock is lifted and the right password passes.
    await server.db.query(`update operators set locked_until = now() - interval '1 minute' where id = $1`, [
      op.id,
    ]);
    const r = await c.login(op.loginName, TEST_PASSWORD, DOORS.merchantOperator);
    expect(r.gda.msg_cd).toBe(ok);
    const after = await operatorRow(server.db, op.id);
    expect(after.status).toBe('normal');
    expect(after.failed_tries).toBe(0);
    expect(after.locked_until).toBeNull();

    const actions = (await auditActions(server.db, op.id)).map((a) => `${a.action}:${a.ok}`);
    expect(actions).toEqual([
      'login:false',
      'login:false',
      'login:false',
      'login:false',
      'lockout:false',
      'login:false',
      'unlock:true',
      'login:true',
    ]);
  });

  it('after an expired lock, a wrong password starts counting from zero', async () => {
    const op = await createOperator(server.db, { orgKind: 'merchant', orgId: merchant.id });
    await server.db.query(
      `update operators set status = 'locked', failed_tries = 5, locked_until = now() - interval '1 minute' where id = $1`,
      [op.id],
    );
    const r = await server.client().login(op.loginName, 'Wrong1pass', DOORS.merchantOperator);
    expect(r.gda.msg_cd).toBe('LOG10001');
    const row = await operatorRow(server.db, op.id);
    expect(row.status).toBe('normal');
    expect(row.failed_tries).toBe(1);
  });

  it('a cancelled cashier hears LOG10004 with the right password only; other cancelled operators LOG10001', async () => {
    const gone = await createOperator(server.db, {
      orgKind: 'merchant',
      orgId: merchant.id,
      kind: 'cashier',
      status: 'invalid',
    });
    const c = server.client();
    expect((await c.login(gone.loginName, TEST_PASSWORD, DOORS.merchantOperator)).gda).toEqual({
      msg_cd: 'LOG10004',
      msg_inf: '收銀員已註銷',
    });
    expect((await c.login(gone.loginName, 'Wrong1pass', DOORS.merchantOperator)).gda.msg_cd).toBe('LOG10001');
    const goneOp = await createOperator(server.db, {
      orgKind: 'merchant',
      orgId: merchant.id,
      status: 'invalid',
    });
    expect((await c.login(goneOp.loginName, TEST_PASSWORD, DOORS.merchantOperator)).gda.msg_cd).toBe(
      'LOG10001',
    );
  });

  it('never writes a password to the audit log', async () => {
    const r = await server.db.query<{ n: string }>(
      `select count(*) as n from audit_log where detail::text like '%' || $1 || '%' or detail::text like '%Wrong%'`,
      [TEST_PASSWORD],
    );
    expect(Number(r.rows[0].n)).toBe(0);
  });
});

describe('input', () => {
  it('asks for the user name and the password', async () => {
    const c = server.client();
    expect((await c.login('  ', TEST_PASSWORD)).gda.msg_cd).toBe('VAL10035');
    expect((await c.login(merchant.admin.loginName, '')).gda.msg_cd).toBe('VAL10036');
    const salt = await c.call<{ salt: string }>('admin/getLoginSalt');
    const extra = { login_name: 'x', password: 'y', login_salt: salt.data.salt, remember: 'Y' };
    expect((await c.call(DOORS.merchantAdmin, extra)).gda.msg_cd).toBe('SCM40002');
  });
});

describe('the one-time login random', () => {
  it('is single use: a replayed login is refused with LOG10005', async () => {
    const c = server.client();
    const salt = await c.call<{ salt: string; expires_in: number }>('admin/getLoginSalt');
    expect(salt.data.salt).toHaveLength(32);
    expect(salt.data.expires_in).toBeGreaterThan(0);
    const body = { login_name: operator.loginName, password: TEST_PASSWORD, login_salt: salt.data.salt };
    expect((await c.call(DOORS.merchantOperator, body)).gda.msg_cd).toBe(ok);
    expect((await c.call(DOORS.merchantOperator, body)).gda.msg_cd).toBe('LOG10005');
  });

  it('is spent even by a failed attempt, and an invented one is refused', async () => {
    const c = server.client();
    const salt = await c.call<{ salt: string }>('admin/getLoginSalt');
    const wrong = { login_name: operator.loginName, password: 'Wrong1pass', login_salt: salt.data.salt };
    expect((await c.call(DOORS.merchantOperator, wrong)).gda.msg_cd).toBe('LOG10001');
    const right = { ...wrong, password: TEST_PASSWORD };
    expect((await c.call(DOORS.merchantOperator, right)).gda.msg_cd).toBe('LOG10005');
    const invented = { ...right, login_salt: 'A'.repeat(32) };
    expect((await c.call(DOORS.merchantOperator, invented)).gda.msg_cd).toBe('LOG10005');
  });

  it('is not the R0 of secret/getR0Str in RSA mode (R0 binds a login in SM2 mode only)', async () => {
    const c = server.client();
    const r0 = await c.call<{ r0: string }>('secret/getR0Str');
    const body = { login_name: operator.loginName, password: TEST_PASSWORD, login_salt: r0.data.r0 };
    expect((await c.call(DOORS.merchantOperator, body)).gda.msg_cd).toBe('LOG10005');
  });

  it('of one kind does not open another: an oper salt is no login salt', async () => {
    const c = server.client();
    expect((await c.login(operator.loginName, TEST_PASSWORD, DOORS.merchantOperator)).gda.msg_cd).toBe(ok);
    const operSalt = await c.call<{ salt: string }>('admin/getOperSalt');
    expect(operSalt.gda.msg_cd).toBe(ok);
    const body = { login_name: operator.loginName, password: TEST_PASSWORD, login_salt: operSalt.data.salt };
    expect((await server.client().call(DOORS.merchantOperator, body)).gda.msg_cd).toBe('LOG10005');
  });
});

describe('logout', () => {
  it.each(['admin/loginOut', 'pc/outLogin'])('%s ends the session server-side', async (path) => {
    const c = server.client();
    expect((await c.login(operator.loginName, TEST_PASSWORD, DOORS.merchantOperator)).gda.msg_cd).toBe(ok);
    expect((await c.call('admin/getEncryptSalt')).gda.msg_cd).toBe(ok);
    const cookies = new Map(c.cookies);
    const out = await c.call(path);
    expect(out.gda.msg_cd).toBe(ok);
    // The browser's cookie is cleared ...
    expect(c.cookies.size).toBe(0);
    expect((await c.call('admin/getEncryptSalt')).gda.msg_cd).toBe('LOG60401');
    // ... and a copy kept by an attacker is dead too.
    for (const [k, v] of cookies) c.cookies.set(k, v);
    expect((await c.call('admin/getEncryptSalt')).gda.msg_cd).toBe('SCM60401');
    const actions = (await auditActions(server.db, operator.id)).map((a) => a.action);
    expect(actions).toContain('logout');
  });

  it('needs the form token', async () => {
    const c = server.client();
    await c.login(operator.loginName, TEST_PASSWORD, DOORS.merchantOperator);
    expect((await c.call('admin/loginOut', {}, { formToken: null })).gda.msg_cd).toBe('SCM40005');
    expect((await c.call('admin/getEncryptSalt')).gda.msg_cd).toBe(ok);
  });
});
