import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchantWithAdmin, createOperator } from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';

describe('GET /dev/outbox', () => {
  describe('with DEMO=1', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ env: { demo: true } });
    });
    afterAll(() => server?.close());

    it('lists what the local SMS adapter sent, code included, as a bilingual page', async () => {
      const merchant = await createMerchantWithAdmin(server.db);
      const op = await createOperator(server.db, { orgKind: 'merchant', orgId: merchant.id });
      const c = server.client();
      const sent = await c.call('admin/sendSms', {
        login_name: op.loginName,
        area_code: '+853',
        mobile: op.phone,
      });
      expect(sent.gda.msg_cd).toBe('SCM00000');
      const code = (
        await server.db.query<{ body: string }>(
          `select body from message_outbox where target = $1 order by id desc limit 1`,
          [`+853 ${op.phone}`],
        )
      ).rows[0].body.match(/\d{6}/)?.[0];
      expect(code).toMatch(/^\d{6}$/);

      const res = await fetch(`${server.url}/dev/outbox`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      expect(html).toContain('示範發件箱 · Demo outbox');
      expect(html).toContain('<meta http-equiv="refresh" content="5">');
      expect(html).toContain(`+853 ${op.phone}`);
      expect(html).toContain(code);
    });
  });

  describe('without DEMO', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server?.close());

    it('does not exist: the portal fallback answers, with no message in it', async () => {
      const merchant = await createMerchantWithAdmin(server.db);
      const op = await createOperator(server.db, { orgKind: 'merchant', orgId: merchant.id });
      const sent = await server
        .client()
        .call('admin/sendSms', { login_name: op.loginName, area_code: '+853', mobile: op.phone });
      expect(sent.gda.msg_cd).toBe('SCM00000');
      const res = await fetch(`${server.url}/dev/outbox`);
      const html = await res.text();
      expect(html).not.toContain('Demo outbox');
      expect(html).not.toContain(op.phone);
    });
  });
});
