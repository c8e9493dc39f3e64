import { describe, expect, it } from 'vitest';
import { hashPassword } from '../src/crypto/password-hash.ts';
import { insertMerchant, insertOperator } from './fixtures.ts';
import { startTestServer } from './harness.ts';

describe('test harness', () => {
  it('signs an operator in through the real login and keeps cookie and form token', async () => {
    const server = await startTestServer();
    try {
      const merchant = await insertMerchant(server.db);
      const id = await insertOperator(server.db, { orgKind: 'merchant', orgId: merchant, kind: 'admin' });
      const loginName = (
        await server.db.query<{ login_name: string }>(
          'update operators set password_hash = $2 where id = $1 returning login_name',
          [id, await hashPassword('Harness@2026')],
        )
      ).rows[0].login_name;
      const c = server.client();
      expect((await c.login(loginName, 'wrong-password')).gda.msg_cd).toBe('LOG10001');
      const ok = await c.login(loginName, 'Harness@2026');
      expect(ok.gda.msg_cd).toBe('SCM00000');
      expect(c.formToken).toBe(ok.data.form_token);
      expect(c.cookies.get('MPSID')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await c.call('admin/loginOut')).gda.msg_cd).toBe('SCM00000');
      expect(c.cookies.has('MPSID')).toBe(false);
      expect((await c.call('admin/loginOut')).gda.msg_cd).toBe('LOG60401');
    } finally {
      await server.close();
    }
  });

  it('gives each server its own database unless asked to share one', async () => {
    const mark = `harness-${Date.now()}`;
    const first = await startTestServer({ fresh: false });
    await first.db.query('insert into system_params (name, value) values ($1, $2)', [mark, 'kept']);
    await first.close();
    const shared = await startTestServer({ fresh: false });
    const own = await startTestServer();
    try {
      const q = 'select value from system_params where name = $1';
      expect((await shared.db.query(q, [mark])).rows).toEqual([{ value: 'kept' }]);
      expect((await own.db.query(q, [mark])).rows).toEqual([]);
    } finally {
      await shared.close();
      await own.close();
    }
  });
});
