import type { CollectionDetailResT } from '@mp/core/schemas/transactions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../api/client.ts';
import { setLang } from '../../i18n/index.ts';
import { RefundDialog } from './RefundDialog.tsx';

vi.mock('../../api/client.ts', () => ({ call: vi.fn(), unwrap: (r: { data: unknown }) => r.data }));
const callMock = vi.mocked(call);

const detail: CollectionDetailResT = {
  txn_no: 'T20261121000575',
  mer_no: 'M10000000001',
  mer_name: 'Hou Mei',
  store_no: 'S1',
  store_name: 'Taipa',
  terminal_no: '10010202',
  mer_order_no: 'HM1',
  agg_order_no: 'A1',
  pay_type: 'ALIPAY',
  txn_type: 'SPEND',
  result: 'SUCCESS',
  currency: 'MOP',
  amount: 10_200,
  discount_amount: 0,
  fee: 92,
  net_amount: 10_108,
  refunded_amount: 2_000,
  orig_txn_no: '',
  created_at: '20261121214938',
  paid_at: '20261121214946',
  business_date: '20261121',
  refundable_amount: 8_200,
  refunding_amount: 0,
  can_refund: 'Y',
  promotion: null,
  refunds: [
    {
      refund_no: 'R1',
      amount: 2_000,
      status: 'SUCCESS',
      created_at: '20261121220000',
      finished_at: '20261121220105',
    },
  ],
};

function mount(shown: CollectionDetailResT = detail) {
  const qc = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter>
        <RefundDialog open detail={shown} area="merchant" onClose={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const amountInput = () => screen.getByPlaceholderText('Up to 82.00');
const passwordInput = () => document.querySelector('input[type=password]') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: /Confirm refund/ });

beforeEach(() => {
  setLang('en');
  callMock.mockReset();
});
afterEach(cleanup);

describe('refund dialog', () => {
  it('shows what is refundable, what was refunded and when', () => {
    mount();
    expect(screen.getByTestId('refundable').textContent).toBe('MOP 82.00');
    expect(document.body.textContent).toContain('MOP 20.00');
    expect(document.body.textContent).toContain('last on 2026-11-21 22:01:05');
  });

  it('of a discounted payment, shows the bill, the discount and what the customer paid, one line each', () => {
    mount({
      ...detail,
      amount: 31_910,
      discount_amount: 800,
      refunded_amount: 0,
      refundable_amount: 31_110,
      refunds: [],
    });
    const line = (label: string) =>
      [...document.querySelectorAll('tr')]
        .find((tr) => tr.querySelector('th')?.textContent === label)
        ?.querySelector('td')?.textContent;
    expect(line('Bill amount')).toBe('MOP 319.10');
    expect(line('Discount')).toBe(
      '− MOP 8.00A discount is not refunded as cash: refunds go up to what the customer paid.',
    );
    expect(line('Customer paid')).toBe('MOP 311.10');
    expect(screen.getByTestId('refundable').textContent).toBe('MOP 311.10');
    expect(screen.queryByText('Amount paid')).toBeNull();
  });

  it('refuses an amount above the refundable one without calling the server', async () => {
    mount();
    fireEvent.change(amountInput(), { target: { value: '82.01' } });
    fireEvent.change(passwordInput(), { target: { value: '135790' } });
    fireEvent.click(submit());
    await screen.findByText('The refund amount cannot exceed the refundable amount.');
    fireEvent.change(amountInput(), { target: { value: '' } });
    fireEvent.change(passwordInput(), { target: { value: '' } });
    fireEvent.click(submit());
    await screen.findByText('Please enter the refund amount.');
    expect(screen.getByText('Please enter the password.')).toBeTruthy();
    expect(callMock).not.toHaveBeenCalled();
  });

  it('sends cents with one client key; a retry after a wrong password keeps the key', async () => {
    callMock.mockResolvedValueOnce({
      ok: false,
      code: 'LOG10011',
      message: 'The payment password is wrong.',
    });
    callMock.mockResolvedValueOnce({
      ok: true,
      code: 'SCM00000',
      message: '',
      data: {
        refund_no: 'R2',
        txn_no: detail.txn_no,
        amount: 1_050,
        status: 'REFUNDING',
        refundable_amount: 7_150,
        created_at: '',
      },
    });
    mount();
    fireEvent.change(amountInput(), { target: { value: '10.5' } });
    fireEvent.change(passwordInput(), { target: { value: '111111' } });
    fireEvent.click(submit());
    await screen.findByText('The payment password is wrong.');
    fireEvent.change(passwordInput(), { target: { value: '135790' } });
    await act(async () => {
      fireEvent.click(submit());
    });
    await screen.findByText('Refund submitted');
    expect(callMock).toHaveBeenCalledTimes(2);
    const [first, second] = callMock.mock.calls.map((c) => c[1] as Record<string, string>);
    expect(first).toMatchObject({ txn_no: detail.txn_no, amount: '1050', pay_password: '111111' });
    expect(second).toMatchObject({ amount: '1050', pay_password: '135790' });
    expect(first.client_key).toMatch(/^[2-9A-HJ-NP-Za-km-z]{32}$/);
    expect(second.client_key).toBe(first.client_key);
  });

  it('a double click sends one refund', async () => {
    let answer: (v: unknown) => void = () => undefined;
    callMock.mockReturnValueOnce(new Promise((r) => (answer = r)) as never);
    mount();
    fireEvent.change(amountInput(), { target: { value: '1' } });
    fireEvent.change(passwordInput(), { target: { value: '135790' } });
    fireEvent.click(submit());
    fireEvent.click(submit());
    await waitFor(() => expect(callMock).toHaveBeenCalledTimes(1));
    await act(async () => {
      answer({
        ok: true,
        code: 'SCM00000',
        message: '',
        data: {
          refund_no: 'R3',
          txn_no: '',
          amount: 100,
          status: 'REFUNDING',
          refundable_amount: 0,
          created_at: '',
        },
      });
    });
    await screen.findByText('Refund submitted');
    expect(callMock).toHaveBeenCalledTimes(1);
  });
});
