import { describe, expect, it } from 'vitest';
import type { ColumnDef, ListSpec, ListState } from './spec.ts';
import { stateAfterTableChange } from './tableChange.ts';
import { readState } from './urlState.ts';

type Row = { txn_no: string; created_at: string; amount: number };

const named: ListSpec = {
  pageKey: 'merchant.trade_query',
  sort: { by: ['created_at', 'amount'], order: true, defaultBy: 'created_at' },
  filters: [{ kind: 'dateRange', label: 'd' }],
};
/** A page that sorts by order only (refunds, payments). */
const orderOnly: ListSpec = { ...named, sort: { order: true, defaultBy: 'created_at' } };

const columns: ColumnDef<Row>[] = [
  { key: 'txn_no', title: 't' },
  { key: 'created_at', title: 'c', sortKey: 'created_at' },
  { key: 'amount', title: 'a', sortKey: 'amount' },
];

const state = (q: string, spec = named): ListState => readState(new URLSearchParams(q), spec, '20261122');
const effective = (s: ListState, spec = named) => ({
  by: s.sortBy ?? spec.sort?.defaultBy ?? null,
  order: s.order ?? 'desc',
});
/** antd shows the default column sorted (descend) while the URL names no sort, and says so every time. */
const shownDefault = { columnKey: 'created_at', order: 'descend' as const };

describe('a table change', () => {
  it('moves to the page clicked, the first time, without writing a sort (issue 17, point 1)', () => {
    const s = state('');
    const next = stateAfterTableChange(s, named, effective(s), columns, {
      action: 'paginate',
      current: 2,
      pageSize: 20,
      sorter: shownDefault,
    });
    expect(next).toMatchObject({ page: 2, size: 20, sortBy: null, order: null });
  });

  it('keeps a chosen sort while paging and starts again at page 1 with a new page size', () => {
    const s = state('sort=amount&order=asc&page=2');
    const paged = stateAfterTableChange(s, named, effective(s), columns, {
      action: 'paginate',
      current: 3,
      pageSize: 20,
      sorter: { columnKey: 'amount', order: 'ascend' },
    });
    expect(paged).toMatchObject({ page: 3, sortBy: 'amount', order: 'asc' });
    const sized = stateAfterTableChange(s, named, effective(s), columns, {
      action: 'paginate',
      current: 2,
      pageSize: 50,
      sorter: { columnKey: 'amount', order: 'ascend' },
    });
    expect(sized).toMatchObject({ page: 1, size: 50, sortBy: 'amount' });
  });

  it('changes nothing when the page is the one shown', () => {
    const s = state('page=2');
    expect(
      stateAfterTableChange(s, named, effective(s), columns, {
        action: 'paginate',
        current: 2,
        pageSize: 20,
        sorter: shownDefault,
      }),
    ).toBeNull();
  });

  it('sorts by another column from page 1, and writes the default sort as none', () => {
    const s = state('page=4');
    const byAmount = stateAfterTableChange(s, named, effective(s), columns, {
      action: 'sort',
      sorter: { columnKey: 'amount', order: 'descend' },
    });
    expect(byAmount).toMatchObject({ page: 1, sortBy: 'amount', order: 'desc' });

    const back = byAmount as ListState;
    const toDefault = stateAfterTableChange(back, named, effective(back), columns, {
      action: 'sort',
      sorter: shownDefault,
    });
    expect(toDefault).toMatchObject({ page: 1, sortBy: null, order: null });
  });

  it('turns the default column round on a page that sorts by order only', () => {
    const s = state('', orderOnly);
    const asc = stateAfterTableChange(s, orderOnly, effective(s, orderOnly), columns, {
      action: 'sort',
      sorter: { columnKey: 'created_at', order: 'ascend' },
    });
    expect(asc).toMatchObject({ page: 1, sortBy: null, order: 'asc' });
  });
});
