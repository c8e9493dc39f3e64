import { PAY_TYPE } from '@mp/core/statuses';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Notifier, setNotifier } from '../../api/notify.ts';
import { setLang } from '../../i18n/index.ts';
import { saveDownload } from './download.ts';
import { ExportButton } from './ExportButton.tsx';
import { exportNow } from './exports.ts';
import type { ListSpec } from './spec.ts';
import { useListPage } from './useListPage.ts';

const appoint = vi.fn();
vi.mock('./exports.ts', () => ({
  exportNow: vi.fn(),
  useAppointExport: () => ({ mutateAsync: appoint, isPending: false }),
}));
vi.mock('./download.ts', () => ({ saveDownload: vi.fn(async () => true) }));

const spec: ListSpec = {
  pageKey: 'merchant.trade_query',
  exportAdvanced: true,
  filters: [
    { kind: 'dateRange', label: 'd' },
    { kind: 'select', param: 'pay_type', label: 'p', options: PAY_TYPE },
  ],
};

function Page() {
  const list = useListPage(spec);
  return <ExportButton list={list} source="collections" area="merchant" />;
}

const errors: string[] = [];
const recorder: Notifier = {
  error: (t) => errors.push(t),
  success: () => undefined,
  dialog: () => undefined,
};

function mount(search: string) {
  const router = createMemoryRouter(
    [
      { path: '/layout/trade_query', element: <Page /> },
      { path: '/layout/appointmentDownload', element: <p>centre</p> },
    ],
    { initialEntries: [`/layout/trade_query${search}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function choose(group: 'now' | 'appoint', format: 'CSV') {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
  });
  const label = group === 'now' ? 'Export now' : 'Scheduled download';
  const groupEl = (await screen.findByText(label)).closest('.ant-dropdown-menu-item-group') as HTMLElement;
  const item = [...groupEl.querySelectorAll('.ant-dropdown-menu-item')].find((e) => e.textContent === format);
  await act(async () => {
    fireEvent.click(item as HTMLElement);
  });
}

beforeEach(() => {
  setLang('en');
  setNotifier(recorder);
  errors.length = 0;
  appoint.mockReset();
  vi.mocked(exportNow).mockReset();
  vi.mocked(saveDownload).mockClear();
});
afterEach(() => {
  cleanup();
  setNotifier(null);
});

describe('export button', () => {
  it('downloads a small export at once, with the filters of the page', async () => {
    vi.mocked(exportNow).mockResolvedValue({
      kind: 'file',
      link: {
        token: 't',
        download_url: '/dl?token=t',
        file_name: 'a.csv',
        file_size: 10,
        expires_in: 300,
        row_count: 3,
      },
    });
    mount('?start_date=20201101&end_date=20201101&pay_type=MCB');
    await choose('now', 'CSV');
    expect(exportNow).toHaveBeenCalledWith({
      source: 'collections',
      filters: { start_date: '20201101', end_date: '20201101', pay_type: 'MCB' },
      format: 'CSV',
      mask: 'Y',
    });
    expect(saveDownload).toHaveBeenCalledWith('/dl?token=t', 'a.csv');
  });

  it("offers the scheduled download when the server answers SCM40025, and points to the area's centre", async () => {
    const message = '訂單數據量較大，請使用預約下載功能導出報表進行查看';
    vi.mocked(exportNow).mockResolvedValue({ kind: 'scheduled', message });
    appoint.mockResolvedValue({ job_id: '7', status: 'QUEUED', total_rows: 9000 });
    const router = mount('?start_date=20201001&end_date=20201031');
    await choose('now', 'CSV');
    await screen.findByText(message);
    expect(saveDownload).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Scheduled download' }).at(-1) as HTMLElement);
    });
    expect(appoint).toHaveBeenCalledWith({
      source: 'collections',
      filters: { start_date: '20201001', end_date: '20201031' },
      format: 'CSV',
      mask: 'Y',
    });
    await screen.findByText('Added to scheduled downloads');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Go to download centre' }));
    });
    expect(router.state.location.pathname).toBe('/layout/appointmentDownload');
  });

  it('says before any click why an export reaching today is refused, and calls nothing', async () => {
    mount('');
    const button = screen.getByRole('button', { name: /Export/ });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    // Still focusable: a keyboard reaches it and hears why.
    expect(button.hasAttribute('disabled')).toBe(false);
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(
      "Today's rows can be viewed here but not exported until tomorrow: exports cover up to yesterday. Set the end date to yesterday or earlier to export.",
    );
    await act(async () => {
      fireEvent.click(button);
    });
    expect(screen.queryByText('Export now')).toBeNull();
    expect(appoint).not.toHaveBeenCalled();
    expect(exportNow).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
  });
});
