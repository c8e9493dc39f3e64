import { randomBytes } from 'node:crypto';
import type { CaptchaMode } from '../../config.ts';
import { AppError } from '../../kernel/errors.ts';
import type { CaptchaStore } from '../../kernel/stores.ts';
import { CAPTCHA_TTL_MS } from '../../state/captcha-store.ts';
import { drawImageCaptcha } from './image.ts';
import { newPowChallenge, powSolves } from './pow.ts';
import { drawSlidePuzzle, SLIDE_TOLERANCE, SLIDE_WIDTH } from './slide.ts';

/** Wrong slide positions allowed before the puzzle dies and the browser must fetch a new one. */
export const SLIDE_MAX_WRONG = 3;

const newKey = () => randomBytes(16).toString('hex');

export async function issueImageCaptcha(store: CaptchaStore) {
  const { image, answer } = drawImageCaptcha();
  const captcha_key = newKey();
  await store.put(captcha_key, { kind: 'image', answer });
  return { captcha_key, image };
}

export async function issueSlideCaptcha(store: CaptchaStore) {
  const p = drawSlidePuzzle();
  const captcha_key = newKey();
  await store.put(captcha_key, { kind: 'slide', gapX: p.gapX, wrongTries: 0, passed: false });
  return {
    captcha_key,
    background_image: p.background,
    piece_image: p.piece,
    piece_y: p.pieceY,
    width: SLIDE_WIDTH,
  };
}

/** A proof-of-work challenge (CAPTCHA=pow or choice): kept like a picture's answer, 2 minutes, single use. */
export async function issuePowChallenge(store: CaptchaStore, difficulty: number) {
  const challenge = newPowChallenge();
  const captcha_key = newKey();
  await store.put(captcha_key, { kind: 'pow', challenge, difficulty });
  return {
    captcha_key,
    challenge,
    difficulty,
    algorithm: 'SHA-256' as const,
    expires_in: CAPTCHA_TTL_MS / 1000,
  };
}

/**
 * Checks where the user dropped the piece. 'Y' marks the puzzle solved (login then accepts its key with an
 * empty code); an unknown, expired, dead or already solved key answers LOG10002 so the browser refreshes.
 */
export async function checkSlide(store: CaptchaStore, key: string, x: number): Promise<'Y' | 'N'> {
  const e = await store.peek(key);
  if (e?.kind !== 'slide' || e.passed) throw new AppError('LOG10002');
  if (Math.abs(x - e.gapX) <= SLIDE_TOLERANCE) {
    // Solved by another request (or gone) in between: the same answer as an already solved key.
    if (!(await store.solveSlide(key))) throw new AppError('LOG10002');
    return 'Y';
  }
  await store.failSlide(key, SLIDE_MAX_WRONG);
  return 'N';
}

/**
 * The check login calls. Single use whatever the outcome: a wrong guess burns the captcha, so each guess
 * costs the attacker a new captcha request (which is rate-limited).
 */
export async function verifyCaptcha(
  store: CaptchaStore,
  key: string | undefined,
  code: string | undefined,
  mode: CaptchaMode = 'code',
): Promise<boolean> {
  if (!key) return false;
  const e = await store.take(key);
  if (!e) return false;
  // The server's setting says which checks count: a challenge never replaces the picture where it is not offered.
  if (e.kind === 'pow') return mode !== 'code' && powSolves(e.challenge, e.difficulty, code ?? '');
  if (mode === 'pow') return false;
  if (e.kind === 'slide') return e.passed && (code ?? '') === '';
  return typeof code === 'string' && code.trim().toLowerCase() === e.answer;
}
