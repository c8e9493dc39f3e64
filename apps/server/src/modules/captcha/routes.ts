import {
  EmptyReq,
  ImageCaptchaRes,
  SlideCaptchaRes,
  SlideCheckReq,
  SlideCheckRes,
} from '@mp/core/schemas/auth';
import { endpoint } from '../../http/endpoint.ts';
import { checkSlide, issueImageCaptcha, issueSlideCaptcha } from './service.ts';

// Per client IP; a person needs a handful a minute, a guessing script needs thousands.
const CAPTCHA_RATE = { max: 30, windowMs: 60_000 };

export const endpoints = [
  endpoint({
    prefix: 'main',
    path: 'captcha/getImageCaptcha',
    access: 'public',
    encrypted: false,
    mutates: false,
    rateLimit: CAPTCHA_RATE,
    schema: EmptyReq,
    response: ImageCaptchaRes,
    summary: 'Image captcha: 4 characters as SVG, answer kept server-side 2 minutes, single use.',
    handler: async (ctx) => issueImageCaptcha(ctx.stores.captcha),
  }),
  endpoint({
    prefix: 'main',
    path: 'captcha/getSlideKaptcha',
    access: 'public',
    encrypted: false,
    mutates: false,
    rateLimit: CAPTCHA_RATE,
    schema: EmptyReq,
    response: SlideCaptchaRes,
    summary: 'Slide captcha: background SVG with a gap, the piece SVG, its y and the image width.',
    handler: async (ctx) => issueSlideCaptcha(ctx.stores.captcha),
  }),
  endpoint({
    prefix: 'main',
    path: 'captcha/getSlideKaptchaY',
    access: 'public',
    encrypted: false,
    mutates: false,
    rateLimit: CAPTCHA_RATE,
    schema: SlideCheckReq,
    response: SlideCheckRes,
    summary: "Checks the slide position: 'Y' within 4 px of the gap; the key dies after 3 wrong tries.",
    handler: async (ctx, body) => ({
      passed: await checkSlide(ctx.stores.captcha, body.captcha_key, body.x),
    }),
  }),
];
