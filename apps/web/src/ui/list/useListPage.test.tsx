import { PAY_TYPE } from '@mp/core/statuses';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListSpec } from './spec.ts';
import { type ListPage, useListPage } from './useListPage.ts';

const spec: ListSpec = {
  pageKey: 'merchant.test',
  senior: true,
  filters: [
    { kind: 'dateRange', label: 'd' },
    { kind: 'select', param: 'pay_type', label: 'p', options: PAY_TYPE },
  ],
};

afterEach(cleanup);

const seen: { list: ListPage | null } = { list: null };

function Probe() {
  seen.list = useListPage(spec);
  return null;
}

function mount(initial: string) {
  seen.list = null;
  const router = createMemoryRouter([{ path: '/layout/trade_query', element: <Probe /> }], {
    initialEntries: [initial],
  });
  render(<RouterProvider router={router} />);
  return { router, seen };
}

describe('useListPage', () => {
  it('writes a search into the URL as a new history entry; back restores the previous view', async () => {
    const { router, seen } = mount('/layout/trade_query?start_date=20201101&end_date=20201102');
    expect(seen.list?.query.filters).toEqual({ start_date: '20201101', end_date: '20201102' });

    const list = seen.list!;
    await act(async () => {
      list.apply({ ...list.state, values: { ...list.state.values, pay_type: 'MCB' }, page: 1 });
    });
    expect(router.state.location.search).toBe('?start_date=20201101&end_date=20201102&pay_type=MCB');
    expect(seen.list?.query.filters.pay_type).toBe('MCB');

    await act(async () => {
      await router.navigate(-1);
    });
    expect(seen.list?.query.filters).toEqual({ start_date: '20201101', end_date: '20201102' });
  });

  it('does not query while the URL holds a refused range, and says why', () => {
    const { seen } = mount('/layout/trade_query?start_date=20200101&end_date=20200301');
    expect(seen.list?.query.enabled).toBe(false);
    expect(seen.list?.problem).toEqual({ field: 'date', code: 'VAL10016' });
  });

  it('opens a saved preset by replacing the whole query', async () => {
    const { router, seen } = mount('/layout/trade_query?pay_type=ALIPAY&page=3');
    await act(async () => {
      seen.list!.openQuery('start_date=20201110&end_date=20201111&mode=senior');
    });
    expect(router.state.location.search).toBe('?start_date=20201110&end_date=20201111&mode=senior');
    expect(seen.list?.state).toMatchObject({ senior: true, page: 1 });
    expect(seen.list?.query.filters.end_date).toBe('20201112000000');
  });
});
