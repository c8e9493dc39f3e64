import { lazyInAntd as lazy } from '../../ui/antdLazy.ts';
import type { FeaturePages } from '../../ui/page-props.ts';

/** The capability's pages by id, each loaded on demand (one chunk per page); app/pages.ts registers them. */
export const pages = {
  'accounts.balance': lazy(() => import('./BalancePage.tsx')),
  'accounts.flows': lazy(() => import('./FlowQueryPage.tsx')),
  'accounts.flowDetail': lazy(() => import('./FlowDetailPage.tsx')),
  'accounts.approvalRules': lazy(() => import('./ApprovalRulesPage.tsx')),
  'accounts.approvals': lazy(() => import('./ApprovalQueuePage.tsx')),
  'accounts.statements': lazy(() => import('./StatementsPage.tsx')),
} satisfies FeaturePages;
