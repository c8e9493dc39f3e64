import type { RouteDef } from '@mp/core/routes';
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { currentVisitor, decide } from './guard.ts';
import { PageFallback } from './PageFallback.tsx';
import { ForbiddenPage, pageFor } from './pages.ts';

const QueryScope = lazy(() => import('./QueryScope.tsx'));
/** Pages of the shell and the sign-in flow fetch nothing through TanStack Query. */
const WITHOUT_QUERY = new Set(['auth', 'shell']);

/** One route of the table: the guard's decision, then the page's own chunk. */
export function RoutePage({ route }: { route: RouteDef }) {
  const decision = decide(route, currentVisitor());
  if (decision.kind === 'login') return <Navigate to="/" replace />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  const Page = decision.kind === 'forbidden' ? ForbiddenPage : pageFor(route);
  const page = <Page route={route} />;
  // Area pages sit inside the area layout, which already provides the query cache.
  const needsScope = route.area === 'public' && !WITHOUT_QUERY.has(route.feature);
  return (
    <Suspense fallback={<PageFallback />}>{needsScope ? <QueryScope>{page}</QueryScope> : page}</Suspense>
  );
}
