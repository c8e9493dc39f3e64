import { lazyInAntd as lazy } from '../../ui/antdLazy.ts';
import type { FeaturePages } from '../../ui/page-props.ts';

/** The capability's pages by id, each loaded on demand (one chunk per page); app/pages.ts registers them. */
export const pages = {
  'security.settings': lazy(() => import('./SecurityPage.tsx')),
  'security.loginPassword': lazy(() => import('./ChangeLoginPasswordPage.tsx')),
  'security.payPassword': lazy(() => import('./PayPasswordPage.tsx')),
  'security.resetPayPassword': lazy(() => import('./ResetPayPasswordPage.tsx')),
  'security.phone': lazy(() => import('./PhoneChangePage.tsx')),
  'security.signInPayPassword': lazy(() => import('./SignInPayPasswordPage.tsx')),
} satisfies FeaturePages;
