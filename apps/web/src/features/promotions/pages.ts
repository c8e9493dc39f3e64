import { lazyInAntd as lazy } from '../../ui/antdLazy.ts';
import type { FeaturePages } from '../../ui/page-props.ts';

/** The capability's pages by id, each loaded on demand (one chunk per page); app/pages.ts registers them. */
export const pages = {
  'promotions.list': lazy(() => import('./PromotionListPage.tsx')),
  'promotions.create': lazy(() => import('./PromotionCreatePage.tsx')),
  'promotions.detail': lazy(() => import('./PromotionDetailPage.tsx')),
} satisfies FeaturePages;
