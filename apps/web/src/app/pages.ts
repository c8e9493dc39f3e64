import type { PageId, RouteDef } from '@mp/core/routes';
import type { ComponentType } from 'react';
import { lazyInAntd as lazy } from '../ui/antdLazy.ts';
import type { PageProps } from '../ui/page-props.ts';
import { FEATURE_PAGES } from './features.generated.ts';

export type Page = ComponentType<PageProps>;

/**
 * The page registry: every built page once, by its area-independent id (packages/core routes.ts,
 * PAGE_IDS). Each feature folder lists its own pages (features/<feature>/pages.ts, joined in
 * features.generated.ts by `npm run capabilities`), loaded on demand (one chunk per page). The route table
 * says which routes show which page in which area. A route without a page (`planned`) shows the friendly
 * 'not available yet' panel instead of pretending to work.
 * `lazy` there puts the page inside antd's locale and theme (ui/antdLazy.ts), whose core loads beside the
 * page's chunk.
 */
export const PAGES: Readonly<Record<PageId, Page>> = FEATURE_PAGES;

export const NotAvailablePage: Page = lazy(() => import('../features/shell/NotAvailablePage.tsx'));
export const NotFoundPage = lazy(() => import('../features/shell/NotFoundPage.tsx'));
export const ForbiddenPage: Page = lazy(() => import('../features/shell/ForbiddenPage.tsx'));

/** The page a route shows: its registered page, or the 'not available yet' panel for a planned route. */
export function pageFor(route: RouteDef): Page {
  return route.page ? PAGES[route.page] : NotAvailablePage;
}
