import { newFormId } from '@mp/core';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../src/db/client.ts';
import type { Db } from '../src/db/types.ts';
import { classicUrl } from '../src/http/classic-route.ts';
import { checkLedger } from '../src/modules/accounts/index.ts';
import { allEndpoints } from '../src/modules/index.ts';
import { code, doorOf, OK } from './admin-helpers.ts';
import { type CreatedOperator, createOperator } from './fixtures.ts';
import { startTestServer } from './harness.ts';
import { at, book, daysAgo, moneyMerchant, PAY_PASSWORD, setPayPassword } from './money-helpers.ts';
import { type ServerProc as Proc, startServerProcess, stopServerProcess as stop } from './server-process.ts';
import { type EndpointIndex, TestClient } from './test-client.ts';

// Issue 12: kill -9 of the server during a withdrawal burst. The real server process
// (`node --import tsx src/main.ts`, as `npm start` runs it) takes a burst of withdrawals through HTTP and
// the envelope, each by an operator signed in through the login call with its own SMS code and payment
// password; it is killed with SIGKILL while they are in flight. Right after the kill the books are read as
// the crash left them: the ledger check passes, no withdrawal is half-booked, and the frozen funds equal the
// withdrawals still open. The server starts again on the same data (embedded data directory, or the
// PostgreSQL database with DATABASE_URL), each request is sent again with its client key, and each gives
// one order and one hold; the bank settles what the crash left at it, and the books still balance.

const BURST = 12;

/** The newest SMS code the server (DEMO=1) logged for a mobile. */
async function smsCodeIn(p: Proc, phone: string): Promise<string> {
  for (let i = 0; i < 400; i++) {
    const line = p.logs.findLast((l) => l.channel === 'sms' && String(l.target).endsWith(phone));
    const m = line && /\b(\d{6})\b/.exec(String(line.text));
    if (m) return m[1];
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no SMS code for ${phone}`);
}

interface Shot {
  op: CreatedOperator;
  client: TestClient;
  sms: string;
  key: string;
  amount: string;
  /** The order number the server answered before the kill, when it did. */
  answered: string | null;
}

/** What the crash left, read straight from the database (the server is dead). */
async function books(db: Db, merchantId: string) {
  const report = await checkLedger(db);
  const half = await db.query<{ order_no: string; holds: number; ends: number }>(
    `select f.order_no,
            (select count(*)::int from ledger_entries e where e.ref_no = f.order_no and e.entry_type = 'WITHDRAW_FREEZE') holds,
            (select count(*)::int from ledger_entries e where e.ref_no = f.order_no
                and e.entry_type in ('WITHDRAW', 'WITHDRAW_RELEASE')) ends
       from fund_orders f where f.merchant_id = $1 and f.kind = 'WITHDRAW'`,
    [merchantId],
  );
  const orphans = await db.query<{ n: number }>(
    `select count(*)::int n from ledger_entries e where e.org_id = $1
        and e.entry_type in ('WITHDRAW_FREEZE', 'WITHDRAW', 'WITHDRAW_RELEASE')
        and not exists (select 1 from fund_orders f where f.order_no = e.ref_no and f.kind = 'WITHDRAW')`,
    [merchantId],
  );
  const frozen = await db.query<{ frozen: string; open: string }>(
    `select (select coalesce(sum(balance), 0) from ledger_accounts
              where owner_kind = 'merchant' and owner_id = $1 and code = 'FROZEN')::text frozen,
            (select coalesce(sum(amount), 0) from fund_orders
              where merchant_id = $1 and kind = 'WITHDRAW' and status = 'PROCESSING')::text open`,
    [merchantId],
  );
  const keys = await db.query<{ client_key: string; n: number }>(
    `select client_key, count(*)::int n from fund_orders where merchant_id = $1 group by 1`,
    [merchantId],
  );
  return {
    findings: report.findings,
    orders: half.rows,
    orphans: orphans.rows[0].n,
    frozen: Number(frozen.rows[0].frozen),
    open: Number(frozen.rows[0].open),
    keys: new Map(keys.rows.map((r) => [r.client_key, r.n])),
  };
}

describe('kill -9 of the real server during a withdrawal burst', () => {
  let proc: Proc | null = null;
  afterAll(() => stop(proc, 'SIGTERM'));

  it('leaves balanced books with no half-booked withdrawal, and a retry after the restart books each once', async () => {
    // The worker's own database (kept between the servers of this file, one at a time).
    const first = await startTestServer({ fresh: false, env: { simRate: 0, settlementJob: false } });
    const m = await moneyMerchant(first.db);
    await book(first.db, m.stores[0].terminalNo, { at: at(daysAgo(1)), amount: 500_000 });
    const ops: CreatedOperator[] = [];
    for (let i = 0; i < BURST; i++) {
      const op = await createOperator(first.db, { orgKind: 'merchant', orgId: m.id, codes: ['31'] });
      await setPayPassword(first.db, op.id);
      ops.push(op);
    }
    const { dataDir, databaseUrl, databaseSchema } = first.config;
    // The embedded database admits one process: this one lets go before the server starts.
    await first.close();

    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(databaseSchema ? { DATABASE_SCHEMA: databaseSchema } : {}),
      HOST: '127.0.0.1',
      SEED: 'off',
      SIM_RATE: '0',
      CAPTCHA: 'off',
      DEMO: 'on',
      LOG_LEVEL: 'info',
      SETTLEMENT_JOB: 'off',
      RECONCILIATION_JOB: 'off',
      CHANNEL_FILES_JOB: 'off',
      BILL_JOB: 'off',
      STATEMENT_JOB: 'off',
      // Slow enough that the kill finds withdrawals at the bank; some fail (their holds are released).
      BANK_FAIL_RATE: '0.3',
      BANK_DELAY_MS: '300-1500',
    };
    const index: EndpointIndex = new Map();
    for (const def of allEndpoints) {
      const entry = { url: classicUrl(def), encrypted: def.encrypted !== false, bound: def.bound };
      index.set(classicUrl(def), entry);
      index.set(`${def.prefix}:${def.path}`, entry);
      if (!index.has(def.path)) index.set(def.path, entry);
    }

    proc = await startServerProcess(env);
    const server = proc;
    // Each operator signs in through the login call and asks for its withdrawal code.
    const shots: Shot[] = [];
    for (const [i, op] of ops.entries()) {
      const client = new TestClient(server.url, index);
      const r = await client.login(op.loginName, op.password, doorOf(op));
      expect(code(r), `login of ${op.loginName}`).toBe(OK);
      expect(code(await client.call('account/sendFundSmsCode', { kind: 'WITHDRAW' }))).toBe(OK);
      const amount = `${10 + i}.${String(i).padStart(2, '0')}`;
      shots.push({
        op,
        client,
        sms: await smsCodeIn(server, op.phone),
        key: newFormId(),
        amount,
        answered: null,
      });
    }

    const withdraw = (s: Shot) =>
      s.client.call('withdraw/withdraw', {
        amount: s.amount,
        pay_password: PAY_PASSWORD,
        sms_code: s.sms,
        client_key: s.key,
      });
    // The burst: every withdrawal at once; the kill comes when a quarter of them have been answered.
    let answers = 0;
    let killed: Promise<void> | null = null;
    const burst = shots.map(async (s) => {
      try {
        const r = await withdraw(s);
        if (code(r) === OK) s.answered = r.data.order_no;
        else throw new Error(`withdrawal answered ${code(r)}`);
        if (++answers >= BURST / 4) killed ??= stop(server, 'SIGKILL');
      } catch (e) {
        // A request cut off by the kill has no answer (a refused or reset connection, or half an answer);
        // before the kill any error is a failure of the test.
        if (!killed) throw e;
      }
    });
    await Promise.all(burst);
    await (killed ?? stop(server, 'SIGKILL'));
    const cut = shots.filter((s) => !s.answered);
    expect(cut.length, 'requests cut off by the kill').toBeGreaterThan(0);

    // The books as the crash left them.
    const db = await openDb({ dataDir, databaseUrl, databaseSchema });
    let after: Awaited<ReturnType<typeof books>>;
    try {
      after = await books(db, m.id);
    } finally {
      await db.close();
    }
    expect(after.findings).toEqual([]);
    expect(after.orphans).toBe(0);
    for (const o of after.orders) {
      expect(o.holds, `holds of ${o.order_no}`).toBe(1);
      expect(o.ends, `ends of ${o.order_no}`).toBeLessThanOrEqual(1);
    }
    expect(after.frozen).toBe(after.open);
    for (const s of shots) if (s.answered) expect(after.keys.get(s.key)).toBe(1);

    // The same data, a new process: the interrupted requests are sent again with their client keys (and
    // the answered ones too: they are answered with their order, not booked again).
    proc = await startServerProcess(env);
    for (const s of shots) s.client.useServer(proc.url);
    const again = await Promise.all(shots.map((s) => withdraw(s)));
    for (const [i, r] of again.entries()) {
      expect(code(r), `retry ${i}`).toBe(OK);
      if (shots[i].answered) expect(r.data.order_no).toBe(shots[i].answered);
    }
    const orderNos = new Set(again.map((r) => r.data.order_no));
    expect(orderNos.size).toBe(BURST);
    // The bank settles every order, those the crash left at it included (the start asks it again).
    const c = shots[0].client;
    for (let i = 0; i < 600; i++) {
      const list = await c.call('account/fundOrderList', { kind: 'WITHDRAW', page_size: 100 });
      const rows = list.data.rows as { order_no: string; status: string }[];
      if (rows.filter((r) => orderNos.has(r.order_no) && r.status !== 'PROCESSING').length === BURST) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await stop(proc, 'SIGTERM');

    const db2 = await openDb({ dataDir, databaseUrl, databaseSchema });
    try {
      const end = await books(db2, m.id);
      expect(end.findings).toEqual([]);
      expect(end.orphans).toBe(0);
      expect(end.orders).toHaveLength(BURST);
      for (const o of end.orders) expect([o.order_no, o.holds, o.ends]).toEqual([o.order_no, 1, 1]);
      expect(end.open).toBe(0);
      expect(end.frozen).toBe(0);
      for (const s of shots) expect(end.keys.get(s.key), `orders of key ${s.key}`).toBe(1);
    } finally {
      await db2.close();
    }
  }, 300_000);
});
