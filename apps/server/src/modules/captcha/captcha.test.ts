import { describe, expect, it } from 'vitest';
import { IMAGE_CAPTCHA_CHARS } from './image.ts';
import {
  checkSlide,
  issueImageCaptcha,
  issueSlideCaptcha,
  SLIDE_MAX_WRONG,
  verifyCaptcha,
} from './service.ts';
import { SLIDE_TOLERANCE, SLIDE_WIDTH } from './slide.ts';
import { CAPTCHA_TTL_MS, createCaptchaStore } from './store.ts';

function imageAnswer(store: ReturnType<typeof createCaptchaStore>, key: string): string {
  const e = store.peek(key);
  if (e?.kind !== 'image') throw new Error('no image captcha');
  return e.answer;
}
function gapOf(store: ReturnType<typeof createCaptchaStore>, key: string): number {
  const e = store.peek(key);
  if (e?.kind !== 'slide') throw new Error('no slide captcha');
  return e.gapX;
}

describe('image captcha', () => {
  it('draws 4 characters without look-alikes and keeps the answer server-side', () => {
    const store = createCaptchaStore();
    const { captcha_key, image_svg } = issueImageCaptcha(store);
    expect(image_svg.startsWith('<svg')).toBe(true);
    const answer = imageAnswer(store, captcha_key);
    expect(answer).toMatch(/^[a-z0-9]{4}$/);
    for (const ch of answer.toUpperCase()) expect(IMAGE_CAPTCHA_CHARS).toContain(ch);
    expect(image_svg).not.toContain(answer.toUpperCase());
  });

  it('accepts the answer in any case, once', () => {
    const store = createCaptchaStore();
    const { captcha_key } = issueImageCaptcha(store);
    const answer = imageAnswer(store, captcha_key);
    expect(verifyCaptcha(captcha_key, answer.toUpperCase(), store)).toBe(true);
    expect(verifyCaptcha(captcha_key, answer, store)).toBe(false);
  });

  it('burns the captcha on a wrong answer', () => {
    const store = createCaptchaStore();
    const { captcha_key } = issueImageCaptcha(store);
    const answer = imageAnswer(store, captcha_key);
    expect(verifyCaptcha(captcha_key, 'zzzz', store)).toBe(false);
    expect(verifyCaptcha(captcha_key, answer, store)).toBe(false);
  });

  it('refuses a missing key or code and an unknown key', () => {
    const store = createCaptchaStore();
    const { captcha_key } = issueImageCaptcha(store);
    expect(verifyCaptcha(undefined, 'abcd', store)).toBe(false);
    expect(verifyCaptcha('nope', 'abcd', store)).toBe(false);
    expect(verifyCaptcha(captcha_key, undefined, store)).toBe(false);
  });

  it('expires after 2 minutes', () => {
    let t = 1_000_000;
    const store = createCaptchaStore(() => t);
    const { captcha_key } = issueImageCaptcha(store, t);
    const answer = imageAnswer(store, captcha_key);
    t += CAPTCHA_TTL_MS;
    expect(verifyCaptcha(captcha_key, answer, store)).toBe(false);
  });
});

describe('slide captcha', () => {
  it('answers a background, a piece and the piece y, without the gap position in the piece', () => {
    const store = createCaptchaStore();
    const c = issueSlideCaptcha(store);
    expect(c.width).toBe(SLIDE_WIDTH);
    expect(c.background_svg.startsWith('<svg')).toBe(true);
    expect(c.piece_svg.startsWith('<svg')).toBe(true);
    expect(c.piece_svg).not.toMatch(/translate/);
    expect(Number.isInteger(c.piece_y)).toBe(true);
    const gap = gapOf(store, c.captcha_key);
    expect(gap).toBeGreaterThan(0);
    expect(gap).toBeLessThan(SLIDE_WIDTH);
  });

  it(`passes within ${SLIDE_TOLERANCE} px, and login then accepts the key with an empty code once`, () => {
    const store = createCaptchaStore();
    const { captcha_key } = issueSlideCaptcha(store);
    const gap = gapOf(store, captcha_key);
    expect(checkSlide(captcha_key, gap + SLIDE_TOLERANCE + 1, store)).toBe('N');
    expect(checkSlide(captcha_key, gap - SLIDE_TOLERANCE, store)).toBe('Y');
    expect(verifyCaptcha(captcha_key, '', store)).toBe(true);
    expect(verifyCaptcha(captcha_key, '', store)).toBe(false);
  });

  it('is not accepted by login before it is solved', () => {
    const store = createCaptchaStore();
    const { captcha_key } = issueSlideCaptcha(store);
    expect(verifyCaptcha(captcha_key, '', store)).toBe(false);
  });

  it(`dies after ${SLIDE_MAX_WRONG} wrong positions`, () => {
    const store = createCaptchaStore();
    const { captcha_key } = issueSlideCaptcha(store);
    const gap = gapOf(store, captcha_key);
    const wrong = gap > 100 ? gap - 50 : gap + 50;
    for (let i = 0; i < SLIDE_MAX_WRONG; i++) expect(checkSlide(captcha_key, wrong, store)).toBe('N');
    expect(() => checkSlide(captcha_key, gap, store)).toThrow(expect.objectContaining({ code: 'LOG10002' }));
  });

  it('refuses an image key on the slide check', () => {
    const store = createCaptchaStore();
    const { captcha_key } = issueImageCaptcha(store);
    expect(() => checkSlide(captcha_key, 10, store)).toThrow(expect.objectContaining({ code: 'LOG10002' }));
  });
});
