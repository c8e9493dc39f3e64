import { findRoute } from '@mp/core/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setNotifier } from '../../api/notify.ts';
import { clientHarness } from '../../api/testing/harness.ts';
import { installWire, type WireRequest } from '../../api/testing/wire.ts';
import { setLang } from '../../i18n/index.ts';
import ApprovalQueuePage from './ApprovalQueuePage.tsx';

clientHarness();
afterEach(() => {
  cleanup();
  setNotifier(null);
  vi.unstubAllGlobals();
});

/** A screen `width` px wide, as antd's breakpoints ask it (min-width / max-width media queries). */
function screenOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  });
}

const transfer = {
  transfer_no: 'XB2026112900000001',
  currency: 'JPY',
  decimals: 0,
  total_pay: 42_000,
  payee_amount: 7_890,
  payee_name: '東京水產株式會社',
  oper_login_name: 'finance_chan',
  may_approve: true,
  created_at: '20261129100000',
};
const own = { ...transfer, transfer_no: 'XB2026112900000002', oper_login_name: 'me', may_approve: false };

/** The approvals page of an operator holding `codes`, the server answering each kind's queue. */
async function open(codes: string) {
  setLang('en');
  localStorage.setItem('area', 'merchant');
  localStorage.setItem('limitNum', codes);
  sessionStorage.setItem('isLogin', '1');
  sessionStorage.setItem('formToken', 'tok');
  sessionStorage.setItem(
    'operProfile',
    JSON.stringify({ login_name: 'me', kind: 'operator', functions: [] }),
  );
  const said: string[] = [];
  setNotifier({ error: () => {}, success: (m: string) => void said.push(m), dialog: () => {} });
  const { requests } = await installWire((req: WireRequest) => {
    if (req.path === 'trade/transfer/approvalQueue')
      return { kind: 'gateway', code: '0', data: { rows: [transfer, own] } };
    if (req.path === 'trade/transfer/approve') return { kind: 'gateway', code: '0', data: {} };
    return { kind: 'classic', code: 'SCM00000', data: { rows: [] } };
  });
  const route = findRoute('/layout/approvalQueue');
  if (!route) throw new Error('no approvals route');
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/layout/approvalQueue']}>
        <ApprovalQueuePage route={route} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { requests, said };
}

describe('the approvals page: cross-border transfers', () => {
  it('lists the waiting transfers with their amounts, links each to its status page, declines one', async () => {
    const { requests, said } = await open('31,9');
    const link = await screen.findByRole('link', { name: transfer.transfer_no }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe(`/layout/ghf/trade/status?transfer_no=${transfer.transfer_no}`);
    const row = link.closest('tr') as HTMLElement;
    within(row).getByText('MOP 420.00');
    within(row).getByText('JPY 7,890');
    within(row).getByText('finance_chan');
    // The submitter's own row has no buttons: another operator decides it.
    const mine = screen.getByRole('link', { name: own.transfer_no }).closest('tr') as HTMLElement;
    within(mine).getByText('Another operator must approve it');
    expect(within(mine).queryByRole('button')).toBeNull();

    // Reject in the queue is the transfer's DECLINE, through the status page's endpoint.
    fireEvent.click(within(row).getByRole('button', { name: `Reject ${transfer.transfer_no}` }));
    screen.getByText(/Declining ends the transfer/);
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(said).toEqual(['Rejected']));
    const sent = requests.filter((r) => r.path === 'trade/transfer/approve');
    expect(sent.map((r) => r.body)).toEqual([
      { transfer_no: transfer.transfer_no, decision: 'DECLINE', reason: '' },
    ]);
  });

  it('shows each waiting transfer as a card on a 390 px phone, with its link and its buttons', async () => {
    screenOf(390);
    await open('31,9');
    const link = await screen.findByRole('link', { name: transfer.transfer_no }, { timeout: 10_000 });
    const card = link.closest('li[data-card]') as HTMLElement;
    expect(card).not.toBeNull();
    within(card).getByText('MOP 420.00');
    within(card).getByText('JPY 7,890');
    within(card).getByRole('button', { name: `Approve ${transfer.transfer_no}` });
    within(card).getByRole('button', { name: `Reject ${transfer.transfer_no}` });
    expect(document.querySelector('table')).toBeNull();
  });

  it('says so, and asks nothing, to an operator without the cross-border code', async () => {
    const { requests } = await open('31');
    await screen.findByText(
      'You have no cross-border transfer permission, so transfers waiting for approval are not shown.',
      {},
      { timeout: 10_000 },
    );
    // Once the other kinds are read (and a moment more), the transfers' queue was never asked.
    await screen.findByText(/No withdrawal is waiting for approval/);
    await new Promise((r) => setTimeout(r, 500));
    expect(requests.some((r) => r.path === 'account/approvalQueue')).toBe(true);
    expect(requests.some((r) => r.path === 'trade/transfer/approvalQueue')).toBe(false);
    expect(screen.queryByText(transfer.transfer_no)).toBeNull();
  });
});
