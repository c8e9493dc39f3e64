import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { type ShellArea, signInPathOf } from '../../storage/browserStorage.ts';
import { lazyInAntd } from '../../ui/antdLazy.ts';
import { PageFallback } from '../../ui/PageFallback.tsx';
import { currentVisitor, decide } from '../guard.ts';

// The area layout (menu, header) is only needed once signed in: it stays out of the login page's bundle,
// and it brings antd's locale and theme for the area's pages.
const AreaLayout = lazyInAntd(() => import('./AreaLayout.tsx'));
const QueryScope = lazy(() => import('../QueryScope.tsx'));

/**
 * /layout, /service, /group, /backoffice: a session of this area in storage, otherwise to the area's sign-in
 * page ('/', the back office's '/backoffice_login') or the person's own area.
 */
export function AreaGate({ area }: { area: ShellArea }) {
  const decision = decide({ area }, currentVisitor());
  if (decision.kind === 'login') return <Navigate to={signInPathOf(area)} replace />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return (
    <Suspense fallback={<PageFallback />}>
      <QueryScope>
        <AreaLayout area={area} />
      </QueryScope>
    </Suspense>
  );
}
