import { describe, expect, it, vi } from 'vitest';
import { CROSS_BORDER_TIMEOUT_MS, cbCall } from './gatewayClient.ts';
import { testContract as tc } from './testing/contracts.ts';
import { clientHarness, until } from './testing/harness.ts';
import { installWire } from './testing/wire.ts';

const { toasts, dialogs, navigate } = clientHarness();

describe('cross-border gateway calls', () => {
  it("posts { req_data } with formToken, sessionVersion 1.0 and encryptInfo, and opens res_data on '0'", async () => {
    sessionStorage.setItem('formToken', 'tok-9');
    const wire = await installWire(() => ({ kind: 'gateway', code: '0', data: { rate: '0.8812' } }));
    const r = await cbCall(tc('trade/rateTool/rate/query', { prefix: 'crossborder' }), { currency: 'CNY' });

    expect(r).toMatchObject({ ok: true, code: '0', data: { rate: '0.8812' } });
    const req = wire.requests[0];
    expect(req.url).toBe('/syf-cbps-cny-gateway/trade/rateTool/rate/query');
    expect(req.headers.formToken).toBe('tok-9');
    expect(req.headers.sessionVersion).toBe('1.0');
    expect(req.headers.encryptInfo).toBeTruthy();
    expect(Object.keys(JSON.parse(req.raw))).toEqual(['req_data']);
    expect(req.body).toEqual({ currency: 'CNY' });
  });

  it("accepts '90001' as export success", async () => {
    await installWire(() => ({ kind: 'gateway', code: '90001', data: { file: 'x.xlsx' } }));
    const r = await cbCall(tc('trade/transfer/export', { prefix: 'crossborder', long: true }), {});
    expect(r).toMatchObject({ ok: true, code: '90001' });
    expect(toasts).toEqual([]);
  });

  it("on '50001' shows the message, ends the session and goes to '/'", async () => {
    sessionStorage.setItem('isLogin', '1');
    localStorage.setItem('limitNum', '9');
    await installWire(() => ({ kind: 'gateway', code: '50001', message: '登入已過期' }));
    const r = await cbCall(tc('trade/transfer/query/page', { prefix: 'crossborder' }), {});
    expect(r.ok).toBe(false);
    expect(toasts).toEqual(['登入已過期']);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(sessionStorage.getItem('isLogin')).toBeNull();
    expect(localStorage.getItem('limitNum')).toBeNull();
  });

  it("on 'T31624' opens an error dialog with a 確定 button and returns no data", async () => {
    await installWire(() => ({ kind: 'gateway', code: 'T31624', message: '匯率已變動', data: { any: 1 } }));
    const r = await cbCall(tc('trade/oversease/amtCalculate', { prefix: 'crossborder' }), { amount: 100 });
    expect(r.ok).toBe(false);
    expect(r.data).toBeUndefined();
    expect(dialogs).toEqual([{ title: expect.any(String), text: '匯率已變動', okText: '確定' }]);
    expect(toasts).toEqual([]);
  });

  it('shows any other code as an error toast', async () => {
    await installWire(() => ({ kind: 'gateway', code: 'T10001', message: '收款人不存在' }));
    const r = await cbCall(tc('trade/recipientAccount/query/page', { prefix: 'crossborder' }), {});
    expect(r).toMatchObject({ ok: false, code: 'T10001' });
    expect(toasts).toEqual(['收款人不存在']);
  });

  it('says 解密出錯 when res_data does not open', async () => {
    await installWire(() => ({
      kind: 'raw',
      status: 200,
      body: JSON.stringify({ res_data: 'bm90IGEgY2lwaGVy' }),
    }));
    const r = await cbCall(tc('trade/transfer/query/page', { prefix: 'crossborder' }), {});
    expect(r.ok).toBe(false);
    expect(toasts).toEqual(['解密出錯']);
  });

  it('throws the status text of an HTTP failure', async () => {
    await installWire(() => ({
      kind: 'raw',
      status: 502,
      statusText: 'Bad Gateway',
      body: '<html>bad gateway</html>',
    }));
    await expect(cbCall(tc('trade/transfer/query/page', { prefix: 'crossborder' }), {})).rejects.toThrow(
      'Bad Gateway',
    );
  });

  it('adds _t to GET calls', async () => {
    const wire = await installWire(() => ({ kind: 'gateway', code: '0', data: [] }));
    await cbCall(tc('trade/workCalendar/query', { prefix: 'crossborder', method: 'GET' }), {
      month: '202601',
    });
    const url = new URL(wire.requests[0].url, 'http://127.0.0.1');
    expect(url.searchParams.get('month')).toBe('202601');
    expect(Number(url.searchParams.get('_t'))).toBeGreaterThan(0);
  });

  it('waits 320000 ms before giving up', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const wire = await installWire(() => ({ kind: 'hang' }));
    const pending = cbCall(tc('trade/transfer/out/apply', { prefix: 'crossborder' }), { formId: 'x' });
    await until(() => wire.requests.length === 1);
    vi.advanceTimersByTime(CROSS_BORDER_TIMEOUT_MS - 1);
    await new Promise((r) => setImmediate(r));
    expect(toasts).toEqual([]);
    vi.advanceTimersByTime(1);
    expect((await pending).ok).toBe(false);
    expect(toasts).toEqual(['請求超時，請稍後再試']);
  });
});
