import { lazy, Suspense } from 'react';
import { PageFallback } from '../../ui/PageFallback.tsx';

const CashierList = lazy(() => import('./CashierList.tsx').then((m) => ({ default: m.CashierList })));

/**
 * The cashiers tab of the operator manager page (operator_manager, 12, merchant area), which hosts it and
 * names it; the list loads when the tab opens.
 */
export function cashiersTab(label: string) {
  return {
    key: 'cashiers',
    label,
    children: (
      <Suspense fallback={<PageFallback />}>
        <CashierList />
      </Suspense>
    ),
  };
}
