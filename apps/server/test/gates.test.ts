import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../src/kernel/ports.ts';
import {
  insertGroup,
  insertMerchant,
  insertOperator,
  insertProvider,
  insertStore,
  signIn,
} from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { testEndpoints } from './test-endpoints.ts';

/** A clock the test moves forward: idle time-outs without waiting. */
let offsetMs = 0;
const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };

let server: TestServer;
let merchantA: string;
let storeA1: string;
let storeA2: string;
let merchantB: string;
let storeB: string;

beforeAll(async () => {
  server = await startTestServer({ deps: { extraEndpoints: testEndpoints, ports: { clock } } });
  merchantA = await insertMerchant(server.db);
  storeA1 = await insertStore(server.db, merchantA);
  storeA2 = await insertStore(server.db, merchantA);
  merchantB = await insertMerchant(server.db);
  storeB = await insertStore(server.db, merchantB);
});
afterAll(async () => {
  await server?.close();
});

async function signedIn(spec: Parameters<typeof insertOperator>[1]) {
  const id = await insertOperator(server.db, spec);
  const c = server.client();
  await signIn(server.db, c, id);
  return { id, c };
}

describe('session', () => {
  it('answers LOG60401 without a cookie and SCM60401 with a dead one', async () => {
    const c = server.client();
    expect((await c.call('test/session')).gda.msg_cd).toBe('LOG60401');
    c.cookies.set('MPSID', 'x'.repeat(43));
    expect((await c.call('test/session')).gda.msg_cd).toBe('SCM60401');
    c.cookies.set('MPSID', 'not even the right shape');
    expect((await c.call('test/session')).gda.msg_cd).toBe('SCM60401');
  });

  it('loads the operator of a live session', async () => {
    const { id, c } = await signedIn({ orgKind: 'merchant', orgId: merchantA });
    const r = await c.call('test/session');
    expect(r.gda.msg_cd).toBe('SCM00000');
    expect(r.data).toEqual({ oper_id: id, org_kind: 'merchant' });
  });

  it('starts a session with a new HttpOnly SameSite=Strict cookie and ends the old one of this browser', async () => {
    const opId = await insertOperator(server.db, { orgKind: 'merchant', orgId: merchantA });
    const c = server.client();
    const first = await c.call('test/login-as', { operator_id: opId });
    expect(first.gda.msg_cd).toBe('SCM00000');
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^MPSID=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
    const firstCookie = c.cookies.get('MPSID')!;
    c.formToken = first.data.form_token;
    expect((await c.call('test/session')).gda.msg_cd).toBe('SCM00000');

    const second = await c.call('test/login-as', { operator_id: opId });
    const secondCookie = c.cookies.get('MPSID')!;
    expect(secondCookie).not.toBe(firstCookie);
    expect(second.data.form_token).not.toBe(first.data.form_token);

    const stale = server.client();
    stale.cookies.set('MPSID', firstCookie);
    expect((await stale.call('test/session')).gda.msg_cd).toBe('SCM60401');
    const row = await server.db.query(
      'select end_reason from sessions where operator_id = $1 and ended_at is not null',
      [opId],
    );
    expect(row.rows.map((r) => r.end_reason)).toEqual(['replaced']);
  });

  it('ends the session at once on logout and clears the cookie', async () => {
    const { c } = await signedIn({ orgKind: 'merchant', orgId: merchantA });
    const cookie = c.cookies.get('MPSID')!;
    const out = await c.call('test/logout');
    expect(out.gda.msg_cd).toBe('SCM00000');
    expect(out.headers.get('set-cookie')).toMatch(/MPSID=;/);
    expect(c.cookies.has('MPSID')).toBe(false);
    const again = server.client();
    again.cookies.set('MPSID', cookie);
    expect((await again.call('test/session')).gda.msg_cd).toBe('SCM60401');
  });

  it('times out after the idle minutes, measured from the last call', async () => {
    const { id, c } = await signedIn({ orgKind: 'merchant', orgId: merchantA });
    // The browser's clock moves with the server's, or the envelope would call the request stale.
    const at = (minutes: number) => {
      offsetMs = minutes * 60_000;
      return c.call('test/session', {}, { now: clock.now().getTime() }).then((r) => r.gda.msg_cd);
    };
    try {
      expect(await at(14)).toBe('SCM00000');
      expect(await at(28)).toBe('SCM00000');
      expect(await at(44)).toBe('SCM60401');
    } finally {
      offsetMs = 0;
    }
    const row = await server.db.query('select end_reason from sessions where operator_id = $1', [id]);
    expect(row.rows[0].end_reason).toBe('idle');
    expect((await c.call('test/session')).gda.msg_cd).toBe('SCM60401');
  });

  it('ends the session of an operator who was deleted', async () => {
    const { id, c } = await signedIn({ orgKind: 'merchant', orgId: merchantA });
    await server.db.query(`update operators set status = 'invalid' where id = $1`, [id]);
    expect((await c.call('test/session')).gda.msg_cd).toBe('SCM60401');
  });
});

describe('form token', () => {
  it('is required on a state-changing call of a session, and must match', async () => {
    const { c, id } = await signedIn({ orgKind: 'merchant', orgId: merchantA });
    expect((await c.call('test/mutate', {}, { formToken: null })).gda.msg_cd).toBe('SCM40005');
    expect((await c.call('test/mutate', {}, { formToken: 'wrong' })).gda.msg_cd).toBe('SCM40005');
    const other = await signedIn({ orgKind: 'merchant', orgId: merchantA });
    expect((await c.call('test/mutate', {}, { formToken: other.c.formToken })).gda.msg_cd).toBe('SCM40005');
    const ok = await c.call('test/mutate');
    expect(ok.gda.msg_cd).toBe('SCM00000');
    expect(ok.data.oper_id).toBe(id);
    // A read needs no form token.
    expect((await c.call('test/session', {}, { formToken: null })).gda.msg_cd).toBe('SCM00000');
  });
});

describe('permission codes and areas', () => {
  it("refuses an endpoint whose code the operator's role lacks, with '無訪問權限'", async () => {
    const without = await signedIn({ orgKind: 'merchant', orgId: merchantA, codes: ['41', '43'] });
    const refused = await without.c.call('test/coded');
    expect(refused.gda).toEqual({ msg_cd: 'SCM40301', msg_inf: '無訪問權限' });
    const withCode = await signedIn({ orgKind: 'merchant', orgId: merchantA, codes: ['42'] });
    expect((await withCode.c.call('test/coded')).gda.msg_cd).toBe('SCM00000');
  });

  it('takes a revoked code away at once', async () => {
    const { id, c } = await signedIn({ orgKind: 'merchant', orgId: merchantA, codes: ['42'] });
    expect((await c.call('test/coded')).gda.msg_cd).toBe('SCM00000');
    await server.db.query(
      `delete from role_permissions where code = '42' and role_id = (select role_id from operators where id = $1)`,
      [id],
    );
    expect((await c.call('test/coded')).gda.msg_cd).toBe('SCM40301');
  });

  it('refuses an organisation kind the endpoint is not for', async () => {
    const agent = await insertProvider(server.db);
    const svc = await signedIn({ orgKind: 'service', orgId: agent, codes: ['42'] });
    expect((await svc.c.call('test/merchant-only')).gda.msg_cd).toBe('SCM40301');
    const mer = await signedIn({ orgKind: 'merchant', orgId: merchantA });
    expect((await mer.c.call('test/merchant-only')).gda.msg_cd).toBe('SCM00000');
  });

  it('keeps an operator who must change the password to the password-change endpoints', async () => {
    const { c } = await signedIn({
      orgKind: 'merchant',
      orgId: merchantA,
      codes: ['42'],
      mustChangePassword: true,
    });
    expect((await c.call('test/session')).gda.msg_cd).toBe('LOG10009');
    expect((await c.call('test/coded')).gda.msg_cd).toBe('LOG10009');
    expect((await c.call('test/pwd')).gda.msg_cd).toBe('SCM00000');
    expect((await c.call('test/echo', { text: 'public' })).gda.msg_cd).toBe('SCM00000');
  });

  it('counts a password older than 90 days as a pending change', async () => {
    const { id, c } = await signedIn({ orgKind: 'merchant', orgId: merchantA });
    await server.db.query(
      `update operators set password_changed_at = now() - interval '91 days' where id = $1`,
      [id],
    );
    expect((await c.call('test/session')).gda.msg_cd).toBe('LOG10009');
  });
});

describe('tenant scope', () => {
  const store = (c: Awaited<ReturnType<typeof signedIn>>['c'], id: string) =>
    c.call('test/store', { store_id: id }).then((r) => r.gda.msg_cd);

  it("gives a merchant its own stores and answers another tenant's like a missing one", async () => {
    const { c } = await signedIn({ orgKind: 'merchant', orgId: merchantA });
    expect(await store(c, storeA1)).toBe('SCM00000');
    expect(await store(c, storeA2)).toBe('SCM00000');
    expect(await store(c, storeB)).toBe('SCM40401');
    expect(await store(c, '999999999')).toBe('SCM40401');
  });

  it('limits a store operator to the permitted stores', async () => {
    const { c } = await signedIn({
      orgKind: 'merchant',
      orgId: merchantA,
      kind: 'cashier',
      storeIds: [storeA1],
    });
    expect(await store(c, storeA1)).toBe('SCM00000');
    expect(await store(c, storeA2)).toBe('SCM40401');
  });

  it('gives a service provider its sub-merchants and a group its members, nothing else', async () => {
    const agent = await insertProvider(server.db);
    const sub = await insertMerchant(server.db, { agentId: agent });
    const subStore = await insertStore(server.db, sub);
    const svc = await signedIn({ orgKind: 'service', orgId: agent });
    expect(await store(svc.c, subStore)).toBe('SCM00000');
    expect(await store(svc.c, storeA1)).toBe('SCM40401');

    const group = await insertGroup(server.db);
    const member = await insertMerchant(server.db, { groupId: group });
    const memberStore = await insertStore(server.db, member);
    const grp = await signedIn({ orgKind: 'group', orgId: group });
    expect(await store(grp.c, memberStore)).toBe('SCM00000');
    expect(await store(grp.c, subStore)).toBe('SCM40401');
  });
});

describe('Secure cookie behind a TLS proxy', () => {
  it('marks the cookie Secure when TRUST_PROXY is on and the request came over https', async () => {
    const proxied = await startTestServer({
      env: { trustProxy: { hops: 1 } },
      deps: { extraEndpoints: testEndpoints },
    });
    try {
      const merchant = await insertMerchant(proxied.db);
      const opId = await insertOperator(proxied.db, { orgKind: 'merchant', orgId: merchant });
      const c = proxied.client();
      const https = await c.call(
        'test/login-as',
        { operator_id: opId },
        { headers: { 'x-forwarded-proto': 'https' } },
      );
      expect(https.headers.get('set-cookie')).toContain('Secure');
      const http = await c.call(
        'test/login-as',
        { operator_id: opId },
        { headers: { 'x-forwarded-proto': 'http' } },
      );
      expect(http.headers.get('set-cookie')).not.toContain('Secure');
    } finally {
      await proxied.close();
    }
  });
});
