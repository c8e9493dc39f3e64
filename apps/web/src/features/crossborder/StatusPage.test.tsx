import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setNotifier } from '../../api/notify.ts';
import { clientHarness } from '../../api/testing/harness.ts';
import { installWire, type WireRequest } from '../../api/testing/wire.ts';
import { setLang } from '../../i18n/index.ts';
import type { XferDetail } from './api.ts';
import { OrderUpload } from './EvidenceFiles.tsx';
import { TransferView } from './StatusPage.tsx';

clientHarness();
afterEach(() => {
  cleanup();
  setNotifier(null);
});

const waiting = {
  transfer_no: 'XB2026112900000001',
  form_id: 'F'.repeat(32),
  status: 'AWAITING_APPROVAL',
  holder: 'OPERATOR',
  status_note: 'APPROVAL_THRESHOLD',
  expected_date: '20261130',
  payee_name: '廣州鮮品貿易有限公司',
  payee_account: '622202*********4455',
  payee_bank: '中國工商銀行 (ICBKCNBJ)',
  currency: 'CNY',
  decimals: 2,
  rate: '1.120000',
  pay_amount: 40_000,
  fee_total: 2_000,
  total_pay: 42_000,
  payee_amount: 35_714,
  value_date: '20261130',
  uetr: '',
  created_at: '20261129100000',
  reference_rate: '1.115000',
  reference_source: 'LOCAL-REF',
  margin_bp: 45,
  fees: [],
  purpose: '貨款',
  goods_name: '冷凍海產',
  trans_type: 'GOODS',
  remark: '',
  events: [],
  may_cancel: true,
  may_approve: true,
  submitted_by: 'finance_chan',
  approved_by: '',
  files: [
    {
      file_id: 'E'.repeat(32),
      file_name: 'invoice.pdf',
      content_type: 'application/pdf',
      size: 2048,
      sha256: 'a'.repeat(64),
      order_no: '',
      created_at: '20261129100000',
    },
  ],
} as XferDetail;

async function show(
  x: XferDetail,
  reply: (r: WireRequest) => unknown = () => ({ ...x, status: 'REJECTED' }),
) {
  setLang('en');
  localStorage.setItem('area', 'merchant');
  sessionStorage.setItem('isLogin', '1');
  sessionStorage.setItem('formToken', 'tok');
  setNotifier({ error: () => {}, success: () => {}, dialog: () => {} });
  const { requests } = await installWire((req) =>
    req.path === 'trade/transfer/approve'
      ? { kind: 'gateway', code: 'ACC10004', message: 'This request has already been decided.' }
      : { kind: 'gateway', code: '0', data: reply(req) },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <TransferView x={x} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return requests;
}

describe('the status page of a transfer awaiting approval', () => {
  it('offers another operator approve and decline, sends the reason, and shows a refusal in the card', async () => {
    const requests = await show(waiting);
    screen.getByText(/submitted by finance_chan/);
    screen.getByText('invoice.pdf');
    fireEvent.change(screen.getByLabelText('Reason (the submitter sees it)'), {
      target: { value: 'wrong payee' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await screen.findByText('This request has already been decided.');
    const sent = requests.find((r) => r.path === 'trade/transfer/approve');
    expect(sent?.body).toMatchObject({
      transfer_no: waiting.transfer_no,
      decision: 'DECLINE',
      reason: 'wrong payee',
    });
  });

  it('tells the submitter another operator decides, with no buttons', async () => {
    await show({ ...waiting, may_approve: false });
    screen.getByText('Another operator with the cross-border right must approve it; the submitter cannot.');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });
});

describe('a transfer whose reviewer asked for documents', () => {
  it("shows the reviewer's note and who holds it, lists the flow's files and sends it back; a refusal in the card", async () => {
    setLang('en');
    localStorage.setItem('area', 'merchant');
    sessionStorage.setItem('isLogin', '1');
    sessionStorage.setItem('formToken', 'tok');
    setNotifier({ error: () => {}, success: () => {}, dialog: () => {} });
    const asked = {
      ...waiting,
      status: 'DOCS_REQUESTED',
      holder: 'MERCHANT',
      status_note: 'DOCS_MISSING|the commercial invoice',
      may_approve: false,
    } as XferDetail;
    const { requests } = await installWire((req) =>
      req.path === 'trade/transfer/resubmit'
        ? {
            kind: 'gateway',
            code: 'XBR10019',
            message: 'Upload the documents the reviewer asked for, then send the transfer back to review.',
          }
        : req.path === 'trade/evidence/list'
          ? { kind: 'gateway', code: '0', data: { rows: waiting.files } }
          : { kind: 'gateway', code: '0', data: asked },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <TransferView x={asked} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    screen.getByText('The reviewer asked for documents');
    screen.getByText(/The reviewer's note: Documents missing: the commercial invoice\./);
    screen.getByText(/You \(documents to send\)/);
    await waitFor(() =>
      expect(requests.find((r) => r.path === 'trade/evidence/list')?.body).toMatchObject({
        form_id: waiting.form_id,
      }),
    );
    // Two lists name the file (the card's and the transfer's); a submitted file cannot be removed.
    await waitFor(() => expect(screen.getAllByText('invoice.pdf')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Remove invoice.pdf' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send back to review' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await screen.findByText(
      'Upload the documents the reviewer asked for, then send the transfer back to review.',
    );
    expect(requests.find((r) => r.path === 'trade/transfer/resubmit')?.body).toMatchObject({
      transfer_no: waiting.transfer_no,
    });
  });
});

describe("a trade order's upload", () => {
  it('sends the file for the order (not the flow) and names it in the toast', async () => {
    setLang('en');
    localStorage.setItem('area', 'merchant');
    sessionStorage.setItem('isLogin', '1');
    sessionStorage.setItem('formToken', 'tok');
    const toasts: string[] = [];
    setNotifier({ error: (t) => toasts.push(t), success: (t) => toasts.push(t), dialog: () => {} });
    const { requests } = await installWire((req) => ({
      kind: 'gateway',
      code: '0',
      data: { ...waiting.files[0], file_name: String(req.body.file_name), order_no: 'OD1' },
    }));
    const { container } = render(<OrderUpload orderNo="OD1" />);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    const file = new File(['%PDF-1.4\n'], 'packing.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(toasts).toContain('packing.pdf uploaded to order OD1'));
    const sent = requests.find((r) => r.path === 'trade/evidence/upload');
    expect(sent?.body).toMatchObject({ order_no: 'OD1', form_id: '', file_name: 'packing.pdf' });
    expect(Buffer.from(String(sent?.body.content_base64), 'base64').toString()).toBe('%PDF-1.4\n');
  });
});
