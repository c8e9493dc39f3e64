import { lazyInAntd as lazy } from '../../ui/antdLazy.ts';
import type { FeaturePages } from '../../ui/page-props.ts';

/** The capability's pages by id, each loaded on demand (one chunk per page); app/pages.ts registers them. */
export const pages = {
  'products.services': lazy(() => import('./MerchantServicesPage.tsx')),
  'products.merchantAuth': lazy(() => import('./MerchantProductAuthPage.tsx')),
  'products.childAuth': lazy(() => import('./ChildProductAuthPage.tsx')),
} satisfies FeaturePages;
