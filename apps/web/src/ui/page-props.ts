import type { RouteDef } from '@mp/core/routes';

/**
 * What every page receives: its route-table entry (title, code, area, page id). A leaf module, so pages do
 * not import the page registry (app/pages.ts) that imports them.
 */
export type PageProps = { route: RouteDef };
