import { todayYmd } from '@mp/core/time';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type Built, buildFilters, buildPaging } from './request.ts';
import type { FieldProblem, ListQuery, ListSpec, ListState, SortOrder } from './spec.ts';
import { presetQuery, readState, writeState } from './urlState.ts';

export interface ListPage {
  spec: ListSpec;
  state: ListState;
  /** The current business day (Asia/Macau), yyyymmdd. */
  today: string;
  query: ListQuery;
  /** Why the URL's filters cannot be queried (shown instead of results); null when they can. */
  problem: FieldProblem | null;
  /** The sort in force: the URL's, or the page's default. */
  sort: { by: string | null; order: SortOrder };
  /** Moves the page to a state: a new history entry, so the back button returns to the previous view. */
  apply: (next: ListState, opts?: { replace?: boolean }) => void;
  /** Filters of an export of what the page shows, checked with the export rules. */
  exportFilters: () => Built;
  /** The query string a saved preset keeps. */
  presetQuery: string;
  /** Opens a saved preset's query string. */
  openQuery: (query: string) => void;
}

/** The URL state of a list page and the query it makes: the page feeds `query` to its data hook. */
export function useListPage(spec: ListSpec): ListPage {
  const [params, setParams] = useSearchParams();
  const today = todayYmd();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the identity of params
  const state = useMemo(() => readState(params, spec, today), [key, spec, today]);

  const built = useMemo(() => buildFilters(state, spec, { today }), [state, spec, today]);
  const query = useMemo<ListQuery>(
    () => ({
      filters: built.ok ? built.filters : {},
      paging: buildPaging(state, spec),
      senior: state.senior,
      enabled: built.ok,
    }),
    [built, state, spec],
  );

  const apply = useCallback(
    (next: ListState, opts?: { replace?: boolean }) =>
      setParams(writeState(next, spec), { replace: opts?.replace }),
    [setParams, spec],
  );
  const openQuery = useCallback((q: string) => setParams(new URLSearchParams(q)), [setParams]);

  return {
    spec,
    state,
    today,
    query,
    problem: built.ok ? null : built.problem,
    sort: { by: state.sortBy ?? spec.sort?.defaultBy ?? null, order: state.order ?? 'desc' },
    apply,
    exportFilters: () => buildFilters(state, spec, { today, purpose: 'export' }),
    presetQuery: presetQuery(state, spec),
    openQuery,
  };
}
