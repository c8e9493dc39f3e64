import type { LoginResT } from '@mp/core/schemas/auth';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '../../i18n/index.ts';

// The same mock for every fresh import of the client: each test imports the form anew (vi.resetModules), so
// the system parameters' store starts unknown, as on a page just opened.
const callMock = vi.hoisted(() => vi.fn());
vi.mock('../../api/client.ts', () => ({ call: callMock, unwrap: (r: { data: unknown }) => r.data }));

const signedIn: LoginResT = {
  form_token: 'tok',
  area: 'merchant',
  permissions: '11,12',
  need_change_pwd: 'N',
  change_reason: '',
  account_info: { email: 'a@example.com', phone: '66123456' },
  mer_no: 'M10000000001',
  mer_name: 'Hou Mei',
  mer_short_name: 'Hou Mei',
  org_no: 'M10000000001',
  org_name: 'Hou Mei',
  oper: {
    oper_id: '1',
    login_name: 'demo_merchant',
    name: 'Demo',
    kind: 'admin',
    role_name: '',
    functions: [],
  },
  pay_password_set: 'Y',
  training_due: 'N',
  advanced_search: 'N',
  last_login_at: '',
};
const isPath = (contract: unknown, path: string) => (contract as { path?: string }).path === path;

/** The system parameters answer only when `answer` is called: the form is used before they are known. */
function slowSysConfig(captcha: 'Y' | 'N') {
  let answer: () => void = () => undefined;
  callMock.mockImplementation((contract: unknown) => {
    if (isPath(contract, 'basesysconfig/getSysConfigParam'))
      return new Promise((resolve) => {
        answer = () => resolve({ ok: true, data: { captcha_enabled: captcha, captcha_mode: 'code' } });
      });
    if (isPath(contract, 'admin/login')) return Promise.resolve({ ok: true, data: signedIn });
    return Promise.resolve({ ok: false, code: 'SCM50000', message: '' });
  });
  return () => answer();
}

async function mount() {
  vi.resetModules();
  const { LoginForm } = await import('./LoginForm.tsx');
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<LoginForm />} />
        <Route path="*" element={<p>signed in</p>} />
      </Routes>
    </MemoryRouter>,
  );
  fireEvent.change(document.getElementById('login-loginName') as HTMLInputElement, {
    target: { value: 'demo_merchant' },
  });
  fireEvent.change(document.getElementById('login-password') as HTMLInputElement, {
    target: { value: 'Demo@2026' },
  });
}

const loginCalls = () => callMock.mock.calls.filter(([c]) => isPath(c, 'admin/login'));

describe('signing in before the system parameters are known', () => {
  beforeEach(() => {
    callMock.mockReset();
    setLang('en');
  });
  afterEach(() => cleanup());

  it('waits for them and signs in when they want no captcha, asking for none', async () => {
    const answer = slowSysConfig('N');
    await mount();
    fireEvent.submit(screen.getByRole('button', { name: 'Sign in' }).closest('form') as HTMLFormElement);
    // Until the server answers, nothing is sent and no captcha is asked for.
    await new Promise((r) => setTimeout(r, 50));
    expect(loginCalls()).toHaveLength(0);
    expect(screen.queryByText(/captcha/i, { selector: '[id$="-error"]' })).toBeNull();
    answer();
    await screen.findByText('signed in');
    expect(loginCalls()).toHaveLength(1);
    const body = loginCalls()[0][1] as Record<string, unknown>;
    expect(body.login_name).toBe('demo_merchant');
    expect(body).not.toHaveProperty('captcha_key');
  });

  it('sends nothing when they want a captcha: the person answers it first', async () => {
    const answer = slowSysConfig('Y');
    await mount();
    fireEvent.submit(screen.getByRole('button', { name: 'Sign in' }).closest('form') as HTMLFormElement);
    answer();
    await waitFor(() => expect(document.getElementById('login-captcha-error')?.textContent).toBeTruthy());
    expect(loginCalls()).toHaveLength(0);
  });
});
