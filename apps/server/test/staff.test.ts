import { messageOf } from '@mp/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/index.ts';
import { tokenOwner } from '../src/modules/staff/index.ts';
import { createMerchantWithAdmin, signedInClient } from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { createStaff, lastMail, STAFF_PASSWORD, staffLogin, totp } from './staff-helpers.ts';

/**
 * The back office's staff (issue 25 points 1 and 2): password plus a TOTP code (RFC 6238) or a one-time
 * recovery code, enrolment without a session, lockout, the staff area apart from the portal's, staff
 * management (S2) and API tokens — through the real server and envelope.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const code = (r: { gda: { msg_cd: string } }) => r.gda.msg_cd;

describe('staff sign-in', () => {
  it('asks for the password and a code of the authenticator, and never accepts a code twice', async () => {
    const s = await createStaff(server, 'reviewer');
    const c = server.client();
    expect(code(await staffLogin(c, s.loginName, 'Wrong@2026x', { otp_code: totp(s.secret!) }))).toBe(
      'LOG10001',
    );
    // The right password alone is no sign-in: no session, the code is asked for.
    const noCode = await staffLogin(c, s.loginName, s.password);
    expect(code(noCode)).toBe('STF10005');
    expect(c.cookies.has('MPSID')).toBe(false);
    // A code of two minutes ago is no longer valid.
    expect(code(await staffLogin(c, s.loginName, s.password, { otp_code: totp(s.secret!, 4) }))).toBe(
      'STF10005',
    );
    const now = totp(s.secret!);
    const ok = await staffLogin(c, s.loginName, s.password, { otp_code: now });
    expect(code(ok)).toBe('SCM00000');
    expect(ok.data.stage).toBe('SIGNED_IN');
    expect(ok.data.login.area).toBe('provider');
    expect(ok.data.login.permissions.split(',').sort()).toEqual(['S1', 'S11']);
    expect(code(await c.call('staff/myFactor'))).toBe('SCM00000');
    // The same code again (a replay) is refused, so is the previous step's.
    const again = await staffLogin(server.client(), s.loginName, s.password, { otp_code: now });
    expect(code(again)).toBe('STF10002');
    expect(again.gda.msg_inf).toBe(messageOf('STF10002', 'zh-TW'));
  });

  it('takes each recovery code once', async () => {
    const s = await createStaff(server, 'auditor');
    const r = await s.client.call('staff/newRecoveryCodes', { otp_code: totp(s.secret!) });
    expect(code(r)).toBe('SCM00000');
    const codes: string[] = r.data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const first = await staffLogin(server.client(), s.loginName, s.password, {
      recovery_code: codes[3].toUpperCase(),
    });
    expect(code(first)).toBe('SCM00000');
    const second = await staffLogin(server.client(), s.loginName, s.password, { recovery_code: codes[3] });
    expect(code(second)).toBe('STF10004');
    const left = await s.client.call('staff/myFactor');
    expect(left.data.recovery_codes_left).toBe(9);
  });

  it('enrols a person without a second factor: no session until the first code, then ten recovery codes', async () => {
    const s = await createStaff(server, 'reviewer', { enrolled: false });
    const c = server.client();
    const offer = await staffLogin(c, s.loginName, s.password);
    expect(code(offer)).toBe('SCM00000');
    expect(offer.data.stage).toBe('ENROL');
    expect(offer.data.login).toBeUndefined();
    expect(c.cookies.has('MPSID')).toBe(false);
    const { enrol_token, secret, otpauth_uri } = offer.data.enrol;
    expect(otpauth_uri).toContain(`secret=${secret}`);
    expect(code(await c.call('staff/enrol', { enrol_token, otp_code: totp(secret, 6) }))).toBe('STF10005');
    const done = await c.call('staff/enrol', { enrol_token, otp_code: totp(secret) });
    expect(code(done)).toBe('SCM00000');
    expect(done.data.recovery_codes).toHaveLength(10);
    expect(done.data.login.area).toBe('provider');
    // The ticket is spent; the next sign-in needs a code of the new factor.
    expect(code(await c.call('staff/enrol', { enrol_token, otp_code: totp(secret) }))).toBe('STF10003');
    expect(code(await staffLogin(server.client(), s.loginName, s.password))).toBe('STF10005');
  });

  it('locks the account after five wrong second factors', async () => {
    const s = await createStaff(server, 'reviewer');
    const wrong = totp(s.secret!) === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < 5; i++)
      answers.push(code(await staffLogin(server.client(), s.loginName, s.password, { otp_code: wrong })));
    expect(answers).toEqual(['STF10005', 'STF10005', 'STF10005', 'STF10005', 'LOG10003']);
    expect(
      code(await staffLogin(server.client(), s.loginName, s.password, { otp_code: totp(s.secret!) })),
    ).toBe('LOG10003');
  });

  it('keeps the portal doors shut to staff, and the staff door shut to the portal', async () => {
    const portal = await staffLogin(server.client(), 'demo_merchant', DEMO_PASSWORD, { otp_code: '123456' });
    expect(code(portal)).toBe('LOG10001');
    const s = await createStaff(server, 'staff_admin');
    const viaPortal = await server.client().login(s.loginName, s.password, 'agt/agtOperLoginNew');
    expect(code(viaPortal)).toBe('LOG10001');
  });
});

describe('the staff area apart from the portal', () => {
  it('refuses portal calls to staff and staff calls to portal operators', async () => {
    const s = await createStaff(server, 'staff_admin');
    for (const path of ['pc/queryHomeStatistics', 'admin/operList'])
      expect(code(await s.client.call(path, {})), path).toBe('SCM40301');
    // What every signed-in person has: sessions, sign-out.
    expect(code(await s.client.call('admin/querySessionList'))).toBe('SCM00000');
    const m = await createMerchantWithAdmin(server.db);
    const merchant = await signedInClient(server, m.admin.id);
    for (const path of ['staff/list', 'staff/tokenList', 'staff/myFactor'])
      expect(code(await merchant.call(path, {})), path).toBe('SCM40301');
  });
});

describe('staff management (S2)', () => {
  it('adds a staff member whose temporary password goes to the e-mail; the first sign-in enrols', async () => {
    const admin = await createStaff(server, 'staff_admin');
    const email = `new${Date.now()}@example.test`;
    const loginName = `nst${Date.now() % 1e8}`;
    const add = await admin.client.call('staff/add', {
      login_name: loginName,
      name: '新同事',
      email,
      role: 'approver',
    });
    expect(code(add)).toBe('SCM00000');
    expect(add.data.sent_to_email).not.toContain(email.split('@')[0]);
    const mail = await lastMail(server.db, email);
    expect(mail).toContain(loginName);
    const password = /臨時密碼為 (\S+?)。/.exec(mail ?? '')?.[1];
    expect(password).toBeTruthy();
    const first = await staffLogin(server.client(), loginName, password as string);
    expect(code(first)).toBe('SCM00000');
    expect(first.data.stage).toBe('ENROL');
    const list = await admin.client.call('staff/list', { keyword: loginName });
    expect(list.data.total).toBe(1);
    expect(list.data.list[0]).toMatchObject({ login_name: loginName, role: 'approver', factor: 'PENDING' });
    expect(
      code(
        await admin.client.call('staff/add', { login_name: loginName, name: 'x', email, role: 'auditor' }),
      ),
    ).toBe('OPR10001');
  });

  it('refuses staff management without S2, and one’s own role or status', async () => {
    const reviewer = await createStaff(server, 'reviewer');
    expect(code(await reviewer.client.call('staff/list', {}))).toBe('SCM40301');
    const admin = await createStaff(server, 'staff_admin');
    expect(code(await admin.client.call('staff/update', { oper_id: admin.id, role: 'approver' }))).toBe(
      'STF10007',
    );
    // A deactivated person's sessions end.
    expect(code(await admin.client.call('staff/update', { oper_id: reviewer.id, status: 'invalid' }))).toBe(
      'SCM00000',
    );
    expect(code(await reviewer.client.call('staff/myFactor'))).toBe('SCM60401');
    // Someone of another organisation is not found here.
    const m = await createMerchantWithAdmin(server.db);
    expect(code(await admin.client.call('staff/resetFactor', { oper_id: m.admin.id }))).toBe('SCM40401');
  });

  it('resets a second factor: the person enrols again, their sessions end', async () => {
    const admin = await createStaff(server, 'staff_admin');
    const s = await createStaff(server, 'reviewer');
    expect(code(await admin.client.call('staff/resetFactor', { oper_id: s.id }))).toBe('SCM00000');
    expect(code(await s.client.call('staff/myFactor'))).toBe('SCM60401');
    const again = await staffLogin(server.client(), s.loginName, STAFF_PASSWORD);
    expect(again.data.stage).toBe('ENROL');
  });
});

describe('API tokens', () => {
  it('shows a token once, keeps only its hash, and stops it when revoked or out of scope', async () => {
    const s = await createStaff(server, 'reviewer');
    expect(
      code(
        await s.client.call('staff/tokenCreate', {
          name: 'cli',
          scopes: ['review:read'],
          days: 7,
          otp_code: '000001',
        }),
      ),
    ).toBe('STF10005');
    const made = await s.client.call('staff/tokenCreate', {
      name: 'cli',
      scopes: ['review:read'],
      days: 7,
      otp_code: totp(s.secret!),
    });
    expect(code(made)).toBe('SCM00000');
    const token: string = made.data.token;
    const stored = await server.db.query<{ token_hash: string }>(
      'select token_hash from staff_tokens where id = $1',
      [made.data.token_id],
    );
    expect(stored.rows[0].token_hash).not.toContain(token);
    const now = new Date();
    expect(await tokenOwner(server.db, `Bearer ${token}`, 'review:read', now)).toBe(s.id);
    await expect(tokenOwner(server.db, `Bearer ${token}`, 'review:decide', now)).rejects.toMatchObject({
      code: 'STF10008',
    });
    const list = await s.client.call('staff/tokenList');
    expect(list.data.list[0]).toMatchObject({ name: 'cli', status: 'ACTIVE' });
    expect(JSON.stringify(list.data)).not.toContain(token);
    expect(code(await s.client.call('staff/tokenRevoke', { token_id: made.data.token_id }))).toBe('SCM00000');
    await expect(tokenOwner(server.db, `Bearer ${token}`, 'review:read', now)).rejects.toMatchObject({
      code: 'STF10006',
    });
    const other = await createStaff(server, 'reviewer');
    expect(code(await other.client.call('staff/tokenRevoke', { token_id: made.data.token_id }))).toBe(
      'SCM40401',
    );
  });
});
