import { createClientSession, type PublicKeys } from '@mp/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { testEndpoints } from './test-endpoints.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { secretType: 'SM2' }, deps: { extraEndpoints: testEndpoints } });
});
afterAll(async () => {
  await server?.close();
});

describe('national-cipher mode (SECRET_TYPE=SM2)', () => {
  it('announces SM2 and round-trips a body through SM2/SM4/SM3', async () => {
    const c = server.client();
    expect((await c.call('secret/secretFlag')).data).toEqual({ secret_type: 'SM2' });
    const r = await c.call('test/echo', { text: '國密 SM4', n: 9 });
    expect(r.gda.msg_cd).toBe('SCM00000');
    expect((await c.encryption()).secretType).toBe('SM2');
    expect(r.raw.t).toBe((await c.encryption()).sid);
    expect(r.data).toMatchObject({ text: '國密 SM4', n: 9 });
  });

  it('refuses a replayed SM2 body and a tampered one', async () => {
    const c = server.client();
    const fields = await c.seal({ text: 'once' });
    expect((await c.post('test/echo', fields)).json.gda.msg_cd).toBe('SCM00000');
    expect((await c.post('test/echo', fields)).json.gda.msg_cd).toBe('SCM40004');
    const other = await c.seal({ text: 'twice' });
    const flipped = other.d.slice(0, -2) + (other.d.endsWith('00') ? '11' : '00');
    expect((await c.post('test/echo', { ...other, d: flipped })).json.gda.msg_cd).toBe('SCM40003');
  });

  it('refuses a key wrapped for RSA mode', async () => {
    const c = server.client();
    const keys = (await c.call<PublicKeys>('admin/getRsaPublicKey')).data;
    const rsa = await createClientSession({ secretType: 'RSA', keys });
    const r = await c.post('test/echo', { t: rsa.t, d: await rsa.sealRequest({ text: 'x' }), enter: 'PC' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ enc_sts: '0', gda: { msg_cd: 'SCM40003' } });
  });
});
