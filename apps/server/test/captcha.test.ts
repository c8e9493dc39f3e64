import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOORS } from './auth-helpers.ts';
import { type CreatedOperator, createMerchantWithAdmin, createOperator, TEST_PASSWORD } from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';
import type { TestClient } from './test-client.ts';

// The captcha is on by default; the harness turns it off, so this server turns it back on. The server
// runs in this process, so the test reads answers from the app's store (memory, or Redis with REDIS_URL),
// as a person reads the image.
let server: TestServer;
let op: CreatedOperator;

beforeAll(async () => {
  server = await startTestServer({ env: { captcha: true } });
  const merchant = await createMerchantWithAdmin(server.db);
  op = await createOperator(server.db, { orgKind: 'merchant', orgId: merchant.id });
});
afterAll(() => server?.close());

const ok = 'SCM00000';

async function imageCaptcha(c: TestClient) {
  const r = await c.call<{ captcha_key: string; image_svg: string }>('captcha/getImageCaptcha');
  expect(r.gda.msg_cd).toBe(ok);
  expect(r.raw.enc_sts).toBe('0');
  expect(r.data.image_svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
  const entry = await server.built.platform.stores.captcha.peek(r.data.captcha_key);
  if (entry?.kind !== 'image') throw new Error('captcha not in the store');
  return { key: r.data.captcha_key, answer: entry.answer };
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

describe('login with the image captcha', () => {
  it('is refused without a captcha, or with a made-up key', async () => {
    const c = server.client();
    expect((await loginWith(c, {})).gda.msg_cd).toBe('LOG10002');
    expect((await loginWith(c, { captcha_key: 'x'.repeat(32), captcha_code: 'ABCD' })).gda.msg_cd).toBe(
      'LOG10002',
    );
  });

  it('passes with the answer in any case, and the captcha is single use', async () => {
    const c = server.client();
    const { key, answer } = await imageCaptcha(c);
    expect((await loginWith(c, { captcha_key: key, captcha_code: answer.toUpperCase() })).gda.msg_cd).toBe(
      ok,
    );
    expect((await loginWith(c, { captcha_key: key, captcha_code: answer })).gda.msg_cd).toBe('LOG10002');
  });

  it('a wrong answer burns the captcha', async () => {
    const c = server.client();
    const { key, answer } = await imageCaptcha(c);
    const wrong = answer === 'aaaa' ? 'cccc' : 'aaaa';
    expect((await loginWith(c, { captcha_key: key, captcha_code: wrong })).gda.msg_cd).toBe('LOG10002');
    expect((await loginWith(c, { captcha_key: key, captcha_code: answer })).gda.msg_cd).toBe('LOG10002');
  });

  it('is checked before the password, so a wrong captcha costs no failed try', async () => {
    const c = server.client();
    const salt = await c.call<{ salt: string }>('admin/getLoginSalt');
    const r = await c.call(DOORS.merchantOperator, {
      login_name: op.loginName,
      password: 'Wrong0password',
      login_salt: salt.data.salt,
    });
    expect(r.gda.msg_cd).toBe('LOG10002');
    const row = await server.db.query<{ failed_tries: number }>(
      'select failed_tries from operators where id = $1',
      [op.id],
    );
    expect(row.rows[0].failed_tries).toBe(0);
  });
});

describe('the slide captcha', () => {
  async function slide(c: TestClient) {
    const r = await c.call<{
      captcha_key: string;
      background_svg: string;
      piece_svg: string;
      piece_y: number;
      width: number;
    }>('captcha/getSlideKaptcha');
    expect(r.gda.msg_cd).toBe(ok);
    expect(r.data.background_svg).toMatch(/^<svg/);
    expect(r.data.piece_svg).toMatch(/^<svg/);
    expect(r.data.width).toBe(300);
    const entry = await server.built.platform.stores.captcha.peek(r.data.captcha_key);
    if (entry?.kind !== 'slide') throw new Error('slide captcha not in the store');
    return { key: r.data.captcha_key, gap: entry.gapX };
  }

  it("answers 'N' off the gap and 'Y' on it; login then takes the key with an empty code", async () => {
    const c = server.client();
    const { key, gap } = await slide(c);
    const far = gap > 150 ? gap - 40 : gap + 40;
    expect((await c.call('captcha/getSlideKaptchaY', { captcha_key: key, x: far })).data).toEqual({
      passed: 'N',
    });
    expect((await c.call('captcha/getSlideKaptchaY', { captcha_key: key, x: gap + 3 })).data).toEqual({
      passed: 'Y',
    });
    expect((await loginWith(c, { captcha_key: key, captcha_code: '' })).gda.msg_cd).toBe(ok);
    expect((await loginWith(c, { captcha_key: key, captcha_code: '' })).gda.msg_cd).toBe('LOG10002');
  });

  it('dies after 3 wrong positions', async () => {
    const c = server.client();
    const { key, gap } = await slide(c);
    const far = gap > 150 ? gap - 40 : gap + 40;
    for (let i = 0; i < 3; i++) {
      expect((await c.call('captcha/getSlideKaptchaY', { captcha_key: key, x: far })).data).toEqual({
        passed: 'N',
      });
    }
    expect((await c.call('captcha/getSlideKaptchaY', { captcha_key: key, x: gap })).gda.msg_cd).toBe(
      'LOG10002',
    );
    expect((await loginWith(c, { captcha_key: key, captcha_code: '' })).gda.msg_cd).toBe('LOG10002');
  });

  it('an unsolved slide key does not open the login', async () => {
    const c = server.client();
    const { key } = await slide(c);
    expect((await loginWith(c, { captcha_key: key, captcha_code: '' })).gda.msg_cd).toBe('LOG10002');
  });

  it('refuses a position that is not a number', async () => {
    const c = server.client();
    const { key } = await slide(c);
    expect((await c.call('captcha/getSlideKaptchaY', { captcha_key: key, x: 'left' })).gda.msg_cd).toBe(
      'SCM40002',
    );
  });
});
