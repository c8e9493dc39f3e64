// Written by `npm run capabilities` (scripts/capabilities.mjs) from the folders: do not edit.
import { manifest as accountauth } from './accountauth.ts';
import { manifest as accounts } from './accounts.ts';
import { manifest as agreements } from './agreements.ts';
import { manifest as appid } from './appid.ts';
import { manifest as audit } from './audit.ts';
import { manifest as auth } from './auth.ts';
import { manifest as bankchange } from './bankchange.ts';
import { manifest as bills } from './bills.ts';
import { manifest as captcha } from './captcha.ts';
import { manifest as cashiers } from './cashiers.ts';
import { manifest as changes } from './changes.ts';
import { manifest as clienthelper } from './clienthelper.ts';
import { manifest as crossborder } from './crossborder.ts';
import { manifest as dashboard } from './dashboard.ts';
import { manifest as exports } from './exports.ts';
import { manifest as face } from './face.ts';
import { manifest as feebills } from './feebills.ts';
import { manifest as files } from './files.ts';
import { manifest as grants } from './grants.ts';
import { manifest as inspection } from './inspection.ts';
import { manifest as invoices } from './invoices.ts';
import { manifest as merchant } from './merchant.ts';
import { manifest as merchantinfo } from './merchantinfo.ts';
import { manifest as notices } from './notices.ts';
import { manifest as onboarding } from './onboarding.ts';
import { manifest as operators } from './operators.ts';
import { manifest as payments } from './payments.ts';
import { manifest as presets } from './presets.ts';
import { manifest as products } from './products.ts';
import { manifest as promotions } from './promotions.ts';
import { manifest as refdata } from './refdata.ts';
import { manifest as refunds } from './refunds.ts';
import { manifest as review } from './review.ts';
import { manifest as roles } from './roles.ts';
import { manifest as security } from './security.ts';
import { manifest as sessions } from './sessions.ts';
import { manifest as settlement } from './settlement.ts';
import { manifest as shell } from './shell.ts';
import { manifest as staff } from './staff.ts';
import { manifest as startup } from './startup.ts';
import { manifest as stores } from './stores.ts';
import { manifest as submerchants } from './submerchants.ts';
import { manifest as training } from './training.ts';
import { manifest as transactions } from './transactions.ts';

/** Every capability's manifest. */
// biome-ignore format: the generated list is one line
export const MANIFESTS = [accountauth, accounts, agreements, appid, audit, auth, bankchange, bills, captcha, cashiers, changes, clienthelper, crossborder, dashboard, exports, face, feebills, files, grants, inspection, invoices, merchant, merchantinfo, notices, onboarding, operators, payments, presets, products, promotions, refdata, refunds, review, roles, security, sessions, settlement, shell, staff, startup, stores, submerchants, training, transactions] as const;
