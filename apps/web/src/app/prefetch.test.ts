import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installPrefetch, prefetchAddress } from './prefetch.ts';
import { staleTimeOf } from './queryClient.ts';

const client = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: staleTimeOf } } });

/** A page's read at an address: an observer mounted there, as a page's hook makes it. */
async function pageReads(c: QueryClient, address: string, queryFn: () => Promise<unknown>) {
  window.history.replaceState(null, '', address);
  const observer = new QueryObserver(c, { queryKey: ['list', address], queryFn });
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
  return { observer, unsubscribe };
}

describe('the calls of a page start at the click (issue 31 point 1)', () => {
  const uninstall: (() => void)[] = [];
  afterEach(() => {
    for (const u of uninstall.splice(0)) u();
  });

  it("a link's click starts what its page read there last, and the page mounting then does not call again", async () => {
    const c = client();
    uninstall.push(installPrefetch(c));
    const queryFn = vi.fn(async () => ({ rows: [1] }));
    const first = await pageReads(c, '/no-route/list?status=S', queryFn);
    first.unsubscribe();
    expect(queryFn).toHaveBeenCalledTimes(1);

    // Elsewhere; a click on a link to that address.
    window.history.replaceState(null, '', '/layout/index');
    const a = document.createElement('a');
    a.href = '/no-route/list?status=S';
    a.addEventListener('click', (e) => e.preventDefault());
    document.body.append(a);
    a.click();
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
    await vi.waitFor(() =>
      expect(c.getQueryState(['list', '/no-route/list?status=S'])?.fetchStatus).toBe('idle'),
    );

    // The page mounts on the prefetched data: no third call.
    const again = await pageReads(c, '/no-route/list?status=S', queryFn);
    expect(queryFn).toHaveBeenCalledTimes(2);
    again.unsubscribe();
    a.remove();
  });

  it('an address never opened starts no call; data not from a prefetch is stale at once', async () => {
    const c = client();
    const queryFn = vi.fn(async () => 1);
    prefetchAddress(c, new URL('http://localhost/no-route/other'));
    expect(c.getQueryCache().getAll()).toHaveLength(0);
    const read = await pageReads(c, '/no-route/other', queryFn);
    read.unsubscribe();
    const query = c.getQueryCache().find({ queryKey: ['list', '/no-route/other'] });
    expect(query && staleTimeOf(query)).toBe(0);
  });
});
