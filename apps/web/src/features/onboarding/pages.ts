import { lazyInAntd as lazy } from '../../ui/antdLazy.ts';
import type { FeaturePages } from '../../ui/page-props.ts';

/** The capability's pages by id, each loaded on demand (one chunk per page); app/pages.ts registers them. */
export const pages = {
  'onboarding.prepare': lazy(() => import('./RegisterPreparePage.tsx')),
  'onboarding.wizard': lazy(() => import('./WizardPage.tsx')),
  'onboarding.status': lazy(() => import('./StatusPage.tsx')),
  'onboarding.subEntry': lazy(() => import('./SubMerchantEntryPage.tsx')),
} satisfies FeaturePages;
