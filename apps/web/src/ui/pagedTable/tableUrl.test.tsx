import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { readTable, tableSpec, withFilters, withPage, writeTable } from './tableUrl.ts';
import { type PagedTable, usePagedTable } from './usePagedTable.ts';

const STATUS = { ACTIVE: { zh: '有效', en: 'Active' }, UNTIED: { zh: '已解除', en: 'Untied' } };

const spec = tableSpec({
  filters: {
    status: { kind: 'choice', options: STATUS },
    mer_name: { kind: 'text', max: 8 },
    month: { kind: 'value', valid: (v) => /^\d{4}(0[1-9]|1[0-2])$/.test(v), default: () => '202610' },
  },
  sizes: true,
});
const uses = tableSpec({ prefix: 'uses_', filters: {}, size: 10 });

const read = (q: string) => readTable(new URLSearchParams(q), spec);

describe('a paged table in the URL', () => {
  it('reads filters, page and size, and writes the same URL back', () => {
    const q = 'status=UNTIED&mer_name=Hou&month=202609&size=50&page=3';
    const s = read(q);
    expect(s).toEqual({ filters: { status: 'UNTIED', mer_name: 'Hou', month: '202609' }, page: 3, size: 50 });
    expect(writeTable(new URLSearchParams(), spec, s).toString()).toBe(q);
  });

  it('leaves defaults out of the URL and reads an empty URL as the defaults', () => {
    const s = read('');
    expect(s).toEqual({ filters: { status: '', mer_name: '', month: '202610' }, page: 1, size: 20 });
    expect(writeTable(new URLSearchParams(), spec, s).toString()).toBe('');
  });

  it('falls back to the defaults on values the table does not know', () => {
    const s = read('status=BITCOIN&mer_name=far+too+long&month=202613&size=7&page=-2');
    expect(s).toEqual({ filters: { status: '', mer_name: '', month: '202610' }, page: 1, size: 20 });
    expect(read('page=abc&size=100000').page).toBe(1);
    // A fixed page size is not read from the URL at all.
    expect(readTable(new URLSearchParams('uses_size=50'), uses).size).toBe(10);
  });

  it('goes back to page 1 when a filter or the page size changes', () => {
    const s = read('status=ACTIVE&page=4');
    expect(withFilters(s, { mer_name: 'Hou' })).toMatchObject({
      page: 1,
      filters: { status: 'ACTIVE', mer_name: 'Hou' },
    });
    expect(withPage(s, 5)).toMatchObject({ page: 5, size: 20 });
    expect(withPage(s, 5, 50)).toMatchObject({ page: 1, size: 50 });
  });

  it('keeps two tables of a page and other parameters apart by the prefix', () => {
    const params = new URLSearchParams('apply=A1&page=2&uses_page=3');
    expect(readTable(params, uses).page).toBe(3);
    const moved = writeTable(params, uses, withPage(readTable(params, uses), 4));
    expect(moved.toString()).toBe('apply=A1&page=2&uses_page=4');
    expect(readTable(moved, spec).page).toBe(2);
  });
});

afterEach(cleanup);

const seen: { table: PagedTable<typeof spec.filters> | null } = { table: null };
function Probe() {
  seen.table = usePagedTable(spec);
  return null;
}

describe('usePagedTable', () => {
  it('writes a search and a page click into the URL; back returns to the previous view', async () => {
    const router = createMemoryRouter([{ path: '/layout/accountAuth', element: <Probe /> }], {
      initialEntries: ['/layout/accountAuth?page=2'],
    });
    render(<RouterProvider router={router} />);
    expect(seen.table?.paging).toEqual({ page_no: 2, page_size: 20 });

    await act(async () => seen.table?.search({ status: 'ACTIVE' }));
    expect(router.state.location.search).toBe('?status=ACTIVE');
    expect(seen.table?.filters.status).toBe('ACTIVE');

    await act(async () => seen.table?.pagination(100).onChange?.(3, 20));
    expect(router.state.location.search).toBe('?status=ACTIVE&page=3');

    await act(async () => {
      await router.navigate(-1);
    });
    expect(seen.table).toMatchObject({ page: 1, filters: { status: 'ACTIVE' } });
  });
});
