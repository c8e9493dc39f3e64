import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setNotifier } from '../../api/notify.ts';
import { clientHarness } from '../../api/testing/harness.ts';
import { installWire, type WireRequest } from '../../api/testing/wire.ts';
import { setLang } from '../../i18n/index.ts';
import type { SecurityInfo } from './api.ts';
import { NotifyUrlPanel } from './NotifyUrlPanel.tsx';

clientHarness();
afterEach(() => {
  cleanup();
  setNotifier(null);
});

const info = { async_notify_url: '', page_notify_url: '' } as SecurityInfo;

async function open(): Promise<{ requests: WireRequest[]; toasts: string[] }> {
  setLang('zh-TW');
  localStorage.setItem('area', 'merchant');
  sessionStorage.setItem('isLogin', '1');
  sessionStorage.setItem('formToken', 'tok');
  const toasts: string[] = [];
  setNotifier({ error: (t) => toasts.push(t), success: () => {}, dialog: (t) => toasts.push(t) });
  const { requests } = await installWire((req) =>
    req.path === 'meradm/updateNotifyUrl'
      ? {
          kind: 'classic',
          code: 'SEC10008',
          msg: '通知地址不可指向內部、私有或保留網絡地址 (async_notify_url)',
        }
      : { kind: 'classic', code: 'SCM00000', data: { rows: [], total: 0, page_no: 1, page_size: 10 } },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <NotifyUrlPanel info={info} methods={['pay']} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { requests, toasts };
}

const asyncField = () => screen.getAllByPlaceholderText('https://')[0] as HTMLInputElement;

describe('notification URLs', () => {
  it('refuse a visibly internal host on the field, before the payment password is asked', async () => {
    const { requests } = await open();
    fireEvent.change(asyncField(), { target: { value: 'http://192.168.1.10/notify' } });
    fireEvent.click(screen.getByRole('button', { name: '保存通知地址' }));
    await screen.findByText('通知地址不可指向內部、私有或保留網絡地址');
    expect(screen.queryByLabelText('支付密碼')).toBeNull();
    expect(requests.some((r) => r.path === 'meradm/updateNotifyUrl')).toBe(false);
  });

  it('put the server’s refusal of a host under its field, not in a toast naming the wire field', async () => {
    const { requests, toasts } = await open();
    fireEvent.change(asyncField(), { target: { value: 'https://intranet.example.com/notify' } });
    fireEvent.click(screen.getByRole('button', { name: '保存通知地址' }));
    fireEvent.change(await screen.findByLabelText('支付密碼'), { target: { value: '135790' } });
    fireEvent.click(screen.getByRole('button', { name: /確\s*定/ }));
    const error = await screen.findByText(
      '通知地址不可指向內部、私有或保留網絡地址',
      {},
      { timeout: 10_000 },
    );
    expect(requests.some((r) => r.path === 'meradm/updateNotifyUrl')).toBe(true);
    // Under the URL field of the panel, not inside the confirmation.
    expect(error.closest('.ant-modal')).toBeNull();
    expect(error.closest('.ant-form-item')?.querySelector('input')?.value).toBe(
      'https://intranet.example.com/notify',
    );
    expect(toasts.filter((t) => t.includes('async_notify_url'))).toEqual([]);
  });
});
