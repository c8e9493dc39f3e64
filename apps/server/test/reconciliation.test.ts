import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NetworkPayType, Ports } from '../src/kernel/ports.ts';
import {
  listDifferences,
  reconcileDay,
  reconciliationJob,
  resolveDifference,
  runReconciliation,
  showDifference,
} from '../src/modules/settlement/index.ts';
import { type ChannelFault, channelFilesJob, publishChannelFiles } from '../src/modules/simulator/index.ts';
import { CHANNEL_FILE_HEADER } from '../src/ports/channel-file-format.ts';
import { channelFileKey } from '../src/ports/channel-files-local.ts';
import { code } from './admin-helpers.ts';
import { createServiceProviderWithAdmin, csvOf } from './fixtures.ts';
import type { TestServer } from './harness.ts';
import {
  at,
  book,
  clientOf,
  daysAgo,
  localChannelPorts,
  type MoneyMerchant,
  moneyMerchant,
  startMoneyServer,
} from './money-helpers.ts';
import { decideAs, itemOf, reviewer } from './review-helpers.ts';

// Reconciliation against the channels' settlement files (issue 25 point 6): the local network publishes
// each type's file of a day, reconciliation reads it through the channel-file port and matches it line by
// line; page 48 (gather/rltQuery, gather/rltDetail) shows it through the real server; the review kit's
// functions resolve the differences.

const OK = 'SCM00000';
const STAFF = { id: 'staff-1', name: 'Reviewer One' };

let server: TestServer;
let ports: ReturnType<typeof localChannelPorts>;
let sp: Awaited<ReturnType<typeof createServiceProviderWithAdmin>>;
let sp2: Awaited<ReturnType<typeof createServiceProviderWithAdmin>>;
let m: MoneyMerchant;
let m2: MoneyMerchant;

const dayA = daysAgo(3); // WECHAT: the file matches
const dayB = daysAgo(4); // ALIPAY: a line dropped, one added, an amount changed
const dayC = daysAgo(5); // UNIONPAY: a line twice and a malformed line (written by hand)
const dayD = daysAgo(6); // MCB: no header
const dayE = daysAgo(7); // HUAYIN: read by the scheduled run

const pay = (mm: MoneyMerchant, ymd: string, payType: NetworkPayType, amount: number, hhmmss = '100000') =>
  book(server.db, mm.stores[0].terminalNo, { at: at(ymd, hhmmss), amount, payType });

const publish = (ymd: string, faults: Partial<Record<NetworkPayType, ChannelFault[]>> = {}) =>
  publishChannelFiles(server.db, ports.files, ymd, { faults, faultRate: 0 });

const deps = () => ({ db: server.db, ports });

async function line(mm: MoneyMerchant, client = sp, ymd: string, payType: NetworkPayType) {
  const c = await clientOf(server, client.admin.id);
  const q = await c.call('gather/rltQuery', {
    start_date: ymd,
    end_date: ymd,
    pay_type: payType,
    page_size: 100,
  });
  expect(q.gda.msg_cd).toBe(OK);
  return q.data.rows.find((r: any) => r.mer_no === mm.no);
}

async function detail(mm: MoneyMerchant, ymd: string, payType: NetworkPayType, client = sp) {
  const c = await clientOf(server, client.admin.id);
  return c.call('gather/rltDetail', { mer_no: mm.no, rlt_date: ymd, pay_type: payType });
}

const booked: Record<string, string[]> = {};

async function demoAgentId() {
  const r = await server.db.query<{ id: string }>(`select id from operators where login_name = 'demo_agent'`);
  return r.rows[0]?.id;
}

beforeAll(async () => {
  server = await startMoneyServer();
  ports = localChannelPorts();
  sp = await createServiceProviderWithAdmin(server.db);
  sp2 = await createServiceProviderWithAdmin(server.db);
  m = await moneyMerchant(server.db, { agentId: sp.id });
  m2 = await moneyMerchant(server.db, { agentId: sp2.id });
  booked.A = [await pay(m, dayA, 'WECHAT', 12_000), await pay(m, dayA, 'WECHAT', 3_456, '110000')];
  booked.B = [
    await pay(m, dayB, 'ALIPAY', 5_000),
    await pay(m, dayB, 'ALIPAY', 6_000, '110000'),
    await pay(m, dayB, 'ALIPAY', 7_000, '120000'),
  ];
  booked.B2 = [await pay(m2, dayB, 'ALIPAY', 9_000)];
  booked.C = [await pay(m, dayC, 'UNIONPAY', 1_000), await pay(m, dayC, 'UNIONPAY', 2_000, '110000')];
  booked.D = [await pay(m, dayD, 'MCB', 4_000)];
  booked.E = [await pay(m, dayE, 'HUAYIN', 8_000)];
});

afterAll(async () => {
  await server?.close();
  ports?.dispose();
});

describe('reconciliation against the channel settlement files', () => {
  it('leaves a day PENDING until its file is read, and makes a matching day RECONCILED', async () => {
    expect(await line(m, sp, dayA, 'WECHAT')).toMatchObject({ status: 'PENDING', matched_count: 0 });
    expect(await reconcileDay(deps(), 'WECHAT', dayA, new Date())).toBeNull(); // not published yet
    await publish(dayA);
    const report = await reconcileDay(deps(), 'WECHAT', dayA, new Date());
    expect(report).toMatchObject({ missingOurs: 0, missingTheirs: 0, amountDiffs: 0, problems: 0 });
    expect(report!.matched).toBeGreaterThanOrEqual(2);
    expect(await line(m, sp, dayA, 'WECHAT')).toMatchObject({
      status: 'RECONCILED',
      matched_count: 2,
      matched_amount: 15_456,
      missing_ours_count: 0,
      missing_theirs_count: 0,
      diff_count: 0,
      open_count: 0,
      txn_amount: 15_456,
    });
    // A second reading of the same day changes nothing.
    expect(await reconcileDay(deps(), 'WECHAT', dayA, new Date())).toBeNull();
    expect(await line(m, sp, dayA, 'WECHAT')).toMatchObject({ matched_count: 2 });
  });

  it('finds a dropped line, a line we do not have and a changed amount, each as its kind', async () => {
    await publish(dayB, {
      ALIPAY: [
        { kind: 'drop', orderNo: booked.B[0] },
        { kind: 'amount', orderNo: booked.B[1], amount: 6_100 },
        { kind: 'extra', merNo: m.no, amount: 777, orderNo: 'XNOTOURS0001' },
        { kind: 'drop', orderNo: booked.B2[0] },
      ],
    });
    await reconcileDay(deps(), 'ALIPAY', dayB, new Date());
    expect(await line(m, sp, dayB, 'ALIPAY')).toMatchObject({
      status: 'DIFFERENCES',
      matched_count: 1,
      matched_amount: 7_000,
      missing_theirs_count: 1,
      missing_theirs_amount: 5_000,
      missing_ours_count: 1,
      missing_ours_amount: 777,
      diff_count: 1,
      diff_amount: 100,
      open_count: 3,
    });
    const d = await detail(m, dayB, 'ALIPAY');
    expect(d.gda.msg_cd).toBe(OK);
    const byKind = Object.fromEntries(d.data.differences.map((x: any) => [x.kind, x]));
    expect(Object.keys(byKind).sort()).toEqual(['AMOUNT_DIFF', 'MISSING_OURS', 'MISSING_THEIRS']);
    expect(byKind.MISSING_THEIRS).toMatchObject({ order_no: booked.B[0], our_amount: 5_000, line_no: 0 });
    expect(byKind.AMOUNT_DIFF).toMatchObject({
      order_no: booked.B[1],
      their_amount: 6_100,
      our_amount: 6_000,
      diff_amount: 100,
      status: 'UNRESOLVED',
    });
    expect(byKind.AMOUNT_DIFF.line_no).toBeGreaterThan(1);
    expect(byKind.MISSING_OURS).toMatchObject({ order_no: 'XNOTOURS0001', their_amount: 777 });
    expect(byKind.MISSING_OURS.line_text).toContain(',XNOTOURS0001,');
    // The page's status filter and totals.
    const c = await clientOf(server, sp.admin.id);
    const q = await c.call('gather/rltQuery', { start_date: dayB, end_date: dayB, status: 'DIFFERENCES' });
    expect(q.data.rows.map((r: any) => `${r.mer_no}:${r.pay_type}`)).toEqual([`${m.no}:ALIPAY`]);
    expect(q.data.totals).toMatchObject({ count: 1, diff_count: 1, missing_ours_count: 1, open_count: 3 });
  });

  it('exports the match counts with each line (the exports kit)', async () => {
    const c = await clientOf(server, sp.admin.id);
    const filters = { start_date: dayB, end_date: dayB, pay_type: 'ALIPAY' };
    const r = await c.call('pc/exportData', { source: 'reconciliation', filters, format: 'CSV' });
    expect(r.gda.msg_cd).toBe(OK);
    const [head, ...rows] = await csvOf(server, c, r.data.download_url);
    const cols = head.split(',');
    for (const title of [
      '對賬狀態',
      '相符筆數',
      '我方缺失筆數',
      '通道缺失筆數',
      '金額不符筆數',
      '待處理差異',
    ])
      expect(cols).toContain(title);
    expect(rows).toHaveLength(1);
    const cells = rows[0].split(',');
    const cell = (title: string) => cells[cols.indexOf(title)];
    expect(cell('商戶編號')).toBe(m.no);
    expect(cell('對賬狀態')).toBe('有差異');
    expect([cell('相符筆數'), cell('我方缺失筆數'), cell('通道缺失筆數'), cell('金額不符筆數')]).toEqual([
      '1',
      '1',
      '1',
      '1',
    ]);
  });

  it('shows the service area only its own merchants’ lines and differences', async () => {
    // m2 (sp2's) lost its line on the same file; sp sees neither its line nor its differences.
    expect(await line(m2, sp, dayB, 'ALIPAY')).toBeUndefined();
    expect((await detail(m2, dayB, 'ALIPAY')).gda.msg_cd).toBe('SCM40401');
    expect(await line(m2, sp2, dayB, 'ALIPAY')).toMatchObject({
      status: 'DIFFERENCES',
      missing_theirs_count: 1,
    });
    const other = await detail(m2, dayB, 'ALIPAY', sp2);
    expect(other.data.differences.map((x: any) => x.order_no)).toEqual([booked.B2[0]]);
    expect(await line(m, sp2, dayB, 'ALIPAY')).toBeUndefined();
    expect((await detail(m, dayB, 'ALIPAY', sp2)).gda.msg_cd).toBe('SCM40401');
    // The staff's list names every merchant; by merchant number, only that one's.
    const mine = await listDifferences(server.db, { merNo: m.no, from: dayB, to: dayB });
    expect(mine.total).toBe(3);
    expect(new Set(mine.rows.map((r) => r.mer_no))).toEqual(new Set([m.no]));
    expect((await listDifferences(server.db, { merNo: 'M-NOBODY' })).total).toBe(0);
  });

  it('reports a line listed twice and a malformed line with their line numbers, matching nothing twice', async () => {
    const [p1, p2] = booked.C;
    const ln = (no: string, amount: number) => `UP${no},${no},${m.no},PAYMENT,${amount},MOP,6,${dayC}100000`;
    const text = [
      CHANNEL_FILE_HEADER,
      ln(p1, 1_000),
      ln(p1, 1_000),
      `UPBAD,TBAD,${m.no},PAYMENT,12.50,MOP,0,${dayC}100000`,
      ln(p2, 2_000),
      'TRAILER,4,4000',
      '',
    ].join('\n');
    await ports.files.put(channelFileKey('UNIONPAY', dayC), Buffer.from(text));
    const report = await reconcileDay(deps(), 'UNIONPAY', dayC, new Date());
    // The hand-written file lists only m's payments: the demo merchants' rows of the day are missing on it.
    expect(report).toMatchObject({ matched: 2, missingOurs: 0, amountDiffs: 0, problems: 2 });
    expect(await line(m, sp, dayC, 'UNIONPAY')).toMatchObject({
      status: 'DIFFERENCES',
      matched_count: 2,
      matched_amount: 3_000,
      problem_count: 2,
      open_count: 2,
    });
    const d = await detail(m, dayC, 'UNIONPAY');
    const problems = d.data.differences.map((x: any) => [x.kind, x.line_no]);
    expect(problems).toEqual([
      ['DUPLICATE_LINE', 3],
      ['MALFORMED_LINE', 4],
    ]);
    expect(d.data.differences[0].problem).toContain('line 2');
    expect(d.data.differences[1].problem).toContain('amount');
  });

  it('reads a file without its header as nothing listed, and says so on line 1', async () => {
    await ports.files.put(channelFileKey('MCB', dayD), Buffer.from('garbage,,\nmore\n'));
    const report = await reconcileDay(deps(), 'MCB', dayD, new Date());
    expect(report).toMatchObject({ matched: 0, problems: 1 });
    expect(report!.missingTheirs).toBeGreaterThanOrEqual(1);
    const all = await listDifferences(server.db, { kind: 'FILE_HEADER', from: dayD, to: dayD });
    expect(all.rows).toEqual([expect.objectContaining({ line_no: 1, mer_no: '', pay_type: 'MCB' })]);
    expect(await line(m, sp, dayD, 'MCB')).toMatchObject({ status: 'DIFFERENCES', missing_theirs_count: 1 });
  });

  it('resolves differences with a reason and the staff member, once; the day becomes RECONCILED', async () => {
    const { rows } = await listDifferences(server.db, { merNo: m.no, from: dayB, to: dayB });
    expect(rows).toHaveLength(3);
    const shown = await showDifference(server.db, rows.find((r) => r.kind === 'AMOUNT_DIFF')!.id);
    expect(shown).toMatchObject({
      difference: { kind: 'AMOUNT_DIFF', their_amount: 6_100, our_amount: 6_000 },
      file: { line_no: expect.any(Number) },
      ours: { txn_no: booked.B[1], amount: 6_000, mer_no: m.no, txn_type: 'PAYMENT' },
    });
    expect(shown!.file.line_text).toContain(`,${booked.B[1]},`);
    expect(await showDifference(server.db, '999999999')).toBeNull();

    const refused = (p: Promise<unknown>) =>
      p.then(
        () => 'resolved',
        (e) => e.code,
      );
    const first = rows[0];
    expect(
      await refused(
        resolveDifference(server.db, { id: first.id, staff: STAFF, resolution: 'WRITE_OFF', reason: ' ' }),
      ),
    ).toBe('RCN10003');
    expect(
      await refused(
        resolveDifference(server.db, { id: '999999999', staff: STAFF, resolution: 'WRITE_OFF', reason: 'x' }),
      ),
    ).toBe('SCM40401');
    // Two reviewers at once: one wins, the other is told.
    const race = await Promise.all(
      [STAFF, { id: 'staff-2', name: 'Reviewer Two' }].map((staff) =>
        refused(
          resolveDifference(server.db, { id: first.id, staff, resolution: 'ACCEPT_OURS', reason: 'checked' }),
        ),
      ),
    );
    expect(race.sort()).toEqual(['RCN10001', 'resolved']);
    for (const r of rows.slice(1)) {
      const done = await resolveDifference(server.db, {
        id: r.id,
        staff: STAFF,
        resolution: r.kind === 'MISSING_OURS' ? 'WRITE_OFF' : 'ACCEPT_CHANNEL',
        reason: 'Agreed with the channel by phone',
      });
      expect(done).toMatchObject({
        status: 'RESOLVED',
        resolved_by: STAFF.name,
        reason: 'Agreed with the channel by phone',
      });
      expect(done.resolved_at).toMatch(/^\d{14}$/);
    }
    expect(
      await refused(
        resolveDifference(server.db, {
          id: rows[1].id,
          staff: STAFF,
          resolution: 'WRITE_OFF',
          reason: 'again',
        }),
      ),
    ).toBe('RCN10001');
    expect(await line(m, sp, dayB, 'ALIPAY')).toMatchObject({
      status: 'RECONCILED',
      open_count: 0,
      diff_count: 1,
    });
    // Read again after a resolution: refused, the record stays.
    expect(await refused(reconcileDay(deps(), 'ALIPAY', dayB, new Date(), { again: true }))).toBe('RCN10004');
    const resolved = await listDifferences(server.db, {
      merNo: m.no,
      status: 'RESOLVED',
      from: dayB,
      to: dayB,
    });
    expect(resolved.total).toBe(3);
  });

  it('is decided in the back office through the review kit: a file problem has no channel record to accept', async () => {
    const { rows } = await listDifferences(server.db, { merNo: m.no, from: dayC, to: dayC });
    const staff = await reviewer(server, 'reviewer');
    const item = await itemOf(staff.client, 'recon-difference', rows[0].id);
    expect(item).toMatchObject({ kind: 'recon-difference', mer_no: m.no, status: 'PENDING' });
    const shown = await staff.client.call('review/detail', { item_id: item.item_id });
    expect(code(shown)).toBe(OK);
    expect(JSON.stringify(shown.data)).toContain(rows[0].line_text || rows[0].problem);
    // No reason: refused before anything is resolved; accepting the channel's side of a problem: RCN10002.
    expect((await decideAs(staff.client, 'recon-difference', rows[0].id, 'WRITE_OFF')).code).not.toBe(OK);
    const wrong = await decideAs(staff.client, 'recon-difference', rows[0].id, 'ACCEPT_CHANNEL', {
      reason_text: 'x',
    });
    expect(wrong.code).toBe('RCN10002');
    for (const r of rows) {
      const done = await decideAs(staff.client, 'recon-difference', r.id, 'ACCEPT_OURS', {
        reason_code: 'OTHER',
        reason_text: 'channel resent',
      });
      expect(done.code).toBe(OK);
    }
    const after = await listDifferences(server.db, { merNo: m.no, from: dayC, to: dayC });
    expect(after.rows.every((r) => r.status === 'RESOLVED' && r.resolved_by === staff.name)).toBe(true);
    expect(await line(m, sp, dayC, 'UNIONPAY')).toMatchObject({ status: 'RECONCILED', matched_count: 2 });
  });

  it('the local network makes its own faults at the configured rate, so the demo days show differences', async () => {
    const day = daysAgo(9);
    const written = await publishChannelFiles(server.db, ports.files, day, { faultRate: 1 });
    const reports = await Promise.all(
      (Object.keys(written) as NetworkPayType[]).map((t) => reconcileDay(deps(), t, day, new Date())),
    );
    // Every file with business got one fault: a line dropped, one added or an amount changed.
    const withBusiness = reports.filter((r) => r && r.matched + r.missingTheirs + r.amountDiffs > 0);
    expect(withBusiness.length).toBeGreaterThan(0);
    for (const r of withBusiness) expect(r!.missingOurs + r!.missingTheirs + r!.amountDiffs).toBe(1);
    const demo = await clientOf(server, (await demoAgentId())!);
    const q = await demo.call('gather/rltQuery', { start_date: day, end_date: day, status: 'DIFFERENCES' });
    expect(q.data.total_count).toBeGreaterThan(0);
  });

  it('the scheduled run reads every settled day’s published file once', async () => {
    await publish(dayE);
    const first = await runReconciliation(deps(), new Date());
    // Day E's five types were published (HUAYIN with m's payment); the days read before are not read again.
    expect(first.map((r) => `${r.payType}:${r.day}`)).toContain(`HUAYIN:${dayE}`);
    expect(first.map((r) => r.day).every((d) => d === dayE || d === dayA || d === dayB)).toBe(true);
    expect(first.some((r) => r.payType === 'ALIPAY' && r.day === dayB)).toBe(false);
    expect(await runReconciliation(deps(), new Date())).toEqual([]);
    expect(await line(m, sp, dayE, 'HUAYIN')).toMatchObject({ status: 'RECONCILED', matched_count: 1 });
  });

  it('at a demo start the channels publish the last 35 days and the reconciliation finds differences on some', async () => {
    const jobDeps = {
      db: server.db,
      config: { ...server.config, channelFileFaultRate: 0.1 },
      ports: ports as unknown as Ports,
      log: server.built.logger,
    };
    const now = new Date();
    const published = await channelFilesJob.run(jobDeps, now);
    expect(Object.keys((published as { published: object }).published).length).toBeGreaterThan(20);
    const run = (await reconciliationJob.run(jobDeps, now)) as { files: number; withDifferences: string[] };
    expect(run.files).toBeGreaterThan(100);
    expect(run.withDifferences.length).toBeGreaterThan(0);
    // Nothing left to publish or read.
    expect(await channelFilesJob.run(jobDeps, now)).toBeNull();
    expect(await reconciliationJob.run(jobDeps, now)).toBeNull();
  }, 120_000);
});
