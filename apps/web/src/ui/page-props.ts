import type { PageId, RouteDef } from '@mp/core/routes';
import type { ComponentType } from 'react';

/**
 * What every page receives: its route-table entry (title, code, area, page id). A leaf module, so pages do
 * not import the page registry (app/pages.ts) that imports them.
 */
export type PageProps = { route: RouteDef };

/** A feature's pages by id (features/<feature>/pages.ts): the registry (app/pages.ts) joins them. */
export type FeaturePages = Partial<Record<PageId, ComponentType<PageProps>>>;
