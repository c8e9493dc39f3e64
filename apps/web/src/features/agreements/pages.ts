import { lazyInAntd as lazy } from '../../ui/antdLazy.ts';
import type { FeaturePages } from '../../ui/page-props.ts';

/**
 * The capability's pages by id, each loaded on demand; app/pages.ts registers them. The public document
 * routes share one page (the route names the agreement), the two payer look-ups another.
 */
export const pages = {
  'agreements.mine': lazy(() => import('./AgreementsPage.tsx')),
  'agreements.serverXY': lazy(() => import('./AgreementDocPage.tsx')),
  'agreements.childrenPrivateInfoProtocal': lazy(() => import('./AgreementDocPage.tsx')),
  'agreements.mandate': lazy(() => import('./AgreementDocPage.tsx')),
  'agreements.company_contract_template': lazy(() => import('./AgreementDocPage.tsx')),
  'agreements.contract_template': lazy(() => import('./AgreementDocPage.tsx')),
  'agreements.netInvit_contract_template': lazy(() => import('./AgreementDocPage.tsx')),
  'agreements.notXCandTC_contract_template': lazy(() => import('./AgreementDocPage.tsx')),
  'agreements.company_contract_total': lazy(() => import('./AgreementDocPage.tsx')),
  'agreements.attach_company': lazy(() => import('./AgreementDocPage.tsx')),
  'agreements.attach_specialinvited': lazy(() => import('./AgreementDocPage.tsx')),
  'agreements.dealQuery': lazy(() => import('./PayQueryPage.tsx')),
  'agreements.payQuery': lazy(() => import('./PayQueryPage.tsx')),
  'agreements.serverStyle': lazy(() => import('./ServicePages.tsx')),
  'agreements.hope': lazy(() => import('./ServicePages.tsx')),
  'agreements.signIn': lazy(() => import('./SignInPage.tsx')),
  'agreements.serveApprove': lazy(() => import('./ServeApprovePage.tsx')),
} satisfies FeaturePages;
