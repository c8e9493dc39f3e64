import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { DOORS } from './auth-helpers.ts';
import { type CreatedOrg, createMerchantWithAdmin, TEST_PASSWORD } from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';
import type { TestClient } from './test-client.ts';

// TRUST_PROXY (issue 15, point 1): the client address comes from the trusted hops of X-Forwarded-For, read
// from the right, never from what the client itself wrote at the left of the header.

/** getLoginSalt and the login, both with the same extra headers (what a proxy passes on). */
async function loginVia(c: TestClient, name: string, password: string, headers: Record<string, string>) {
  const salt = await c.call<{ salt: string }>('admin/getLoginSalt', {}, { headers });
  if (salt.gda.msg_cd !== 'SCM00000') return salt;
  return c.call(DOORS.merchantAdmin, { login_name: name, password, login_salt: salt.data.salt }, { headers });
}

async function lastSessionIp(server: TestServer, operatorId: string): Promise<string> {
  const r = await server.db.query<{ ip: string }>(
    'select ip from sessions where operator_id = $1 order by created_at desc limit 1',
    [operatorId],
  );
  return r.rows[0].ip;
}

async function lastLoginAuditIp(server: TestServer, operatorId: string): Promise<string> {
  const r = await server.db.query<{ ip: string }>(
    `select ip from audit_log where operator_id = $1 and action = 'login' order by id desc limit 1`,
    [operatorId],
  );
  return r.rows[0].ip;
}

const env = (raw: string | undefined) => loadConfig({ TRUST_PROXY: raw }).trustProxy;

describe('TRUST_PROXY=1: one proxy hop', () => {
  let server: TestServer;
  let merchant: CreatedOrg<'merchant'>;
  beforeAll(async () => {
    server = await startTestServer({ env: { trustProxy: env('1') } });
    merchant = await createMerchantWithAdmin(server.db);
  });
  afterAll(() => server?.close());

  it('counts logins by the address the proxy saw, not by addresses the client invents', async () => {
    const c = server.client();
    const codes: string[] = [];
    for (let i = 0; i < 45; i++) {
      // The client writes a new address each time; the proxy appends the one it saw.
      const r = await loginVia(c, 'nobody_here_15', TEST_PASSWORD, {
        'x-forwarded-for': `198.51.100.${i + 1}, 203.0.113.7`,
      });
      codes.push(r.gda.msg_cd);
    }
    expect(codes.slice(0, 30).every((code) => code === 'LOG10001')).toBe(true);
    expect(codes.slice(30).every((code) => code === 'SCM40008')).toBe(true);
  });

  it('records the proxy-seen address in the session and the audit log', async () => {
    const r = await loginVia(server.client(), merchant.admin.loginName, TEST_PASSWORD, {
      'x-forwarded-for': '10.66.66.66, 203.0.113.8',
    });
    expect(r.gda.msg_cd).toBe('SCM00000');
    expect(await lastSessionIp(server, merchant.admin.id)).toBe('203.0.113.8');
    expect(await lastLoginAuditIp(server, merchant.admin.id)).toBe('203.0.113.8');
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  let server: TestServer;
  let merchant: CreatedOrg<'merchant'>;
  beforeAll(async () => {
    // The test client connects from 127.0.0.1: it is the proxy here.
    server = await startTestServer({ env: { trustProxy: env('10.0.0.0/8, 127.0.0.1') } });
    merchant = await createMerchantWithAdmin(server.db);
  });
  afterAll(() => server?.close());

  it('takes the right-most address that is not a listed proxy, and https from the proxy', async () => {
    const c = server.client();
    const r = await loginVia(c, merchant.admin.loginName, TEST_PASSWORD, {
      'x-forwarded-for': '198.51.100.99, 203.0.113.9, 10.1.2.3',
      'x-forwarded-proto': 'https',
    });
    expect(r.gda.msg_cd).toBe('SCM00000');
    expect(r.headers.get('set-cookie')).toContain('Secure');
    expect(await lastSessionIp(server, merchant.admin.id)).toBe('203.0.113.9');
    expect(await lastLoginAuditIp(server, merchant.admin.id)).toBe('203.0.113.9');
  });
});

describe('TRUST_PROXY off (the default) or naming another peer', () => {
  let server: TestServer;
  let merchant: CreatedOrg<'merchant'>;
  beforeAll(async () => {
    server = await startTestServer({ env: { trustProxy: env('192.0.2.1') } });
    merchant = await createMerchantWithAdmin(server.db);
  });
  afterAll(() => server?.close());

  it('ignores X-Forwarded-* from a peer that is not a trusted proxy', async () => {
    const r = await loginVia(server.client(), merchant.admin.loginName, TEST_PASSWORD, {
      'x-forwarded-for': '203.0.113.10',
      'x-forwarded-proto': 'https',
    });
    expect(r.gda.msg_cd).toBe('SCM00000');
    expect(r.headers.get('set-cookie')).not.toContain('Secure');
    expect(await lastSessionIp(server, merchant.admin.id)).toBe('127.0.0.1');
  });

  it('reads the variable: off, hops or a list, and refuses anything else', () => {
    expect(env(undefined)).toBe(false);
    expect(env('')).toBe(false);
    expect(env('0')).toBe(false);
    expect(env('2')).toEqual({ hops: 2 });
    expect(env('10.0.0.5, fd00::/8,loopback')).toEqual({ proxies: ['10.0.0.5', 'fd00::/8', 'loopback'] });
    for (const bad of ['true', 'yes', '10.0.0.256', '10.0.0.0/33', '1,', '-1', 'proxy.example'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });
});
