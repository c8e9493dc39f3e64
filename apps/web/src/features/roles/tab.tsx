import { lazy, Suspense } from 'react';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import { PageFallback } from '../../ui/PageFallback.tsx';

const load = () => import('./RoleList.tsx');
const RoleList = lazy(() => load().then((m) => ({ default: m.RoleList })));

/**
 * The roles tab of the operator manager page (operator_manager, 12), which hosts it and names it. The
 * list is a chunk of its own, so the role hooks that the operator and cashier forms take from this
 * capability do not bring the list kit with them; asking for the tab starts loading the list, so it is
 * there by the time the tab is opened.
 */
export function rolesTab(area: SignedInArea, label: string) {
  void load();
  return {
    key: 'roles',
    label,
    children: (
      <Suspense fallback={<PageFallback />}>
        <RoleList area={area} />
      </Suspense>
    ),
  };
}
