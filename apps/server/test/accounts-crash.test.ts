import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLedger, resumeFundOrders } from '../src/modules/accounts/index.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { at, book, daysAgo, moneyMerchant } from './money-helpers.ts';

// A kill -9 during a withdrawal burst (issue 12): a process places withdrawals and recharges and settles
// them with the bank, as the server does, on the test database; it is killed with SIGKILL mid-burst. The
// next server start asks the bank again for the orders left PROCESSING, and the ledger check passes:
// whatever was cut off was rolled back whole.

const serverDir = path.resolve(import.meta.dirname, '..');

/** Places orders for ever (20 at a time), each answered by the local bank after a few ms, and says how many. */
const BURST = `
import { openDb } from ${JSON.stringify(path.join(serverDir, 'src/db/client.ts'))};
import { placeFundOrder, submitFundOrder } from ${JSON.stringify(path.join(serverDir, 'src/modules/accounts/index.ts'))};
import { createLocalBank } from ${JSON.stringify(path.join(serverDir, 'src/ports/bank-local.ts'))};
import { newFormId } from '@mp/core';
const [dataDir, url, schema, merchantId] = process.argv.slice(1);
const db = await openDb({ dataDir, databaseUrl: url || null, databaseSchema: schema || null });
const deps = { db, ports: { bank: createLocalBank({ failRate: 0.3, delayMs: [1, 20] }), clock: { now: () => new Date() } },
  log: { error() {}, info() {}, warn() {} } };
const account = { bankName: 'Test Bank', accountNo: '6222021234567890123', accountName: 'Test' };
let placed = 0;
for (;;) {
  await Promise.all(Array.from({ length: 20 }, async (_, i) => {
    const kind = i % 5 === 0 ? 'RECHARGE' : 'WITHDRAW';
    try {
      const p = await placeFundOrder(db, { kind, merchantId, operatorId: null, amount: 100 + i * 10,
        clientKey: newFormId(), hash: String(i), bankCode: 'SETTLE', remark: '', account, approval: 'NONE', at: new Date() });
      placed++;
      void submitFundOrder(deps, p.orderNo);
    } catch (e) { if (e?.code !== 'ACC10001') throw e; }
  }));
  process.stdout.write(placed + '\\n');
}
`;

describe('a kill -9 during a withdrawal burst', () => {
  let server: TestServer | null = null;
  afterAll(() => server?.close());

  it('leaves a balanced ledger, and the next start settles the orders left at the bank', async () => {
    const first = await startTestServer({ fresh: false, env: { simRate: 0, settlementJob: false } });
    const m = await moneyMerchant(first.db);
    await book(first.db, m.stores[0].terminalNo, { at: at(daysAgo(1)), amount: 500_000 });
    const { dataDir, databaseUrl, databaseSchema } = first.config;
    // On the embedded database one process at a time holds the data directory.
    await first.close();

    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        BURST,
        dataDir,
        databaseUrl ?? '',
        databaseSchema ?? '',
        m.id,
      ],
      { cwd: serverDir, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    let placed = 0;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the burst placed only ${placed} orders`)), 90_000);
      child.stdout!.on('data', (chunk: Buffer) => {
        placed = Number(chunk.toString().trim().split('\n').at(-1));
        if (placed >= 100) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    child.kill('SIGKILL');
    await exited;

    server = await startTestServer({
      fresh: false,
      env: { simRate: 0, settlementJob: false, bankFailRate: 0, bankDelayMs: [1, 10] },
    });
    // As the server's start does (jobs/money-background.ts): the orders left PROCESSING go to the bank again.
    const resumed = await resumeFundOrders({
      db: server.db,
      ports: server.built.platform.ports,
      log: server.built.logger,
    });
    expect(resumed).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < 400; i++) {
      const open = await server.db.query<{ n: number }>(
        `select count(*)::int n from fund_orders where merchant_id = $1 and status = 'PROCESSING'`,
        [m.id],
      );
      if (open.rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    const orders = await server.db.query<{ status: string; n: number }>(
      `select status, count(*)::int n from fund_orders where merchant_id = $1 group by 1 order by 1`,
      [m.id],
    );
    expect(orders.rows.find((r) => r.status === 'PROCESSING')).toBeUndefined();
    expect(orders.rows.reduce((s, r) => s + r.n, 0)).toBeGreaterThanOrEqual(100);
    const report = await checkLedger(server.db);
    expect(report.findings).toEqual([]);
    // Each withdrawal's hold ended in exactly one WITHDRAW or WITHDRAW_RELEASE.
    const holds = await server.db.query<{ n: number }>(
      `select count(*)::int n from ledger_entries f where f.entry_type = 'WITHDRAW_FREEZE' and f.org_id = $1
          and (select count(*) from ledger_entries e where e.ref_no = f.ref_no
                and e.entry_type in ('WITHDRAW', 'WITHDRAW_RELEASE')) <> 1`,
      [m.id],
    );
    expect(holds.rows[0].n).toBe(0);
  }, 240_000);
});
