import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setNotifier } from '../../api/notify.ts';
import { clientHarness } from '../../api/testing/harness.ts';
import { installWire, type WireRequest } from '../../api/testing/wire.ts';
import { setLang } from '../../i18n/index.ts';
import type { ContractOrder } from './api.ts';
import { ContractOrderDrawer, linesSum } from './ContractOrderDrawer.tsx';

clientHarness();
afterEach(() => {
  cleanup();
  setNotifier(null);
});

const order = {
  order_no: 'OD2026112900000001',
  kind: 'GOODS',
  contract_no: 'HT-2026-001',
  amount: 100_000,
  goods_amount: 60_000,
  logistics_amount: 0,
  remaining: 100_000,
  shipped: false,
  carrier: '',
  tracking_no: '',
  ship_date: '',
  created_at: '20261129100000',
  origin: 'CONTRACT',
  counterparty: 'Guangzhou Fresh Trading',
  balanced: false,
  goods: [{ name: 'frozen prawns', quantity: 10, amount: 60_000 }],
  logistics: [],
  files: [
    {
      file_id: 'E'.repeat(32),
      file_name: 'contract.pdf',
      content_type: 'application/pdf',
      size: 2048,
      sha256: 'a'.repeat(64),
      order_no: 'OD2026112900000001',
      created_at: '20261129100000',
    },
  ],
} as ContractOrder;

async function open(orderNo: string, answer: (r: WireRequest) => unknown) {
  setLang('en');
  localStorage.setItem('area', 'merchant');
  sessionStorage.setItem('isLogin', '1');
  sessionStorage.setItem('formToken', 'tok');
  setNotifier({ error: () => {}, success: () => {}, dialog: () => {} });
  const { requests } = await installWire(answer as never);
  const changed: string[] = [];
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ContractOrderDrawer
        open
        orderNo={orderNo}
        onClose={() => {}}
        onChanged={(o) => changed.push(o.order_no)}
      />
    </QueryClientProvider>,
  );
  return { requests, changed };
}

describe('the running sum of a contract order', () => {
  it('balances within one cent, and names the first line whose amount is not an amount', () => {
    expect(linesSum(100_000, [{ name: 'a', quantity: 1, amount: '600' }], [])).toMatchObject({
      sum: 60_000,
      diff: 40_000,
      balanced: false,
      bad: 0,
    });
    const l = { shipped: true, carrier: 'SF', tracking_no: '1', ship_date: '', amount: '399.99' };
    expect(linesSum(100_000, [{ name: 'a', quantity: 1, amount: '600' }], [l]).balanced).toBe(true);
    expect(linesSum(100_000, [{ name: 'a', quantity: 1, amount: '6OO' }], [l]).bad).toBe(1);
  });
});

describe('the contract-order drawer', () => {
  it('shows the lines against the amount, sends the logistics lines and shows the refusal in the drawer', async () => {
    const { requests } = await open(order.order_no, (req) =>
      req.path === 'logistics/info/submit'
        ? {
            kind: 'gateway',
            code: 'XBR10015',
            message: 'Shipped goods need a carrier and tracking number.',
          }
        : { kind: 'gateway', code: '0', data: order },
    );
    await screen.findByText(/MOP 400\.00 apart/);
    screen.getByText('contract.pdf');
    screen.getByText('Guangzhou Fresh Trading');
    fireEvent.click(screen.getAllByRole('button', { name: /Add a line/ })[1]);
    fireEvent.change(screen.getByLabelText('Carrier 1'), { target: { value: 'SF Express' } });
    fireEvent.change(screen.getByLabelText('Tracking no. 1'), { target: { value: 'SF123' } });
    fireEvent.change(screen.getByLabelText('Amount (MOP) 2'), { target: { value: '400' } });
    await screen.findByText('The amounts match: the order can cover a transfer');
    fireEvent.click(screen.getByRole('button', { name: 'Save the logistics lines' }));
    await screen.findByText('Shipped goods need a carrier and tracking number.');
    expect(requests.find((r) => r.path === 'logistics/info/submit')?.body).toMatchObject({
      order_no: order.order_no,
      lines: [{ shipped: true, carrier: 'SF Express', tracking_no: 'SF123', ship_date: '', amount: '400' }],
    });
  });

  it('keeps a logistics line being typed while the goods lines are saving', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const { requests } = await open(order.order_no, async (req) => {
      if (req.path === 'goods/info/submit') await gate;
      return { kind: 'gateway', code: '0', data: order };
    });
    await screen.findByText(/MOP 400\.00 apart/);
    const reads = () => requests.filter((r) => r.path === 'order/query/contractOrder').length;
    const readsBefore = reads();
    fireEvent.change(screen.getByLabelText('Amount (MOP) 1'), { target: { value: '700' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the goods lines' }));
    fireEvent.click(screen.getAllByRole('button', { name: /Add a line/ })[1]);
    fireEvent.change(screen.getByLabelText('Carrier 1'), { target: { value: 'SF Express' } });
    release();
    // The save is answered and the order read again; the logistics line being typed is still there.
    await waitFor(() => expect(reads()).toBeGreaterThan(readsBefore));
    await waitFor(() => expect(screen.getByRole('button', { name: /Save the goods lines/ })).toBeTruthy());
    expect((screen.getByLabelText('Carrier 1') as HTMLInputElement).value).toBe('SF Express');
  });

  it('opens a new contract order from its header, then shows its lines', async () => {
    const fresh = { ...order, goods: [], goods_amount: 0, files: [] };
    const { requests, changed } = await open('', () => ({ kind: 'gateway', code: '0', data: fresh }));
    fireEvent.change(screen.getByLabelText('Contract no.'), { target: { value: ' HT-2026-001 ' } });
    fireEvent.change(screen.getByLabelText('Counterparty'), { target: { value: 'Guangzhou Fresh Trading' } });
    fireEvent.change(screen.getByLabelText('Order amount'), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the contract order' }));
    await waitFor(() => expect(changed).toEqual([order.order_no]));
    expect(requests.find((r) => r.path === 'contract/order/info/submit')?.body).toMatchObject({
      kind: 'GOODS',
      contract_no: 'HT-2026-001',
      counterparty: 'Guangzhou Fresh Trading',
      amount: '1000',
    });
    await screen.findByText(/MOP 1,000\.00 apart/);
  });
});
