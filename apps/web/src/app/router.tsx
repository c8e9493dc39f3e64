import { ALL_AREAS, AREA_BASE, ROUTES, type RouteDef, routesOfArea } from '@mp/core/routes';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, type RouteObject, useNavigate, useRoutes } from 'react-router';
import { setNavigator } from '../api/navigation.ts';
import { PageFallback } from '../ui/PageFallback.tsx';
import { AreaGate } from './layout/AreaGate.tsx';
import { NotFoundPage } from './pages.ts';
import { RootLayout } from './RootLayout.tsx';
import { PageTitle, RoutePage } from './RoutePage.tsx';

/** The signed-in areas: the portal's three and the provider's back office. */
const AREAS = ALL_AREAS.filter((a) => a !== 'public');

function leaf(route: RouteDef): RouteObject {
  return {
    path: route.path,
    element: route.redirect ? <Navigate to={route.redirect} replace /> : <RoutePage route={route} />,
  };
}

function NotFoundTitle() {
  const { t } = useTranslation();
  return <PageTitle text={t('shell.notFound.title')} />;
}

const notFound = (
  <Suspense fallback={<PageFallback />}>
    <NotFoundTitle />
    <NotFoundPage />
  </Suspense>
);

/** Every route of packages/core's table; /layout, /service, /group and /backoffice open on their index. */
export function buildRoutes(): RouteObject[] {
  const areaRoutes: RouteObject[] = AREAS.map((a) => ({
    path: AREA_BASE[a],
    element: <AreaGate area={a} />,
    children: [
      { index: true, element: <Navigate to={`${AREA_BASE[a]}/index`} replace /> },
      ...routesOfArea(a).map(leaf),
      { path: '*', element: notFound },
    ],
  }));
  return [
    {
      element: <RootLayout />,
      children: [
        ...ROUTES.filter((r) => r.area === 'public').map(leaf),
        ...areaRoutes,
        { path: '*', element: notFound },
      ],
    },
  ];
}

const routes = buildRoutes();

/**
 * The portal's routes (browser history mode). The API client navigates through the router once it is
 * mounted (session end -> '/'), without a full reload.
 */
export function PortalRoutes() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to) => navigate(to, { replace: true }));
  }, [navigate]);
  return useRoutes(routes);
}
