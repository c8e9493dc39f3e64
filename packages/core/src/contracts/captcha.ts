import { contract } from '../contract.ts';
import {
  EmptyReq,
  ImageCaptchaRes,
  PowChallengeRes,
  SlideCaptchaRes,
  SlideCheckReq,
  SlideCheckRes,
} from '../schemas/auth.ts';

/** The captchas of the sign-in page (spec point 7): no session, plain answers like the start-up calls. */
const capability = 'captcha';
const plain = { capability, prefix: 'main', access: 'public', encrypted: false, mutates: false } as const;

export const getImageCaptcha = contract({
  ...plain,
  path: 'captcha/getImageCaptcha',
  request: EmptyReq,
  answer: ImageCaptchaRes,
  summary: 'Image captcha: 4 characters as a PNG data URL, answer kept server-side 2 minutes, single use.',
});

export const getSlideKaptcha = contract({
  ...plain,
  path: 'captcha/getSlideKaptcha',
  request: EmptyReq,
  answer: SlideCaptchaRes,
  summary: 'Slide captcha: background PNG with a gap, the piece PNG (data URLs), its y and the image width.',
});

export const getSlideKaptchaY = contract({
  ...plain,
  path: 'captcha/getSlideKaptchaY',
  request: SlideCheckReq,
  answer: SlideCheckRes,
  summary: "Checks the slide position: 'Y' within 4 px of the gap; the key dies after 3 wrong tries.",
});

export const getPowChallenge = contract({
  ...plain,
  path: 'captcha/getPowChallenge',
  request: EmptyReq,
  answer: PowChallengeRes,
  summary:
    'Proof-of-work check (CAPTCHA=pow or choice): a challenge and a difficulty in bits; 2 minutes, single use.',
});

export const contracts = [getImageCaptcha, getSlideKaptcha, getSlideKaptchaY, getPowChallenge];
