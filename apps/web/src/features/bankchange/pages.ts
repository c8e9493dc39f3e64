import { lazyInAntd as lazy } from '../../ui/antdLazy.ts';
import type { FeaturePages } from '../../ui/page-props.ts';

/** The capability's pages by id, each loaded on demand (one chunk per page); app/pages.ts registers them. */
export const pages = {
  'bankchange.change': lazy(() => import('./ChangePage.tsx')),
  'bankchange.confirm': lazy(() => import('./ConfirmPage.tsx')),
  'bankchange.payCheck': lazy(() => import('./PayCheckPage.tsx')),
  'bankchange.status': lazy(() => import('./StatusPage.tsx')),
  'bankchange.outer': lazy(() => import('./OuterPage.tsx')),
} satisfies FeaturePages;
