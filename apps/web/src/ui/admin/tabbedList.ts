import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListSpec } from '../list/spec.ts';
import { writeState } from '../list/urlState.ts';
import { type ListPage, useListPage } from '../list/useListPage.ts';

/** The URL parameter naming the open tab of a page with several lists. */
export const TAB_PARAM = 'tab';

/**
 * A list page (URL filters and paging) living in one tab of a page: its searches and resets keep the
 * tab in the URL, so the back button and a shared link return to the same tab and filters.
 */
export function useTabListPage(spec: ListSpec, tab: string): ListPage {
  const list = useListPage(spec);
  const [, setParams] = useSearchParams();
  const keep = useCallback(
    (p: URLSearchParams) => {
      p.set(TAB_PARAM, tab);
      return p;
    },
    [tab],
  );
  const apply = useCallback<ListPage['apply']>(
    (next, opts) => setParams(keep(writeState(next, spec)), { replace: opts?.replace }),
    [keep, setParams, spec],
  );
  const openQuery = useCallback((q: string) => setParams(keep(new URLSearchParams(q))), [keep, setParams]);
  return useMemo(() => ({ ...list, apply, openQuery }), [list, apply, openQuery]);
}
