import { TEST_COMPANY, TEST_ID_CARD } from '@mp/core/validators/onboarding.fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { code, OK, signIn } from './admin-helpers.ts';
import { faceVendorPage, passFaceCheck } from './face-helpers.ts';
import { type CreatedOrg, createMerchantWithAdmin } from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { type Reviewer, reviewAction, reviewer } from './review-helpers.ts';
import type { TestClient } from './test-client.ts';

// The merchant's information changes after onboarding (issue 14 point 5): reviewed, the old value in
// force until approval, one open change of a kind, another merchant's changes invisible.
let server: TestServer;
let m1: CreatedOrg<'merchant'>;
let m2: CreatedOrg<'merchant'>;
let c1: TestClient;
let c2: TestClient;
let staff: Reviewer;

beforeAll(async () => {
  server = await startTestServer({ env: { simRate: 0 } });
  staff = await reviewer(server);
  m1 = await createMerchantWithAdmin(server.db);
  m2 = await createMerchantWithAdmin(server.db);
  c1 = await signIn(server, m1.admin);
  c2 = await signIn(server, m2.admin);
  // A change of the legal representative needs a verified person (docs/decisions.md, issue 29 points
  // 4-5): each merchant passes a face check on the local vendor's page, as a tester does.
  for (const c of [c1, c2]) await passFaceCheck(server, c, 'LEGAL_CHANGE');
});
afterAll(() => server?.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(c: TestClient, purpose: string): Promise<string> {
  const r = await c.call('file/upload', {
    purpose,
    file_name: `${purpose.toLowerCase()}.png`,
    content_base64: PNG.toString('base64'),
  });
  expect(code(r)).toBe(OK);
  return r.data.file_id;
}

const ID_NO = TEST_ID_CARD.id_no;
async function basic(c: TestClient, over: Record<string, unknown> = {}) {
  return {
    ...TEST_COMPANY,
    ...TEST_ID_CARD,
    files: {
      LICENCE: await upload(c, 'LICENCE'),
      ID_FRONT: await upload(c, 'ID_FRONT'),
      ID_BACK: await upload(c, 'ID_BACK'),
    },
    ...over,
  };
}

/** The review of information changes through the review kit's JSON API (kind change, a staff token). */
async function review(action: string, body: { change_no?: string; reason?: string }) {
  const r = await reviewAction(server, staff.token, 'change', action, {
    ref: body.change_no,
    reason: body.reason,
  });
  if (action === 'list' && r.data)
    r.data = {
      list: r.data.list.map((i: { ref: string; mer_no: string }) => ({ change_no: i.ref, mer_no: i.mer_no })),
    };
  else if (r.code === OK) {
    const c = await server.db.query(
      'select status, review_reason from merchant_change_requests where change_no = $1',
      [body.change_no],
    );
    r.data = c.rows[0];
  }
  return r;
}

const nameOf = async (c: TestClient) => (await c.call('meradm/queryMercInfo', { mask: 'N' })).data.mer_name;

describe('basic-information change (111)', () => {
  it('keeps the change pending with the old value in force; one open change at a time; approval applies it', async () => {
    const before = await nameOf(c1);
    const body = await basic(c1);
    const sent = await c1.call('meradm/mercInfoModify', body);
    expect(code(sent)).toBe(OK);
    expect(sent.data).toMatchObject({ kind: 'BASIC', status: 'AUDITING' });
    expect(sent.data.changed_fields).toContain('merc_name');
    const changeNo = sent.data.change_no as string;

    // Pending: the value in force is the old one everywhere.
    expect(await nameOf(c1)).toBe(before);
    const edit = await c1.call('meradm/queryMercInfoEdit', { kind: 'BASIC' });
    expect(edit.data.current.merc_name).toBe(before);
    expect(edit.data.pending).toMatchObject({ change_no: changeNo, status: 'AUDITING' });
    expect(edit.data.pending.new_value.merc_name).toBe('澳門測試貿易有限公司');
    const tmp = await c1.call('meradm/queryMercInfoTmp', {});
    expect(tmp.data.list.map((c: { change_no: string }) => c.change_no)).toEqual([changeNo]);
    const unfinished = await c1.call('meradm/checkUnFinishAuditRec', { kind: 'BASIC' });
    expect(unfinished.data.unfinished).toBe('Y');

    // One unfinished change of a kind at a time.
    expect(code(await c1.call('meradm/mercInfoModify', body))).toBe('ONB10006');

    // Approval applies it.
    const listed = await review('list', {});
    expect(listed.data.list).toContainEqual(expect.objectContaining({ change_no: changeNo, mer_no: m1.no }));
    const ok = await review('approve', { change_no: changeNo });
    expect(ok).toMatchObject({ code: OK, data: { status: 'APPROVED' } });
    expect(await nameOf(c1)).toBe('澳門測試貿易有限公司');
    const after = await c1.call('meradm/queryMercInfoEdit', { kind: 'BASIC' });
    expect(after.data.current).toMatchObject({ merc_name: '澳門測試貿易有限公司', id_expiry: '20400110' });
    expect(after.data.pending).toBeNull();
    // A decided change cannot be decided again.
    expect((await review('reject', { change_no: changeNo, reason: 'late' })).code).toBe('REV10002');

    // History: submitted and approved, old and new values.
    const upd = await c1.call('meradm/queryMercUpd', { kind: 'BASIC' });
    const h = upd.data.list.find((c: { change_no: string }) => c.change_no === changeNo);
    expect(h.old_value.merc_name).toBe(before);
    expect(h.history.map((e: { action: string }) => e.action)).toEqual(['SUBMITTED', 'APPROVED']);
    // The same value again changes nothing.
    expect(code(await c1.call('meradm/mercInfoModify', { ...body, files: after.data.current.files }))).toBe(
      'ONB10009',
    );
  });

  it('rejection keeps the old value; asking for more lets the merchant submit the same change again', async () => {
    const before = await nameOf(c1);
    const sent = await c1.call('meradm/mercInfoModify', await basic(c1, { merc_name: '澳門新名稱有限公司' }));
    expect(code(sent)).toBe(OK);
    const more = await review('more', { change_no: sent.data.change_no, reason: '請補充牌照' });
    expect(more.data).toMatchObject({ status: 'NEED_MORE', review_reason: '請補充牌照' });
    const again = await c1.call(
      'meradm/mercInfoModify',
      await basic(c1, { merc_name: '澳門另一名稱有限公司' }),
    );
    expect(again.data).toMatchObject({ change_no: sent.data.change_no, status: 'AUDITING' });
    expect((await review('reject', { change_no: sent.data.change_no, reason: '' })).code).toBe('REV10006');
    const no = await review('reject', { change_no: sent.data.change_no, reason: '名稱與牌照不符' });
    expect(no.data).toMatchObject({ status: 'REJECTED', review_reason: '名稱與牌照不符' });
    expect(await nameOf(c1)).toBe(before);
    const status = await c1.call('meradm/queryMercInfoStatus', {});
    expect(status.data.list).toContainEqual(
      expect.objectContaining({ kind: 'BASIC', status: 'REJECTED', review_reason: '名稱與牌照不符' }),
    );
  });

  it('checks every field by the core rules and names it; the opposite side is required for its ID types', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ merc_name: 'ABC Ltd' }, 'VAL10006', 'merc_name'],
      [{ id_no: '110105199006151235' }, 'VAL10009', 'id_no'],
      [{ id_type: 'NOPE' }, 'VAL10037', 'id_type'],
      [{ id_expiry: '20300110' }, 'VAL10010', 'id_expiry'],
      [{ address: 'a<b' }, 'VAL10007', 'address'],
      [{ mcc: '0000' }, 'ONB10005', 'mcc'],
    ];
    for (const [over, want, field] of cases) {
      const r = await c2.call('meradm/mercInfoModify', await basic(c2, over));
      expect([code(r), r.gda.msg_inf.includes(`(${field})`)]).toEqual([want, true]);
    }
    const b = await basic(c2);
    const noBack = await c2.call('meradm/mercInfoModify', { ...b, files: { ...b.files, ID_BACK: '' } });
    expect(code(noBack)).toBe('ONB10004');
    // A passport has no opposite side.
    const passport = await c2.call('meradm/mercInfoModify', {
      ...b,
      id_type: 'PASSPORT',
      id_no: 'E12345678',
      id_expiry: '20300109',
      files: { LICENCE: b.files.LICENCE, ID_FRONT: b.files.ID_FRONT },
    });
    expect(code(passport)).toBe(OK);
    expect(code(await c2.call('meradm/mercStatusModify', { change_no: passport.data.change_no }))).toBe(OK);
  });

  it("hides another merchant's changes and refuses its files", async () => {
    const mine = await c1.call('meradm/mercSupplementAdd', {
      remark: '補充資料',
      files: { OTHER: await upload(c1, 'OTHER') },
    });
    expect(code(mine)).toBe(OK);
    const no = mine.data.change_no as string;
    // Another merchant sees none of it, and cannot withdraw it.
    expect(
      (await c2.call('meradm/queryMercUpd', {})).data.list.map((c: { change_no: string }) => c.change_no),
    ).not.toContain(no);
    expect(
      (await c2.call('meradm/queryMercInfoTmp', {})).data.list.map((c: { change_no: string }) => c.change_no),
    ).not.toContain(no);
    expect(code(await c2.call('meradm/mercStatusModifyCheck', { change_no: no }))).toBe('SCM40401');
    expect(code(await c2.call('meradm/mercStatusModify', { change_no: no }))).toBe('SCM40401');
    expect(code(await c2.call('meradm/queryByMercNo', { mer_no: m1.no }))).toBe('SCM40401');
    expect((await c1.call('meradm/queryByMercNo', { mer_no: m1.no })).data.mer_no).toBe(m1.no);
    // Another merchant's file id is refused like a missing one.
    const theirs = await upload(c1, 'OTHER');
    const r = await c2.call('meradm/mercSupplementAdd', { remark: '補充', files: { OTHER: theirs } });
    expect(code(r)).toBe('FIL10001');
    // The owner withdraws its own.
    expect((await c1.call('meradm/mercStatusModifyCheck', { change_no: no })).data.allowed).toBe('Y');
    expect((await c1.call('meradm/mercStatusModify', { change_no: no })).data.status).toBe('CANCELLED');
    expect((await c1.call('meradm/mercStatusModifyCheck', { change_no: no })).data).toMatchObject({
      allowed: 'N',
      reason_code: 'ONB10010',
    });
  });
});

describe('a legal representative change needs a verified person (issue 29 point 4)', () => {
  it('FAC10004 without one; an unfinished face check does not count; a passed one is carried to the review', async () => {
    const m3 = await createMerchantWithAdmin(server.db);
    const c3 = await signIn(server, m3.admin);
    const body = await basic(c3);
    expect(code(await c3.call('meradm/mercInfoModify', body))).toBe('FAC10004');
    const open = await c3.call('face/fetchFaceOpenUrl', { purpose: 'LEGAL_CHANGE', consent: 'Y' });
    await faceVendorPage(server, open.data.open_url);
    expect(code(await c3.call('meradm/mercInfoModify', body))).toBe('FAC10004');
    // A change that keeps the legal representative needs none.
    const same = await c3.call('meradm/mercSupplementAdd', {
      remark: '補充資料',
      files: { OTHER: await upload(c3, 'OTHER') },
    });
    expect(code(same)).toBe(OK);
    const checkNo = await passFaceCheck(server, c3, 'LEGAL_CHANGE');
    const made = await c3.call('meradm/mercInfoModify', body);
    expect(code(made)).toBe(OK);
    const row = await server.db.query(
      'select face_check_no from merchant_change_requests where change_no = $1',
      [made.data.change_no],
    );
    expect(row.rows[0].face_check_no).toBe(checkNo);
  });
});

describe('all-person information and the inspection-expiry update', () => {
  it('people: each ID checked; approval replaces the list', async () => {
    const person = {
      role: 'DIRECTOR',
      name: '李小明',
      phone_area: '+853',
      phone: '',
      id_type: 'PASSPORT',
      id_no: 'K1234567',
      id_issue_date: '20200101',
      id_expiry: '20300101',
      files: { ID_FRONT: await upload(c2, 'ID_FRONT') },
    };
    const bad = await c2.call('meradm/mercPersonModify', { people: [{ ...person, id_no: '12' }] });
    expect([code(bad), bad.gda.msg_inf.includes('(people.0.id_no)')]).toEqual(['VAL10009', true]);
    const card = await c2.call('meradm/mercPersonModify', {
      people: [
        { ...person, id_type: 'I_CARD', id_no: ID_NO, id_issue_date: '20200110', id_expiry: '20400110' },
      ],
    });
    expect([code(card), card.gda.msg_inf.includes('(people.0.ID_BACK)')]).toEqual(['ONB10004', true]);
    const sent = await c2.call('meradm/mercPersonModify', { people: [person] });
    expect(code(sent)).toBe(OK);
    expect((await c2.call('meradm/queryMercInfoEdit', { kind: 'PERSON' })).data.current.people).toEqual([]);
    await review('approve', { change_no: sent.data.change_no });
    const after = await c2.call('meradm/queryMercInfoEdit', { kind: 'PERSON' });
    expect(after.data.current.people).toEqual([
      expect.objectContaining({ name: '李小明', role: 'DIRECTOR' }),
    ]);
  });

  it('expiry (6): the ID-card table decides the expiry; approval updates the dates in force only', async () => {
    const m3 = await createMerchantWithAdmin(server.db);
    const c3 = await signIn(server, m3.admin);
    await passFaceCheck(server, c3, 'LEGAL_CHANGE');
    const first = await c3.call('meradm/mercInfoModify', await basic(c3));
    await review('approve', { change_no: first.data.change_no });
    const due = await c3.call('meradm/mercQuery', {});
    expect(due.data).toMatchObject({ id_type: 'I_CARD', id_expiry: '20400110', id_issue_date: '20200110' });
    expect(due.data.id_no).not.toBe(ID_NO);
    const files = {
      ID_FRONT: await upload(c3, 'ID_FRONT'),
      ID_BACK: await upload(c3, 'ID_BACK'),
      LICENCE: await upload(c3, 'LICENCE'),
    };
    // Issued 2024-06-01 at 33: 20 years.
    const wrong = await c3.call('meradm/mercExpiryModify', {
      id_issue_date: '20240601',
      id_expiry: '20340601',
      licence_expiry: '99991231',
      files,
    });
    expect([code(wrong), wrong.gda.msg_inf.includes('(id_expiry)')]).toEqual(['VAL10010', true]);
    const sent = await c3.call('meradm/mercExpiryModify', {
      id_issue_date: '20240601',
      id_expiry: '20440601',
      licence_expiry: '99991231',
      files,
    });
    expect(code(sent)).toBe(OK);
    expect((await c3.call('meradm/mercQuery', {})).data).toMatchObject({
      id_expiry: '20400110',
      change: { change_no: sent.data.change_no, status: 'AUDITING' },
    });
    const filesNew = await c3.call('meradm/queryMercFilesPcNew', {});
    expect(filesNew.data.list).toContainEqual(
      expect.objectContaining({ file_id: files.ID_FRONT, state: 'AUDITING', change_no: sent.data.change_no }),
    );
    await review('approve', { change_no: sent.data.change_no });
    expect((await c3.call('meradm/mercQuery', {})).data).toMatchObject({
      id_issue_date: '20240601',
      id_expiry: '20440601',
    });
    const edit = await c3.call('meradm/queryMercInfoEdit', { kind: 'BASIC' });
    expect(edit.data.current).toMatchObject({ merc_name: '澳門測試貿易有限公司', id_expiry: '20440601' });
    expect(edit.data.current.files.ID_FRONT).toBe(files.ID_FRONT);
    const inForce = await c3.call('meradm/queryMercFilesPc', {});
    expect(inForce.data.list.map((f: { file_id: string }) => f.file_id)).toContain(files.ID_FRONT);
  });
});
