// Written by `npm run capabilities` (scripts/capabilities.mjs) from the folders: do not edit.
import { contracts as accountauth } from './accountauth.ts';
import { contracts as accounts } from './accounts.ts';
import { contracts as agreements } from './agreements.ts';
import { contracts as appid } from './appid.ts';
import { contracts as audit } from './audit.ts';
import { contracts as auth } from './auth.ts';
import { contracts as bankchange } from './bankchange.ts';
import { contracts as bills } from './bills.ts';
import { contracts as captcha } from './captcha.ts';
import { contracts as cashiers } from './cashiers.ts';
import { contracts as clienthelper } from './clienthelper.ts';
import { contracts as crossborder } from './crossborder.ts';
import { contracts as dashboard } from './dashboard.ts';
import { contracts as exports } from './exports.ts';
import { contracts as face } from './face.ts';
import { contracts as feebills } from './feebills.ts';
import { contracts as grants } from './grants.ts';
import { contracts as inspection } from './inspection.ts';
import { contracts as invoices } from './invoices.ts';
import { contracts as merchant } from './merchant.ts';
import { contracts as merchantinfo } from './merchantinfo.ts';
import { contracts as notices } from './notices.ts';
import { contracts as onboarding } from './onboarding.ts';
import { contracts as onboardingEntry } from './onboarding-entry.ts';
import { contracts as operators } from './operators.ts';
import { contracts as payments } from './payments.ts';
import { contracts as presets } from './presets.ts';
import { contracts as products } from './products.ts';
import { contracts as promotions } from './promotions.ts';
import { contracts as refunds } from './refunds.ts';
import { contracts as review } from './review.ts';
import { contracts as roles } from './roles.ts';
import { contracts as security } from './security.ts';
import { contracts as sessions } from './sessions.ts';
import { contracts as settlement } from './settlement.ts';
import { contracts as staff } from './staff.ts';
import { contracts as startup } from './startup.ts';
import { contracts as stores } from './stores.ts';
import { contracts as submerchants } from './submerchants.ts';
import { contracts as training } from './training.ts';
import { contracts as transactions } from './transactions.ts';

/** The contracts of every file of contracts/. */
// biome-ignore format: the generated list is one line
export const CONTRACT_FILES = [accountauth, accounts, agreements, appid, audit, auth, bankchange, bills, captcha, cashiers, clienthelper, crossborder, dashboard, exports, face, feebills, grants, inspection, invoices, merchant, merchantinfo, notices, onboarding, onboardingEntry, operators, payments, presets, products, promotions, refunds, review, roles, security, sessions, settlement, staff, startup, stores, submerchants, training, transactions] as const;
