import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('start-up calls (spec point 1)', () => {
  it('answers the risk-shield switch ON by default and OFF when system_params says so', async () => {
    const c = server.client();
    const on = await c.call('risk/getShieldDataSwitch');
    expect(on.gda.msg_cd).toBe('SCM00000');
    expect(on.raw.enc_sts).toBe('0');
    expect(on.data).toEqual({ switch_value: 'ON' });
    await server.db.query(
      `insert into system_params (name, value) values ('risk_shield_switch', 'OFF')
       on conflict (name) do update set value = excluded.value`,
    );
    expect((await c.call('risk/getShieldDataSwitch')).data).toEqual({ switch_value: 'OFF' });
    await server.db.query(`delete from system_params where name = 'risk_shield_switch'`);
  });

  it('tells the secret type and serves both public keys', async () => {
    const c = server.client();
    expect((await c.call('secret/secretFlag')).data).toEqual({ secret_type: 'RSA' });
    const keys = await c.call('admin/getRsaPublicKey');
    expect(keys.data.rsa_public_key).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(keys.data.sm2_public_key).toMatch(/^04[0-9a-f]{128}$/i);
  });

  it('issues a fresh 32-character R0 each time', async () => {
    const c = server.client();
    const a = await c.call('secret/getR0Str');
    const b = await c.call('secret/getR0Str');
    expect(a.data.r0).toHaveLength(32);
    expect(a.data.expires_in).toBe(120);
    expect(b.data.r0).not.toBe(a.data.r0);
  });

  it('gives the portal settings, in the language asked for', async () => {
    const c = server.client();
    const r = await c.call('basesysconfig/getSysConfigParam', {}, { lang: 'en' });
    expect(r.gda).toEqual({ msg_cd: 'SCM00000', msg_inf: 'Success' });
    expect(r.data).toMatchObject({ captcha_enabled: 'N', idle_timeout_min: 15, currency: 'MOP' });
    const zh = await c.call('basesysconfig/getSysConfigParam');
    expect(zh.gda.msg_inf).toBe('成功');
  });

  it('refuses a field a start-up call does not take', async () => {
    const c = server.client();
    const r = await c.call('secret/secretFlag', { extra: 'x' });
    expect(r.gda.msg_cd).toBe('SCM40002');
    expect(r.gda.msg_inf).toContain('extra');
  });
});
