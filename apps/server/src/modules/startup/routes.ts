import * as c from '@mp/core/contracts/startup';
import { issueBound } from '../../http/bound.ts';
import { endpoint } from '../../http/endpoint.ts';
import { ONE_TIME_TTL_MS } from '../../state/one-time.ts';
import { publicKeys, shieldSwitch } from './service.ts';

// Pre-key calls (spec point 1, start-up sequence): plain answers, no session. Generous limits: every page
// load makes them, but a script asking thousands of randoms a minute is not a browser.
const STARTUP_RATE = { max: 120, windowMs: 60_000 };

const yn = (on: boolean): 'Y' | 'N' => (on ? 'Y' : 'N');

export const endpoints = [
  endpoint(c.getShieldDataSwitch, {
    handler: async (ctx) => ({ switch_value: await shieldSwitch(ctx.db) }),
  }),
  endpoint(c.secretFlag, { handler: async (ctx) => ({ secret_type: ctx.config.secretType }) }),
  endpoint(c.getR0Str, {
    rateLimit: STARTUP_RATE,
    handler: async (ctx) => {
      const { key, secret } = await issueBound(ctx.stores.oneTime, 'r0');
      return { r0: secret, r0_key: key, expires_in: ONE_TIME_TTL_MS / 1000 };
    },
  }),
  endpoint(c.getRsaPublicKey, { handler: async (ctx) => publicKeys(ctx.db) }),
  endpoint(c.getSysConfigParam, {
    handler: async (ctx) => ({
      filing_text: ctx.config.filingText,
      filing_url: ctx.config.filingUrl,
      seal_script_url: ctx.config.sealScriptUrl,
      captcha_enabled: yn(ctx.config.captcha),
      captcha_mode: ctx.config.captchaMode,
      demo: yn(ctx.config.demo),
      idle_timeout_min: ctx.config.idleTimeoutMin,
      currency: 'MOP',
    }),
  }),
];
