import type { ColumnDef, ListSpec, ListState, SortOrder } from './spec.ts';

/** What antd's Table `onChange` reports, reduced to what a list page reads. */
export interface TableChange {
  /** antd's `extra.action`: which control changed ('filter' never happens: lists filter in the form). */
  action: 'paginate' | 'sort' | 'filter';
  current?: number;
  pageSize?: number;
  /** The column antd now shows sorted (its key) and the direction; antd reports it on every change. */
  sorter: { columnKey?: unknown; order?: 'ascend' | 'descend' | null } | undefined;
}

/**
 * The state a table change moves the list to, or null when the view stays as it is. A page click changes
 * the page only: antd reports the sort it displays with every change (the default column's order too,
 * while the URL names no sort), so comparing that with the URL's sort took every first page click for a
 * new sort and went back to page 1 (issue 17, point 1). A sort click compares with the sort in force and
 * writes the page's default sort as no sort at all, so the URL stays short and a page click stays a page.
 */
export function stateAfterTableChange<Row>(
  state: ListState,
  spec: ListSpec,
  sort: { by: string | null; order: SortOrder },
  columns: readonly ColumnDef<Row>[],
  change: TableChange,
): ListState | null {
  if (change.action === 'paginate') {
    const size = change.pageSize ?? state.size;
    // A new page size starts again at page 1: the old page number means other rows now.
    if (size !== state.size) return { ...state, size, page: 1 };
    const page = change.current ?? state.page;
    return page === state.page ? null : { ...state, page };
  }
  if (change.action !== 'sort' || !spec.sort) return null;
  const col = columns.find((c) => c.key === change.sorter?.columnKey);
  const order =
    change.sorter?.order === 'ascend' ? 'asc' : change.sorter?.order === 'descend' ? 'desc' : null;
  if (!col?.sortKey || !order) return null;
  // A page sorting by order only (no named fields) turns its default field's order round.
  const named = spec.sort.by?.includes(col.sortKey) ? col.sortKey : null;
  const by = named ?? spec.sort.defaultBy ?? null;
  if (by === sort.by && order === sort.order) return null;
  const isDefault = by === (spec.sort.defaultBy ?? null) && order === 'desc';
  return {
    ...state,
    page: 1,
    sortBy: isDefault ? null : named,
    order: isDefault ? null : order,
  };
}
