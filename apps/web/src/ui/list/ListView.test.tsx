import { TXN_RESULT } from '@mp/core/statuses';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '../../i18n/index.ts';
import { arrangeColumns, ListView } from './ListView.tsx';
import type { ColumnDef, ListData, ListSpec, TotalDef } from './spec.ts';
import { useListPage } from './useListPage.ts';

type Row = { txn_no: string; amount: number; result: string; fee: number; net_amount: number };

const spec: ListSpec = {
  pageKey: 'merchant.test_list',
  primary: ['date', 'result'],
  filters: [
    { kind: 'dateRange', label: 'money.f.txnDate' },
    { kind: 'text', param: 'txn_no', label: 'money.f.txnNo' },
    { kind: 'select', param: 'result', label: 'money.f.result', options: TXN_RESULT },
  ],
};
const columns: ColumnDef<Row>[] = [
  { key: 'txn_no', title: 'money.c.txnNo', kind: 'code', fixed: 'left' },
  { key: 'amount', title: 'money.c.amount', kind: 'money' },
  { key: 'net_amount', title: 'money.c.net', kind: 'money', fixed: 'right' },
  { key: 'result', title: 'money.c.result', kind: 'status', labels: TXN_RESULT },
  { key: 'fee', title: 'money.c.fee', kind: 'money', optional: true },
];
const totals: TotalDef[] = [{ key: 'count', label: 'money.t.count', kind: 'count' }];

function mount(data: ListData<Row, { count: number }>, search = '') {
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
    initialEntries: [`/layout/test${search}`],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const none = { rows: [], total: 0, totals: null, refetch: () => undefined };

beforeEach(() => {
  setLang('en');
  localStorage.clear();
});
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

const answered = { ...none, totals: { count: 0 }, loading: false, pending: false };
/** The filter form's labels. */
const form = () => within(document.querySelector('form') as HTMLElement);
const headers = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent);

describe('a list that shows its results first (issue 17, point 4)', () => {
  it('shows the primary filters and folds the others behind "More filters"', async () => {
    mount(answered);
    expect(form().getByText('Transaction date')).toBeTruthy();
    expect(form().getByText('Result')).toBeTruthy();
    expect(form().queryByText('Transaction ID')).toBeNull();
    const more = screen.getByRole('button', { name: /More filters/ });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await act(async () => {
      fireEvent.click(more);
    });
    expect(form().getByText('Transaction ID')).toBeTruthy();
  });

  it('unfolds by itself when a folded filter holds a value', () => {
    mount(answered, '?txn_no=T1');
    expect(form().getByText('Transaction ID')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Fewer filters/ }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the default columns with the fixed-right one last, and remembers a chosen column', async () => {
    mount(answered);
    expect(headers()).toEqual(['Transaction ID', 'Amount (MOP)', 'Result', 'Net (MOP)']);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Choose the columns shown' }));
    });
    const fee = await screen.findByRole('checkbox', { name: 'Fee' });
    expect((fee as HTMLInputElement).checked).toBe(false);
    // The record's number opens the record: it cannot be hidden.
    expect(screen.queryByRole('checkbox', { name: 'Transaction ID' })).toBeNull();
    await act(async () => {
      fireEvent.click(fee);
      fireEvent.click(screen.getByRole('checkbox', { name: 'Result' }));
    });
    expect(headers()).toEqual(['Transaction ID', 'Amount (MOP)', 'Fee (MOP)', 'Net (MOP)']);

    cleanup();
    mount(answered);
    expect(headers()).toEqual(['Transaction ID', 'Amount (MOP)', 'Fee (MOP)', 'Net (MOP)']);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Choose the columns shown' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Restore the default columns' }));
    });
    expect(headers()).toEqual(['Transaction ID', 'Amount (MOP)', 'Result', 'Net (MOP)']);
    // Two mounts and two popovers: slow when the whole suite shares two cores.
  }, 20_000);

  it('keeps only the right column fixed on a phone', () => {
    expect(arrangeColumns(columns, true).map((c) => [c.key, c.fixed])).toEqual([
      ['txn_no', 'left'],
      ['amount', undefined],
      ['result', undefined],
      ['fee', undefined],
      ['net_amount', 'right'],
    ]);
    expect(arrangeColumns(columns, false).find((c) => c.key === 'txn_no')?.fixed).toBeUndefined();
    expect(arrangeColumns(columns, false).at(-1)?.fixed).toBe('right');
  });
});

describe('the store filter of a person without the store code (41)', () => {
  const storeSpec: ListSpec = {
    pageKey: 'merchant.test_stores',
    filters: [{ kind: 'store', param: 'store_no', label: 'money.f.store' }],
  };
  function mountStores() {
    function Page() {
      const list = useListPage(storeSpec);
      return (
        <ListView
          title="List"
          area="merchant"
          list={list}
          data={{ ...none, loading: false, pending: false }}
          columns={columns}
          rowKey="txn_no"
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
  }

  it('takes a typed store number and says why there is no list', () => {
    localStorage.setItem('area', 'merchant');
    localStorage.setItem('limitNum', '43,431');
    sessionStorage.setItem(
      'operProfile',
      JSON.stringify({ login_name: 'x', kind: 'operator', functions: [] }),
    );
    mountStores();
    expect(screen.getByPlaceholderText('Store number')).toBeTruthy();
    expect(
      screen.getByText('Your role has no access to stores, so they cannot be listed: type a number'),
    ).toBeTruthy();
    sessionStorage.clear();
  });
});

describe('a count that stopped at the cap (issue 16, bounded counts)', () => {
  const capped = { ...none, total: 10_000, loading: false, pending: false, capped: true };

  it('says "10,000+ found", pages through the capped count and offers to count all', async () => {
    let asked = 0;
    mount({ ...capped, rows: [], countAll: () => asked++ });
    expect(screen.getAllByText('10,000+ found').length).toBeGreaterThan(0);
    expect(screen.queryByText('10,000 found')).toBeNull();
    expect(screen.getByText(/More than 10,000 records match/)).toBeTruthy();
    // The pager still pages: 10,000 rows of 20 are 500 pages.
    expect(document.querySelector('.ant-pagination-item-500')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Count all and show totals' }));
    });
    expect(asked).toBe(1);
  });

  it('offers to add up the totals of an exact count the server did not add up', async () => {
    let asked = 0;
    mount({ ...capped, capped: false, total: 2_345, totals: null, countAll: () => asked++ });
    expect(screen.getAllByText('2,345 found').length).toBeGreaterThan(0);
    expect(screen.getByText(/^2,345 records match\. Totals are not added up yet/)).toBeTruthy();
    expect(screen.queryByText(/More than/)).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add up totals' }));
    });
    expect(asked).toBe(1);
    cleanup();
    setLang('zh-TW');
    mount({ ...capped, capped: false, total: 2_345, totals: null, countAll: () => undefined });
    expect(screen.getByText('共 2,345 筆記錄。為免等候，合計未計算。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '計算合計' })).toBeTruthy();
  });

  it('says 超過 10,000 筆 in Chinese and shows the totals once counted', () => {
    setLang('zh-TW');
    mount({ ...capped, countAll: () => undefined, countingAll: true });
    expect(screen.getAllByText('超過 10,000 筆').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /計算中/ })).toBeTruthy();
    cleanup();
    mount({ ...answered, total: 12_345, totals: { count: 12_345 } });
    expect(screen.getAllByText('共 12,345 筆').length).toBeGreaterThan(0);
    expect(screen.queryByText(/超過/)).toBeNull();
  });
});
