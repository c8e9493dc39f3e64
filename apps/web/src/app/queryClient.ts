import { type QueryClient as Client, type Query, QueryClient, type QueryKey } from '@tanstack/react-query';
import { i18n } from '../i18n/index.ts';

/** How long data a prefetch brought (app/prefetch.ts) counts as fresh: the page that mounts on it does not call again. */
export const PREFETCH_FRESH_MS = 5_000;
/** Per query, the time of the data a prefetch brought (its dataUpdatedAt then). */
const prefetched = new WeakMap<Query, number>();

/** Notes that the query's current data came from a prefetch (app/prefetch.ts). */
export function markPrefetched(client: Client, queryKey: QueryKey): void {
  const query = client.getQueryCache().find({ queryKey, exact: true });
  if (query?.state.dataUpdatedAt) prefetched.set(query, query.state.dataUpdatedAt);
}

/**
 * Data is stale at once (each mount reads again), except data a prefetch has just brought: the page it was
 * fetched for reads it without a second call (issue 31 point 1). A page's own staleTime wins.
 */
export function staleTimeOf(query: Query): number {
  const at = prefetched.get(query);
  return at !== undefined && at === query.state.dataUpdatedAt ? PREFETCH_FRESH_MS : 0;
}

/** The portal's one data cache. The API client has already told the person about a failure: no retries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: staleTimeOf },
    mutations: { retry: false },
  },
});

/**
 * The server writes names, subjects and bodies in the language of the call (x-lang): when the person
 * switches language, what is on screen is read again in the new one and the rest is stale (issue 32: mail
 * stayed in Chinese until the page was left).
 */
export function refetchOnLanguageChange(client: Client): () => void {
  const onChange = () => void client.invalidateQueries();
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

refetchOnLanguageChange(queryClient);
