import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadingZeroBits } from '../src/modules/captcha/pow.ts';
import { verifyCaptcha } from '../src/modules/captcha/service.ts';
import { createMemoryCaptchaStore } from '../src/state/captcha-store.ts';
import { DOORS } from './auth-helpers.ts';
import { type CreatedOperator, createMerchantWithAdmin, createOperator, TEST_PASSWORD } from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';
import type { TestClient } from './test-client.ts';

// Issue 32, point 7: the proof-of-work sign-in check (CAPTCHA=choice offers it beside the picture). A low
// difficulty keeps the test's own solving short; the server checks the same way at any difficulty.
let server: TestServer;
let op: CreatedOperator;

beforeAll(async () => {
  server = await startTestServer({ env: { captcha: true, captchaMode: 'choice', captchaPowBits: 10 } });
  const merchant = await createMerchantWithAdmin(server.db);
  op = await createOperator(server.db, { orgKind: 'merchant', orgId: merchant.id });
});
afterAll(() => server?.close());

const ok = 'SCM00000';

interface Challenge {
  captcha_key: string;
  challenge: string;
  difficulty: number;
  algorithm: string;
  expires_in: number;
}

async function challenge(c: TestClient): Promise<Challenge> {
  const r = await c.call<Challenge>('captcha/getPowChallenge');
  expect(r.gda.msg_cd).toBe(ok);
  return r.data;
}

/** What the browser does: count up until the hash starts with enough zero bits. */
function solve(ch: Challenge, from = 0): string {
  for (let n = from; ; n++) if (leadingZeroBits(ch.challenge, String(n)) >= ch.difficulty) return String(n);
}
function wrongNonce(ch: Challenge): string {
  for (let n = 0; ; n++) if (leadingZeroBits(ch.challenge, String(n)) < ch.difficulty) return String(n);
}

async function loginWith(c: TestClient, captcha: { captcha_key?: string; captcha_code?: string }) {
  const salt = await c.call<{ salt: string }>('admin/getLoginSalt');
  return c.call(DOORS.merchantOperator, {
    login_name: op.loginName,
    password: TEST_PASSWORD,
    login_salt: salt.data.salt,
    ...captcha,
  });
}

describe('the proof-of-work sign-in check', () => {
  it('gives a challenge with its difficulty and lifetime, and the setting shows in the system parameters', async () => {
    const c = server.client();
    const ch = await challenge(c);
    expect(ch).toMatchObject({ difficulty: 10, algorithm: 'SHA-256', expires_in: 120 });
    expect(ch.challenge).toMatch(/^[0-9a-f]{32}$/);
    const sys = await c.call<{ captcha_mode: string }>('basesysconfig/getSysConfigParam');
    expect(sys.data.captcha_mode).toBe('choice');
  });

  it('a solved challenge signs in, once: the same key and nonce again are refused', async () => {
    const c = server.client();
    const ch = await challenge(c);
    const nonce = solve(ch);
    expect((await loginWith(c, { captcha_key: ch.captcha_key, captcha_code: nonce })).gda.msg_cd).toBe(ok);
    expect((await loginWith(c, { captcha_key: ch.captcha_key, captcha_code: nonce })).gda.msg_cd).toBe(
      'LOG10002',
    );
  });

  it('a wrong nonce is refused and burns the challenge', async () => {
    const c = server.client();
    const ch = await challenge(c);
    expect(
      (await loginWith(c, { captcha_key: ch.captcha_key, captcha_code: wrongNonce(ch) })).gda.msg_cd,
    ).toBe('LOG10002');
    expect((await loginWith(c, { captcha_key: ch.captcha_key, captcha_code: solve(ch) })).gda.msg_cd).toBe(
      'LOG10002',
    );
  });

  it('a nonce solved for another challenge, or that is not digits, is refused', async () => {
    const c = server.client();
    const a = await challenge(c);
    const b = await challenge(c);
    let other = solve(a);
    while (leadingZeroBits(b.challenge, other) >= b.difficulty) other = solve(a, Number(other) + 1);
    expect((await loginWith(c, { captcha_key: b.captcha_key, captcha_code: other })).gda.msg_cd).toBe(
      'LOG10002',
    );
    const d = await challenge(c);
    expect(
      (await loginWith(c, { captcha_key: d.captcha_key, captcha_code: ` ${solve(d)}` })).gda.msg_cd,
    ).toBe('LOG10002');
  });

  it('the picture still signs in beside it (CAPTCHA=choice)', async () => {
    const c = server.client();
    const r = await c.call<{ captcha_key: string }>('captcha/getImageCaptcha');
    const entry = await server.built.platform.stores.captcha.peek(r.data.captcha_key);
    if (entry?.kind !== 'image') throw new Error('captcha not in the store');
    expect(
      (await loginWith(c, { captcha_key: r.data.captcha_key, captcha_code: entry.answer })).gda.msg_cd,
    ).toBe(ok);
  });
});

describe('the check against the setting and the clock', () => {
  const entry = { kind: 'pow' as const, challenge: 'c0ffee', difficulty: 8 };
  const nonce = (() => {
    for (let n = 0; ; n++) if (leadingZeroBits(entry.challenge, String(n)) >= 8) return String(n);
  })();

  it('an expired challenge is refused even with the right nonce', async () => {
    let t = 1_000_000;
    const store = createMemoryCaptchaStore(() => t, 120_000);
    await store.put('k', entry);
    t += 120_001;
    expect(await verifyCaptcha(store, 'k', nonce, 'pow')).toBe(false);
    await store.put('k2', entry);
    t += 119_000;
    expect(await verifyCaptcha(store, 'k2', nonce, 'pow')).toBe(true);
  });

  it('CAPTCHA=on takes no challenge in place of the picture; CAPTCHA=pow takes no picture', async () => {
    const store = createMemoryCaptchaStore();
    await store.put('p', entry);
    expect(await verifyCaptcha(store, 'p', nonce, 'code')).toBe(false);
    await store.put('i', { kind: 'image', answer: 'abcd' });
    expect(await verifyCaptcha(store, 'i', 'abcd', 'pow')).toBe(false);
  });

  it('a server with the picture only does not hand out challenges', async () => {
    const own = await startTestServer({ env: { captcha: true } });
    try {
      expect((await own.client().call('captcha/getPowChallenge')).gda.msg_cd).toBe('SCM40402');
    } finally {
      await own.close();
    }
  });
});
