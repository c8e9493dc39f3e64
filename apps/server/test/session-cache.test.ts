import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/types.ts';
import { createMerchantWithAdmin, createOperator, signIn } from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * The session cache (issue 31 point 5, http/session.ts SessionCache): a process keeps the sessions it read,
 * and forgets them when the database says an operator, a role, its codes, a cashier's functions or a session
 * changed. The ttl here is a minute, so every change seen below was seen by its notification, not by time.
 * Two server processes share one PostgreSQL schema; the embedded database keeps nothing.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const TTL = 60_000;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  a = await startTestServer({ env: { sessionCacheMs: TTL } });
  b = await startTestServer({ sameDatabaseAs: a, env: { sessionCacheMs: TTL } });
}, 120_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** Counts the session reads of a server's database (the statement with the form token). */
function countReads(db: Db): { n: number } {
  const seen = { n: 0 };
  const query = db.query.bind(db);
  db.query = ((sql: string, params?: unknown[]) => {
    if (sql.includes('s.form_token')) seen.n++;
    return query(sql, params);
  }) as Db['query'];
  return seen;
}

const macauDay = (daysBack: number) =>
  new Date(Date.now() + 8 * 3600_000 - daysBack * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
const week = () => ({ start_date: macauDay(6), end_date: macauDay(0), page_no: 1, page_size: 10 });

describe('the session cache', () => {
  it('is on with PostgreSQL and off with the embedded database', () => {
    expect(a.built.platform.sessions.active).toBe(onPostgres);
    expect(b.built.platform.sessions.active).toBe(onPostgres);
  });

  it.skipIf(!onPostgres)(
    'reads a session once, and again in every process as soon as a role, a code or a session changes',
    async () => {
      const m = await createMerchantWithAdmin(a.db);
      const op = await createOperator(a.db, { orgKind: 'merchant', orgId: m.id, codes: ['42'] });
      const onA = a.client();
      await signIn(a.db, onA, op.id);
      const onB = b.client();
      // The same browser's cookie, sent to the other process (a load balancer's next pick).
      onB.cookies.set('MPSID', onA.cookies.get('MPSID') as string);
      onB.formToken = onA.formToken;
      const reads = countReads(a.built.platform.db);
      const refunds = async (c = onA) => (await c.call('gather/refundQuery', week())).gda.msg_cd;

      expect(await refunds()).toBe('SCM00000');
      // The set-up's own statements (the administrator's role, code by code) are told a moment after their
      // commits, each making the process forget: wait until a call reads nothing new.
      await expect
        .poll(
          async () => {
            const before = reads.n;
            expect(await refunds()).toBe('SCM00000');
            return reads.n - before;
          },
          { timeout: 10_000 },
        )
        .toBe(0);
      const settled = reads.n;
      for (let i = 0; i < 5; i++) expect(await refunds()).toBe('SCM00000');
      expect(reads.n).toBe(settled);

      // The code taken from the role, by a statement of another connection (as another process would).
      await b.db.query(`delete from role_permissions where role_id = $1 and code = '42'`, [op.roleId]);
      await expect.poll(() => refunds(), { timeout: 10_000 }).toBe('SCM40301');
      await b.db.query(`insert into role_permissions (role_id, code) values ($1, '42')`, [op.roleId]);
      await expect.poll(() => refunds(), { timeout: 10_000 }).toBe('SCM00000');

      // Signed out through the other process: this one refuses the cookie once the database told it.
      expect(await refunds(onB)).toBe('SCM00000');
      expect((await onB.call('admin/loginOut', {})).gda.msg_cd).toBe('SCM00000');
      await expect.poll(() => refunds(), { timeout: 10_000 }).toBe('SCM60401');
    },
  );

  it.skipIf(!onPostgres)(
    'forgets at once what a call of its own changed: signed out, the next call is refused',
    async () => {
      const m = await createMerchantWithAdmin(a.db);
      const op = await createOperator(a.db, { orgKind: 'merchant', orgId: m.id, codes: ['42'] });
      const c = a.client();
      await signIn(a.db, c, op.id);
      expect((await c.call('gather/refundQuery', week())).gda.msg_cd).toBe('SCM00000');
      const cookie = c.cookies.get('MPSID') as string;
      expect((await c.call('admin/loginOut', {})).gda.msg_cd).toBe('SCM00000');
      // The old cookie again, right after the answer: no wait for the database's notice.
      c.cookies.set('MPSID', cookie);
      expect((await c.call('gather/refundQuery', week())).gda.msg_cd).toBe('SCM60401');
    },
  );

  it.skipIf(!onPostgres)(
    'a deleted operator and a cashier without its function lose their calls',
    async () => {
      const m = await createMerchantWithAdmin(a.db);
      const cashier = await createOperator(a.db, {
        orgKind: 'merchant',
        orgId: m.id,
        kind: 'cashier',
        functions: ['trade_query'],
      });
      const c = a.client();
      await signIn(a.db, c, cashier.id);
      const count = async () =>
        (await c.call('trade/collectionCount', { start_date: macauDay(1), end_date: macauDay(1) })).gda
          .msg_cd;
      expect(await count()).toBe('SCM00000');
      await b.db.query(`delete from cashier_functions where operator_id = $1`, [cashier.id]);
      await expect.poll(() => count(), { timeout: 10_000 }).toBe('SCM40301');
      await b.db.query(`update operators set status = 'invalid' where id = $1`, [cashier.id]);
      await expect.poll(() => count(), { timeout: 10_000 }).toBe('SCM60401');
    },
  );
});
