import { lazy, Suspense, useSyncExternalStore } from 'react';
import { pendingRequests, subscribeLoading } from '../api/loading.ts';

const SpinOverlay = lazy(() => import('./SpinOverlay.tsx'));
let wanted = false;

/**
 * The one overlay of the API client's counter. Its spinner (antd) loads with the first call that shows it,
 * not with the sign-in page, whose start-up calls are quiet; it stays mounted afterwards.
 */
export function LoadingOverlay() {
  const pending = useSyncExternalStore(subscribeLoading, pendingRequests);
  if (pending > 0) wanted = true;
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SpinOverlay spinning={pending > 0} />
    </Suspense>
  );
}
