import { newFormId, webPrimitives } from '@mp/core';
import { login as loginContract } from '@mp/core/contracts/auth';
import { refundApply } from '@mp/core/contracts/refunds';
import { bindBody, payBound } from '@mp/core/envelope/bind';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOORS } from './auth-helpers.ts';
import { createMerchantWithAdmin, createOperator, TEST_PASSWORD } from './fixtures.ts';
import type { TestServer } from './harness.ts';
import { startTestServer } from './harness.ts';
import {
  at,
  book,
  clientOf,
  daysAgo,
  type MoneyMerchant,
  moneyMerchant,
  PAY_PASSWORD,
  startMoneyServer,
} from './money-helpers.ts';
import type { TestClient } from './test-client.ts';

// docs/protocol.md section 9: a password travels bound to a one-time value whose secret never travels
// back. A captured body, even decrypted, shows neither the password nor the secret and cannot be sent
// again, not even sealed in a fresh envelope; a value serves one purpose (login or pay) once, and R0 is
// a login value of the national-cipher mode only.

const OK = 'SCM00000';
const code = (r: { gda: { msg_cd: string } }) => r.gda.msg_cd;

/** Calls with the binding of the test client, handing back the body as it was sealed. */
async function captured(c: TestClient, path: string, body: Record<string, unknown>) {
  let sealed: Record<string, unknown> = {};
  const r = await c.call(path, body, { onSealed: (b) => (sealed = b) });
  return { r, sealed };
}

describe('RSA mode', () => {
  let server: TestServer;
  let m: MoneyMerchant;
  let loginName: string;

  beforeAll(async () => {
    server = await startMoneyServer();
    m = await moneyMerchant(server.db);
    const org = await createMerchantWithAdmin(server.db);
    loginName = (await createOperator(server.db, { orgKind: 'merchant', orgId: org.id, kind: 'operator' }))
      .loginName;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a captured login body holds no password and no secret, and a fresh envelope cannot replay it', async () => {
    const c = server.client();
    const { r, sealed } = await captured(c, DOORS.merchantOperator, {
      login_name: loginName,
      password: TEST_PASSWORD,
    });
    expect(code(r)).toBe(OK);
    const text = JSON.stringify(sealed);
    expect(text).not.toContain(TEST_PASSWORD);
    expect(sealed.login_salt).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(sealed.password).not.toBe(TEST_PASSWORD);
    // The attacker seals the captured body again, in its own session: the key is spent.
    const attacker = server.client();
    expect(code(await attacker.call(DOORS.merchantOperator, sealed, { bind: false }))).toBe('LOG10005');
  });

  it('refuses a clear password beside a live key, and spends the key doing so', async () => {
    const c = server.client();
    const one = await c.oneTime('login');
    if (!one) throw new Error('no login salt');
    const clear = { login_name: loginName, password: TEST_PASSWORD, login_salt: one.key };
    expect(code(await c.call(DOORS.merchantOperator, clear, { bind: false }))).toBe('LOG10005');
    const bound = await bindBody(webPrimitives, 'RSA', loginContract.bound!, clear, one);
    expect(code(await c.call(DOORS.merchantOperator, bound, { bind: false }))).toBe('LOG10005');
    // Nor may the secret stand in for the key, as the old protocol had it.
    const old = await c.oneTime('login');
    const asSecret = { ...clear, login_salt: old!.secret };
    expect(code(await c.call(DOORS.merchantOperator, asSecret, { bind: false }))).toBe('LOG10005');
  });

  it('a login value does not bind a payment password, nor a payment value a login', async () => {
    const c = await clientOf(server, m.admin.id);
    const txnNo = await book(server.db, m.stores[0].terminalNo, { at: at(daysAgo(1)), amount: 5_000 });
    const refund = { txn_no: txnNo, amount: '100', pay_password: PAY_PASSWORD, client_key: newFormId() };
    const loginValue = await c.oneTime('login');
    // Bound as a payment would be, but with the login value: its purpose is checked server-side ...
    const asPay = await bindBody(webPrimitives, 'RSA', payBound('pay_password'), refund, loginValue!);
    expect(code(await c.call('gather/refundApply', asPay, { bind: false }))).toBe('LOG10005');
    // ... and a payment value does not sign anyone in.
    const payValue = await c.oneTime('pay');
    const login = { login_name: loginName, password: TEST_PASSWORD };
    const asLogin = await bindBody(webPrimitives, 'RSA', loginContract.bound!, login, {
      secret: payValue!.secret,
      key: payValue!.key,
    });
    expect(code(await server.client().call(DOORS.merchantOperator, asLogin, { bind: false }))).toBe(
      'LOG10005',
    );
    // Binding made for one field does not open as another (the field name is the associated data).
    const pay2 = await c.oneTime('pay');
    const swapped = await bindBody(webPrimitives, 'RSA', payBound('reason'), { reason: PAY_PASSWORD }, pay2!);
    const moved = { ...refund, pay_password: swapped.reason, pay_pwd_key: pay2!.key };
    expect(code(await c.call('gather/refundApply', moved, { bind: false }))).toBe('LOG10005');
    // The same refund, bound the right way, goes through.
    expect(code(await c.call('gather/refundApply', refund))).toBe(OK);
  });

  it("a captured refund's payment password is bound and single use", async () => {
    const c = await clientOf(server, m.admin.id);
    const txnNo = await book(server.db, m.stores[0].terminalNo, { at: at(daysAgo(1)), amount: 5_000 });
    const body = { txn_no: txnNo, amount: '100', pay_password: PAY_PASSWORD, client_key: newFormId() };
    const { r, sealed } = await captured(c, 'gather/refundApply', body);
    expect(code(r)).toBe(OK);
    expect(sealed.pay_password).not.toBe(PAY_PASSWORD);
    expect(JSON.stringify(sealed)).not.toContain(PAY_PASSWORD);
    expect(sealed.pay_pwd_key).toMatch(/^[A-Za-z0-9]{32}$/);
    // Sent again (a fresh nonce, the same session, a new client key so idempotency does not answer it).
    const again = { ...sealed, client_key: newFormId() };
    expect(code(await c.call('gather/refundApply', again, { bind: false }))).toBe('LOG10005');
    // A payment password in clear is refused, even with a live key.
    const one = await c.oneTime('pay');
    const clear = { ...body, client_key: newFormId(), pay_pwd_key: one!.key };
    expect(code(await c.call('gather/refundApply', clear, { bind: false }))).toBe('LOG10005');
    expect(refundApply.bound?.fields).toEqual(['pay_password']);
  });

  it('refuses R0 (a national-cipher value) in RSA mode', async () => {
    const c = server.client();
    const r0 = await c.call<{ r0: string; r0_key: string }>('secret/getR0Str');
    const body = { login_name: loginName, password: TEST_PASSWORD, login_salt: r0.data.r0 };
    expect(code(await c.call(DOORS.merchantOperator, body))).toBe('LOG10005');
  });
});

describe('SM2 mode', () => {
  let server: TestServer;
  let loginName: string;

  beforeAll(async () => {
    server = await startTestServer({ env: { secretType: 'SM2' } });
    const org = await createMerchantWithAdmin(server.db);
    loginName = (await createOperator(server.db, { orgKind: 'merchant', orgId: org.id, kind: 'operator' }))
      .loginName;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('binds the login password to R0 (SM4 under SM3 of the secret), once', async () => {
    const c = server.client();
    const r0 = await c.call<{ r0: string; r0_key: string }>('secret/getR0Str');
    expect(r0.data.r0_key).toHaveLength(32);
    const body = { login_name: loginName, password: TEST_PASSWORD, login_salt: r0.data.r0 };
    const { r, sealed } = await captured(c, DOORS.merchantOperator, body);
    expect(code(r)).toBe(OK);
    expect(sealed.login_salt).toBe(r0.data.r0_key);
    expect(JSON.stringify(sealed)).not.toContain(TEST_PASSWORD);
    expect(JSON.stringify(sealed)).not.toContain(r0.data.r0);
    expect(code(await server.client().call(DOORS.merchantOperator, sealed, { bind: false }))).toBe(
      'LOG10005',
    );
  });

  it('accepts a getLoginSalt value too', async () => {
    const c = server.client();
    expect(code(await c.login(loginName, TEST_PASSWORD, DOORS.merchantOperator))).toBe(OK);
  });
});
