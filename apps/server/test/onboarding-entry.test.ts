import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { code, OK, signIn } from './admin-helpers.ts';
import { lastMessage } from './auth-helpers.ts';
import {
  type CreatedOrg,
  createMerchantWithAdmin,
  createOperator,
  createServiceProviderWithAdmin,
  randomMacauMobile,
} from './fixtures.ts';
import { startTestServer, type TestServer, uniq } from './harness.ts';
import { png } from './png.ts';
import { type Reviewer, reviewAction, reviewer } from './review-helpers.ts';
import type { TestClient } from './test-client.ts';

// A provider's sub-merchant entry (subMerchantEnterPage 23, issue 13 point 3): the onboarding wizard's
// steps on the provider's session, scoped to its own applications; approval makes its sub-merchant.
let server: TestServer;
let pa: CreatedOrg<'service'>;
let pb: CreatedOrg<'service'>;
let a: TestClient;
let b: TestClient;
let staff: Reviewer;

beforeAll(async () => {
  server = await startTestServer({ env: { simRate: 0 } });
  staff = await reviewer(server);
  pa = await createServiceProviderWithAdmin(server.db);
  pb = await createServiceProviderWithAdmin(server.db);
  a = await signIn(server, pa.admin);
  b = await signIn(server, pb.admin);
});
afterAll(() => server?.close());

/** The review of sub-merchant entries through the review kit's JSON API (kind sub-merchant, a staff token). */
async function review(action: string, body: { apply_no?: string; reason?: string }) {
  const r = await reviewAction(server, staff.token, 'sub-merchant', action, {
    ref: body.apply_no,
    reason: body.reason,
  });
  if (action === 'list' && r.data)
    r.data = { list: r.data.list.map((i: { ref: string }) => ({ apply_no: i.ref, registrant: 'service' })) };
  else if (r.code === OK) {
    const m = await server.db.query(
      `select coalesce(m.mer_no, '') as mer_no from merchant_applications a
         left join merchants m on m.id = a.merchant_id where a.apply_no = $1`,
      [body.apply_no],
    );
    r.data = m.rows[0];
  }
  return r;
}

const upload = (c: TestClient, purpose: string) =>
  c.call('file/upload', { purpose, file_name: 'a.png', content_base64: png().toString('base64') });

/** A provider's entry filled in to the review step (PERSONAL, passport: two files). */
async function filled(c: TestClient) {
  const started = await c.call('meradm/subMerchantEnterAdd', {});
  expect(code(started)).toBe(OK);
  const apply_no = started.data.apply_no as string;
  const step = async (path: string, body: Record<string, unknown>) => {
    const r = await c.call(`meradm/${path}`, { apply_no, ...body });
    expect(code(r), path).toBe(OK);
    return r;
  };
  await step('subMerchantEnterProduct', { merc_category: 'PERSONAL', products: ['WECHAT_QR'] });
  await step('subMerchantEnterBaseInfo', {
    merc_category: 'PERSONAL',
    merc_name: '澳門子商戶測試',
    merc_short_name: '子商戶',
    merc_name_en: '',
    bus_type: 'SOLE_PROPRIETOR',
    licence_no: 'SO12345',
    licence_expiry: '99991231',
    mcc: '5812',
    area_code: '820001',
    address: '澳門新馬路 2 號',
    legal_name: '李小明',
    id_type: 'PASSPORT',
    id_no: 'E12345678',
    id_issue_date: '20200110',
    id_expiry: '20300109',
  });
  const files: Record<string, string> = {};
  for (const purpose of ['ID_FRONT', 'STORE_FRONT']) files[purpose] = (await upload(c, purpose)).data.file_id;
  await step('subMerchantEnterFiles', { files });
  await step('subMerchantEnterSettle', {
    bank_code: 'HK004',
    account_name: '李小明',
    account_no: '123456789012',
  });
  const contacts = {
    admin_login_name: `sub${uniq()}`.slice(0, 20),
    admin_name: '李小明',
    admin_phone_area: '+853',
    admin_phone: randomMacauMobile(),
    admin_email: `sub${uniq()}@example.test`,
  };
  await step('subMerchantEnterContact', contacts);
  return { apply_no, contacts, files };
}

describe('sub-merchant entry', () => {
  it("runs the wizard's steps for the provider and lists its entries by status", async () => {
    const e = await filled(a);
    const list = await a.call('meradm/subMerchantEnterPage', { status: 'DRAFT' });
    expect(code(list)).toBe(OK);
    expect(list.data.rows).toContainEqual(
      expect.objectContaining({
        apply_no: e.apply_no,
        status: 'DRAFT',
        step: 'review',
        merc_name: '澳門子商戶測試',
      }),
    );
    // The wizard's rules hold: a step before its turn, a file of someone else.
    const fresh = await a.call('meradm/subMerchantEnterAdd', {});
    expect(
      code(
        await a.call('meradm/subMerchantEnterSettle', {
          apply_no: fresh.data.apply_no,
          bank_code: 'HK004',
          account_name: 'x',
          account_no: '123456789',
        }),
      ),
    ).toBe('ONB10003');
    const foreign = (await upload(b, 'ID_FRONT')).data.file_id;
    expect(
      code(
        await a.call('meradm/subMerchantEnterFiles', {
          apply_no: e.apply_no,
          files: { ...e.files, ID_FRONT: foreign },
        }),
      ),
    ).toBe('FIL10001');

    const done = await a.call('meradm/subMerchantEnterCommit', { apply_no: e.apply_no });
    expect(done.data).toMatchObject({ status: 'AUDITING', step: 'done' });
    expect(done.data.history).toEqual([expect.objectContaining({ action: 'SUBMITTED' })]);
    expect(
      code(
        await a.call('meradm/subMerchantEnterSettle', {
          apply_no: e.apply_no,
          bank_code: 'HK004',
          account_name: 'x',
          account_no: '123456789',
        }),
      ),
    ).toBe('ONB10002');
    const auditing = await a.call('meradm/subMerchantEnterPage', { status: 'AUDITING' });
    expect(auditing.data.rows.map((r: { apply_no: string }) => r.apply_no)).toContain(e.apply_no);
  });

  it("never shows or changes another provider's entry: it answers like a missing one", async () => {
    const e = await filled(a);
    const missing = 'AP2099010100000000';
    for (const [path, body] of [
      ['subMerchantEnterQuery', {}],
      ['subMerchantEnterProduct', { merc_category: 'ENTERPRISE', products: ['WECHAT_QR'] }],
      ['subMerchantEnterCommit', {}],
    ] as const) {
      const theirs = await b.call(`meradm/${path}`, { apply_no: e.apply_no, ...body });
      const none = await b.call(`meradm/${path}`, { apply_no: missing, ...body });
      expect(code(theirs), path).toBe('SCM40401');
      expect(theirs.gda).toEqual(none.gda);
    }
    const listB = await b.call('meradm/subMerchantEnterPage', {});
    expect(listB.data.rows.map((r: { apply_no: string }) => r.apply_no)).not.toContain(e.apply_no);
    // An applicant's application is no provider's entry either.
    const own = await a.call('meradm/subMerchantEnterQuery', { apply_no: e.apply_no });
    expect(own.data.status).toBe('DRAFT');
  });

  it('needs code 23 and the service area', async () => {
    const noCode = await createOperator(server.db, { orgKind: 'service', orgId: pa.id, codes: ['21'] });
    const c = await signIn(server, noCode);
    expect(code(await c.call('meradm/subMerchantEnterPage', {}))).toBe('SCM40301');
    const m = await createMerchantWithAdmin(server.db, { agentId: pa.id });
    const mc = await signIn(server, m.admin);
    expect(code(await mc.call('meradm/subMerchantEnterPage', {}))).toBe('SCM40301');
  });

  it("approval makes the provider's sub-merchant with its administrator; the entry shows it", async () => {
    const e = await filled(a);
    await a.call('meradm/subMerchantEnterCommit', { apply_no: e.apply_no });
    const listed = await review('list', {});
    expect(listed.data.list).toContainEqual(
      expect.objectContaining({ apply_no: e.apply_no, registrant: 'service' }),
    );
    // Not before the sub-merchant approved it at /serve/approve (AGR10016; nothing changes).
    expect((await review('approve', { apply_no: e.apply_no })).code).toBe('AGR10016');
    expect(code(await a.call('meradm/serveApproveSend', { apply_no: e.apply_no }))).toBe(OK);
    const mail = await lastMessage(server.db, 'mail', e.contacts.admin_email);
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail?.body ?? '')?.[1] ?? '';
    const decided = await server
      .client()
      .call('meradm/serveApproveDecide', { token, decision: 'APPROVE', remark: '' });
    expect(code(decided)).toBe(OK);
    const ok = await review('approve', { apply_no: e.apply_no });
    expect(ok.code).toBe(OK);
    const merNo = ok.data.mer_no as string;

    const seen = await a.call('meradm/subMerchantEnterQuery', { apply_no: e.apply_no });
    expect(seen.data).toMatchObject({
      status: 'APPROVED',
      mer_no: merNo,
      admin_login_name: e.contacts.admin_login_name,
    });
    const approved = await a.call('meradm/subMerchantEnterPage', { status: 'APPROVED' });
    expect(approved.data.rows).toContainEqual(
      expect.objectContaining({ apply_no: e.apply_no, mer_no: merNo }),
    );

    // The provider's sub-merchant list (21) has it; the other provider's does not.
    const subs = await a.call('meradm/urmServerChildMercPage', { mer_no: merNo });
    expect(subs.data.rows.map((r: { mer_no: string }) => r.mer_no)).toEqual([merNo]);
    const theirs = await b.call('meradm/urmServerChildMercPage', { mer_no: merNo });
    expect(theirs.data.rows).toEqual([]);
    // Its administrator exists, with the forced first password change.
    const admin = await server.db.query<{ kind: string; must_change_password: boolean }>(
      `select o.kind, o.must_change_password from operators o join merchants m on m.id = o.org_id
        where o.org_kind = 'merchant' and m.mer_no = $1`,
      [merNo],
    );
    expect(admin.rows).toEqual([{ kind: 'admin', must_change_password: true }]);
  });

  it('a reviewer asking for more makes the entry editable again; a rejection closes it', async () => {
    const e = await filled(a);
    await a.call('meradm/subMerchantEnterCommit', { apply_no: e.apply_no });
    await review('more', { apply_no: e.apply_no, reason: '請補充門店照片' });
    const more = await a.call('meradm/subMerchantEnterPage', { status: 'NEED_MORE' });
    expect(more.data.rows).toContainEqual(
      expect.objectContaining({ apply_no: e.apply_no, review_reason: '請補充門店照片' }),
    );
    const again = await a.call('meradm/subMerchantEnterCommit', { apply_no: e.apply_no });
    expect(again.data.status).toBe('AUDITING');
    await review('reject', { apply_no: e.apply_no, reason: '資料不符' });
    const rejected = await a.call('meradm/subMerchantEnterQuery', { apply_no: e.apply_no });
    expect(rejected.data).toMatchObject({ status: 'REJECTED', review_reason: '資料不符' });
  });
});
