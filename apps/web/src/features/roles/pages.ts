import { lazyInAntd as lazy } from '../../ui/antdLazy.ts';
import type { FeaturePages } from '../../ui/page-props.ts';

/** The capability's pages by id, each loaded on demand (one chunk per page); app/pages.ts registers them. */
export const pages = {
  'roles.view': lazy(() => import('./RoleViewPage.tsx')),
  'roles.add': lazy(() => import('./AddRolePage.tsx')),
  'roles.modify': lazy(() => import('./RoleModifyPage.tsx')),
} satisfies FeaturePages;
