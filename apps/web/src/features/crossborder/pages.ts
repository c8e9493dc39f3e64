import { lazyInAntd as lazy } from '../../ui/antdLazy.ts';
import type { FeaturePages } from '../../ui/page-props.ts';

/**
 * The capability's pages by id, each loaded on demand. stepTwo, stepThree and stepFinish are not built yet: they stay
 * `planned` in the manifest and show the 'not available yet' panel.
 */
export const pages = {
  'crossborder.ghf': lazy(() => import('./TransferListPage.tsx')),
  'crossborder.ghfStepOne': lazy(() => import('./StepOnePage.tsx')),
  'crossborder.ghfStatus': lazy(() => import('./StatusPage.tsx')),
} satisfies FeaturePages;
