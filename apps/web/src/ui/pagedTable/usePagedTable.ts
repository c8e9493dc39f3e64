import type { TablePaginationConfig } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES } from '../list/urlState.ts';
import {
  type FilterValues,
  readTable,
  type TableFilters,
  type TableSpec,
  type TableState,
  withFilters,
  withPage,
  writeTable,
} from './tableUrl.ts';

export interface PagedTable<F extends TableFilters> extends TableState<F> {
  /** A new search: the filters given change, the page goes back to 1 (a new history entry). */
  search: (patch: Partial<FilterValues<F>>) => void;
  /** The paging of the request body. */
  paging: { page_no: number; page_size: number };
  /** antd Table's `pagination` for a list of `total` rows: page clicks write the URL. */
  pagination: (total: number | undefined) => TablePaginationConfig;
}

/**
 * The URL state of a paged table that is not a money search (those use `useListPage`): its filters, page
 * and page size live in the URL under the spec's prefix; the page feeds `filters` and `paging` to its data
 * hook and `pagination(total)` to its Table. Each change is a new history entry, so the back button
 * returns to the previous view; other parameters of the URL are kept.
 */
export function usePagedTable<F extends TableFilters>(spec: TableSpec<F>): PagedTable<F> {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the identity of params
  const state = useMemo(() => readTable(params, spec), [key, spec]);
  const go = useCallback(
    (next: TableState<F>) => setParams((now) => writeTable(now, spec, next)),
    [setParams, spec],
  );
  return {
    ...state,
    search: (patch) => go(withFilters(state, patch)),
    paging: { page_no: state.page, page_size: state.size },
    pagination: (total) => ({
      current: state.page,
      pageSize: state.size,
      total: total ?? 0,
      // A fixed size shows no size changer; a free one has antd's own rule (above 50 rows).
      ...(spec.sizes ? { pageSizeOptions: PAGE_SIZES.map(String) } : { showSizeChanger: false }),
      onChange: (page, size) => go(withPage(state, page, size)),
    }),
  };
}

/**
 * What a filter form shows before its search: the URL's filters, and again the URL's whenever they change
 * (the back button, a shared link), so the form never shows a search other than the one listed.
 */
export function useDraft<T>(applied: T): [T, (next: T) => void] {
  const key = JSON.stringify(applied);
  const [held, setHeld] = useState({ key, value: applied });
  if (held.key !== key) {
    setHeld({ key, value: applied });
    return [applied, (value) => setHeld({ key, value })];
  }
  return [held.value, (value) => setHeld({ key, value })];
}
