import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { demoClient } from './money-helpers.ts';
import type { TestClient } from './test-client.ts';

/** The money modules' export sources through the one export machine, on the demo data. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { simRate: 0 } });
});
afterAll(() => server?.close());

const ymd = (daysAgo: number) =>
  new Date(Date.now() + 8 * 3600_000 - daysAgo * 86400_000).toISOString().slice(0, 10).replaceAll('-', '');

async function csvOf(c: TestClient, url: string): Promise<string[]> {
  const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(server.url + url, { headers: { cookie } });
  expect(res.status).toBe(200);
  return (await res.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
}

describe('export sources of the money views', () => {
  it('exports settlements with totals matching the settlement query and the account masked', async () => {
    const c = await demoClient(server, 'demo_merchant');
    const filters = { start_date: ymd(10), end_date: ymd(2) };
    const list = await c.call('settle/settleList', { ...filters, page_no: 1, page_size: 100, mask: 'N' });
    expect(list.gda.msg_cd).toBe('SCM00000');
    const r = await c.call('pc/exportData', { source: 'settlements', filters, format: 'CSV' });
    expect(r.gda.msg_cd).toBe('SCM00000');
    expect(r.data.row_count).toBe(list.data.total_count);
    const lines = await csvOf(c, r.data.download_url);
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
      const lines = await csvOf(c, r.data.download_url);
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
    const lines = await csvOf(c, r.data.download_url);
    expect(lines[0]).toContain('對賬日期');
    expect(lines.length - 1).toBe(q.data.total_count);
  });
});
