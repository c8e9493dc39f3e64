// Written by `npm run capabilities` (scripts/capabilities.mjs) from the folders: do not edit.
import * as accountauth from './accountauth/index.ts';
import * as accounts from './accounts/index.ts';
import * as agreements from './agreements/index.ts';
import * as appid from './appid/index.ts';
import * as audit from './audit/index.ts';
import * as auth from './auth/index.ts';
import * as bankchange from './bankchange/index.ts';
import * as bills from './bills/index.ts';
import * as captcha from './captcha/index.ts';
import * as cashiers from './cashiers/index.ts';
import * as changes from './changes/index.ts';
import * as clienthelper from './clienthelper/index.ts';
import * as crossborder from './crossborder/index.ts';
import * as dashboard from './dashboard/index.ts';
import * as exports from './exports/index.ts';
import * as face from './face/index.ts';
import * as feebills from './feebills/index.ts';
import * as files from './files/index.ts';
import * as grants from './grants/index.ts';
import * as inspection from './inspection/index.ts';
import * as invoices from './invoices/index.ts';
import * as merchant from './merchant/index.ts';
import * as merchantinfo from './merchantinfo/index.ts';
import * as notices from './notices/index.ts';
import * as onboarding from './onboarding/index.ts';
import * as operators from './operators/index.ts';
import * as payments from './payments/index.ts';
import * as presets from './presets/index.ts';
import * as products from './products/index.ts';
import * as promotions from './promotions/index.ts';
import * as refdata from './refdata/index.ts';
import * as refunds from './refunds/index.ts';
import * as review from './review/index.ts';
import * as roles from './roles/index.ts';
import * as security from './security/index.ts';
import * as sessions from './sessions/index.ts';
import * as settlement from './settlement/index.ts';
import * as staff from './staff/index.ts';
import * as startup from './startup/index.ts';
import * as stores from './stores/index.ts';
import * as submerchants from './submerchants/index.ts';
import * as training from './training/index.ts';
import * as transactions from './transactions/index.ts';

/** The server module of every capability with a manifest. */
// biome-ignore format: the generated list is one line
export const MODULES = { accountauth, accounts, agreements, appid, audit, auth, bankchange, bills, captcha, cashiers, changes, clienthelper, crossborder, dashboard, exports, face, feebills, files, grants, inspection, invoices, merchant, merchantinfo, notices, onboarding, operators, payments, presets, products, promotions, refdata, refunds, review, roles, security, sessions, settlement, staff, startup, stores, submerchants, training, transactions };
