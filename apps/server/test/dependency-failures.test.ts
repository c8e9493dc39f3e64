import { newFormId } from '@mp/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/modules/accounts/index.ts';
import { code, OK, smsCodeTo } from './admin-helpers.ts';
import { startTestServer, type TestServer } from './harness.ts';
import {
  at,
  book,
  clientOf,
  daysAgo,
  type MoneyMerchant,
  moneyMerchant,
  PAY_PASSWORD,
  setPayPassword,
  startMoneyServer,
} from './money-helpers.ts';
import { startTcpProxy, type TcpProxy, tcpAnswers } from './tcp-proxy.ts';
import type { TestClient } from './test-client.ts';
import { testCbEndpoints, testEndpoints } from './test-endpoints.ts';

/**
 * Issue 30, point 9: the server survives its dependencies failing. A TCP proxy of the test's own stands
 * between the server and the machine's PostgreSQL or Redis and is cut (every connection destroyed, new
 * ones refused) while calls are made, then restored. The services themselves are never stopped: they are
 * shared. Every wait is for a state (bounded by tries or a generous deadline), never a fixed sleep.
 */
const PG_URL = process.env.DATABASE_URL || '';
const REDIS_URL = process.env.REDIS_URL || '';
const pgReason = 'DATABASE_URL is not set; run with DATABASE_URL=postgres://postgres@127.0.0.1:5432/test';
const redisReason = 'REDIS_URL is not set or does not answer; run with REDIS_URL=redis://127.0.0.1:6379';
const redisTarget = REDIS_URL ? new URL(REDIS_URL) : null;
const haveRedis =
  redisTarget !== null && (await tcpAnswers(redisTarget.hostname, Number(redisTarget.port || 6379)));
if (!PG_URL) console.info(`dependency-failures.test.ts: the PostgreSQL block is skipped: ${pgReason}`);
if (!haveRedis) console.info(`dependency-failures.test.ts: the Redis block is skipped: ${redisReason}`);

/** Polls until `check` holds, up to `ms` (a deadline for a busy machine, not a wait). */
async function until<T>(what: string, ms: number, fn: () => Promise<T>, check: (v: T) => boolean) {
  const deadline = Date.now() + ms;
  let last: T | undefined;
  for (;;) {
    try {
      last = await fn();
      if (check(last)) return last;
    } catch {
      // still down
    }
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${ms} ms (last: ${JSON.stringify(last)})`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const readyz = async (s: TestServer) => {
  const r = await fetch(`${s.url}/readyz`);
  return { status: r.status, body: (await r.json()) as { status: string } };
};

/** The URL with its host and port replaced by the proxy's. */
function through(url: string, proxy: TcpProxy): string {
  const u = new URL(url);
  u.hostname = '127.0.0.1';
  u.port = String(proxy.port);
  return u.toString();
}

describe.skipIf(!PG_URL)(`PostgreSQL cut and restored${PG_URL ? '' : ` (skipped: ${pgReason})`}`, () => {
  let owner: TestServer;
  let server: TestServer;
  let proxy: TcpProxy;
  let m: MoneyMerchant;
  let c: TestClient;

  beforeAll(async () => {
    const env = { bankFailRate: 0, bankDelayMs: [5, 30] as [number, number] };
    owner = await startMoneyServer(env);
    m = await moneyMerchant(owner.db);
    await setPayPassword(owner.db, m.admin.id);
    await book(owner.db, m.stores[0].terminalNo, { at: at(daysAgo(1), '100000'), amount: 100_000 });
    const target = new URL(owner.config.databaseUrl as string);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    // A second server process on the same database, through the proxy (owner keeps a direct pool to check
    // the books with); short connect time-out so a cut database is named within seconds.
    server = await startTestServer({
      sameDatabaseAs: owner,
      env: {
        ...env,
        databaseUrl: through(owner.config.databaseUrl as string, proxy),
        dbPool: { max: 10, statementTimeoutMs: 60_000, mode: 'session', connectTimeoutMs: 3_000 },
        paynetFailRate: 0,
        settlementJob: false,
        simRate: 0,
      },
    });
    c = await clientOf(server, m.admin.id);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    await owner?.close();
  });

  it('calls fail fast with SCM50301, /readyz says the database is down, nothing is half-written; back within 10 s', async () => {
    expect(code(await c.call('account/queryAccBalance', {}))).toBe(OK);
    const before = (await c.call('account/queryAccBalance', {})).data as { total: number; frozen: number };
    // A withdrawal prepared while the database answers (its SMS code), sent while it is cut.
    await owner.db.query(
      `update sms_codes set created_at = created_at - interval '2 minutes' where operator_id = $1`,
      [m.admin.id],
    );
    expect(code(await c.call('account/sendFundSmsCode', { kind: 'WITHDRAW' }))).toBe(OK);
    const sms = await smsCodeTo(owner.db, m.admin.phoneArea, m.admin.phone);
    const key = newFormId();

    await proxy.cut();
    const started = Date.now();
    const balance = await c.call('account/queryAccBalance', {}, { lang: 'en' });
    expect(balance.status).toBe(503);
    expect(balance.gda).toEqual({
      msg_cd: 'SCM50301',
      msg_inf: 'The service is temporarily unavailable. Please try again shortly.',
    });
    const w = await c.call('withdraw/withdraw', {
      amount: '12.34',
      pay_password: PAY_PASSWORD,
      sms_code: sms,
      client_key: key,
    });
    expect(code(w)).toBe('SCM50301');
    // Fast: the connect time-out at most, not a hang (generous for a busy machine).
    expect(Date.now() - started).toBeLessThan(20_000);
    const down = await readyz(server);
    expect(down).toEqual({ status: 503, body: { status: 'database unavailable' } });

    // Nothing half-written: no order under the key, no ledger entry, the books balance.
    const orders = await owner.db.query<{ n: number }>(
      'select count(*)::int n from fund_orders where merchant_id = $1 and client_key = $2',
      [m.id, key],
    );
    expect(orders.rows[0].n).toBe(0);
    expect((await checkLedger(owner.db)).findings).toEqual([]);

    await proxy.restore();
    const back = Date.now();
    await until(
      '/readyz ok',
      10_000,
      () => readyz(server),
      (r) => r.status === 200,
    );
    await until(
      'a call works again',
      10_000,
      () => c.call('account/queryAccBalance', {}),
      (r) => code(r) === OK,
    );
    expect(Date.now() - back).toBeLessThan(10_000);
    const after = (await c.call('account/queryAccBalance', {})).data as { total: number; frozen: number };
    expect(after).toEqual(before);

    // The same withdrawal sent again (its key, a fresh one-time value: the client seals it anew) books once.
    await owner.db.query(
      `update sms_codes set created_at = created_at - interval '2 minutes' where operator_id = $1`,
      [m.admin.id],
    );
    expect(code(await c.call('account/sendFundSmsCode', { kind: 'WITHDRAW' }))).toBe(OK);
    const sms2 = await smsCodeTo(owner.db, m.admin.phoneArea, m.admin.phone);
    const again = await c.call('withdraw/withdraw', {
      amount: '12.34',
      pay_password: PAY_PASSWORD,
      sms_code: sms2,
      client_key: key,
    });
    expect(code(again)).toBe(OK);
    const holds = await owner.db.query<{ n: number }>(
      `select count(*)::int n from ledger_entries where ref_no = $1 and entry_type = 'WITHDRAW_FREEZE'`,
      [again.data.order_no],
    );
    expect(holds.rows[0].n).toBe(1);
    expect((await checkLedger(owner.db)).findings).toEqual([]);
  }, 120_000);
});

describe.skipIf(!haveRedis)(`Redis cut and restored${haveRedis ? '' : ` (skipped: ${redisReason})`}`, () => {
  let server: TestServer;
  let proxy: TcpProxy;

  beforeAll(async () => {
    const target = redisTarget as URL;
    proxy = await startTcpProxy(target.hostname, Number(target.port || 6379));
    server = await startTestServer({
      env: { redisUrl: through(REDIS_URL, proxy) },
      deps: { extraEndpoints: testEndpoints, extraCbEndpoints: testCbEndpoints },
    });
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
  });

  it('one-time values and rate limits refuse while Redis is cut (never open), then work again', async () => {
    const c = server.client();
    expect(code(await c.call('admin/getLoginSalt'))).toBe(OK);
    expect((await readyz(server)).status).toBe(200);

    await proxy.cut();
    const started = Date.now();
    // A one-time value cannot be handed out (it could not be checked once): refused.
    const salt = await c.call('admin/getLoginSalt', undefined, { lang: 'en' });
    expect(salt.status).toBe(500);
    expect(salt.gda.msg_cd).toBe('SCM50000');
    const r0 = await c.call('secret/getR0Str', {}, { lang: 'en' });
    expect(r0.gda.msg_cd).toBe('SCM50000');
    // A rate-limited call is refused rather than let through uncounted (skipOnError: false).
    for (let i = 0; i < 5; i++) expect(code(await c.call('admin/getLoginSalt'))).not.toBe(OK);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(await readyz(server)).toEqual({ status: 503, body: { status: 'redis unavailable' } });

    await proxy.restore();
    const back = Date.now();
    await until(
      '/readyz ok',
      10_000,
      () => readyz(server),
      (r) => r.status === 200,
    );
    await until(
      'one-time values again',
      10_000,
      () => c.call('admin/getLoginSalt'),
      (r) => code(r) === OK,
    );
    expect(Date.now() - back).toBeLessThan(10_000);
  }, 120_000);
});
