import fs from 'node:fs';
import path from 'node:path';
import { PREFIXES, urlOf } from '@mp/core/contract';
import { ALL_CONTRACTS } from '@mp/core/contracts/index';
import { FORM_ID_ALPHABET } from '@mp/core/formid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import {
  bindPassword,
  IndependentClient,
  type Mode,
  newSession,
  open,
  seal,
  sidOf,
  unwrapRsa,
  unwrapSm2,
} from './independent-client.ts';

/**
 * Conformance (issue 18, point 1): a second implementation of the protocol (test/independent-client.ts:
 * sm-crypto and WebCrypto, nothing of packages/core) reproduces the test vectors published in
 * docs/protocol.md and speaks to the real server in both envelope modes: the start-up calls, login, a
 * query call, the documented refusals, logout.
 */
const protocolDoc = fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/protocol.md'), 'utf8');

function section(title: string): string {
  const start = protocolDoc.indexOf(`\n### ${title}\n`);
  const end = protocolDoc.indexOf('\n### ', start + 4);
  return protocolDoc.slice(start, end < 0 ? undefined : end);
}
const blocks = (text: string) => [...text.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].map((m) => m[1].trim());
const cell = (text: string, name: string) =>
  new RegExp(`\\|\\s*${name.replace(/[()[\]\\.]/g, '\\$&')}\\s*\\|\\s*\`([^\`]+)\``).exec(text)?.[1] ?? '';

describe('docs/api.md and docs/protocol.md are enough to write a client', () => {
  const apiDoc = fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/api.md'), 'utf8');
  it('list every endpoint with its full URL, access and form-token need', () => {
    for (const c of ALL_CONTRACTS) {
      const token = c.mutates && c.access !== 'public' ? 'yes' : '';
      const row = `| \`${urlOf(c)}\` | ${c.method ?? 'POST'} | ${c.access} | ${c.encrypted === false ? 'no' : 'yes'} | ${token} |`;
      expect(apiDoc, urlOf(c)).toContain(row);
    }
  });
  it('give the client_key alphabet, the cookie name and the form-token code', () => {
    expect(protocolDoc).toContain(FORM_ID_ALPHABET);
    expect(protocolDoc).toContain('`MPSID`');
    expect(protocolDoc).toContain('`SCM40005`');
    expect(protocolDoc).toContain('`enter=PC` is required');
    for (const prefix of Object.values(PREFIXES)) expect(protocolDoc).toContain(`\`${prefix}\``);
  });
});

describe('the test vectors of docs/protocol.md, by an independent implementation', () => {
  const common = section('Common inputs');
  const [reqPlain, resPlain] = blocks(common);
  const K = cell(common, 'K (hex)');

  it('RSA mode: unwraps t, derives the sid, opens and rebuilds both d', async () => {
    const rsa = section('RSA mode');
    const [pem, , t, reqD, resD] = blocks(rsa);
    const key = await unwrapRsa(pem, t);
    expect(Buffer.from(key).toString('hex')).toBe(K);
    const s = { mode: 'RSA' as const, key, t, sid: sidOf('RSA', t) };
    expect(s.sid).toBe(cell(rsa, 'sid = SHA-256(t)[0..32 hex]'));
    expect(await open(s, 'req', reqD)).toBe(reqPlain);
    expect(await open(s, 'res', resD)).toBe(resPlain);
    const iv = (name: string) => Uint8Array.from(Buffer.from(cell(rsa, name), 'hex'));
    expect(await seal(s, 'req', reqPlain, iv('request iv'))).toBe(reqD);
    expect(await seal(s, 'res', resPlain, iv('response iv'))).toBe(resD);
    await expect(open(s, 'res', reqD)).rejects.toThrow();
  });

  it('SM2 mode: decrypts t, derives the sid, opens and rebuilds both d', async () => {
    const sm = section('SM2 mode');
    const [t, reqD, resD] = blocks(sm);
    const key = unwrapSm2(cell(sm, 'private key'), t);
    expect(Buffer.from(key).toString('hex')).toBe(K);
    const s = { mode: 'SM2' as const, key, t, sid: sidOf('SM2', t) };
    expect(s.sid).toBe(cell(sm, 'sid = SM3(t)[0..32 hex]'));
    expect(await open(s, 'req', reqD)).toBe(reqPlain);
    expect(await open(s, 'res', resD)).toBe(resPlain);
    const iv = (name: string) => Uint8Array.from(Buffer.from(cell(sm, name), 'hex'));
    expect(await seal(s, 'req', reqPlain, iv('request iv'))).toBe(reqD);
    expect(await seal(s, 'res', resPlain, iv('response iv'))).toBe(resD);
    await expect(open(s, 'res', reqD)).rejects.toThrow();
  });

  it('password binding: rebuilds the bound login password of both modes', async () => {
    const b = section('Password binding');
    const ivOf = (m: string, name: string) => Uint8Array.from(Buffer.from(cell(section(m), name), 'hex'));
    const args = [cell(b, 'secret'), 'login', cell(b, 'field'), cell(b, 'password')] as const;
    expect(cell(b, 'purpose')).toBe('login');
    expect(await bindPassword('RSA', ...args, ivOf('RSA mode', 'request iv'))).toBe(
      cell(b, 'bound, RSA mode'),
    );
    expect(await bindPassword('SM2', ...args, ivOf('SM2 mode', 'request iv'))).toBe(
      cell(b, 'bound, SM2 mode'),
    );
  });
});

let rsaServer: TestServer;
let sm2Server: TestServer;
beforeAll(async () => {
  rsaServer = await startTestServer();
  sm2Server = await startTestServer({ env: { secretType: 'SM2' }, sameDatabaseAs: rsaServer });
});
afterAll(async () => {
  await sm2Server?.close();
  await rsaServer?.close();
});

const MAIN = '/syf-mms/sys-mms/';
/** yyyymmdd in Macau (UTC+8), days from today. */
const macauDay = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');

describe.each(['RSA', 'SM2'] as Mode[])('the protocol against the server, %s mode', (mode) => {
  it('start-up, login, queries under each prefix, refusals, logout', async () => {
    const server = mode === 'RSA' ? rsaServer : sm2Server;
    const c = new IndependentClient(server.url);

    // Start-up calls: plain form fields, plain answers.
    const shield = await c.plain(`${MAIN}risk/getShieldDataSwitch`);
    expect(shield.status).toBe(200);
    expect(shield.json.enc_sts).toBe('0');
    expect(shield.json.gda.msg_cd).toBe('SCM00000');
    expect(['ON', 'OFF']).toContain(shield.data.switch_value);
    const flag = await c.plain(`${MAIN}secret/secretFlag`);
    expect(flag.data).toEqual({ secret_type: mode });
    const keys = (await c.plain(`${MAIN}admin/getRsaPublicKey`)).data;
    expect(keys.sm2_public_key).toMatch(/^04[0-9a-f]{128}$/);
    const sys = (await c.plain(`${MAIN}basesysconfig/getSysConfigParam`)).data;
    expect(sys.captcha_enabled).toBe('N');
    c.session = await newSession(mode, keys);
    if (mode === 'SM2') expect(c.session.t).toMatch(/^[0-9a-f]{256}$/);
    else expect(c.session.t).toHaveLength(344);

    // The login's one-time value (section 9): secret/getR0Str (plain) in SM2 mode, admin/getLoginSalt
    // (encrypted) in RSA mode. The password is bound to the secret; the body carries the key.
    const loginValue = async () => {
      if (mode === 'SM2') {
        const r0 = await c.plain(`${MAIN}secret/getR0Str`);
        expect(r0.data.r0).toHaveLength(32);
        expect(r0.data.r0_key).toHaveLength(32);
        return { secret: r0.data.r0 as string, key: r0.data.r0_key as string };
      }
      const s = await c.call(`${MAIN}admin/getLoginSalt`);
      expect(s.json.enc_sts).toBe('1');
      expect(s.json.t).toBe(c.session?.sid);
      expect(s.data.salt).toHaveLength(32);
      return { secret: s.data.salt as string, key: s.data.salt_key as string };
    };
    const one = await loginValue();
    const bound = await bindPassword(mode, one.secret, 'login', 'password', 'Demo@2026');
    const loginBody = { login_name: 'demo_merchant', password: bound, login_salt: one.key };

    // Login, with the plaintext's keys in another order than the documented one: order does not matter.
    const login = await c.call(`${MAIN}admin/login`, loginBody, { order: ['body', 'nonce', 'ts'] });
    expect(login.json.gda.msg_cd).toBe('SCM00000');
    expect(login.json.enc_sts).toBe('1');
    expect(login.data.form_token).toMatch(/.{16,}/);
    expect(login.data.area).toBe('merchant');
    expect(login.setCookie).toMatch(/^MPSID=[^;]+;.*HttpOnly/i);
    expect(login.setCookie).toMatch(/SameSite=Strict/i);
    c.formToken = login.data.form_token;

    // The one-time value is single-use: the same body in a fresh envelope is LOG10005, plain, HTTP 200.
    const again = await c.call(`${MAIN}admin/login`, loginBody);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ gda: { msg_cd: 'LOG10005' }, enc_sts: '0' });
    expect(again.json.d).toBeUndefined();
    // A password in clear beside a live key is refused too.
    const clear = { ...loginBody, password: 'Demo@2026', login_salt: (await loginValue()).key };
    expect((await c.call(`${MAIN}admin/login`, clear)).json.gda.msg_cd).toBe('LOG10005');

    // Queries under three prefixes.
    const stores = await c.call(`${MAIN}meradm/queryStoreList`, { page_no: 1, page_size: 5 });
    expect(stores.json.gda.msg_cd).toBe('SCM00000');
    expect(stores.data.rows.length).toBeGreaterThan(0);
    expect(stores.data.total).toBeGreaterThan(0);
    const refunds = await c.call('/syf-mms/sys-gatherfee/gather/refundQuery', {
      start_date: macauDay(-30),
      end_date: macauDay(0),
      page_no: 1,
      page_size: 5,
    });
    expect(refunds.json.gda.msg_cd).toBe('SCM00000');
    expect(Array.isArray(refunds.data.rows)).toBe(true);
    const balance = await c.call('/syf-mms/sys-account-mang/account/queryAccBalance', {});
    expect(balance.json.gda.msg_cd).toBe('SCM00000');

    // A path under the wrong prefix is 404 SCM40402.
    const wrong = await c.call('/syf-mms/sys-mms/gather/refundQuery', { page_no: 1, page_size: 5 });
    expect(wrong.status).toBe(404);
    expect(wrong.json.gda.msg_cd).toBe('SCM40402');

    // An error found after the body was opened is plain, HTTP 200.
    const bad = await c.call(`${MAIN}meradm/queryStoreList`, { page_no: 1, bogus: 'x' });
    expect(bad.status).toBe(200);
    expect(bad.json).toMatchObject({ gda: { msg_cd: 'SCM40002' }, enc_sts: '0' });
    expect(bad.json.d).toBeUndefined();

    // enter=PC is required; a replayed nonce or a stale ts is SCM40004.
    const noEnter = await c.call(`${MAIN}meradm/queryStoreList`, { page_no: 1 }, { enter: null });
    expect(noEnter.status).toBe(400);
    expect(noEnter.json.gda.msg_cd).toBe('SCM40001');

    // A state-changing call without the form token: SCM40005, plain, HTTP 200.
    const noToken = await c.call(`${MAIN}admin/loginOut`, {}, { formToken: null });
    expect(noToken.status).toBe(200);
    expect(noToken.json).toMatchObject({ gda: { msg_cd: 'SCM40005' }, enc_sts: '0' });

    // Logout, then the session is gone.
    const out = await c.call(`${MAIN}admin/loginOut`, {});
    expect(out.json.gda.msg_cd).toBe('SCM00000');
    expect(out.setCookie).toMatch(/^MPSID=;/);
    const after = await c.call(`${MAIN}meradm/queryStoreList`, { page_no: 1, page_size: 5 });
    expect(['SCM60401', 'LOG60401']).toContain(after.json.gda.msg_cd);
    expect(after.json.enc_sts).toBe('0');
  });
});
