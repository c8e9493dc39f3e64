import { randomBytes } from 'node:crypto';
import { AppError } from '../../http/endpoint.ts';
import { drawImageCaptcha } from './image.ts';
import { drawSlidePuzzle, SLIDE_TOLERANCE, SLIDE_WIDTH } from './slide.ts';
import { CAPTCHA_TTL_MS, type CaptchaStore, captchaStore } from './store.ts';

/** Wrong slide positions allowed before the puzzle dies and the browser must fetch a new one. */
export const SLIDE_MAX_WRONG = 3;

const newKey = () => randomBytes(16).toString('hex');

export function issueImageCaptcha(store: CaptchaStore = captchaStore, now = Date.now()) {
  const { svg, answer } = drawImageCaptcha();
  const captcha_key = newKey();
  store.put(captcha_key, { kind: 'image', answer, expiresAt: now + CAPTCHA_TTL_MS });
  return { captcha_key, image_svg: svg };
}

export function issueSlideCaptcha(store: CaptchaStore = captchaStore, now = Date.now()) {
  const p = drawSlidePuzzle();
  const captcha_key = newKey();
  store.put(captcha_key, {
    kind: 'slide',
    gapX: p.gapX,
    expiresAt: now + CAPTCHA_TTL_MS,
    wrongTries: 0,
    passed: false,
  });
  return {
    captcha_key,
    background_svg: p.backgroundSvg,
    piece_svg: p.pieceSvg,
    piece_y: p.pieceY,
    width: SLIDE_WIDTH,
  };
}

/**
 * Checks where the user dropped the piece. 'Y' marks the puzzle solved (login then accepts its key with an
 * empty code); an unknown, expired, dead or already solved key answers LOG10002 so the browser refreshes.
 */
export function checkSlide(key: string, x: number, store: CaptchaStore = captchaStore): 'Y' | 'N' {
  const e = store.peek(key);
  if (e?.kind !== 'slide' || e.passed) throw new AppError('LOG10002');
  if (Math.abs(x - e.gapX) <= SLIDE_TOLERANCE) {
    e.passed = true;
    return 'Y';
  }
  e.wrongTries += 1;
  if (e.wrongTries >= SLIDE_MAX_WRONG) store.delete(key);
  return 'N';
}

/**
 * The check login calls. Single use whatever the outcome: a wrong guess burns the captcha, so each guess
 * costs the attacker a new captcha request (which is rate-limited).
 */
export function verifyCaptcha(
  key: string | undefined,
  code: string | undefined,
  store: CaptchaStore = captchaStore,
): boolean {
  if (!key) return false;
  const e = store.take(key);
  if (!e) return false;
  if (e.kind === 'slide') return e.passed && (code ?? '') === '';
  return typeof code === 'string' && code.trim().toLowerCase() === e.answer;
}
