import type { RouteDef } from '@mp/core/routes';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { textIn } from '../i18n/index.ts';
import { signInPathOf } from '../storage/browserStorage.ts';
import { PageFallback } from '../ui/PageFallback.tsx';
import { currentVisitor, decide } from './guard.ts';
import { ForbiddenPage, pageFor } from './pages.ts';

const QueryScope = lazy(() => import('./QueryScope.tsx'));
/** Pages of the shell and the sign-in flow fetch nothing through TanStack Query. */
const WITHOUT_QUERY = new Set(['auth', 'shell']);

/**
 * The browser tab names the page shown (WCAG 2.4.2). It sits in the page's Suspense boundary, so the
 * title changes when the page itself is on screen, not while its chunk loads.
 */
export function PageTitle({ text }: { text: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${text} · ${t('brand.name')}`;
  }, [text, t]);
  return null;
}

/** One route of the table: the guard's decision, then the page's own chunk. */
export function RoutePage({ route }: { route: RouteDef }) {
  const { t, i18n } = useTranslation();
  const decision = decide(route, currentVisitor());
  if (decision.kind === 'login')
    return <Navigate to={signInPathOf(route.area === 'public' ? null : route.area)} replace />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  const forbidden = decision.kind === 'forbidden';
  const Page = forbidden ? ForbiddenPage : pageFor(route);
  const page = <Page route={route} />;
  // Area pages sit inside the area layout, which already provides the query cache.
  const needsScope = route.area === 'public' && !WITHOUT_QUERY.has(route.feature);
  return (
    <Suspense fallback={<PageFallback />}>
      <PageTitle text={forbidden ? t('shell.forbidden') : textIn(i18n.language, route.title)} />
      {needsScope ? <QueryScope>{page}</QueryScope> : page}
    </Suspense>
  );
}
