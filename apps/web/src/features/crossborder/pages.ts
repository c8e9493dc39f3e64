import { lazyInAntd as lazy } from '../../ui/antdLazy.ts';
import type { FeaturePages } from '../../ui/page-props.ts';

/** The capability's pages by id, each loaded on demand. */
export const pages = {
  'crossborder.ghf': lazy(() => import('./TransferListPage.tsx')),
  'crossborder.ghfStepOne': lazy(() => import('./StepOnePage.tsx')),
  'crossborder.ghfStepTwo': lazy(() => import('./StepTwoPage.tsx')),
  'crossborder.ghfStepThree': lazy(() => import('./StepThreePage.tsx')),
  'crossborder.ghfStepFinish': lazy(() => import('./StepFinishPage.tsx')),
  'crossborder.ghfStatus': lazy(() => import('./StatusPage.tsx')),
} satisfies FeaturePages;
