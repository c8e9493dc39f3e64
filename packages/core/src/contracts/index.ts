import type { Contract } from '../contract.ts';
import { contracts as audit } from './audit.ts';
import { contracts as auth } from './auth.ts';
import { contracts as captcha } from './captcha.ts';
import { contracts as refunds } from './refunds.ts';
import { contracts as security } from './security.ts';
import { contracts as sessions } from './sessions.ts';
import { contracts as startup } from './startup.ts';

/**
 * Every contract of the product, capability by capability. A capability adds one line here; a server
 * test checks that each has exactly one endpoint and each endpoint a contract.
 */
export const ALL_CONTRACTS: readonly Contract[] = [
  ...refunds,
  ...startup,
  ...captcha,
  ...auth,
  ...sessions,
  ...audit,
  ...security,
];
