import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_TEXTS, publishVersion } from '../src/modules/agreements/index.ts';
import { code, OK, signIn, smsCodeTo } from './admin-helpers.ts';
import { agreementDoc } from './applicant-helpers.ts';
import { lastMessage } from './auth-helpers.ts';
import {
  type CreatedOrg,
  createMerchantWithAdmin,
  createOperator,
  createServiceProviderWithAdmin,
  randomMacauMobile,
} from './fixtures.ts';
import { ownAddressClient, startTestServer, type TestServer, uniq } from './harness.ts';
import { setPayPassword } from './money-helpers.ts';
import { png } from './png.ts';
import { reviewAction, reviewer } from './review-helpers.ts';
import type { TestClient } from './test-client.ts';

// Onboarding's signatures (/mandate, /signIn) and the sub-merchant's approval (/serve/approve); issue 28.
let server: TestServer;
const DAY = 86_400_000;
const deps = () => ({ db: server.db, files: server.built.platform.ports.files });

beforeAll(async () => {
  server = await startTestServer({ env: { simRate: 0 } });
  const at = new Date(Date.now() - 40 * DAY);
  for (const kind of ['MANDATE', 'COMPANY_TOTAL'] as const) {
    await publishVersion(deps(), kind, FIRST_TEXTS[kind], at);
  }
}, 600_000);
afterAll(() => server?.close());

async function applicant(): Promise<{ c: TestClient; token: string }> {
  const c = ownAddressClient(server);
  const phone = randomMacauMobile();
  expect(code(await c.call('meradm/sendMessage', { phone_area: '+853', phone }))).toBe(OK);
  const sms = await smsCodeTo(server.db, '+853', phone);
  const r = await c.call('meradm/register', { phone_area: '+853', phone, sms_code: sms });
  expect(code(r)).toBe(OK);
  return { c, token: r.data.apply_token };
}

const doc = agreementDoc;

describe("onboarding's signatures", () => {
  it('signs the letter and the contract with a typed name; the state shows each with its version, language and hash', async () => {
    const { c, token } = await applicant();
    const before = await c.call('meradm/applicantSignState', { apply_token: token });
    expect(code(before)).toBe(OK);
    expect(before.data.items.map((i: { kind: string; signed: string }) => [i.kind, i.signed])).toEqual([
      ['MANDATE', 'N'],
      ['COMPANY_TOTAL', 'N'],
    ]);
    const m = await doc(c, 'MANDATE');
    const signed = await c.call('meradm/applicantSignAgr', {
      apply_token: token,
      kind: 'MANDATE',
      version_id: m.version_id,
      lang: 'en',
      doc_sha256: m.sha256_en,
      signer_name: '  Chan   Tai Man ',
    });
    expect(code(signed)).toBe(OK);
    const row = signed.data.items.find((i: { kind: string }) => i.kind === 'MANDATE');
    expect(row).toMatchObject({
      signed: 'Y',
      signer_name: 'Chan Tai Man',
      lang: 'en',
      doc_sha256: m.sha256_en,
    });
    expect(row.signed_at).toMatch(/^\d{14}$/);
    // Once per version.
    const again = await c.call('meradm/applicantSignAgr', {
      apply_token: token,
      kind: 'MANDATE',
      version_id: m.version_id,
      lang: 'en',
      doc_sha256: m.sha256_en,
      signer_name: 'Chan Tai Man',
    });
    expect(code(again)).toBe('AGR10010');
    const t = await doc(c, 'COMPANY_TOTAL');
    const ok = await c.call('meradm/applicantSignAgr', {
      apply_token: token,
      kind: 'COMPANY_TOTAL',
      version_id: t.version_id,
      lang: 'zh-TW',
      doc_sha256: t.sha256_zh,
      signer_name: '陳大文',
    });
    expect(code(ok)).toBe(OK);
    expect(ok.data.items.every((i: { signed: string }) => i.signed === 'Y')).toBe(true);
    // Kept with the address and browser, and append-only.
    const kept = await server.db.query<{ ip: string; phone: string }>(
      `select s.ip, s.phone from applicant_signatures s join merchant_applications a on a.id = s.application_id
        where a.apply_no = $1`,
      [ok.data.apply_no],
    );
    expect(kept.rows).toHaveLength(2);
    await expect(
      server.db.query('update applicant_signatures set signer_name = $1', ['x']),
    ).rejects.toThrow();
  });

  it('refuses a bad name, a hash not read, a version of another kind, a stale token', async () => {
    const { c, token } = await applicant();
    const m = await doc(c, 'MANDATE');
    const body = {
      apply_token: token,
      kind: 'MANDATE',
      version_id: m.version_id,
      lang: 'zh-TW',
      doc_sha256: m.sha256_zh,
      signer_name: '陳大文',
    };
    expect(code(await c.call('meradm/applicantSignAgr', { ...body, signer_name: ' ' }))).toBe('AGR10009');
    expect(code(await c.call('meradm/applicantSignAgr', { ...body, signer_name: 'x1<script>' }))).toBe(
      'AGR10009',
    );
    expect(code(await c.call('meradm/applicantSignAgr', { ...body, doc_sha256: m.sha256_en }))).toBe(
      'AGR10003',
    );
    expect(code(await c.call('meradm/applicantSignAgr', { ...body, kind: 'COMPANY_TOTAL' }))).toBe(
      'SCM40401',
    );
    expect(code(await c.call('meradm/applicantSignAgr', { ...body, apply_token: 'x'.repeat(43) }))).toBe(
      'ONB10001',
    );
    expect(code(await c.call('meradm/applicantSignState', { apply_token: 'x'.repeat(43) }))).toBe('ONB10001');
  });

  it('a version published while the applicant reads answers AGR10002, and the state asks for the new one', async () => {
    const { c, token } = await applicant();
    const old = await doc(c, 'MANDATE');
    await publishVersion(deps(), 'MANDATE', FIRST_TEXTS.MANDATE, new Date(Date.now() - DAY));
    const r = await c.call('meradm/applicantSignAgr', {
      apply_token: token,
      kind: 'MANDATE',
      version_id: old.version_id,
      lang: 'zh-TW',
      doc_sha256: old.sha256_zh,
      signer_name: '陳大文',
    });
    expect(code(r)).toBe('AGR10002');
    const s = await c.call('meradm/applicantSignState', { apply_token: token });
    const mandate = s.data.items.find((i: { kind: string }) => i.kind === 'MANDATE');
    expect(mandate.version_id).not.toBe(old.version_id);
    expect(mandate.signed).toBe('N');
  });
});

/** A provider's entry, filled in and committed (PERSONAL, passport). */
async function committedEntry(c: TestClient) {
  const started = await c.call('meradm/subMerchantEnterAdd', {});
  const apply_no = started.data.apply_no as string;
  const step = async (path: string, body: Record<string, unknown>) => {
    const r = await c.call(`meradm/${path}`, { apply_no, ...body });
    expect(code(r), path).toBe(OK);
  };
  await step('subMerchantEnterProduct', { merc_category: 'PERSONAL', products: ['WECHAT_QR'] });
  await step('subMerchantEnterBaseInfo', {
    merc_category: 'PERSONAL',
    merc_name: '澳門子商戶批准測試',
    merc_short_name: '批准',
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
  for (const purpose of ['ID_FRONT', 'STORE_FRONT']) {
    const f = await c.call('file/upload', {
      purpose,
      file_name: 'a.png',
      content_base64: png().toString('base64'),
    });
    files[purpose] = f.data.file_id;
  }
  await step('subMerchantEnterFiles', { files });
  await step('subMerchantEnterSettle', {
    bank_code: 'HK004',
    account_name: '李小明',
    account_no: '123456789012',
  });
  const email = `sub${uniq()}@example.test`;
  await step('subMerchantEnterContact', {
    admin_login_name: `sub${uniq()}`.slice(0, 20),
    admin_name: '李小明',
    admin_phone_area: '+853',
    admin_phone: randomMacauMobile(),
    admin_email: email,
  });
  return { apply_no, email, commit: () => step('subMerchantEnterCommit', {}) };
}

const tokenIn = (body: string) => /token=([A-Za-z0-9_-]{43})/.exec(body)?.[1] ?? '';

describe('/serve/approve', () => {
  let pa: CreatedOrg<'service'>;
  let a: TestClient;
  beforeAll(async () => {
    pa = await createServiceProviderWithAdmin(server.db);
    a = await signIn(server, pa.admin);
  });

  it('the provider mails the link; the sub-merchant reads what was submitted (masked) and approves once', async () => {
    const e = await committedEntry(a);
    expect(code(await a.call('meradm/serveApproveSend', { apply_no: e.apply_no }))).toBe('AGR10011');
    await e.commit();
    const sent = await a.call('meradm/serveApproveSend', { apply_no: e.apply_no });
    expect(code(sent)).toBe(OK);
    expect(sent.data.sent_to).toMatch(/^sub\*\*\*@example\.test$/);
    const mail = await lastMessage(server.db, 'mail', e.email);
    const token = tokenIn(mail!.body);
    expect(token).not.toBe('');
    const pub = server.client();
    const q = await pub.call('meradm/serveApproveQuery', { token });
    expect(code(q)).toBe(OK);
    expect(q.data).toMatchObject({
      apply_no: e.apply_no,
      provider_name: pa.name,
      merc_name: '澳門子商戶批准測試',
      account_name: '李小明',
      state: 'PENDING',
    });
    expect(q.data.account_no).not.toContain('56789');
    expect(q.data.products.length).toBe(1);
    expect(
      code(await pub.call('meradm/serveApproveDecide', { token, decision: 'DECLINE', remark: '' })),
    ).toBe('AGR10014');
    const d = await pub.call('meradm/serveApproveDecide', { token, decision: 'APPROVE', remark: '' });
    expect(code(d)).toBe(OK);
    expect(d.data.state).toBe('APPROVED');
    expect(d.data.decided_at).toMatch(/^\d{14}$/);
    expect(
      code(await pub.call('meradm/serveApproveDecide', { token, decision: 'DECLINE', remark: 'no' })),
    ).toBe('AGR10012');
    // Decided: still readable, no new link.
    expect(code(await pub.call('meradm/serveApproveQuery', { token }))).toBe(OK);
    expect(code(await a.call('meradm/serveApproveSend', { apply_no: e.apply_no }))).toBe('AGR10012');
  });

  it("a new link ends the old one; a guessed link and another provider's entry read like missing ones", async () => {
    const e = await committedEntry(a);
    await e.commit();
    await a.call('meradm/serveApproveSend', { apply_no: e.apply_no });
    const first = tokenIn((await lastMessage(server.db, 'mail', e.email))!.body);
    await a.call('meradm/serveApproveSend', { apply_no: e.apply_no });
    const second = tokenIn((await lastMessage(server.db, 'mail', e.email))!.body);
    const pub = server.client();
    expect(code(await pub.call('meradm/serveApproveQuery', { token: first }))).toBe('AGR10013');
    expect(code(await pub.call('meradm/serveApproveQuery', { token: 'a'.repeat(43) }))).toBe('AGR10013');
    expect(code(await pub.call('meradm/serveApproveQuery', { token: 'short' }))).toBe('AGR10013');
    expect(code(await pub.call('meradm/serveApproveQuery', { token: second }))).toBe(OK);
    const pb = await createServiceProviderWithAdmin(server.db);
    const b = await signIn(server, pb.admin);
    expect(code(await b.call('meradm/serveApproveSend', { apply_no: e.apply_no }))).toBe('SCM40401');
  });
});

type Row = { label: { en: string }; value: string | { zh: string; en: string } };
type Section = { title: { en: string }; rows: Row[] };
const en = (v: Row['value'] | undefined) => (typeof v === 'string' ? v : (v?.en ?? ''));

describe('/serve/approve gates the review of the entry', () => {
  let pa: CreatedOrg<'service'>;
  let a: TestClient;
  beforeAll(async () => {
    pa = await createServiceProviderWithAdmin(server.db);
    a = await signIn(server, pa.admin);
  });

  it('the reviewer sees no link, a link not decided, a decline with its reason; approval waits for the sub-merchant', async () => {
    const staff = await reviewer(server);
    const kit = (action: string, ref: string, reason?: string) =>
      reviewAction(server, staff.token, 'sub-merchant', action, { ref, reason });
    const approval = async (ref: string) => {
      const r = await kit('show', ref);
      expect(r.code).toBe(OK);
      const s = (r.data.sections as Section[]).find((x) => x.title.en.startsWith("Sub-merchant's approval"));
      expect(s).toBeDefined();
      return Object.fromEntries(s!.rows.map((row) => [row.label.en, en(row.value)]));
    };

    const e = await committedEntry(a);
    await e.commit();
    const state = async () => {
      const r = await a.call('meradm/serveApproveState', { apply_no: e.apply_no });
      expect(code(r)).toBe(OK);
      return r.data;
    };
    expect(await state()).toMatchObject({ state: 'NONE', sent_at: '', can_send: 'Y' });
    expect(await approval(e.apply_no)).toEqual({ State: 'No link sent by the provider' });
    expect((await kit('approve', e.apply_no)).code).toBe('AGR10016');

    expect(code(await a.call('meradm/serveApproveSend', { apply_no: e.apply_no }))).toBe(OK);
    const token = tokenIn((await lastMessage(server.db, 'mail', e.email))!.body);
    const sentState = await state();
    expect(sentState).toMatchObject({ state: 'PENDING', can_send: 'Y', decided_at: '' });
    expect(sentState.sent_to).toMatch(/^sub\*\*\*@example\.test$/);
    expect(sentState.sent_at).toMatch(/^\d{14}$/);
    expect(Number(sentState.expires_at) > Number(sentState.sent_at)).toBe(true);
    const pending = await approval(e.apply_no);
    expect(pending.State).toMatch(/^Link sent at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d, not yet decided$/);
    expect(pending['Link sent']).toContain(e.email);
    expect(pending['Valid until']).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await kit('approve', e.apply_no)).code).toBe('AGR10016');

    const pub = ownAddressClient(server);
    const declined = await pub.call('meradm/serveApproveDecide', {
      token,
      decision: 'DECLINE',
      remark: '結算賬戶不是我們的',
    });
    expect(code(declined)).toBe(OK);
    expect(await state()).toMatchObject({ state: 'DECLINED', remark: '結算賬戶不是我們的', can_send: 'N' });
    const seen = await approval(e.apply_no);
    expect(seen).toMatchObject({ State: 'Declined by the sub-merchant', Reason: '結算賬戶不是我們的' });
    expect(seen['Decided at']).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(seen.Address).not.toBe('');
    expect(seen.Browser).not.toBe('');
    const refused = await kit('approve', e.apply_no);
    expect(refused.code).toBe('AGR10016');
    expect(refused.message).toContain('reject it or ask for more');
    // Nothing changed: still under review, no merchant.
    const still = await a.call('meradm/subMerchantEnterQuery', { apply_no: e.apply_no });
    expect(still.data).toMatchObject({ status: 'AUDITING', mer_no: '' });
    // The decline is final for this submission (no new link) ...
    expect(code(await a.call('meradm/serveApproveSend', { apply_no: e.apply_no }))).toBe('AGR10012');

    // ... the reviewer still asks for more; once committed again, the old decision no longer counts and
    // a new link can be sent.
    expect((await kit('more', e.apply_no, '請核對結算賬戶')).code).toBe(OK);
    await e.commit();
    expect(await state()).toMatchObject({ state: 'NONE', remark: '', can_send: 'Y' });
    expect((await approval(e.apply_no)).State).toBe(
      'No link sent by the provider (a link of an earlier submission does not count)',
    );
    expect(code(await a.call('meradm/serveApproveSend', { apply_no: e.apply_no }))).toBe(OK);
    const second = tokenIn((await lastMessage(server.db, 'mail', e.email))!.body);
    expect(
      code(await pub.call('meradm/serveApproveDecide', { token: second, decision: 'APPROVE', remark: '' })),
    ).toBe(OK);
    expect(await state()).toMatchObject({ state: 'APPROVED', can_send: 'N' });
    const other = await signIn(server, (await createServiceProviderWithAdmin(server.db)).admin);
    expect(code(await other.call('meradm/serveApproveState', { apply_no: e.apply_no }))).toBe('SCM40401');
    const approved = await approval(e.apply_no);
    expect(approved.State).toBe('Approved by the sub-merchant');
    expect(approved.Reason).toBeUndefined();
    const ok = await kit('approve', e.apply_no);
    expect(ok.code).toBe(OK);
    const done = await a.call('meradm/subMerchantEnterQuery', { apply_no: e.apply_no });
    expect(done.data.status).toBe('APPROVED');
  });

  it('rejecting needs no decision of the sub-merchant', async () => {
    const staff = await reviewer(server);
    const e = await committedEntry(a);
    await e.commit();
    const r = await reviewAction(server, staff.token, 'sub-merchant', 'reject', {
      ref: e.apply_no,
      reason: '資料不符',
    });
    expect(r.code).toBe(OK);
    expect((await a.call('meradm/subMerchantEnterQuery', { apply_no: e.apply_no })).data.status).toBe(
      'REJECTED',
    );
  });
});

describe('the other calls: settleInfo, queryPayPwdUpdFlg, queryUrmOper', () => {
  it("answer the caller's own data: the settlement account masked, the pay-password flag, the operator", async () => {
    const m = await createMerchantWithAdmin(server.db);
    await server.db.query(
      `insert into accounts (org_kind, org_id, account_type, bank_name, account_no, account_name)
       values ('merchant', $1, 'SETTLEMENT', '大西洋銀行', '6222021234567890', '好味茶餐廳')
       on conflict (org_kind, org_id, account_type, currency)
       do update set bank_name = excluded.bank_name, account_no = excluded.account_no,
         account_name = excluded.account_name`,
      [m.id],
    );
    await server.db.query(
      `insert into settlements (settle_no, merchant_id, settle_date, status, txn_count, gross_amount, net_amount)
       values ($1, $2, '2026-11-27', 'SETTLED', 3, 10000, 9940)`,
      [`S${uniq()}`.slice(0, 30), m.id],
    );
    const c = await signIn(server, m.admin);
    const s = await c.call('meradm/settleInfo', {});
    expect(code(s)).toBe(OK);
    expect(s.data).toMatchObject({
      bank_name: '大西洋銀行',
      account_name: '好味茶餐廳',
      currency: 'MOP',
      last_settle_date: '20261127',
      last_status: 'SETTLED',
      last_net_amount: 9940,
    });
    expect(s.data.account_no).not.toContain('23456789');
    expect(s.data.account_no.endsWith('7890')).toBe(true);

    expect((await c.call('meradm/queryPayPwdUpdFlg', {})).data).toEqual({ pay_pwd_set: 'N', upd_flag: 'Y' });
    await setPayPassword(server.db, m.admin.id);
    expect((await c.call('meradm/queryPayPwdUpdFlg', {})).data).toEqual({ pay_pwd_set: 'Y', upd_flag: 'N' });
    await server.db.query('update operators set pay_failed_tries = 5 where id = $1', [m.admin.id]);
    expect((await c.call('meradm/queryPayPwdUpdFlg', {})).data).toEqual({ pay_pwd_set: 'Y', upd_flag: 'Y' });

    const u = await c.call('meradm/queryUrmOper', {});
    expect(code(u)).toBe(OK);
    expect(u.data).toMatchObject({
      login_name: m.admin.loginName,
      kind: 'admin',
      org_no: m.no,
      org_name: m.name,
    });
  });

  it('keep to their areas and codes: a provider has no settlement info; an operator without 44 is refused', async () => {
    const p = await createServiceProviderWithAdmin(server.db);
    const pc = await signIn(server, p.admin);
    expect(code(await pc.call('meradm/settleInfo', {}))).not.toBe(OK);
    expect(code(await pc.call('meradm/queryPayPwdUpdFlg', {}))).not.toBe(OK);
    expect((await pc.call('meradm/queryUrmOper', {})).data.org_no).toBe(p.no);
    const m = await createMerchantWithAdmin(server.db);
    const op = await createOperator(server.db, {
      orgKind: 'merchant',
      orgId: m.id,
      kind: 'operator',
      codes: [],
    });
    const oc = await signIn(server, op);
    expect(code(await oc.call('meradm/settleInfo', {}))).toBe('SCM40301');
    expect((await oc.call('meradm/queryUrmOper', {})).data.kind).toBe('operator');
  });
});
