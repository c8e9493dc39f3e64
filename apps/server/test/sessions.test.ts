import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeUserAgent } from '../src/modules/sessions/user-agent.ts';
import { auditRows, code, doorOf, OK, signIn } from './admin-helpers.ts';
import { changePassword } from './auth-helpers.ts';
import { type CreatedOperator, createMerchantWithAdmin, createOperator } from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';
import type { TestClient } from './test-client.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A sign-in from a browser with this User-Agent (the session records it at login). */
async function signInWith(op: CreatedOperator, userAgent: string): Promise<TestClient> {
  const c = server.client();
  const headers = { 'user-agent': userAgent };
  const salt = await c.call<{ salt: string }>('admin/getLoginSalt', {}, { headers });
  const r = await c.call(
    doorOf(op),
    { login_name: op.loginName, password: op.password, login_salt: salt.data.salt },
    { headers },
  );
  expect(code(r)).toBe(OK);
  c.formToken = r.data.form_token;
  return c;
}

describe('security centre', () => {
  it("lists the caller's live sessions with device and marks the current one", async () => {
    const { admin } = await createMerchantWithAdmin(server.db);
    const desk = await signInWith(admin, CHROME_WINDOWS);
    await signInWith(admin, SAFARI_IPHONE);
    const r = await desk.call('admin/querySessionList');
    expect(code(r)).toBe(OK);
    expect(r.data.rows).toHaveLength(2);
    const current = r.data.rows.find((s: any) => s.current === 'Y');
    expect(current).toMatchObject({
      device: 'Desktop',
      browser: 'Chrome 126',
      os: 'Windows 10/11',
      ip: '127.0.0.1',
    });
    const phone = r.data.rows.find((s: any) => s.current === 'N');
    expect(phone).toMatchObject({ device: 'Mobile', browser: 'Safari 17', os: 'iOS' });
    expect(phone.session_no).toMatch(/^[0-9a-f]{24}$/);
    expect(JSON.stringify(r.data)).not.toContain(desk.cookies.get('MPSID'));
  });

  it('ends the other sessions and keeps this one', async () => {
    const { admin } = await createMerchantWithAdmin(server.db);
    const a = await signInWith(admin, CHROME_WINDOWS);
    const b = await signInWith(admin, SAFARI_IPHONE);
    const c = await signInWith(admin, SAFARI_IPHONE);
    const ended = await a.call('admin/endOtherSessions');
    expect(code(ended)).toBe(OK);
    expect(ended.data.ended).toBe(2);
    expect(code(await b.call('admin/querySessionList'))).toBe('SCM60401');
    expect(code(await c.call('admin/querySessionList'))).toBe('SCM60401');
    const left = await a.call('admin/querySessionList');
    expect(left.data.rows.map((s: any) => s.current)).toEqual(['Y']);
    expect((await auditRows(server.db, admin.id, 'sessions_end')).at(-1)?.detail).toMatchObject({ ended: 2 });
  });

  it("ends one other session by its number, never the current one nor another operator's", async () => {
    const org = await createMerchantWithAdmin(server.db);
    const a = await signInWith(org.admin, CHROME_WINDOWS);
    const b = await signInWith(org.admin, SAFARI_IPHONE);
    const rows = (await a.call('admin/querySessionList')).data.rows;
    const mine = rows.find((s: any) => s.current === 'Y').session_no;
    const theirs = rows.find((s: any) => s.current === 'N').session_no;
    expect(code(await a.call('admin/endSession', { session_no: mine }))).toBe('SCM40401');

    const stranger = await createOperator(server.db, { orgKind: 'merchant', orgId: org.id });
    const s = await signIn(server, stranger);
    expect(code(await s.call('admin/endSession', { session_no: theirs }))).toBe('SCM40401');
    expect(code(await b.call('admin/querySessionList'))).toBe(OK);

    expect(code(await a.call('admin/endSession', { session_no: theirs }))).toBe(OK);
    expect(code(await b.call('admin/querySessionList'))).toBe('SCM60401');
  });

  it('a password change ends the other sessions', async () => {
    const { admin } = await createMerchantWithAdmin(server.db);
    const a = await signInWith(admin, CHROME_WINDOWS);
    const b = await signInWith(admin, SAFARI_IPHONE);
    expect(code(await changePassword(a, admin.password, 'Changed2024pwd'))).toBe(OK);
    expect(code(await b.call('admin/querySessionList'))).toBe('SCM60401');
    const left = await a.call('admin/querySessionList');
    expect(code(left)).toBe(OK);
    expect(left.data.rows).toHaveLength(1);
  });
});

describe('device description', () => {
  it('reads common browsers and systems, and never fails on odd input', () => {
    expect(describeUserAgent(CHROME_WINDOWS)).toEqual({
      device: 'Desktop',
      browser: 'Chrome 126',
      os: 'Windows 10/11',
    });
    expect(describeUserAgent(SAFARI_IPHONE)).toEqual({ device: 'Mobile', browser: 'Safari 17', os: 'iOS' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Safari/537.36 Edg/125.0.2535.67',
      ).browser,
    ).toBe('Edge 125');
    expect(describeUserAgent('')).toEqual({ device: 'Unknown', browser: '', os: '' });
    expect(describeUserAgent('curl/8.5.0').browser).toBe('curl/8.5.0');
  });
});
