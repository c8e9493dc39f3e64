import { lazyInAntd as lazy } from '../../ui/antdLazy.ts';
import type { FeaturePages } from '../../ui/page-props.ts';

/** The capability's pages by id, each loaded on demand (one chunk per page); app/pages.ts registers them. */
export const pages = {
  'settlement.list': lazy(() => import('./SettlementPage.tsx')),
  'settlement.reconciliation': lazy(() => import('./RltQueryPage.tsx')),
  'settlement.orders': lazy(() => import('./SettleOrderPage.tsx')),
} satisfies FeaturePages;
