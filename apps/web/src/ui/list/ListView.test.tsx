import { TXN_RESULT } from '@mp/core/statuses';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '../../i18n/index.ts';
import { ListView } from './ListView.tsx';
import type { ColumnDef, ListData, ListSpec, TotalDef } from './spec.ts';
import { useListPage } from './useListPage.ts';

type Row = { txn_no: string; amount: number; result: string };

const spec: ListSpec = {
  pageKey: 'merchant.test_list',
  filters: [
    { kind: 'dateRange', label: 'money.f.txnDate' },
    { kind: 'select', param: 'result', label: 'money.f.result', options: TXN_RESULT },
  ],
};
const columns: ColumnDef<Row>[] = [
  { key: 'txn_no', title: 'money.c.txnNo', kind: 'code' },
  { key: 'amount', title: 'money.c.amount', kind: 'money' },
  { key: 'result', title: 'money.c.result', kind: 'status', labels: TXN_RESULT },
];
const totals: TotalDef[] = [{ key: 'count', label: 'money.t.count', kind: 'count' }];

function mount(data: ListData<Row, { count: number }>) {
  function Page() {
    const list = useListPage(spec);
    return (
      <ListView
        title="List"
        area="merchant"
        list={list}
        data={data}
        columns={columns}
        rowKey="txn_no"
        totals={totals}
        presets={false}
      />
    );
  }
  const router = createMemoryRouter([{ path: '/layout/test', element: <Page /> }], {
    initialEntries: ['/layout/test'],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const none = { rows: [], total: 0, totals: null, refetch: () => undefined };

beforeEach(() => setLang('en'));
afterEach(cleanup);

describe('a list before and after its first answer (issue 17, point 6)', () => {
  it('says it is loading, not "0 found" or "no data", while the first answer is on its way', () => {
    mount({ ...none, loading: true, pending: true });
    expect(screen.queryByText('0 found')).toBeNull();
    expect(screen.queryByText(/no data/i)).toBeNull();
    expect(screen.getAllByText('Loading…').length).toBeGreaterThan(0);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
  });

  it('says "0 found" and shows the empty text once the answer came back empty', () => {
    mount({ ...none, totals: { count: 0 }, loading: false, pending: false });
    expect(screen.getAllByText('0 found').length).toBeGreaterThan(0);
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getAllByText(/no data/i).length).toBeGreaterThan(0);
  });
});
