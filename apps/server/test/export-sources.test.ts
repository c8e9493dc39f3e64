import { addDaysYmd, todayYmd } from '@mp/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/types.ts';
import { csvOf } from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { demoClient } from './money-helpers.ts';

/** The money modules' export sources through the one export machine, on the demo data. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { simRate: 0 } });
});
afterAll(() => server?.close());

const ymd = (daysAgo: number) => addDaysYmd(todayYmd(), -daysAgo)!;

/** What `fn` answers, and how many statements matching `pattern` the server's database ran meanwhile. */
async function statementsDuring<T>(
  pattern: RegExp,
  fn: () => Promise<T>,
): Promise<{ result: T; runs: number }> {
  const db = server.db;
  const query = db.query;
  let n = 0;
  db.query = ((sql: string, params?: unknown[]) => {
    if (pattern.test(sql)) n += 1;
    return query.call(db, sql, params);
  }) as Db['query'];
  try {
    const result = await fn();
    return { result, runs: n };
  } finally {
    db.query = query;
  }
}

describe('export sources of the money views', () => {
  it('runs the totals of a refund or collection export once, and exports every row they count', async () => {
    const c = await demoClient(server, 'demo_merchant');
    const filters = { start_date: ymd(10), end_date: ymd(2) };
    for (const [source, totals] of [
      ['refunds', /as success_amount/],
      ['collections', /sum\(\w+\.refunded_amount\)/],
    ] as const) {
      const { result: r, runs } = await statementsDuring(totals, () =>
        c.call('pc/exportData', { source, filters, format: 'CSV' }),
      );
      expect(r.gda.msg_cd, source).toBe('SCM00000');
      expect(runs, source).toBe(1);
      expect(r.data.row_count, source).toBeGreaterThan(0);
      const lines = await csvOf(server, c, r.data.download_url);
      expect(lines.length - 1, source).toBe(r.data.row_count);
    }
  });

  it('exports settlements with totals matching the settlement query and the account masked', async () => {
    const c = await demoClient(server, 'demo_merchant');
    const filters = { start_date: ymd(10), end_date: ymd(2) };
    const list = await c.call('settle/settleList', { ...filters, page_no: 1, page_size: 100, mask: 'N' });
    expect(list.gda.msg_cd).toBe('SCM00000');
    const r = await c.call('pc/exportData', { source: 'settlements', filters, format: 'CSV' });
    expect(r.gda.msg_cd).toBe('SCM00000');
    expect(r.data.row_count).toBe(list.data.total_count);
    const lines = await csvOf(server, c, r.data.download_url);
    expect(lines[0]).toContain('結算金額(MOP)');
    expect(lines.length - 1).toBe(list.data.total_count);
    const account = String(list.data.rows[0].account_no);
    expect(lines.join('\n')).not.toContain(account);
    expect(lines.join('\n')).toContain(`${account.slice(0, 6)}`);
  });

  it('refuses settlement export to an operator without code 44, and payments export follows code 43', async () => {
    const op = await demoClient(server, 'demo_operator');
    const filters = { start_date: ymd(10), end_date: ymd(2) };
    const refused = await op.call('pc/exportData', { source: 'settlements', filters, format: 'CSV' });
    expect(refused.gda.msg_cd).toBe('SCM40301');
    const c = await demoClient(server, 'demo_merchant');
    const count = await c.call('trade/paymentCount', filters);
    expect(count.gda.msg_cd).toBe('SCM00000');
    const r = await c.call('pc/exportData', { source: 'payments', filters, format: 'CSV' });
    if (count.data.total_count > 5000) {
      expect(r.gda.msg_cd).toBe('SCM40025');
    } else {
      expect(r.gda.msg_cd).toBe('SCM00000');
      expect(r.data.row_count).toBe(count.data.total_count);
      const lines = await csvOf(server, c, r.data.download_url);
      expect(lines.length - 1).toBe(count.data.total_count);
    }
  });

  it("exports the service provider's reconciliation with the same count as its query", async () => {
    const c = await demoClient(server, 'demo_agent');
    const filters = { start_date: ymd(5), end_date: ymd(2) };
    const q = await c.call('gather/rltQuery', { ...filters, page_no: 1, page_size: 10 });
    expect(q.gda.msg_cd).toBe('SCM00000');
    expect(q.data.total_count).toBeGreaterThan(0);
    const r = await c.call('pc/exportData', { source: 'reconciliation', filters, format: 'CSV' });
    expect(r.gda.msg_cd).toBe('SCM00000');
    const lines = await csvOf(server, c, r.data.download_url);
    expect(lines[0]).toContain('對賬日期');
    expect(lines.length - 1).toBe(q.data.total_count);
  });
});
