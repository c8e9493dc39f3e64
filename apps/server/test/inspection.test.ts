import { addDaysYmd, macauTime14, todayYmd } from '@mp/core';
import { nextMacauWorkingDay } from '@mp/core/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRequirements } from '../src/modules/inspection/index.ts';
import { code, OK, signIn } from './admin-helpers.ts';
import { type CreatedOrg, createMerchantWithAdmin, createServiceProviderWithAdmin } from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { decideAs, itemOf } from './review-helpers.ts';
import { createStaff, type TestStaff } from './staff-helpers.ts';
import type { TestClient } from './test-client.ts';

// Requirements, escalation, inspection and file collection (issue 29 points 1-3), through the real server.
let server: TestServer;
let agent: CreatedOrg<'service'>;
let m1: CreatedOrg<'merchant'>;
let m2: CreatedOrg<'merchant'>;
let c1: TestClient;
let c2: TestClient;
let agentClient: TestClient;
let staffA: TestStaff;
let staffB: TestStaff;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SITE = { lat: 22.1987, lng: 113.5439 };
const today = () => todayYmd(new Date());
const inDays = (n: number) => addDaysYmd(today(), n) ?? '';
/** A deadline on a day off (weekend, Macau holiday) moves to the next working day: the one calendar. */
const deadlineOf = (ymd: string) => nextMacauWorkingDay(ymd);

/** The merchant's documents in force: a passport (free expiry) and the registration, by date. */
async function setDocuments(merchantId: string, idExpiry: string, licenceExpiry: string) {
  const base = {
    legal_name: 'Chan Tai Man',
    id_type: 'PASSPORT',
    id_no: 'E12345678',
    id_issue_date: '20200110',
    id_expiry: idExpiry,
    licence_expiry: licenceExpiry,
    files: {},
  };
  await server.db.query(
    `insert into merchant_profiles (merchant_id, base_info) values ($1, $2)
       on conflict (merchant_id) do update set base_info = excluded.base_info`,
    [merchantId, JSON.stringify(base)],
  );
}

async function upload(c: TestClient, purpose: string, content = PNG, name = 'a.png'): Promise<string> {
  const r = await c.call('file/upload', {
    purpose,
    file_name: name,
    content_base64: content.toString('base64'),
  });
  expect(code(r)).toBe(OK);
  return r.data.file_id;
}

const jobDeps = () => ({
  db: server.db,
  config: server.config,
  ports: server.built.platform.ports,
  log: server.built.logger,
});

async function mailTo(to: string): Promise<string[]> {
  const r = await server.db.query<{ body: string }>(
    "select body from message_outbox where channel = 'mail' and target = $1 order by id",
    [to],
  );
  return r.rows.map((x) => x.body);
}

const tokenIn = (body: string) => /h5CollectFile\?t=([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '';

beforeAll(async () => {
  server = await startTestServer({ env: { simRate: 0 } });
  agent = await createServiceProviderWithAdmin(server.db);
  m1 = await createMerchantWithAdmin(server.db, { agentId: agent.id });
  m2 = await createMerchantWithAdmin(server.db);
  c1 = await signIn(server, m1.admin);
  c2 = await signIn(server, m2.admin);
  agentClient = await signIn(server, agent.admin);
  staffA = await createStaff(server, 'approver');
  staffB = await createStaff(server, 'approver');
});
afterAll(() => server?.close());

describe('requirements and reminders', () => {
  it('lists documents due now and upcoming with deadline and consequence, the merchant its own only', async () => {
    await setDocuments(m1.id, inDays(20), inDays(50));
    const r = await c1.call('inspection/requirements');
    expect(code(r)).toBe(OK);
    expect(r.data.level).toBe(0);
    const id = r.data.list.find((x: any) => x.kind === 'ID_DOCUMENT');
    expect(id).toMatchObject({
      group: 'DUE_NOW',
      expires: inDays(20),
      deadline: deadlineOf(inDays(20)),
      restriction: '',
    });
    expect(id.next_restriction).toBe('INS10007');
    expect(id.next_at).toBe(addDaysYmd(deadlineOf(inDays(20)), 1));
    expect(r.data.list.find((x: any) => x.kind === 'LICENCE')).toMatchObject({ group: 'UPCOMING' });
    // The other merchant has none of them.
    expect((await c2.call('inspection/requirements')).data.list).toEqual([]);
  });

  it('sends each reminder step once by mail with a 7-day phone link, and the provider sees the state', async () => {
    await runRequirements(jobDeps(), new Date());
    await runRequirements(jobDeps(), new Date());
    const mails = await mailTo(m1.admin.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('h5CollectFile?t=');
    const t = tokenIn(mails[0]);
    const page = await server.client().call('collectfile/h5Page', { t });
    expect(code(page)).toBe(OK);
    expect(page.data).toMatchObject({ purpose: 'REMINDER', spent: false });
    expect(page.data.requirements.list.length).toBe(2);
    const state = await agentClient.call('inspection/merchantState', {});
    expect(code(state)).toBe(OK);
    expect(state.data.list.find((x: any) => x.mer_no === m1.no)).toMatchObject({
      due_now: 1,
      upcoming: 1,
      level: 0,
    });
    // Another provider's merchant answers like a missing one.
    expect(code(await agentClient.call('inspection/remind', { mer_no: m2.no }))).toBe('SCM40401');
    const sent = await agentClient.call('inspection/remind', { mer_no: m1.no });
    expect(sent.data).toEqual({ sent: true, requirements: 2 });
    expect(await mailTo(m1.admin.email)).toHaveLength(2);
  });

  it('refuses an unknown link, and a renewal valid under 60 days; the renewal spends the link', async () => {
    const anon = server.client();
    expect(code(await anon.call('collectfile/h5Page', { t: 'nothing-like-this' }))).toBe('INS10002');
    const t = tokenIn((await mailTo(m1.admin.email))[0]);
    const front = code(
      await anon.call('collectfile/h5Upload', {
        t,
        purpose: 'ID_FRONT',
        file_name: 'id.png',
        content_base64: PNG.toString('base64'),
      }),
    );
    expect(front).toBe(OK);
    const f = (
      await anon.call('collectfile/h5Upload', {
        t,
        purpose: 'LICENCE',
        file_name: 'br.png',
        content_base64: PNG.toString('base64'),
      })
    ).data.file_id;
    const idFront = (
      await anon.call('collectfile/h5Upload', {
        t,
        purpose: 'ID_FRONT',
        file_name: 'id.png',
        content_base64: PNG.toString('base64'),
      })
    ).data.file_id;
    const body = {
      t,
      id_issue_date: '20240101',
      id_expiry: inDays(40),
      licence_expiry: inDays(400),
      files: { ID_FRONT: idFront, LICENCE: f },
    };
    const short = await anon.call('collectfile/h5Expiry', body);
    expect(code(short)).toBe('INS10001');
    const ok = await anon.call('collectfile/h5Expiry', { ...body, id_expiry: inDays(3000) });
    expect(code(ok)).toBe(OK);
    expect(ok.data.status).toBe('AUDITING');
    expect(code(await anon.call('collectfile/h5Expiry', { ...body, id_expiry: inDays(3000) }))).toBe(
      'INS10002',
    );
    // Under review: no restriction meanwhile.
    const r = await c1.call('inspection/requirements');
    expect(r.data.list.find((x: any) => x.kind === 'ID_DOCUMENT').under_review).toBe(true);
    // Accepted through the review kit: the old requirements end, and no reminder follows for them.
    expect((await decideAs(staffA.client, 'change', ok.data.change_no, 'APPROVE')).code).toBe(OK);
    const after = await c1.call('inspection/requirements');
    expect(after.data.list).toEqual([]);
    const before = (await mailTo(m1.admin.email)).length;
    await runRequirements(jobDeps(), new Date());
    expect(await mailTo(m1.admin.email)).toHaveLength(before);
  });
});

describe('escalation', () => {
  it('restricts by the days past the deadline, blocks new features, and lifts with an extension decided by another staff member', async () => {
    const m3 = await createMerchantWithAdmin(server.db);
    const c3 = await signIn(server, m3.admin);
    const expired = inDays(-40);
    await setDocuments(m3.id, expired, '');
    // Announced 50 days ago: the deadline is the expiry.
    await server.db.query(
      `insert into requirement_notices (merchant_id, req_key, step, sent_at) values ($1, $2, 7, now() - interval '50 days')`,
      [m3.id, `ID_DOCUMENT:LEGAL:${expired}`],
    );
    await runRequirements(jobDeps(), new Date());
    const r = await c3.call('inspection/requirements');
    expect(r.data).toMatchObject({ level: 3, restriction: 'INS10009', deadline: deadlineOf(expired) });
    expect(r.data.list[0].group).toBe('PAST_DUE');
    const bind = await c3.call('appid/addBindAppId', { channel: 'WECHAT', app_id: 'wx0123456789abcdef' });
    expect(code(bind)).toBe('INS10009');
    // An extension of 30 days: asked by A, who may not decide it; B does.
    const key = r.data.list[0].req_key;
    const tooLong = await staffA.client.call('inspection/askRelief', {
      mer_no: m3.no,
      req_key: key,
      kind: 'EXTEND',
      days: 31,
      reason: 'x',
    });
    expect(code(tooLong)).not.toBe(OK);
    const ask = await staffA.client.call('inspection/askRelief', {
      mer_no: m3.no,
      req_key: key,
      kind: 'EXTEND',
      days: 30,
      reason: 'Renewal booked at the office',
    });
    expect(code(ask)).toBe(OK);
    const again = await staffB.client.call('inspection/askRelief', {
      mer_no: m3.no,
      req_key: key,
      kind: 'WAIVE',
      reason: 'Second',
    });
    expect(code(again)).toBe('INS10010');
    // The second staff member sees the requirement as it stands and the merchant's level.
    const ri = await itemOf(staffB.client, 'relief', ask.data.relief_no);
    const rd = await staffB.client.call('review/detail', { item_id: ri.item_id });
    expect(code(rd)).toBe(OK);
    const now = rd.data.sections.find((x: any) => x.title.en === 'The requirement now');
    expect(now.rows.map((r: any) => r.label.en)).toEqual(
      expect.arrayContaining(['Deadline', 'Days left', "Merchant's restriction level"]),
    );
    expect((await decideAs(staffA.client, 'relief', ask.data.relief_no, 'APPROVE')).code).toBe('REV10003');
    expect((await decideAs(staffB.client, 'relief', ask.data.relief_no, 'APPROVE')).code).toBe(OK);
    const after = await c3.call('inspection/requirements');
    // 40 days past, 30 more: 10 days past the new deadline, level 1.
    expect(after.data).toMatchObject({
      level: 1,
      restriction: 'INS10007',
      deadline: deadlineOf(inDays(-10)),
    });
    expect(after.data.list[0].relief).toBe('EXTEND');
  });

  it('announces a restriction at least 7 days ahead: a document found expired gets a deadline a week out', async () => {
    const m4 = await createMerchantWithAdmin(server.db);
    const c4 = await signIn(server, m4.admin);
    await setDocuments(m4.id, inDays(-3), '');
    await runRequirements(jobDeps(), new Date());
    const r = await c4.call('inspection/requirements');
    expect(r.data.level).toBe(0);
    expect(r.data.list[0]).toMatchObject({ deadline: deadlineOf(inDays(7)), group: 'DUE_NOW' });
  });
});

describe('inspection tasks', () => {
  let taskNo = '';
  it('the back office opens a task; the merchant answers on the PC; photos are checked for time and place', async () => {
    const open = await staffA.client.call('inspection/openTask', {
      mer_no: m1.no,
      title: 'Yearly inspection',
      due_date: inDays(14),
      items: [
        { kind: 'DOCUMENT', purpose: 'OTHER', label: 'Lease' },
        { kind: 'PHOTO', purpose: 'STORE_FRONT', label: 'Shop front' },
      ],
      site_lat: SITE.lat,
      site_lng: SITE.lng,
    });
    expect(code(open)).toBe(OK);
    taskNo = open.data.task_no;
    const list = await c1.call('inspection/taskList');
    expect(list.data.list[0]).toMatchObject({ task_no: taskNo, status: 'OPEN', done: 0, total: 2 });
    // Another merchant's task answers like a missing one.
    const other = await upload(c2, 'OTHER');
    expect(code(await c2.call('collectfile/answerItem', { task_no: taskNo, seq: 1, file_id: other }))).toBe(
      'SCM40401',
    );
    // Another merchant's file is not one of ours.
    expect(code(await c1.call('collectfile/answerItem', { task_no: taskNo, seq: 1, file_id: other }))).toBe(
      'FIL10001',
    );
    const doc = await upload(c1, 'OTHER');
    expect(code(await c1.call('collectfile/answerItem', { task_no: taskNo, seq: 1, file_id: doc }))).toBe(OK);
    // Under review: not replaced.
    expect(code(await c1.call('collectfile/answerItem', { task_no: taskNo, seq: 1, file_id: doc }))).toBe(
      'INS10006',
    );
    const photo = await upload(c1, 'STORE_FRONT');
    const now14 = macauTime14(new Date());
    const at = (o: object) =>
      c1.call('collectfile/answerItem', { task_no: taskNo, seq: 2, file_id: photo, ...o });
    expect(code(await at({ taken_at: now14 }))).toBe('INS10011');
    expect(code(await at({ taken_at: now14, lat: 22.3, lng: 114.17 }))).toBe('INS10003');
    const old = macauTime14(new Date(Date.now() - 3_600_000));
    expect(code(await at({ taken_at: old, lat: SITE.lat, lng: SITE.lng }))).toBe('INS10004');
    const good = await at({ taken_at: now14, lat: SITE.lat + 0.0005, lng: SITE.lng });
    expect(code(good)).toBe(OK);
    expect(good.data).toMatchObject({ status: 'SUBMITTED', place_check: 'GPS' });
    expect(good.data.distance_m).toBeLessThan(100);
    expect((await c1.call('inspection/taskList')).data.list[0].status).toBe('SUBMITTED');
  });

  it("the reviewer's detail shows the photo's evidence: time, positions, distance, the EXIF check, the file", async () => {
    const item = await itemOf(staffA.client, 'inspection-item', `${taskNo}-2`);
    const d = await staffA.client.call('review/detail', { item_id: item.item_id });
    expect(code(d)).toBe(OK);
    const rows = Object.fromEntries(
      d.data.sections.flatMap((sec: any) => sec.rows).map((r: any) => [r.label.en, r.value]),
    );
    expect(rows['Taken at (Macau)']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(rows['Taken at position']).toBe(`${(SITE.lat + 0.0005).toFixed(5)}, ${SITE.lng.toFixed(5)}`);
    expect(rows['Registered address position']).toContain(SITE.lat.toFixed(5));
    expect(rows['Distance from the registered address']).toMatch(/^\d+ m$/);
    expect(rows['Place and EXIF check'].en).toContain('no EXIF');
    expect(rows['Sent from']).toEqual({ zh: '電腦', en: 'PC' });
    expect(d.data.files).toHaveLength(1);
  });

  it('a reviewer rejects one item: only it is asked again; accepting all closes the task', async () => {
    expect((await decideAs(staffA.client, 'inspection-item', `${taskNo}-1`, 'APPROVE')).code).toBe(OK);
    const rej = await decideAs(staffA.client, 'inspection-item', `${taskNo}-2`, 'REJECT', {
      reason_code: 'DOCS_UNCLEAR',
    });
    expect(rej.code).toBe(OK);
    const t = (await c1.call('inspection/taskList')).data.list[0];
    expect(t.status).toBe('OPEN');
    expect(t.items.map((i: any) => i.status)).toEqual(['ACCEPTED', 'REJECTED']);
    expect(
      code(
        await c1.call('collectfile/answerItem', {
          task_no: taskNo,
          seq: 1,
          file_id: t.items[0].file.file_id,
        }),
      ),
    ).toBe('INS10006');
    // The phone page by a QR hand-off answers the rejected photo and spends the link.
    const h = await c1.call('collectfile/handoff');
    expect(code(h)).toBe(OK);
    const phone = server.client();
    expect((await phone.call('h5/showGPSPositionFlag', { t: h.data.token })).data.flag).toBe('Y');
    const p = await phone.call('collectfile/h5Upload', {
      t: h.data.token,
      purpose: 'STORE_FRONT',
      file_name: 'front.png',
      content_base64: PNG.toString('base64'),
    });
    const ans = await phone.call('collectfile/h5AnswerItem', {
      t: h.data.token,
      task_no: taskNo,
      seq: 2,
      file_id: p.data.file_id,
      taken_at: macauTime14(new Date()),
      lat: SITE.lat,
      lng: SITE.lng,
    });
    expect(code(ans)).toBe(OK);
    expect((await phone.call('collectfile/h5Page', { t: h.data.token })).data.spent).toBe(true);
    expect(
      code(
        await phone.call('collectfile/h5Upload', {
          t: h.data.token,
          purpose: 'OTHER',
          file_name: 'a.png',
          content_base64: PNG.toString('base64'),
        }),
      ),
    ).toBe('INS10002');
    expect((await decideAs(staffB.client, 'inspection-item', `${taskNo}-2`, 'APPROVE')).code).toBe(OK);
    // Two reviewers on one item: the second finds it decided.
    expect(
      (
        await decideAs(staffA.client, 'inspection-item', `${taskNo}-2`, 'APPROVE').catch(() => ({
          code: 'GONE',
        }))
      ).code,
    ).not.toBe(OK);
    const done = (await c1.call('inspection/taskList')).data.list[0];
    expect(done).toMatchObject({ status: 'ACCEPTED', done: 2, total: 2 });
  });
});
