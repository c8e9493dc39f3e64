import { describe, expect, it } from 'vitest';
import type { CaptchaStore } from '../../kernel/stores.ts';
import { CAPTCHA_TTL_MS, createMemoryCaptchaStore } from '../../state/captcha-store.ts';
import { IMAGE_CAPTCHA_CHARS } from './image.ts';
import {
  checkSlide,
  issueImageCaptcha,
  issueSlideCaptcha,
  SLIDE_MAX_WRONG,
  verifyCaptcha,
} from './service.ts';
import { SLIDE_TOLERANCE, SLIDE_WIDTH } from './slide.ts';

async function imageAnswer(store: CaptchaStore, key: string): Promise<string> {
  const e = await store.peek(key);
  if (e?.kind !== 'image') throw new Error('no image captcha');
  return e.answer;
}
async function gapOf(store: CaptchaStore, key: string): Promise<number> {
  const e = await store.peek(key);
  if (e?.kind !== 'slide') throw new Error('no slide captcha');
  return e.gapX;
}

describe('image captcha', () => {
  it('draws 4 characters without look-alikes and keeps the answer server-side', async () => {
    const store = createMemoryCaptchaStore();
    const { captcha_key, image } = await issueImageCaptcha(store);
    expect(image.startsWith('data:image/png;base64,')).toBe(true);
    const answer = await imageAnswer(store, captcha_key);
    expect(answer).toMatch(/^[a-z0-9]{4}$/);
    for (const ch of answer.toUpperCase()) expect(IMAGE_CAPTCHA_CHARS).toContain(ch);
    const bytes = Buffer.from(image.split(',')[1], 'base64').toString('latin1');
    expect(bytes).not.toContain(answer.toUpperCase());
  });

  it('accepts the answer in any case, once', async () => {
    const store = createMemoryCaptchaStore();
    const { captcha_key } = await issueImageCaptcha(store);
    const answer = await imageAnswer(store, captcha_key);
    expect(await verifyCaptcha(store, captcha_key, answer.toUpperCase())).toBe(true);
    expect(await verifyCaptcha(store, captcha_key, answer)).toBe(false);
  });

  it('burns the captcha on a wrong answer', async () => {
    const store = createMemoryCaptchaStore();
    const { captcha_key } = await issueImageCaptcha(store);
    const answer = await imageAnswer(store, captcha_key);
    expect(await verifyCaptcha(store, captcha_key, 'zzzz')).toBe(false);
    expect(await verifyCaptcha(store, captcha_key, answer)).toBe(false);
  });

  it('refuses a missing key or code and an unknown key', async () => {
    const store = createMemoryCaptchaStore();
    const { captcha_key } = await issueImageCaptcha(store);
    expect(await verifyCaptcha(store, undefined, 'abcd')).toBe(false);
    expect(await verifyCaptcha(store, 'nope', 'abcd')).toBe(false);
    expect(await verifyCaptcha(store, captcha_key, undefined)).toBe(false);
  });

  it('expires after 2 minutes', async () => {
    let t = 1_000_000;
    const store = createMemoryCaptchaStore(() => t);
    const { captcha_key } = await issueImageCaptcha(store);
    const answer = await imageAnswer(store, captcha_key);
    t += CAPTCHA_TTL_MS;
    expect(await verifyCaptcha(store, captcha_key, answer)).toBe(false);
  });
});

describe('slide captcha', () => {
  it('answers a background, a piece and the piece y, without the gap position in the piece', async () => {
    const store = createMemoryCaptchaStore();
    const c = await issueSlideCaptcha(store);
    expect(c.width).toBe(SLIDE_WIDTH);
    expect(c.background_image.startsWith('data:image/png;base64,')).toBe(true);
    expect(c.piece_image.startsWith('data:image/png;base64,')).toBe(true);
    expect(Number.isInteger(c.piece_y)).toBe(true);
    const gap = await gapOf(store, c.captcha_key);
    expect(gap).toBeGreaterThan(0);
    expect(gap).toBeLessThan(SLIDE_WIDTH);
  });

  it('names the gap in no byte of 200 puzzles: no path, no number beside an h13', async () => {
    const store = createMemoryCaptchaStore();
    for (let i = 0; i < 200; i++) {
      const c = await issueSlideCaptcha(store);
      for (const url of [c.background_image, c.piece_image]) {
        const text = Buffer.from(url.split(',')[1], 'base64').toString('latin1');
        expect(text).not.toMatch(/<svg|<path|M\d+ \d+ h13/);
      }
    }
  });

  it(`passes within ${SLIDE_TOLERANCE} px, and login then accepts the key with an empty code once`, async () => {
    const store = createMemoryCaptchaStore();
    const { captcha_key } = await issueSlideCaptcha(store);
    const gap = await gapOf(store, captcha_key);
    expect(await checkSlide(store, captcha_key, gap + SLIDE_TOLERANCE + 1)).toBe('N');
    expect(await checkSlide(store, captcha_key, gap - SLIDE_TOLERANCE)).toBe('Y');
    await expect(checkSlide(store, captcha_key, gap)).rejects.toMatchObject({ code: 'LOG10002' });
    expect(await verifyCaptcha(store, captcha_key, '')).toBe(true);
    expect(await verifyCaptcha(store, captcha_key, '')).toBe(false);
  });

  it('is not accepted by login before it is solved', async () => {
    const store = createMemoryCaptchaStore();
    const { captcha_key } = await issueSlideCaptcha(store);
    expect(await verifyCaptcha(store, captcha_key, '')).toBe(false);
  });

  it(`dies after ${SLIDE_MAX_WRONG} wrong positions`, async () => {
    const store = createMemoryCaptchaStore();
    const { captcha_key } = await issueSlideCaptcha(store);
    const gap = await gapOf(store, captcha_key);
    const wrong = gap > 100 ? gap - 50 : gap + 50;
    for (let i = 0; i < SLIDE_MAX_WRONG; i++) expect(await checkSlide(store, captcha_key, wrong)).toBe('N');
    await expect(checkSlide(store, captcha_key, gap)).rejects.toMatchObject({ code: 'LOG10002' });
  });

  it('refuses an image key on the slide check', async () => {
    const store = createMemoryCaptchaStore();
    const { captcha_key } = await issueImageCaptcha(store);
    await expect(checkSlide(store, captcha_key, 10)).rejects.toMatchObject({ code: 'LOG10002' });
  });
});
