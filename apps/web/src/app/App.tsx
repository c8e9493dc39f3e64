import { BrowserRouter } from 'react-router';
import { setAntdScopeLoader } from '../api/notify.ts';
import { loadAntdScope } from '../ui/antdLazy.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { LoadingOverlay } from './LoadingOverlay.tsx';
import { PortalRoutes } from './router.tsx';

setAntdScopeLoader(loadAntdScope);

/**
 * The portal: the loading overlay and the routes. antd's locale and theme (and the dayjs locale) wrap each
 * page, the area layout and the overlay, and load with the first of them (ui/AntdScope.tsx): the sign-in
 * page renders no antd component and comes without antd's core (issue 16).
 */
export function App() {
  return (
    <ErrorBoundary>
      <LoadingOverlay />
      <BrowserRouter>
        <PortalRoutes />
      </BrowserRouter>
    </ErrorBoundary>
  );
}
