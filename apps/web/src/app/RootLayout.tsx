import { AREA_BASE } from '@mp/core/routes';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { Footer } from './Footer.tsx';

const AREA_PREFIXES = Object.values(AREA_BASE);

function inArea(path: string): boolean {
  return AREA_PREFIXES.some((base) => path === base || path.startsWith(`${base}/`));
}

/** Public pages carry the footer below them; the area layouts place it inside their content column. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <div style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <ErrorBoundary resetKey={pathname}>
          <Outlet />
        </ErrorBoundary>
      </div>
      {inArea(pathname) ? null : <Footer />}
    </div>
  );
}
