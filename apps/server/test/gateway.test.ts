import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMerchant, insertOperator, signIn } from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { testCbEndpoints } from './test-endpoints.ts';

let server: TestServer;
let merchant: string;
beforeAll(async () => {
  server = await startTestServer({ deps: { extraCbEndpoints: testCbEndpoints } });
  merchant = await insertMerchant(server.db);
});
afterAll(async () => {
  await server?.close();
});

describe('cross-border gateway', () => {
  it('round-trips { req_data } to a sealed { res_data } with code 0', async () => {
    const c = server.client();
    const r = await c.cb('test/echo', { text: '跨境' });
    expect(r.status).toBe(200);
    expect(Object.keys(r.raw)).toEqual(['res_data']);
    expect(r.code).toBe('0');
    expect(r.data).toEqual({ text: '跨境' });
  });

  it('answers a plain call in clear', async () => {
    const r = await server.client().cb('test/r0', {}, { encrypted: false });
    expect(r.raw).toMatchObject({ code: '0', data: { r0: 'plain' } });
  });

  it("answers '50001' without a session and checks code and form token with one", async () => {
    const anonymous = server.client();
    const r = await anonymous.cb('test/apply');
    expect(r.code).toBe('50001');
    expect(r.message).toContain('登入');

    const op = await insertOperator(server.db, { orgKind: 'merchant', orgId: merchant, codes: ['9'] });
    const c = server.client();
    await signIn(server.db, c, op);
    expect((await c.cb('test/apply', {}, { formToken: null })).code).toBe('SCM40005');
    expect((await c.cb('test/apply')).data).toEqual({ ok: 'Y' });
    const page = await c.cb('test/page', { page: 2 }, { method: 'GET' });
    expect(page).toMatchObject({ code: '0', data: { page: 2, oper_id: op } });

    const noCode = server.client();
    await signIn(
      server.db,
      noCode,
      await insertOperator(server.db, { orgKind: 'merchant', orgId: merchant }),
    );
    expect((await noCode.cb('test/apply')).code).toBe('SCM40301');
  });

  it("answers '90001' for an export and a gateway code such as 'T31624' with its text", async () => {
    const c = server.client();
    expect((await c.cb('test/export')).code).toBe('90001');
    const rate = await c.cb('test/rate', {}, { lang: 'en' });
    expect(rate).toMatchObject({ code: 'T31624', message: 'The rate has changed. Please recalculate.' });
  });

  it('refuses a replayed body, a missing session version and an unknown path', async () => {
    const c = server.client();
    const s = await c.encryption();
    const body = JSON.stringify({ req_data: await s.sealRequest({ text: 'once' }) });
    const send = (headers: Record<string, string>) =>
      fetch(`${server.url}/syf-cbps-cny-gateway/test/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', encryptInfo: s.t, ...headers },
        body,
      });
    expect((await send({ sessionVersion: '2.0' })).status).toBe(400);
    expect((await (await send({ sessionVersion: '1.0' })).json()).res_data).toEqual(expect.any(String));
    expect(await (await send({ sessionVersion: '1.0' })).json()).toMatchObject({ code: 'SCM40004' });
    const unknown = await fetch(`${server.url}/syf-cbps-cny-gateway/nope`, { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'SCM40402' });
  });
});
