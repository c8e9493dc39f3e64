import { lazyInAntd as lazy } from '../../ui/antdLazy.ts';
import type { FeaturePages } from '../../ui/page-props.ts';

/** The capability's pages by id, each loaded on demand (one chunk per page); app/pages.ts registers them. */
export const pages = {
  'inspection.merchantInspection': lazy(() => import('./InspectionPage.tsx')),
  'inspection.collectFile': lazy(() => import('./CollectFilePage.tsx')),
  'inspection.merchantState': lazy(() => import('./MerchantStatePage.tsx')),
  'inspection.h5CollectFile': lazy(() => import('./H5CollectFilePage.tsx')),
} satisfies FeaturePages;
