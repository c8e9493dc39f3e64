import { findRoute } from '@mp/core/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clientHarness } from '../../api/testing/harness.ts';
import { installWire } from '../../api/testing/wire.ts';
import { setLang } from '../../i18n/index.ts';
import SecurityPage from './SecurityPage.tsx';

clientHarness();
afterEach(cleanup);

/** The security page as the server answers it: with the organisation's settings (Y) or without (N). */
async function openAs(kind: 'admin' | 'operator' | 'cashier', hasKeySettings: 'Y' | 'N') {
  setLang('zh-TW');
  localStorage.setItem('area', 'merchant');
  localStorage.setItem('limitNum', '13,131,1321,1322,133');
  sessionStorage.setItem('isLogin', '1');
  sessionStorage.setItem('formToken', 'tok');
  sessionStorage.setItem('operProfile', JSON.stringify({ login_name: 'x', kind, functions: [] }));
  await installWire((req) =>
    req.path === 'meradm/querySecurityInfo'
      ? {
          kind: 'classic',
          code: 'SCM00000',
          data: {
            has_key_settings: hasKeySettings,
            key_set: hasKeySettings,
            key_hint: hasKeySettings === 'Y' ? 'AB12' : '',
            key_updated_at: '',
            prev_key_valid_until: '',
            async_notify_url: '',
            page_notify_url: '',
            cert: null,
            pay_password_set: 'Y',
            phone_area: '+853',
            phone: '66****78',
          },
        }
      : { kind: 'classic', code: 'SCM00000', data: { rows: [], total: 0, page_no: 1, page_size: 10 } },
  );
  const route = findRoute('/layout/security');
  if (!route) throw new Error('no security route');
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/layout/security']}>
        <SecurityPage route={route} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByRole('tab', { name: '賬戶安全' }, { timeout: 10_000 });
  // The open tab's content mounts one commit after the tabs (ui/admin/UrlTabs.tsx).
  await screen.findByText('修改登入密碼');
}

describe('the security page', () => {
  it('offers the signing key, URLs and certificate to whoever manages them', async () => {
    await openAs('admin', 'Y');
    for (const tab of ['簽名密鑰', '通知地址', '證書'])
      expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    expect(screen.queryByText('簽名密鑰、通知地址及證書由管理員或可管理全部門店的操作員設定。')).toBeNull();
  });

  it('shows a store operator or cashier what it may do, and who manages the rest, with no button that fails', async () => {
    await openAs('cashier', 'N');
    for (const tab of ['簽名密鑰', '通知地址', '證書'])
      expect(screen.queryByRole('tab', { name: tab })).toBeNull();
    expect(screen.getByText('簽名密鑰、通知地址及證書由管理員或可管理全部門店的操作員設定。')).toBeTruthy();
    // Its own credentials stay: the sign-in password, the payment password and the mobile number.
    expect(screen.getByText('修改登入密碼')).toBeTruthy();
    expect(screen.getByText('更換手機號碼')).toBeTruthy();
  });
});
