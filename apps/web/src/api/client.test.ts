import { queryAccBalance } from '@mp/core/contracts/accounts';
import { login } from '@mp/core/contracts/auth';
import { appointmentDownload, exportData } from '@mp/core/contracts/exports';
import { refundApply } from '@mp/core/contracts/refunds';
import { settleList } from '@mp/core/contracts/settlement';
import { collectionPage, tradeQuery } from '@mp/core/contracts/transactions';
import { openBound } from '@mp/core/envelope/bind';
import { webPrimitives } from '@mp/core/envelope/web-primitives';
import { describe, expect, it, vi } from 'vitest';
import { call } from './client.ts';
import { pendingRequests } from './loading.ts';
import { testContract as tc } from './testing/contracts.ts';
import { clientHarness, until } from './testing/harness.ts';
import { installWire } from './testing/wire.ts';

const { toasts, navigate } = clientHarness();

describe('classic calls', () => {
  it('encrypts the body, sends t, d and enter=PC with the headers, and opens the answer', async () => {
    sessionStorage.setItem('formToken', 'tok-1');
    const wire = await installWire(() => ({ kind: 'classic', code: 'SCM00000', data: { salt: 'abc' } }));
    const r = await call(tc('admin/getLoginSalt'), { hello: 'world' });

    expect(r).toMatchObject({ ok: true, code: 'SCM00000', data: { salt: 'abc' } });
    const req = wire.requests[0];
    expect(req.url).toBe('/syf-mms/sys-mms/admin/getLoginSalt');
    expect(req.body).toEqual({ hello: 'world' });
    const form = new URLSearchParams(req.raw);
    expect(form.get('enter')).toBe('PC');
    expect(form.get('t')).toBeTruthy();
    expect(form.get('d')).not.toContain('world');
    expect(req.headers.formToken).toBe('tok-1');
    expect(req.headers['x-lang']).toBe('zh-TW');
    expect(JSON.parse(sessionStorage.getItem('encSession') ?? '{}')).toMatchObject({ secretType: 'RSA' });
  });

  it('sends the pre-key calls in clear and reads their plain data', async () => {
    const wire = await installWire(() => ({
      kind: 'classic',
      code: 'SCM00000',
      data: { secret_type: 'SM2' },
    }));
    const r = await call(tc('secret/secretFlag', { encrypted: false }), {});
    expect(r).toMatchObject({ ok: true, data: { secret_type: 'SM2' } });
    expect(new URLSearchParams(wire.requests[0].raw).has('d')).toBe(false);
  });

  it('routes the senior queries and the gather calls to their prefixes', async () => {
    const wire = await installWire(() => ({ kind: 'classic', code: 'SCM00000' }));
    // The real contracts of packages/core: each carries its prefix of spec point 7.
    await call(collectionPage, {} as never);
    await call(queryAccBalance, {});
    await call(tradeQuery, {} as never);
    expect(wire.requests.map((r) => r.url)).toEqual([
      '/syf-mms/sys-mms-query/trade/collectionPage',
      '/syf-mms/sys-account-mang/account/queryAccBalance',
      '/syf-mms/sys-gatherfee/gather/tradeQuery',
    ]);
  });

  it('ends the session and goes to the login route on SCM60401 and LOG60401', async () => {
    for (const code of ['SCM60401', 'LOG60401']) {
      localStorage.setItem('merNo', 'M1');
      localStorage.setItem('limitNum', '41,42');
      sessionStorage.setItem('isLogin', '1');
      sessionStorage.setItem('formToken', 'tok');
      await installWire(() => ({ kind: 'classic', code, msg: '登錄失敗或會話已過期' }));
      const r = await call(tc('admin/operList'), {});
      expect(r.ok).toBe(false);
      expect(navigate).toHaveBeenLastCalledWith('/');
      expect(localStorage.getItem('merNo')).toBeNull();
      expect(localStorage.getItem('limitNum')).toBeNull();
      expect(sessionStorage.getItem('isLogin')).toBeNull();
      expect(sessionStorage.getItem('formToken')).toBeNull();
    }
    // The public key and the secret type belong to the server, not the session.
    expect(localStorage.getItem('publicKey')).not.toBeNull();
  });

  it('sends a cashier whose required course is due (TRN10003) to the training page, keeping the session', async () => {
    sessionStorage.setItem('isLogin', '1');
    sessionStorage.setItem('formToken', 'tok');
    await installWire(() => ({ kind: 'classic', code: 'TRN10003', msg: '請先完成收銀員必修課程' }));
    const r = await call(tc('meradm/queryStoreList'), {});
    expect(r).toMatchObject({ ok: false, code: 'TRN10003' });
    expect(navigate).toHaveBeenLastCalledWith('/layout/mercTainView');
    expect(toasts).toEqual(['請先完成收銀員必修課程']);
    expect(sessionStorage.getItem('trainingDue')).toBe('1');
    expect(sessionStorage.getItem('isLogin')).toBe('1');
  });

  it('shows gda.msg_inf of a failed call as an error toast', async () => {
    await installWire(() => ({ kind: 'classic', code: 'LOG10001', msg: '用戶名或密碼錯誤' }));
    const r = await call(tc('admin/login'), { login_name: 'x' });
    expect(r).toMatchObject({ ok: false, code: 'LOG10001', message: '用戶名或密碼錯誤' });
    expect(toasts).toEqual(['用戶名或密碼錯誤']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('hands SCM40025 back to the page without a toast, so it can offer 預約下載', async () => {
    await installWire(() => ({ kind: 'classic', code: 'SCM40025', msg: '訂單數據量較大' }));
    const r = await call(tc('trade/collectionExport', { prefix: 'query', long: true }), {});
    expect(r).toMatchObject({ ok: false, code: 'SCM40025', message: '訂單數據量較大' });
    expect(toasts).toEqual([]);
  });

  it('leaves the codes a page handles itself to that page', async () => {
    await installWire(() => ({ kind: 'classic', code: 'LOG10012', msg: '尚未設定支付密碼' }));
    const r = await call(tc('meradm/queryPayPwdUpdFlg'), {}, { handleCodes: ['LOG10012'] });
    expect(r).toMatchObject({ ok: false, code: 'LOG10012' });
    expect(toasts).toEqual([]);
  });

  it('gives up after 60 s with 請求超時，請稍後再試', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const wire = await installWire(() => ({ kind: 'hang' }));
    const before = pendingRequests();
    const pending = call(tc('admin/operList'), {});
    await until(() => wire.requests.length === 1);
    expect(pendingRequests()).toBe(before + 1);
    vi.advanceTimersByTime(59_000);
    await new Promise((r) => setImmediate(r));
    expect(toasts).toEqual([]);
    vi.advanceTimersByTime(1_000);
    const r = await pending;
    expect(r).toMatchObject({ ok: false, code: 'SCM50400' });
    expect(toasts).toEqual(['請求超時，請稍後再試']);
    expect(pendingRequests()).toBe(before);
  });

  it('keeps heavy queries and exports silent when they time out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const wire = await installWire(() => ({ kind: 'hang' }));
    const heavy = [collectionPage, settleList, exportData, appointmentDownload];
    for (const [i, contract] of heavy.entries()) {
      const pending = call(contract, {} as never);
      await until(() => wire.requests.length === i + 1);
      vi.advanceTimersByTime(60_000);
      expect((await pending).code).toBe('SCM50400');
    }
    expect(toasts).toEqual([]);
  });

  it('says the server cannot be reached when there is no answer at all', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const r = await call(tc('admin/operList'), {});
    expect(r).toMatchObject({ ok: false, code: 'SCM50000' });
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toContain('無法連接');
  });

  it('says 解密出錯 when the answer does not open', async () => {
    await installWire(() => ({
      kind: 'raw',
      status: 200,
      body: JSON.stringify({ gda: { msg_cd: 'SCM00000', msg_inf: '' }, enc_sts: '1', d: 'AAAA', t: 'x' }),
    }));
    const r = await call(tc('admin/operList'), {});
    expect(r.ok).toBe(false);
    expect(toasts).toEqual(['解密出錯']);
  });

  it('makes a new encryption session once when the server cannot decrypt the old one', async () => {
    let first = true;
    const wire = await installWire(() => {
      if (first) {
        first = false;
        return { kind: 'classic', code: 'SCM40003', msg: 'bad' };
      }
      return { kind: 'classic', code: 'SCM00000', data: { ok: 1 } };
    });
    const r = await call(tc('admin/operList'), {});
    expect(r).toMatchObject({ ok: true, data: { ok: 1 } });
    const ts = wire.requests.map((q) => new URLSearchParams(q.raw).get('t'));
    expect(ts).toHaveLength(2);
    expect(ts[0]).not.toBe(ts[1]);
  });

  it('counts every pending call in the one loading overlay', async () => {
    const releases = new Map<string, () => void>();
    await installWire(
      (req) =>
        new Promise((resolve) => {
          releases.set(req.path, () => resolve({ kind: 'classic', code: 'SCM00000' }));
        }),
    );
    const before = pendingRequests();
    const a = call(tc('admin/operList'), {});
    const b = call(tc('admin/roleList'), {});
    const quiet = call(tc('captcha/getImageCaptcha', { encrypted: false }), {}, { loading: false });
    await vi.waitFor(() => expect(releases.size).toBe(3));
    expect(pendingRequests()).toBe(before + 2);
    releases.get('admin/operList')?.();
    await a;
    expect(pendingRequests()).toBe(before + 1);
    releases.get('admin/roleList')?.();
    releases.get('captcha/getImageCaptcha')?.();
    await Promise.all([b, quiet]);
    expect(pendingRequests()).toBe(before);
  });
});

describe('passwords bound to their one-time values (docs/protocol.md section 9)', () => {
  const SECRET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefgh';
  const KEY = 'KEYKEYKEYKEYKEYKEYKEYKEYKEYKEYKE';

  it('fetches admin/getEncryptSalt, binds the payment password and sends only the key', async () => {
    const wire = await installWire((req) =>
      req.path === 'admin/getEncryptSalt'
        ? { kind: 'classic', code: 'SCM00000', data: { salt: SECRET, salt_key: KEY, expires_in: 120 } }
        : { kind: 'classic', code: 'SCM00000', data: {} },
    );
    const body = { txn_no: 'T1', amount: '100', pay_password: '135790', client_key: 'k'.repeat(32) };
    expect((await call(refundApply, body)).ok).toBe(true);
    expect(wire.requests.map((r) => r.path)).toEqual(['admin/getEncryptSalt', 'gather/refundApply']);
    const sent = wire.requests[1].body;
    expect(sent.pay_pwd_key).toBe(KEY);
    expect(JSON.stringify(sent)).not.toContain('135790');
    expect(JSON.stringify(sent)).not.toContain(SECRET);
    expect(await openBound(webPrimitives, 'RSA', SECRET, 'pay', 'pay_password', sent.pay_password)).toBe(
      '135790',
    );
  });

  it('binds a login password to admin/getLoginSalt in RSA mode; a refused salt stops the login', async () => {
    let saltAnswer = 'SCM00000';
    const wire = await installWire((req) =>
      req.path === 'admin/getLoginSalt'
        ? { kind: 'classic', code: saltAnswer, data: { salt: SECRET, salt_key: KEY, expires_in: 120 } }
        : { kind: 'classic', code: 'SCM00000', data: {} },
    );
    await call(login, { login_name: 'demo', password: 'Demo@2026' });
    const sent = wire.requests[1].body;
    expect(sent.login_salt).toBe(KEY);
    expect(await openBound(webPrimitives, 'RSA', SECRET, 'login', 'password', sent.password)).toBe(
      'Demo@2026',
    );
    saltAnswer = 'SCM40008';
    wire.requests.length = 0;
    const r = await call(login, { login_name: 'demo', password: 'Demo@2026' });
    expect(r).toMatchObject({ ok: false, code: 'SCM40008' });
    expect(wire.requests.map((q) => q.path)).toEqual(['admin/getLoginSalt']);
  });
});
