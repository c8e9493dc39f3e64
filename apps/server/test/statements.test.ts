import { todayYmd } from '@mp/core';
import { startOfYmd } from '@mp/core/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverStatements } from '../src/modules/accounts/index.ts';
import { lastClosedPeriod, MAX_TRIES, retryWaitMs } from '../src/modules/accounts/statements.ts';
import { auditRows, code, OK } from './admin-helpers.ts';
import { createOperator } from './fixtures.ts';
import type { TestServer } from './harness.ts';
import { at, book, clientOf, daysAgo, moneyMerchant, startMoneyServer } from './money-helpers.ts';

// Statement subscriptions (issue 12, point 7b): chosen on the page, delivered to the download centre and
// by mail, a failed mail tried again with a growing wait and then given up, several runs delivering once.
let server: TestServer;
const d1 = daysAgo(1);
// 01:00 Macau today: the runs below stay within today, so the due periods do not move between them.
const base = new Date(startOfYmd(todayYmd()).getTime() + 3_600_000);
const later = (ms: number) => new Date(base.getTime() + ms);

beforeAll(async () => {
  server = await startMoneyServer({ statementJob: false });
}, 240_000);
afterAll(() => server?.close());

function deps(mail?: 'down') {
  const p = server.built.platform;
  const ports =
    mail === 'down'
      ? {
          ...p.ports,
          mail: {
            send: async () => {
              throw new Error('mail server unavailable');
            },
          },
        }
      : p.ports;
  return { db: server.db, config: p.config, ports, log: server.built.logger };
}

async function deliveries(client: Awaited<ReturnType<typeof clientOf>>) {
  const r = await client.call('account/statementSubList', {});
  expect(code(r)).toBe(OK);
  return r.data;
}

async function outbox(to: string) {
  return (
    await server.db.query<{ subject: string; body: string }>(
      `select subject, body from message_outbox where channel = 'mail' and target = $1 order by id`,
      [to],
    )
  ).rows;
}

describe('periods', () => {
  it('are yesterday, last Monday to Sunday and last month', () => {
    const wed = new Date('2026-11-25T04:00:00Z'); // Wednesday 25 November 2026, noon in Macau
    expect(lastClosedPeriod('DAILY', wed)).toEqual({
      period: 'D20261124',
      first: '20261124',
      last: '20261124',
    });
    expect(lastClosedPeriod('WEEKLY', wed)).toEqual({
      period: 'W20261116',
      first: '20261116',
      last: '20261122',
    });
    expect(lastClosedPeriod('MONTHLY', wed)).toEqual({
      period: 'M202610',
      first: '20261001',
      last: '20261031',
    });
    const sunday = new Date('2026-11-22T04:00:00Z');
    expect(lastClosedPeriod('WEEKLY', sunday).period).toBe('W20261109');
    expect(retryWaitMs(1)).toBe(300_000);
    expect(retryWaitMs(4)).toBe(2_400_000);
  });
});

describe('statement subscriptions', () => {
  it('refuses what cannot be delivered, each refusal naming its field', async () => {
    const mm = await moneyMerchant(server.db);
    const c = await clientOf(server, mm.admin.id);
    const save = (b: object) =>
      c.call('account/statementSubSave', { kind: 'FLOWS', frequency: 'DAILY', email: '', ...b });
    const weekly = await save({ kind: 'FEE_BILL', frequency: 'WEEKLY' });
    expect([code(weekly), weekly.gda.msg_inf]).toEqual(['VAL10037', expect.stringContaining('frequency')]);
    const bad = await save({ email: 'not-an-address' });
    expect([code(bad), bad.gda.msg_inf]).toEqual(['VAL10002', expect.stringContaining('email')]);
    // Without the flows' code (32) the flows cannot be exported for them.
    const viewer = await createOperator(server.db, { orgKind: 'merchant', orgId: mm.id, codes: ['31'] });
    const vc = await clientOf(server, viewer.id);
    expect(
      code(await vc.call('account/statementSubSave', { kind: 'FLOWS', frequency: 'DAILY', email: '' })),
    ).toBe('SCM40301');
    expect((await deliveries(c)).subscriptions).toEqual([]);
  });

  it('delivers a period to the download centre and by mail, once, however many runs', async () => {
    const mm = await moneyMerchant(server.db);
    await book(server.db, mm.stores[0].terminalNo, { at: at(d1, '100000'), amount: 12_300 });
    const c = await clientOf(server, mm.admin.id);
    const email = `fin${mm.id}@example.com`;
    const saved = await c.call('account/statementSubSave', { kind: 'FLOWS', frequency: 'DAILY', email });
    expect(code(saved)).toBe(OK);
    expect(saved.data.subscriptions).toEqual([
      expect.objectContaining({ kind: 'FLOWS', frequency: 'DAILY', email: expect.stringContaining('***') }),
    ]);
    // Saved again without an address: the address saved before is kept (the page only sees it masked).
    const again = await c.call('account/statementSubSave', { kind: 'FLOWS', frequency: 'DAILY' });
    expect(again.data.subscriptions[0].email).toBe(saved.data.subscriptions[0].email);
    expect(await auditRows(server.db, mm.admin.id, 'statement_subscribe')).toHaveLength(2);

    // Two runs at once (two processes): each delivery is made by one of them.
    await Promise.all([deliverStatements(deps(), base), deliverStatements(deps(), base)]);
    await deliverStatements(deps(), later(60_000));
    const list = await deliveries(c);
    const mine = list.deliveries.filter((d: any) => d.period === `D${d1}`);
    expect(mine.map((d: any) => [d.channel, d.status, d.tries]).sort()).toEqual([
      ['CENTRE', 'SENT', 1],
      ['MAIL', 'SENT', 1],
    ]);
    const mails = await outbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain(d1);
    // The centre's file: an export job of the account flows, for yesterday, in the subscriber's centre.
    const jobs = await server.db.query<{ source: string; filters: any }>(
      `select source, filters from export_jobs where operator_id = $1`,
      [mm.admin.id],
    );
    expect(jobs.rows).toHaveLength(1);
    expect(jobs.rows[0].source).toBe('account_flows');
    expect(jobs.rows[0].filters).toMatchObject({ start_date: d1, end_date: d1 });
    const centre = await c.call('pc/appointmentDownload', { page_no: 1, page_size: 10 });
    expect(code(centre)).toBe(OK);
    expect(centre.data.rows.map((r: any) => r.source)).toContain('account_flows');
  });

  it('tries a failed mail again with a growing wait, then gives up, and shows it', async () => {
    const mm = await moneyMerchant(server.db);
    const c = await clientOf(server, mm.admin.id);
    const email = `down${mm.id}@example.com`;
    expect(
      code(await c.call('account/statementSubSave', { kind: 'FLOWS', frequency: 'MONTHLY', email })),
    ).toBe(OK);
    const mail = async () =>
      (await deliveries(c)).deliveries.find((d: any) => d.channel === 'MAIL' && d.period.startsWith('M'));

    await deliverStatements(deps('down'), base);
    expect(await mail()).toMatchObject({
      status: 'PENDING',
      tries: 1,
      last_error: 'mail server unavailable',
    });
    // Not before its time.
    await deliverStatements(deps('down'), later(retryWaitMs(1) - 1000));
    expect((await mail()).tries).toBe(1);
    let t = 0;
    for (let tries = 1; tries < MAX_TRIES; tries++) {
      t += retryWaitMs(tries);
      await deliverStatements(deps('down'), later(t));
    }
    expect(await mail()).toMatchObject({ status: 'FAILED', tries: MAX_TRIES, next_at: '' });
    // Given up: later runs leave it as it is; the centre's copy was delivered the first time.
    await deliverStatements(deps(), later(t + 86_400_000 / 2));
    expect((await mail()).status).toBe('FAILED');
    expect(await outbox(email)).toEqual([]);
    const centre = (await deliveries(c)).deliveries.find((d: any) => d.channel === 'CENTRE');
    expect(centre).toMatchObject({ status: 'SENT', tries: 1 });

    // Ending the subscription: nothing more is delivered, what was delivered stays listed.
    const off = await c.call('account/statementSubSave', { kind: 'FLOWS', frequency: 'OFF', email: '' });
    expect(off.data.subscriptions).toEqual([]);
    expect(off.data.deliveries.length).toBe(2);
  });

  it("keeps another merchant's subscriptions and deliveries out of the list", async () => {
    const outsider = await moneyMerchant(server.db);
    const oc = await clientOf(server, outsider.admin.id);
    expect(await deliveries(oc)).toEqual({ subscriptions: [], deliveries: [] });
  });
});
