import { Spin } from 'antd';
import { useSyncExternalStore } from 'react';
import { pendingRequests, subscribeLoading } from '../api/loading.ts';

/** The one overlay of the API client's counter; a short delay keeps quick calls from flickering. */
export function LoadingOverlay() {
  const pending = useSyncExternalStore(subscribeLoading, pendingRequests);
  return <Spin fullscreen spinning={pending > 0} delay={250} />;
}
