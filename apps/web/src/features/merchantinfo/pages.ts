import { lazyInAntd as lazy } from '../../ui/antdLazy.ts';
import type { FeaturePages } from '../../ui/page-props.ts';

/** The capability's pages by id, each loaded on demand (one chunk per page); app/pages.ts registers them. */
export const pages = {
  'merchantinfo.basic': lazy(() => import('./BasicInfoPage.tsx')),
  'merchantinfo.people': lazy(() => import('./PeoplePage.tsx')),
  'merchantinfo.expiry': lazy(() => import('./ExpiryPage.tsx')),
  'merchantinfo.expiryStatus': lazy(() => import('./ExpiryStatusPage.tsx')),
  'merchantinfo.supplement': lazy(() => import('./SupplementPage.tsx')),
} satisfies FeaturePages;
