import type { Contract } from '../contract.ts';
// Issue 12 (fee bills, invoices, account authorisation).
import { contracts as accountauth } from './accountauth.ts';
import { contracts as accounts } from './accounts.ts';
import { contracts as appid } from './appid.ts';
import { contracts as audit } from './audit.ts';
import { contracts as auth } from './auth.ts';
// Settlement bank-account change (issue 14 point 6, issue 13 point 7).
import { contracts as bankchange } from './bankchange.ts';
import { contracts as bills } from './bills.ts';
import { contracts as captcha } from './captcha.ts';
import { contracts as cashiers } from './cashiers.ts';
import { contracts as dashboard } from './dashboard.ts';
import { contracts as exports } from './exports.ts';
import { contracts as feebills } from './feebills.ts';
import { contracts as grants } from './grants.ts';
import { contracts as invoices } from './invoices.ts';
import { contracts as merchant } from './merchant.ts';
import { contracts as merchantinfo } from './merchantinfo.ts';
import { contracts as notices } from './notices.ts';
import { contracts as onboarding } from './onboarding.ts';
import { contracts as onboardingEntry } from './onboarding-entry.ts';
import { contracts as operators } from './operators.ts';
import { contracts as payments } from './payments.ts';
import { contracts as presets } from './presets.ts';
// Providers and groups run their merchants (issue 13).
import { contracts as products } from './products.ts';
import { contracts as refunds } from './refunds.ts';
import { contracts as roles } from './roles.ts';
import { contracts as security } from './security.ts';
import { contracts as sessions } from './sessions.ts';
import { contracts as settlement } from './settlement.ts';
import { contracts as startup } from './startup.ts';
import { contracts as stores } from './stores.ts';
import { contracts as submerchants } from './submerchants.ts';
import { contracts as transactions } from './transactions.ts';

/**
 * Every contract of the product, capability by capability. A capability adds one line here; a server
 * test checks that each has exactly one endpoint and each endpoint a contract.
 */
export const ALL_CONTRACTS: readonly Contract[] = [
  ...refunds,
  ...transactions,
  ...payments,
  ...settlement,
  ...presets,
  ...exports,
  ...bills,
  ...operators,
  ...roles,
  ...cashiers,
  ...stores,
  ...merchant,
  ...notices,
  ...dashboard,
  ...startup,
  ...captcha,
  ...auth,
  ...sessions,
  ...audit,
  ...security,
  ...accounts,
  // onboarding (issue 14)
  ...onboarding,
  ...merchantinfo,
  // Providers and groups run their merchants (issue 13).
  ...products,
  ...submerchants,
  ...appid,
  ...feebills,
  ...invoices,
  ...accountauth,
  ...bankchange,
  // Sub-merchant entry and read grants (issue 13 points 3 and 8).
  ...onboardingEntry,
  ...grants,
];
