import {
  EmptyReq,
  PublicKeyRes,
  R0Res,
  SecretFlagRes,
  ShieldSwitchRes,
  SysConfigRes,
} from '@mp/core/schemas/auth';
import { endpoint } from '../../http/endpoint.ts';
import { ONE_TIME_TTL_MS } from '../../http/one-time.ts';
import { publicKeys, shieldSwitch } from './service.ts';

// Pre-key calls (spec point 1, start-up sequence): plain answers, no session. Generous limits: every page
// load makes them, but a script asking thousands of randoms a minute is not a browser.
const STARTUP_RATE = { max: 120, windowMs: 60_000 };

export const endpoints = [
  endpoint({
    prefix: 'main',
    path: 'risk/getShieldDataSwitch',
    access: 'public',
    encrypted: false,
    mutates: false,
    schema: EmptyReq,
    response: ShieldSwitchRes,
    summary: "Risk-shield switch ('ON' unless system_params turns it off); asked first, with a 1 s time-out.",
    handler: async (ctx) => ({ switch_value: await shieldSwitch(ctx.db) }),
  }),
  endpoint({
    prefix: 'main',
    path: 'secret/secretFlag',
    access: 'public',
    encrypted: false,
    mutates: false,
    schema: EmptyReq,
    response: SecretFlagRes,
    summary: "The server's secret type: 'SM2' switches the portal to national-cipher mode.",
    handler: async (ctx) => ({ secret_type: ctx.config.secretType }),
  }),
  endpoint({
    prefix: 'main',
    path: 'secret/getR0Str',
    access: 'public',
    encrypted: false,
    mutates: false,
    rateLimit: STARTUP_RATE,
    schema: EmptyReq,
    response: R0Res,
    summary: 'A one-time 32-character random (2 minutes, single use) that binds a login password.',
    handler: async (ctx) => ({
      r0: await ctx.stores.oneTime.issue('r0'),
      expires_in: ONE_TIME_TTL_MS / 1000,
    }),
  }),
  endpoint({
    prefix: 'main',
    path: 'admin/getRsaPublicKey',
    access: 'public',
    encrypted: false,
    mutates: false,
    schema: EmptyReq,
    response: PublicKeyRes,
    summary: "The server's envelope public keys: RSA SubjectPublicKeyInfo (base64) and the SM2 point (hex).",
    handler: async (ctx) => publicKeys(ctx.db),
  }),
  endpoint({
    prefix: 'main',
    path: 'basesysconfig/getSysConfigParam',
    access: 'public',
    encrypted: false,
    mutates: false,
    schema: EmptyReq,
    response: SysConfigRes,
    summary: 'Portal settings: footer filing line and seal script, captcha on/off, demo mode, idle time-out.',
    handler: async (ctx) => ({
      filing_text: ctx.config.filingText,
      filing_url: ctx.config.filingUrl,
      seal_script_url: ctx.config.sealScriptUrl,
      captcha_enabled: ctx.config.captcha ? 'Y' : 'N',
      demo: ctx.config.demo ? 'Y' : 'N',
      idle_timeout_min: ctx.config.idleTimeoutMin,
      currency: 'MOP',
    }),
  }),
];
