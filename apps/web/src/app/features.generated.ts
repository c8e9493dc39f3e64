// Written by `npm run capabilities` (scripts/capabilities.mjs) from the folders: do not edit.
import { pages as accountauth } from '../features/accountauth/pages.ts';
import { pages as accounts } from '../features/accounts/pages.ts';
import { pages as agreements } from '../features/agreements/pages.ts';
import { pages as appid } from '../features/appid/pages.ts';
import { pages as auth } from '../features/auth/pages.ts';
import { pages as bankchange } from '../features/bankchange/pages.ts';
import { pages as bills } from '../features/bills/pages.ts';
import { pages as crossborder } from '../features/crossborder/pages.ts';
import { pages as dashboard } from '../features/dashboard/pages.ts';
import { pages as exports } from '../features/exports/pages.ts';
import { pages as face } from '../features/face/pages.ts';
import { pages as feebills } from '../features/feebills/pages.ts';
import { pages as grants } from '../features/grants/pages.ts';
import { pages as inspection } from '../features/inspection/pages.ts';
import { pages as invoices } from '../features/invoices/pages.ts';
import { pages as merchant } from '../features/merchant/pages.ts';
import { pages as merchantinfo } from '../features/merchantinfo/pages.ts';
import { pages as notices } from '../features/notices/pages.ts';
import { pages as onboarding } from '../features/onboarding/pages.ts';
import { pages as operators } from '../features/operators/pages.ts';
import { pages as payments } from '../features/payments/pages.ts';
import { pages as products } from '../features/products/pages.ts';
import { pages as promotions } from '../features/promotions/pages.ts';
import { pages as refunds } from '../features/refunds/pages.ts';
import { pages as review } from '../features/review/pages.ts';
import { pages as roles } from '../features/roles/pages.ts';
import { pages as security } from '../features/security/pages.ts';
import { pages as settlement } from '../features/settlement/pages.ts';
import { pages as shell } from '../features/shell/pages.ts';
import { pages as staff } from '../features/staff/pages.ts';
import { pages as stores } from '../features/stores/pages.ts';
import { pages as submerchants } from '../features/submerchants/pages.ts';
import { pages as training } from '../features/training/pages.ts';
import { pages as transactions } from '../features/transactions/pages.ts';

/** The pages of every feature folder with a pages.ts. */
export const FEATURE_PAGES = {
  ...accountauth,
  ...accounts,
  ...agreements,
  ...appid,
  ...auth,
  ...bankchange,
  ...bills,
  ...crossborder,
  ...dashboard,
  ...exports,
  ...face,
  ...feebills,
  ...grants,
  ...inspection,
  ...invoices,
  ...merchant,
  ...merchantinfo,
  ...notices,
  ...onboarding,
  ...operators,
  ...payments,
  ...products,
  ...promotions,
  ...refunds,
  ...review,
  ...roles,
  ...security,
  ...settlement,
  ...shell,
  ...staff,
  ...stores,
  ...submerchants,
  ...training,
  ...transactions,
};
