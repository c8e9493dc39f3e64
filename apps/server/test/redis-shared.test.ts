import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLIDE_MAX_WRONG } from '../src/modules/captcha/service.ts';
import { CAPTCHA_TTL_MS, createRedisCaptchaStore } from '../src/state/captcha-store.ts';
import { createRedisNonceStore, NONCE_TTL_MS } from '../src/state/nonce-store.ts';
import { createRedisOneTimeStore, ONE_TIME_TTL_MS } from '../src/state/one-time.ts';
import { closeRedis, openRedis, redisAnswers } from '../src/state/redis.ts';
import { code, doorOf, OK } from './admin-helpers.ts';
import { type CreatedOperator, createMerchantWithAdmin } from './fixtures.ts';
import { newRedisPrefix, startTestServer, type TestServer } from './harness.ts';
import type { TestClient } from './test-client.ts';
import { testCbEndpoints, testEndpoints } from './test-endpoints.ts';

/**
 * REDIS_URL (docs/decisions.md, "Shared state (Redis)"): two server processes on one database and one Redis
 * prefix behave as one server behind a load balancer. Needs a Redis: `REDIS_URL=redis://127.0.0.1:6379`
 * (.ci/run sets it when one answers there). The last block needs none: it points at a closed port.
 */
const REDIS_URL = process.env.REDIS_URL || '';
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const deps = { extraEndpoints: testEndpoints, extraCbEndpoints: testCbEndpoints };
const SKIP_REASON = 'REDIS_URL is not set; run with REDIS_URL=redis://127.0.0.1:6379';
const unlessRedis = REDIS_URL ? '' : ` (skipped: ${SKIP_REASON})`;
if (!REDIS_URL) console.info(`redis-shared.test.ts: the Redis tests are skipped: ${SKIP_REASON}`);

describe.skipIf(!REDIS_URL)(`Redis stores${unlessRedis}`, () => {
  let redis: Redis;
  let prefix: string;

  beforeAll(async () => {
    redis = openRedis(REDIS_URL, silent);
    prefix = newRedisPrefix();
    expect(await redis.ping()).toBe('PONG');
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await closeRedis(redis);
  });

  it('nonce: first offer wins, later offers and a racing second server lose, until it expires', async () => {
    const nonces = createRedisNonceStore(redis, prefix);
    expect(await nonces.firstSeen('n1')).toBe(true);
    expect(await nonces.firstSeen('n1')).toBe(false);
    const ttl = await redis.pttl(`${prefix}nonce:n1`);
    expect(ttl).toBeGreaterThan(NONCE_TTL_MS - 10_000);
    expect(ttl).toBeLessThanOrEqual(NONCE_TTL_MS);
    const racing = await Promise.all(Array.from({ length: 8 }, () => nonces.firstSeen('n2')));
    expect(racing.filter(Boolean)).toHaveLength(1);

    const short = createRedisNonceStore(redis, prefix, 150);
    expect(await short.firstSeen('n3')).toBe(true);
    expect(await short.firstSeen('n3')).toBe(false);
    await sleep(400);
    expect(await short.firstSeen('n3')).toBe(true);
  });

  it('one-time secrets under a key: taken once, by exactly one of racing takers, only for their kind', async () => {
    const store = createRedisOneTimeStore(redis, prefix);
    const key = await store.put('bound', 'pay:SECRET');
    expect(key).toMatch(/^[A-HJ-NP-Za-km-z2-9]{32}$/);
    expect(await store.take('other', key)).toBeNull();
    const racing = await Promise.all(Array.from({ length: 8 }, () => store.take('bound', key)));
    expect(racing.filter((v) => v !== null)).toEqual(['pay:SECRET']);
    expect(await store.take('bound', key)).toBeNull();
    expect(await store.take('bound', 'short')).toBeNull();
  });

  it('one-time: consumed once, only for its kind, by exactly one of racing consumers; expires', async () => {
    const store = createRedisOneTimeStore(redis, prefix);
    const salt = await store.issue('login_salt');
    expect(salt).toMatch(/^[A-HJ-NP-Za-km-z2-9]{32}$/);
    const ttl = await redis.pttl(`${prefix}ot:login_salt:${salt}`);
    expect(ttl).toBeGreaterThan(ONE_TIME_TTL_MS - 10_000);
    expect(await store.consume('r0', salt)).toBe(false);
    expect(await store.consume('login_salt', salt)).toBe(true);
    expect(await store.consume('login_salt', salt)).toBe(false);
    expect(await store.consume('login_salt', 'short')).toBe(false);

    const contested = await store.issue('r0');
    const racing = await Promise.all(Array.from({ length: 8 }, () => store.consume('r0', contested)));
    expect(racing.filter(Boolean)).toHaveLength(1);

    const brief = await store.issue('oper_salt', 150);
    await sleep(400);
    expect(await store.consume('oper_salt', brief)).toBe(false);
  });

  it('captcha: an image answer is taken once, by exactly one of racing takers; entries expire', async () => {
    const store = createRedisCaptchaStore(redis, prefix);
    await store.put('img', { kind: 'image', answer: 'ab3d' });
    const ttl = await redis.pttl(`${prefix}captcha:img`);
    expect(ttl).toBeGreaterThan(CAPTCHA_TTL_MS - 10_000);
    expect(ttl).toBeLessThanOrEqual(CAPTCHA_TTL_MS);
    expect(await store.peek('img')).toEqual({ kind: 'image', answer: 'ab3d' });
    expect(await store.take('img')).toEqual({ kind: 'image', answer: 'ab3d' });
    expect(await store.take('img')).toBeUndefined();
    expect(await store.peek('img')).toBeUndefined();

    await store.put('img2', { kind: 'image', answer: 'zz99' });
    const racing = await Promise.all(Array.from({ length: 8 }, () => store.take('img2')));
    expect(racing.filter((e) => e !== undefined)).toHaveLength(1);

    const brief = createRedisCaptchaStore(redis, prefix, 150);
    await brief.put('img3', { kind: 'image', answer: 'qq11' });
    await sleep(400);
    expect(await brief.take('img3')).toBeUndefined();
  });

  it('captcha: a slide puzzle is solved once, counts wrong positions and dies at the limit', async () => {
    const store = createRedisCaptchaStore(redis, prefix);
    const fresh = { kind: 'slide' as const, gapX: 120, wrongTries: 0, passed: false };
    await store.put('s1', fresh);
    expect(await store.peek('s1')).toEqual(fresh);
    await store.failSlide('s1', SLIDE_MAX_WRONG);
    expect(await store.peek('s1')).toEqual({ ...fresh, wrongTries: 1 });
    const ttlBefore = await redis.pttl(`${prefix}captcha:s1`);
    const solved = await Promise.all(Array.from({ length: 5 }, () => store.solveSlide('s1')));
    expect(solved.filter(Boolean)).toHaveLength(1);
    // Solving keeps the entry's time-out.
    const ttlAfter = await redis.pttl(`${prefix}captcha:s1`);
    expect(ttlAfter).toBeGreaterThan(0);
    expect(ttlAfter).toBeLessThanOrEqual(ttlBefore);
    expect(await store.take('s1')).toEqual({ ...fresh, wrongTries: 1, passed: true });

    await store.put('s2', fresh);
    await Promise.all(Array.from({ length: SLIDE_MAX_WRONG }, () => store.failSlide('s2', SLIDE_MAX_WRONG)));
    expect(await store.peek('s2')).toBeUndefined();
    expect(await store.solveSlide('s2')).toBe(false);
    // A failed position on a missing key does not bring it back without a time-out.
    await store.failSlide('s2', SLIDE_MAX_WRONG);
    expect(await redis.exists(`${prefix}captcha:s2`)).toBe(0);

    await store.put('i1', { kind: 'image', answer: 'abcd' });
    expect(await store.solveSlide('i1')).toBe(false);
    await store.failSlide('i1', SLIDE_MAX_WRONG);
    expect(await store.peek('i1')).toEqual({ kind: 'image', answer: 'abcd' });
  });
});

describe.skipIf(!REDIS_URL)(`two servers on one database and one Redis${unlessRedis}`, () => {
  let a: TestServer;
  let b: TestServer;
  let admin: CreatedOperator;

  beforeAll(async () => {
    const redisPrefix = newRedisPrefix();
    a = await startTestServer({ env: { captcha: true, redisPrefix }, deps });
    b = await startTestServer({ env: { captcha: true, redisPrefix }, deps, sameDatabaseAs: a });
    ({ admin } = await createMerchantWithAdmin(a.db));
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** An image captcha drawn by `drawer`, its answer read as a person reads the image. */
  async function captchaFrom(drawer: TestServer, c: TestClient) {
    c.useServer(drawer.url);
    const r = await c.call<{ captcha_key: string }>('captcha/getImageCaptcha');
    expect(code(r)).toBe(OK);
    const entry = await drawer.built.platform.stores.captcha.peek(r.data.captcha_key);
    if (entry?.kind !== 'image') throw new Error('captcha not in the store');
    return { captcha_key: r.data.captcha_key, captcha_code: entry.answer };
  }

  async function login(c: TestClient, server: TestServer, fields: Record<string, string>) {
    c.useServer(server.url);
    const r = await c.call(doorOf(admin), {
      login_name: admin.loginName,
      password: admin.password,
      ...fields,
    });
    if (code(r) === OK) c.formToken = r.data.form_token;
    return r;
  }

  it('opens on B a body sealed for A, and refuses it on B once A accepted it (replay)', async () => {
    const c = a.client();
    const first = await c.seal({ text: 'first to B' });
    expect(code((await c.useServer(b.url).post('test/echo', first)).json)).toBe(OK);

    const fields = await c.seal({ text: 'once' });
    const onA = await c.useServer(a.url).post('test/echo', fields);
    expect(onA.json.gda.msg_cd).toBe(OK);
    const onB = await c.useServer(b.url).post('test/echo', fields);
    expect(onB.json.gda.msg_cd).toBe('SCM40004');
    expect((await c.useServer(a.url).post('test/echo', fields)).json.gda.msg_cd).toBe('SCM40004');
  });

  it('verifies on B a captcha drawn by A, once, and spends on A a salt issued by B', async () => {
    const c = a.client();
    const captcha = await captchaFrom(a, c);
    const salt = await c.useServer(b.url).call<{ salt: string }>('admin/getLoginSalt');
    expect(code(await login(c, b, { login_salt: salt.data.salt, ...captcha }))).toBe(OK);

    // The same captcha again, on either server, with a fresh salt: already used.
    for (const server of [a, b]) {
      const again = await c.useServer(server.url).call<{ salt: string }>('admin/getLoginSalt');
      expect(code(await login(c, server, { login_salt: again.data.salt, ...captcha }))).toBe('LOG10002');
    }
    // The salt B issued and the login on B spent: refused on A.
    const other = await captchaFrom(b, c);
    expect(code(await login(c, a, { login_salt: salt.data.salt, ...other }))).toBe('LOG10005');
  });

  it('solves on A a slide puzzle drawn by B; the login on B then takes it once', async () => {
    const c = b.client();
    const r = await c.call<{ captcha_key: string }>('captcha/getSlideKaptcha');
    const entry = await b.built.platform.stores.captcha.peek(r.data.captcha_key);
    if (entry?.kind !== 'slide') throw new Error('slide captcha not in the store');
    const y = await c.useServer(a.url).call('captcha/getSlideKaptchaY', {
      captcha_key: r.data.captcha_key,
      x: entry.gapX,
    });
    expect(y.data).toEqual({ passed: 'Y' });
    const slide = { captcha_key: r.data.captcha_key, captcha_code: '' };
    const salt = await c.useServer(b.url).call<{ salt: string }>('admin/getLoginSalt');
    expect(code(await login(c, b, { login_salt: salt.data.salt, ...slide }))).toBe(OK);
    const again = await c.useServer(a.url).call<{ salt: string }>('admin/getLoginSalt');
    expect(code(await login(c, a, { login_salt: again.data.salt, ...slide }))).toBe('LOG10002');
  });

  it('counts a rate limit over both servers', async () => {
    const c = a.client();
    const codes: string[] = [];
    for (const server of [a, b, a, b, a])
      codes.push(code(await c.useServer(server.url).call('test/limited')));
    // test/limited allows 3 calls a minute per address: the 4th and 5th are refused, whichever server.
    expect(codes).toEqual([OK, OK, OK, 'SCM40008', 'SCM40008']);
  });

  it('accepts on B the session of a login on A, and a logout on B ends it on A', async () => {
    const c = a.client();
    const captcha = await captchaFrom(a, c);
    const salt = await c.call<{ salt: string }>('admin/getLoginSalt');
    expect(code(await login(c, a, { login_salt: salt.data.salt, ...captcha }))).toBe(OK);
    const onB = await c.useServer(b.url).call('test/session');
    expect(code(onB)).toBe(OK);
    expect(onB.data.oper_id).toBe(admin.id);
    const cookie = c.cookies.get('MPSID');
    expect(code(await c.useServer(b.url).call('admin/loginOut'))).toBe(OK);
    expect(c.cookies.has('MPSID')).toBe(false);
    // A browser that kept a copy of the cookie: A finds the session ended.
    if (cookie) c.cookies.set('MPSID', cookie);
    const afterLogout = await c.useServer(a.url).call('test/session');
    expect(code(afterLogout)).toBe('SCM60401');
  });

  it('both report healthy', async () => {
    for (const server of [a, b]) {
      const r = await fetch(`${server.url}/healthz`);
      expect(r.status).toBe(200);
      expect(await r.json()).toEqual({ status: 'ok' });
    }
  });
});

describe.skipIf(!REDIS_URL)(`A client just opened${unlessRedis}`, () => {
  it('answers the health check once its first connection is made, not "unavailable" while making it', async () => {
    const fresh = openRedis(REDIS_URL, silent);
    try {
      expect(fresh.status).not.toBe('ready');
      expect(await redisAnswers(fresh)).toBe(true);
      expect(fresh.status).toBe('ready');
    } finally {
      await closeRedis(fresh);
    }
  });
});

describe('REDIS_URL pointing at no Redis', () => {
  let server: TestServer;

  beforeAll(async () => {
    // Port 1 of this machine: the connection is refused at once.
    server = await startTestServer({ env: { redisUrl: 'redis://127.0.0.1:1' }, deps });
  });
  afterAll(() => server?.close());

  it('/healthz answers 503 redis unavailable', async () => {
    const r = await fetch(`${server.url}/healthz`);
    expect(r.status).toBe(503);
    expect(await r.json()).toEqual({ status: 'redis unavailable' });
  });

  it('a call that needs Redis answers the system-error message within seconds; others still work', async () => {
    const c = server.client();
    const started = Date.now();
    const r0 = await c.call('secret/getR0Str', {}, { lang: 'en' });
    expect(r0.status).toBe(500);
    expect(r0.gda).toEqual({ msg_cd: 'SCM50000', msg_inf: 'The system is busy. Please try again later.' });
    const salt = await c.call('admin/getLoginSalt');
    expect(code(salt)).toBe('SCM50000');
    expect(Date.now() - started).toBeLessThan(10_000);
    // Pre-key calls without a rate limit need no Redis.
    const flag = await c.call<{ secret_type: string }>('secret/secretFlag');
    expect(code(flag)).toBe(OK);
    expect(flag.data.secret_type).toBe('RSA');
  });
});
