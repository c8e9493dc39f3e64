import { findRoute } from '@mp/core/routes';
import type { Query, QueryClient, QueryFunction, QueryKey } from '@tanstack/react-query';
import { pageFor } from './pages.ts';
import { markPrefetched } from './queryClient.ts';

/**
 * The call starts at the click (issue 31 point 1). A route's loader is what its page read the last time it
 * was open at the same address (path and the URL's filters): the query keys and functions, each a contract
 * and the body the page built from the URL, as the page's own hooks made them. A click on a link to that
 * address (or a pointer or focus resting on it: warming) starts those calls into the query cache the page
 * reads, beside the page's chunk; the page then finds its data there, fetched or in flight, and does not
 * call again (queryClient.ts: data a prefetch brought counts as fresh for a moment). A page not yet opened
 * in this tab loads its chunk at the click; its calls start as it renders, as before.
 */
interface Load {
  queryKey: QueryKey;
  queryFn: QueryFunction;
}

/** At most this many addresses remembered (the oldest forgotten first). */
const MAX_ADDRESSES = 200;
const loaders = new Map<string, Map<string, Load>>();
let prefetching = false;

/** The address a loader is kept under: the path and its query string, as a link names it. */
function addressOf(url: URL | Location): string {
  return `${url.pathname}${url.search}`;
}

/** Remembers a fetch a mounted page started, under the address on screen. */
function remember(query: Query): void {
  if (prefetching || query.getObserversCount() === 0) return;
  const queryFn = query.options.queryFn;
  if (typeof queryFn !== 'function') return;
  const address = addressOf(window.location);
  let calls = loaders.get(address);
  if (!calls) {
    if (loaders.size >= MAX_ADDRESSES) loaders.delete(loaders.keys().next().value as string);
    calls = new Map();
    loaders.set(address, calls);
  }
  calls.set(query.queryHash, { queryKey: query.queryKey, queryFn });
}

/** The page chunk of an address's route, loading (a no-op for a page already loaded). */
function preloadChunk(pathname: string): void {
  const route = findRoute(pathname);
  if (!route || route.redirect) return;
  const page = pageFor(route) as { preload?: () => Promise<unknown> };
  void page.preload?.().catch(() => undefined);
}

/** Starts an address's remembered calls and its page's chunk. Fresh data is not fetched again. */
export function prefetchAddress(client: QueryClient, url: URL): void {
  preloadChunk(url.pathname);
  const calls = loaders.get(addressOf(url));
  if (!calls) return;
  prefetching = true;
  try {
    for (const { queryKey, queryFn } of calls.values()) {
      const query = client.getQueryCache().find({ queryKey, exact: true });
      if (query?.state.fetchStatus === 'fetching') continue;
      void client.prefetchQuery({ queryKey, queryFn }).then(() => markPrefetched(client, queryKey));
    }
  } finally {
    prefetching = false;
  }
}

/** The same-origin address of a link an event happened on, if it leads to another page. */
function linkTarget(event: Event): URL | null {
  const a = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!a || (a.target && a.target !== '_self') || a.hasAttribute('download')) return null;
  const url = new URL(a.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (addressOf(url) === addressOf(window.location)) return null;
  return url;
}

/**
 * Listens for the fetches pages start (to remember them) and for clicks, pointers and focus on links (to
 * start the calls of where they lead). Installed by the signed-in area's layout; returns the uninstall.
 */
export function installPrefetch(client: QueryClient): () => void {
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'fetch') remember(event.query);
  });
  const warmed = new WeakMap<Element, number>();
  const onLink = (event: Event) => {
    const url = linkTarget(event);
    if (!url) return;
    if (event.type !== 'click') {
      // Warming: once per link and second, not on every pointer move over it.
      const a = (event.target as Element).closest('a') as Element;
      const now = Date.now();
      if (now - (warmed.get(a) ?? 0) < 1000) return;
      warmed.set(a, now);
    }
    prefetchAddress(client, url);
  };
  // Capture phase: before the router's own click handler renders the next page.
  const kinds = ['click', 'pointerover', 'focusin'] as const;
  for (const k of kinds) document.addEventListener(k, onLink, { capture: true, passive: true });
  return () => {
    unsubscribe();
    for (const k of kinds) document.removeEventListener(k, onLink, { capture: true });
  };
}
