import { openBound } from '@mp/core/envelope/bind';
import { webPrimitives } from '@mp/core/envelope/web-primitives';
import type { LoginResT } from '@mp/core/schemas/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clientHarness, until } from '../../api/testing/harness.ts';
import { installWire, type WireRequest } from '../../api/testing/wire.ts';
import { setLang } from '../../i18n/index.ts';
import { nextAfterSignIn, PAY_PASSWORD_PROMPT_PATH, saveLogin } from '../../storage/browserStorage.ts';
import SignInPayPasswordPage from './SignInPayPasswordPage.tsx';

clientHarness();

const PAY_SECRET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefgh';
const PAY_KEY = 'KEYKEYKEYKEYKEYKEYKEYKEYKEYKEYKE';
afterEach(cleanup);

function loginAnswer(over: Partial<LoginResT> = {}): LoginResT {
  return {
    form_token: 'tok',
    area: 'merchant',
    permissions: '131,1321,1322,133,14,41,42',
    need_change_pwd: 'N',
    change_reason: '',
    account_info: { email: '', phone: '' },
    mer_no: 'M1',
    mer_name: 'Shop',
    mer_short_name: 'Shop',
    org_no: 'M1',
    org_name: 'Shop',
    oper: { oper_id: '7', login_name: 'cashier1', name: 'C', kind: 'cashier', role_name: 'R', functions: [] },
    pay_password_set: 'N',
    training_due: 'N',
    advanced_search: 'Y',
    last_login_at: '',
    ...over,
  };
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function open(path = PAY_PASSWORD_PROMPT_PATH) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={PAY_PASSWORD_PROMPT_PATH} element={<SignInPayPasswordPage />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const where = () => screen.getByTestId('where').textContent;

/** The server double: the security info says no payment password; updatePayPassword accepts. */
async function server(paySet: 'Y' | 'N' = 'N') {
  return installWire((req: WireRequest) => {
    if (req.path === 'meradm/querySecurityInfo') {
      return {
        kind: 'classic',
        code: 'SCM00000',
        data: {
          has_key_settings: 'N',
          key_set: 'N',
          key_hint: '',
          key_updated_at: '',
          prev_key_valid_until: '',
          async_notify_url: '',
          page_notify_url: '',
          cert: null,
          pay_password_set: paySet,
          phone_area: '+853',
          phone: '66****78',
        },
      };
    }
    if (req.path === 'meradm/updatePayPassword') return { kind: 'classic', code: 'SCM00000', data: {} };
    if (req.path === 'admin/getEncryptSalt')
      return {
        kind: 'classic',
        code: 'SCM00000',
        data: { salt: PAY_SECRET, salt_key: PAY_KEY, expires_in: 120 },
      };
    return { kind: 'classic', code: 'SCM40402' };
  });
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the sign-in offer to set a payment password (/login_pavement_psd)', () => {
  it('comes after the sign-in, and after the first-login password change, for holders of 1322 without one', () => {
    saveLogin(loginAnswer());
    expect(nextAfterSignIn('merchant')).toBe(PAY_PASSWORD_PROMPT_PATH);
    saveLogin(loginAnswer({ need_change_pwd: 'Y', change_reason: 'FIRST' }));
    expect(nextAfterSignIn('merchant')).toBe('/login_pwd');
    sessionStorage.removeItem('pwdChange');
    expect(nextAfterSignIn('merchant')).toBe(PAY_PASSWORD_PROMPT_PATH);

    saveLogin(loginAnswer({ pay_password_set: 'Y' }));
    expect(nextAfterSignIn('merchant')).toBe('/layout/index');
    saveLogin(loginAnswer({ permissions: '131,133,14' }));
    expect(nextAfterSignIn('merchant')).toBe('/layout/index');
    saveLogin(loginAnswer({ area: 'service', permissions: '13,131,133' }));
    expect(nextAfterSignIn('service')).toBe('/service/index');
  });

  it("a cashier's due required course comes before the offer, after the password change", () => {
    saveLogin(loginAnswer({ training_due: 'Y' }));
    expect(nextAfterSignIn('merchant')).toBe('/layout/mercTainView');
    saveLogin(loginAnswer({ training_due: 'Y', need_change_pwd: 'Y', change_reason: 'FIRST' }));
    expect(nextAfterSignIn('merchant')).toBe('/login_pwd');
    saveLogin(loginAnswer({ training_due: 'N' }));
    expect(nextAfterSignIn('merchant')).toBe(PAY_PASSWORD_PROMPT_PATH);
  });

  it('sets the 6-digit password with its confirmation through updatePayPassword, then goes to the index', async () => {
    setLang('en');
    saveLogin(loginAnswer());
    const wire = await server();
    open();
    await screen.findByText('Set your payment password');
    await screen.findByLabelText('New payment password', undefined, { timeout: 10_000 });
    expect(screen.queryByLabelText('Current payment password')).toBeNull();

    type('New payment password', '12345');
    type('Confirm new payment password', '12345');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Set payment password' }));
    });
    expect(await screen.findByText('The payment password must be 6 digits.')).toBeTruthy();

    type('New payment password', '246810');
    type('Confirm new payment password', '246811');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Set payment password' }));
    });
    expect(await screen.findByText('The two passwords do not match.')).toBeTruthy();
    expect(wire.requests.filter((r) => r.path === 'meradm/updatePayPassword')).toEqual([]);

    type('Confirm new payment password', '246810');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Set payment password' }));
    });
    await until(() => where() === '/layout/index');
    const sent = wire.requests.filter((r) => r.path === 'meradm/updatePayPassword');
    // Bound to the admin/getEncryptSalt value by the API client (docs/protocol.md section 9).
    expect(sent).toHaveLength(1);
    const body = sent[0].body;
    expect(Object.keys(body).sort()).toEqual(['confirm_pay_password', 'new_pay_password', 'pay_pwd_key']);
    expect(body.pay_pwd_key).toBe(PAY_KEY);
    for (const f of ['new_pay_password', 'confirm_pay_password'])
      expect(await openBound(webPrimitives, 'RSA', PAY_SECRET, 'pay', f, body[f])).toBe('246810');
    // The offer is not made again in this session.
    expect(nextAfterSignIn('merchant')).toBe('/layout/index');
  });

  it('goes on to the index with "Later", setting nothing', async () => {
    setLang('zh-TW');
    saveLogin(loginAnswer());
    const wire = await server();
    open();
    const later = await screen.findByRole('button', { name: '稍後設定' }, { timeout: 10_000 });
    await act(async () => {
      fireEvent.click(later);
    });
    expect(where()).toBe('/layout/index');
    expect(wire.requests.map((r) => r.path)).not.toContain('meradm/updatePayPassword');
    expect(nextAfterSignIn('merchant')).toBe('/layout/index');
  });

  it('sends away whoever it is not for', async () => {
    await server('Y');
    open();
    expect(where()).toBe('/');

    saveLogin(loginAnswer({ need_change_pwd: 'Y', change_reason: 'FIRST' }));
    cleanup();
    open();
    expect(where()).toBe('/login_pwd');

    saveLogin(loginAnswer({ permissions: '131,133' }));
    cleanup();
    open();
    expect(where()).toBe('/layout/index');

    // A payment password set meanwhile (another tab): straight on.
    saveLogin(loginAnswer());
    cleanup();
    open();
    await until(() => where() === '/layout/index');
    expect(nextAfterSignIn('merchant')).toBe('/layout/index');
  });
});
