import * as c from '@mp/core/contracts/captcha';
import { endpoint } from '../../http/endpoint.ts';
import { AppError } from '../../kernel/errors.ts';
import { checkSlide, issueImageCaptcha, issuePowChallenge, issueSlideCaptcha } from './service.ts';

// Per client IP; a person needs a handful a minute, a guessing script needs thousands.
const CAPTCHA_RATE = { max: 30, windowMs: 60_000 };

export const endpoints = [
  endpoint(c.getImageCaptcha, {
    rateLimit: CAPTCHA_RATE,
    handler: async (ctx) => issueImageCaptcha(ctx.stores.captcha),
  }),
  endpoint(c.getSlideKaptcha, {
    rateLimit: CAPTCHA_RATE,
    handler: async (ctx) => issueSlideCaptcha(ctx.stores.captcha),
  }),
  endpoint(c.getSlideKaptchaY, {
    rateLimit: CAPTCHA_RATE,
    handler: async (ctx, body) => ({
      passed: await checkSlide(ctx.stores.captcha, body.captcha_key, body.x),
    }),
  }),
  endpoint(c.getPowChallenge, {
    rateLimit: CAPTCHA_RATE,
    handler: async (ctx) => {
      // Only where the setting offers it (CAPTCHA=pow or choice).
      if (!ctx.config.captcha || ctx.config.captchaMode === 'code') throw new AppError('SCM40402');
      return issuePowChallenge(ctx.stores.captcha, ctx.config.captchaPowBits);
    },
  }),
];
