import { TEST_COMPANY, TEST_ID_CARD } from '@mp/core/validators/onboarding.fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_TEXTS, publishVersion } from '../src/modules/agreements/index.ts';
import { code, OK, signIn, smsCodeTo } from './admin-helpers.ts';
import { signApplicantAgreements } from './applicant-helpers.ts';
import { type CreatedOrg, createMerchantWithAdmin, randomMacauMobile } from './fixtures.ts';
import { ownAddressClient, startTestServer, type TestServer, uniq } from './harness.ts';
import { png } from './png.ts';
import { itemOf, type Reviewer, reviewAction, reviewer } from './review-helpers.ts';
import type { TestClient } from './test-client.ts';

// Merchant onboarding (issue 14): reference data, the applicant's sign-in, the wizard, files and OCR.
let server: TestServer;
let m1: CreatedOrg<'merchant'>;
let m2: CreatedOrg<'merchant'>;
let staff: Reviewer;

beforeAll(async () => {
  // Each applicant calls from an address of its own: the file registers more applicants a minute than the
  // SMS limit of one address allows (the limit has its own test).
  server = await startTestServer({ env: { simRate: 0, trustProxy: { hops: 1 } } });
  staff = await reviewer(server);
  m1 = await createMerchantWithAdmin(server.db);
  m2 = await createMerchantWithAdmin(server.db);
});
afterAll(() => server?.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n', 'latin1');

const ID_NO = TEST_ID_CARD.id_no;
const base = (over: Record<string, string> = {}) => ({
  merc_category: 'ENTERPRISE',
  ...TEST_COMPANY,
  ...TEST_ID_CARD,
  ...over,
});

async function applicant(): Promise<{ c: TestClient; token: string; phone: string }> {
  const c = ownAddressClient(server);
  const phone = randomMacauMobile();
  expect(code(await c.call('meradm/sendMessage', { phone_area: '+853', phone }))).toBe(OK);
  const sms = await smsCodeTo(server.db, '+853', phone);
  const r = await c.call('meradm/register', { phone_area: '+853', phone, sms_code: sms });
  expect(code(r)).toBe(OK);
  return { c, token: r.data.apply_token, phone };
}

async function upload(c: TestClient, token: string, purpose: string, name: string, content: Buffer) {
  return c.call('meradm/merH5InsertFile', {
    apply_token: token,
    purpose,
    file_name: name,
    content_base64: content.toString('base64'),
  });
}

describe('reference data', () => {
  it('answers the banks of the three regions with their public codes, and finds them by name', async () => {
    const c = server.client();
    const all = await c.call('meradm/queryBank', {});
    expect(code(all)).toBe(OK);
    const names = all.data.list.map((b: { bank_name: string }) => b.bank_name);
    expect(names).toContain('大西洋銀行');
    expect(all.data.list).toContainEqual(expect.objectContaining({ region: 'HK', clearing_code: '004' }));
    expect(all.data.list).toContainEqual(
      expect.objectContaining({ region: 'CN', clearing_code: '102', bank_name: '中國工商銀行' }),
    );
    const hk = await c.call('meradm/queryBank', { region: 'HK' });
    expect(hk.data.list.every((b: { region: string }) => b.region === 'HK')).toBe(true);
    const like = await c.call('pc/queryBankInfoLike', { keyword: 'hang seng' });
    expect(like.data.list.map((b: { bank_code: string }) => b.bank_code)).toEqual(['MO015', 'HK024']);
    const wild = await c.call('pc/queryBankInfoLike', { keyword: '%' });
    expect(wild.data.list).toEqual([]);
    const info = await c.call('meradm/queryBankOpenInfo', { bank_code: 'HK004' });
    expect(info.data).toMatchObject({
      clearing_code: '004',
      bank_name_en: 'The Hongkong and Shanghai Banking Corporation',
    });
    expect(code(await c.call('meradm/queryBankOpenInfo', { bank_code: 'XX999' }))).toBe('SCM40401');
  });

  it('answers ISO 18245 codes, areas (GB/T 2260, Macau parishes) and business types', async () => {
    const c = server.client();
    const mcc = await c.call('meradm/queryMcc', { keyword: '5812' });
    expect(mcc.data.list).toEqual([
      expect.objectContaining({ mcc: '5812', name_en: 'Eating Places and Restaurants' }),
    ]);
    const provinces = await c.call('meradm/queryProvince', {});
    expect(provinces.data.list).toHaveLength(34);
    const gd = await c.call('meradm/queryCityByProvince', { province_code: '440000' });
    expect(gd.data.list).toHaveLength(21);
    expect(gd.data.list).toContainEqual(expect.objectContaining({ area_code: '440300', name: '深圳市' }));
    const mo = await c.call('meradm/queryArea', { parent_code: '820000' });
    expect(mo.data.list.map((a: { level: string }) => a.level)).toEqual(Array(8).fill('parish'));
    const personal = await c.call('meradm/queryBusType', { merc_category: 'PERSONAL' });
    expect(personal.data.list.map((b: { bus_type: string }) => b.bus_type)).toEqual([
      'SOLE_PROPRIETOR',
      'INDIVIDUAL',
    ]);
  });
});

describe('reference data corrections (0075)', () => {
  it("has Macau's locally incorporated banks, the ferries of 4111 and the directly administered cities", async () => {
    const c = server.client();
    const mo = await c.call('meradm/queryBank', { region: 'MO' });
    const names = mo.data.list.map((b: { bank_name: string }) => b.bank_name);
    for (const name of [
      '滙業銀行',
      '中國銀行（澳門）',
      '澳門發展銀行',
      '螞蟻銀行（澳門）',
      '華僑銀行（澳門）',
    ]) {
      expect(names).toContain(name);
    }
    const delta = await c.call('pc/queryBankInfoLike', { keyword: 'delta' });
    expect(delta.data.list).toEqual([expect.objectContaining({ bank_code: 'MO023', region: 'MO' })]);
    const ferries = await c.call('meradm/queryMcc', { keyword: '4111' });
    expect(ferries.data.list[0].name_en).toMatch(/Including Ferries$/);
    const hubei = await c.call('meradm/queryCityByProvince', { province_code: '420000' });
    expect(hubei.data.list).toHaveLength(17);
    expect(hubei.data.list.at(-1)).toMatchObject({ area_code: '429021', name: '神農架林區' });
    const hainan = await c.call('meradm/queryCityByProvince', { province_code: '460000' });
    expect(hainan.data.list.map((a: { area_code: string }) => a.area_code)).toContain('469002');
    // A directly administered city is a place a merchant can be in (a leaf).
    const { c: a, token } = await applicant();
    await a.call('meradm/merAccessneType', {
      apply_token: token,
      merc_category: 'ENTERPRISE',
      products: ['WECHAT_QR'],
    });
    expect(
      code(
        await a.call('meradm/merAddSaveBaseInfo', { apply_token: token, ...base({ area_code: '429004' }) }),
      ),
    ).toBe(OK);
  });
});

describe('the registration wizard', () => {
  it('signs in by SMS, saves each step, refuses a step out of order, and resumes after a new sign-in', async () => {
    const { c, token, phone } = await applicant();
    const q0 = await c.call('meradm/merInfoQuery', { apply_token: token });
    expect(q0.data).toMatchObject({ status: 'DRAFT', step: 'product' });
    expect(code(await c.call('meradm/merAddSaveBaseInfo', { apply_token: token, ...base() }))).toBe(
      'ONB10003',
    );
    expect(
      code(
        await c.call('meradm/merAccessneType', {
          apply_token: token,
          merc_category: 'ENTERPRISE',
          products: [],
        }),
      ),
    ).toBe('ONB10007');
    expect(
      code(
        await c.call('meradm/merAccessneType', {
          apply_token: token,
          merc_category: 'ENTERPRISE',
          products: ['NOPE'],
        }),
      ),
    ).toBe('ONB10005');
    const p = await c.call('meradm/merAccessneType', {
      apply_token: token,
      merc_category: 'ENTERPRISE',
      products: ['WECHAT_QR'],
    });
    expect(p.data).toMatchObject({ step: 'base', merc_category: 'ENTERPRISE', products: ['WECHAT_QR'] });

    // Each field's rule answers its own code, naming the field; nothing is saved.
    const bad: [Record<string, string>, string][] = [
      [{ merc_name: 'ABC Company' }, 'VAL10006'],
      [{ merc_short_name: "a'b" }, 'VAL10007'],
      [{ id_no: '110105199006151235' }, 'VAL10009'],
      [{ id_expiry: '20300110' }, 'VAL10010'],
      [{ id_type: 'PASSPORT', id_no: 'E12' }, 'VAL10009'],
      [{ id_type: 'DRIVING' }, 'VAL10037'],
      [{ bus_type: 'SOLE_PROPRIETOR' }, 'ONB10008'],
      [{ mcc: '0001' }, 'ONB10005'],
      [{ area_code: '820000' }, 'ONB10005'],
      [{ licence_expiry: '20261301' }, 'VAL10013'],
    ];
    for (const [over, want] of bad) {
      const r = await c.call('meradm/merAddSaveBaseInfo', { apply_token: token, ...base(over) });
      expect(code(r), JSON.stringify(over)).toBe(want);
    }
    expect((await c.call('meradm/merInfoQuery', { apply_token: token })).data.base_info).toEqual({});
    const b = await c.call('meradm/merAddSaveBaseInfo', { apply_token: token, ...base() });
    expect(code(b)).toBe(OK);
    expect(b.data.step).toBe('files');

    // A new browser signing in with the same mobile resumes the same draft.
    const again = server.client();
    await server.db.query(
      "update sms_codes set created_at = created_at - interval '2 minutes' where target = $1",
      [`apply:+853${phone}`],
    );
    expect(code(await again.call('meradm/sendMessage', { phone_area: '+853', phone }))).toBe(OK);
    const sms = await smsCodeTo(server.db, '+853', phone);
    const r2 = await again.call('meradm/register', { phone_area: '+853', phone, sms_code: sms });
    expect(r2.data.application).toMatchObject({ apply_no: q0.data.apply_no, step: 'files' });
    expect(r2.data.application.base_info.merc_name).toBe('澳門測試貿易有限公司');
  });

  it('refuses an unknown or forged token and a wrong SMS code', async () => {
    const c = server.client();
    expect(code(await c.call('meradm/merInfoQuery', { apply_token: 'x'.repeat(43) }))).toBe('ONB10001');
    const phone = randomMacauMobile();
    await c.call('meradm/sendMessage', { phone_area: '+853', phone });
    const right = await smsCodeTo(server.db, '+853', phone);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect(code(await c.call('meradm/register', { phone_area: '+853', phone, sms_code: wrong }))).toBe(
      'SMS10001',
    );
    expect(code(await c.call('meradm/sendMessage', { phone_area: '+853', phone: '12345' }))).toBe('VAL10004');
  });

  it('goes through files, settlement, contacts and commit; a committed application is closed to changes', async () => {
    const { c, token, phone } = await applicant();
    await c.call('meradm/merAccessneType', {
      apply_token: token,
      merc_category: 'ENTERPRISE',
      products: ['WECHAT_QR'],
    });
    expect(code(await c.call('meradm/merAddSaveBaseInfo', { apply_token: token, ...base() }))).toBe(OK);
    const ids: Record<string, string> = {};
    for (const purpose of ['LICENCE', 'ID_FRONT', 'STORE_FRONT']) {
      const u = await upload(c, token, purpose, `${purpose.toLowerCase()}.png`, png());
      expect(code(u)).toBe(OK);
      ids[purpose] = u.data.file_id;
    }
    // I_CARD has an opposite side: without it the step is refused.
    const missing = await c.call('meradm/merAddFileList', { apply_token: token, files: ids });
    expect(code(missing)).toBe('ONB10004');
    expect(missing.gda.msg_inf).toContain('ID_BACK');
    const back = await upload(c, token, 'ID_BACK', 'back.png', png());
    ids.ID_BACK = back.data.file_id;
    expect(code(await c.call('meradm/merAddFileList', { apply_token: token, files: ids }))).toBe(OK);

    const settle = { bank_code: 'MO001', account_name: '澳門測試貿易有限公司', account_no: '9001002003004' };
    expect(
      code(await c.call('meradm/merAddSaveSettle', { apply_token: token, ...settle, account_no: '12a' })),
    ).toBe('VAL10003');
    expect(
      code(await c.call('meradm/merAddSaveSettle', { apply_token: token, ...settle, bank_code: 'ZZ1' })),
    ).toBe('ONB10005');
    expect(code(await c.call('meradm/merAddSaveSettle', { apply_token: token, ...settle }))).toBe(OK);
    const contacts = {
      admin_login_name: `adm${uniq()}`.slice(0, 20),
      admin_name: '陳大文',
      admin_phone_area: '+853',
      admin_phone: randomMacauMobile(),
      admin_email: 'boss@example.test',
    };
    expect(
      code(await c.call('meradm/merAddSaveContact', { apply_token: token, ...contacts, admin_email: 'x' })),
    ).toBe('VAL10002');
    expect(
      code(
        await c.call('meradm/merAddSaveContact', {
          apply_token: token,
          ...contacts,
          admin_login_name: m1.admin.loginName,
        }),
      ),
    ).toBe('OPR10001');
    expect(code(await c.call('meradm/merAddSaveContact', { apply_token: token, ...contacts }))).toBe(OK);
    // Not before the letter and the contract are signed: refused, and the application stays a draft.
    const unsigned = await c.call('meradm/merAddCommit', { apply_token: token });
    expect(code(unsigned)).toBe('AGR10015');
    const kept = await server.db.query<{ status: string }>(
      'select status from merchant_applications where phone = $1',
      [phone],
    );
    expect(kept.rows.map((r) => r.status)).toEqual(['DRAFT']);
    await signApplicantAgreements(c, token);
    const done = await c.call('meradm/merAddCommit', { apply_token: token });
    expect(code(done)).toBe(OK);
    expect(done.data).toMatchObject({ status: 'AUDITING', step: 'done' });
    expect(done.data.history).toEqual([expect.objectContaining({ action: 'SUBMITTED' })]);
    expect(code(await c.call('meradm/merAddSaveSettle', { apply_token: token, ...settle }))).toBe('ONB10002');
  });
});

describe('files', () => {
  it('refuses a forged type, an over-size file, a path in the name, a wrong extension; nothing is kept', async () => {
    const { c, token } = await applicant();
    const before = Number(
      (await server.db.query<{ n: string }>('select count(*) as n from uploaded_files')).rows[0].n,
    );
    expect(code(await upload(c, token, 'ID_FRONT', 'id.png', PDF))).toBe('FIL10002');
    expect(code(await upload(c, token, 'OTHER', 'notes.pdf', png()))).toBe('FIL10002');
    expect(code(await upload(c, token, 'OTHER', 'run.exe', PDF))).toBe('VAL10011');
    expect(code(await upload(c, token, 'ID_FRONT', 'id.pdf', PDF))).toBe('VAL10038');
    expect(code(await upload(c, token, 'OTHER', '../../etc/passwd.txt', Buffer.from('x')))).toBe('FIL10004');
    expect(code(await upload(c, token, 'OTHER', 'C:\\a\\b.txt', Buffer.from('x')))).toBe('FIL10004');
    const big = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]);
    expect(code(await upload(c, token, 'OTHER', 'big.pdf', big))).toBe('FIL10003');
    const after = Number(
      (await server.db.query<{ n: string }>('select count(*) as n from uploaded_files')).rows[0].n,
    );
    expect(after).toBe(before);
  });

  it('refuses a 50 MB body before reading it', async () => {
    const res = await fetch(`${server.url}/syf-mms/sys-mms/meradm/merH5InsertFile`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `t=x&d=${'A'.repeat(50 * 1024 * 1024)}`,
    });
    expect(res.status).toBe(413);
    expect((await res.json()).gda.msg_cd).toBe('SCM40006');
  });

  it("answers a file only to its owner: another applicant's or merchant's file id is not found", async () => {
    const a = await applicant();
    const b = await applicant();
    const u = await upload(a.c, a.token, 'OTHER', '說明.txt', Buffer.from('hello 你好'));
    expect(code(u)).toBe(OK);
    expect(u.data).toMatchObject({ file_name: '說明.txt', content_type: 'text/plain', is_image: false });
    const own = await a.c.call('meradm/queryH5File', { apply_token: a.token, file_id: u.data.file_id });
    expect(Buffer.from(own.data.content_base64, 'base64').toString()).toBe('hello 你好');
    expect(
      code(await b.c.call('meradm/queryH5File', { apply_token: b.token, file_id: u.data.file_id })),
    ).toBe('FIL10001');

    const c1 = await signIn(server, m1.admin);
    const c2 = await signIn(server, m2.admin);
    const f = await c1.call('file/upload', {
      purpose: 'OTHER',
      file_name: 'a.png',
      content_base64: png().toString('base64'),
    });
    expect(code(f)).toBe(OK);
    expect(code(await c1.call('file/fileTmpDownloadPc', { file_id: f.data.file_id }))).toBe(OK);
    expect(code(await c2.call('file/fileTmpDownloadPc', { file_id: f.data.file_id }))).toBe('FIL10001');
    expect(code(await c2.call('file/fileTmpDownloadPc', { file_id: u.data.file_id }))).toBe('FIL10001');
  });

  it('OCR reads the number and the dates of a text layer, or says not recognised', async () => {
    const { c, token } = await applicant();
    const text = `ID ${ID_NO}\nValid 2020.01.10-2040.01.10`;
    const u = await upload(c, token, 'ID_FRONT', 'front.png', png(text));
    const r = await c.call('meradm/merH5OcrAuth', { apply_token: token, file_id: u.data.file_id });
    expect(r.data).toEqual({
      recognised: true,
      id_no: ID_NO,
      id_issue_date: '20200110',
      id_expiry: '20400110',
    });
    const plain = await upload(c, token, 'ID_FRONT', 'plain.png', png());
    const none = await c.call('meradm/merH5OcrAuth', { apply_token: token, file_id: plain.data.file_id });
    expect(none.data).toEqual({ recognised: false, id_no: '', id_issue_date: '', id_expiry: '' });
  });
});

/** An application filled in and committed (PASSPORT: no opposite side; PERSONAL: no licence). */
async function committed() {
  const { c, token } = await applicant();
  await c.call('meradm/merAccessneType', {
    apply_token: token,
    merc_category: 'PERSONAL',
    products: ['WECHAT_QR', 'UNIONPAY_CARD'],
  });
  const b = base({
    merc_category: 'PERSONAL',
    bus_type: 'SOLE_PROPRIETOR',
    id_type: 'PASSPORT',
    id_no: 'E12345678',
    id_expiry: '20300109',
  });
  expect(code(await c.call('meradm/merAddSaveBaseInfo', { apply_token: token, ...b }))).toBe(OK);
  const files: Record<string, string> = {};
  for (const purpose of ['ID_FRONT', 'STORE_FRONT']) {
    files[purpose] = (await upload(c, token, purpose, 'a.png', png())).data.file_id;
  }
  expect(code(await c.call('meradm/merAddFileList', { apply_token: token, files }))).toBe(OK);
  const settle = { bank_code: 'HK004', account_name: '陳大文', account_no: '123456789012' };
  expect(code(await c.call('meradm/merAddSaveSettle', { apply_token: token, ...settle }))).toBe(OK);
  const contacts = {
    admin_login_name: `ad${uniq()}`.slice(0, 20),
    admin_name: '陳大文',
    admin_phone_area: '+853',
    admin_phone: randomMacauMobile(),
    admin_email: 'boss@example.test',
  };
  expect(code(await c.call('meradm/merAddSaveContact', { apply_token: token, ...contacts }))).toBe(OK);
  await signApplicantAgreements(c, token);
  const done = await c.call('meradm/merAddCommit', { apply_token: token });
  expect(code(done)).toBe(OK);
  return { c, token, applyNo: done.data.apply_no as string, contacts, files };
}

/**
 * The review of applications through the review kit's JSON API (a staff member's token): list answers
 * the open applications, a decision answers the application as the applicant's side keeps it.
 */
async function review(action: string, body: { apply_no?: string; reason?: string }, token = staff.token) {
  const r = await reviewAction(server, token, 'application', action, {
    ref: body.apply_no,
    reason: body.reason,
  });
  if (action === 'list' && r.data)
    r.data = { list: r.data.list.map((i: { ref: string }) => ({ apply_no: i.ref, status: 'AUDITING' })) };
  else if (action !== 'show' && r.code === OK) {
    const a = await server.db.query(
      `select a.status, a.review_reason, a.admin_login_name, coalesce(m.mer_no, '') as mer_no
         from merchant_applications a left join merchants m on m.id = a.merchant_id where a.apply_no = $1`,
      [body.apply_no],
    );
    r.data = a.rows[0];
  }
  return r;
}

describe('review', () => {
  it('shows the reviewer the application with its labelled fields and opens its documents, no other file', async () => {
    const a = await committed();
    const item = await itemOf(staff.client, 'application', a.applyNo);
    const d = await staff.client.call('review/detail', { item_id: item.item_id });
    expect(code(d)).toBe(OK);
    const rows = (d.data.sections as { rows: { label: { en: string } }[] }[]).flatMap((s) => s.rows);
    expect(rows.map((r) => r.label.en)).toContain('ID number');
    const files = d.data.files as { label: { en: string }; file_id: string }[];
    expect(files.map((f) => f.label.en).sort()).toEqual(['ID, front', 'Shop front']);
    const f = await staff.client.call('review/file', { item_id: item.item_id, file_id: a.files.ID_FRONT });
    expect(code(f)).toBe(OK);
    expect(Buffer.from(f.data.content_base64, 'base64').subarray(1, 4).toString()).toBe('PNG');
    // A file the request does not show is not found through it (one more application here would pass the
    // SMS rate limit of this file's one address).
    const foreign = await staff.client.call('review/file', {
      item_id: item.item_id,
      file_id: 'F999999999999',
    });
    expect(code(foreign)).toBe('SCM40401');
  });

  it("shows the applicant's signatures with their evidence, and says when a signed version is no longer current", async () => {
    const a = await committed();
    const item = await itemOf(staff.client, 'application', a.applyNo);
    type Section = {
      title: { en: string };
      rows: { label: { en: string }; value: string | { en: string } }[];
    };
    const signature = async (doc: string) => {
      const d = await staff.client.call('review/detail', { item_id: item.item_id });
      expect(code(d)).toBe(OK);
      const s = (d.data.sections as Section[]).find((x) => x.title.en === `Signature: ${doc}`);
      expect(s, doc).toBeDefined();
      return Object.fromEntries(
        s!.rows.map((r) => [r.label.en, typeof r.value === 'string' ? r.value : r.value.en]),
      );
    };
    const mandate = await signature('Letter of authorisation');
    expect(mandate).toMatchObject({
      Document: 'Letter of authorisation',
      'Binding language': 'Traditional Chinese',
      Signer: '陳大文',
    });
    expect(mandate.Version).toMatch(/^v\d+$/);
    expect(mandate['Document SHA-256']).toMatch(/^[0-9a-f]{64}$/);
    expect(mandate['Signed at']).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}$/);
    expect(mandate['Mobile (signed in by SMS)']).toMatch(/^\+853\d{8}$/);
    expect(mandate.Address).not.toBe('');
    expect(mandate.Browser).not.toBe('');
    const contract = await signature('Company merchant contract');
    expect(contract.Version).toMatch(/^v\d+$/);
    // A new version of the letter: the reviewer reads that the signed one is no longer current.
    const signed = Number(mandate.Version.slice(1));
    const deps = { db: server.db, files: server.built.platform.ports.files };
    await publishVersion(deps, 'MANDATE', FIRST_TEXTS.MANDATE, new Date(Date.now() - 1000));
    expect((await signature('Letter of authorisation')).Version).toBe(
      `v${signed} (no longer current: v${signed + 1} is)`,
    );
    expect((await signature('Company merchant contract')).Version).toBe(contract.Version);
  });

  it('approves: the merchant, its administrator (forced password change) and accounts exist; files move to it', async () => {
    const a = await committed();
    expect((await review('list', {}, 'mpst_wrong-token-wrong-token-wrong')).status).toBe(401);
    const list = await review('list', {});
    expect(list.data.list).toContainEqual(
      expect.objectContaining({ apply_no: a.applyNo, status: 'AUDITING' }),
    );
    const ok = await review('approve', { apply_no: a.applyNo });
    expect(ok.code).toBe(OK);
    expect(ok.data).toMatchObject({ status: 'APPROVED', admin_login_name: a.contacts.admin_login_name });
    expect(ok.data.mer_no).toMatch(/^M\d{11}$/);
    // Decided once: the kit refuses it again.
    expect((await review('approve', { apply_no: a.applyNo })).code).toBe('REV10002');

    // The applicant sees it; the history names each step.
    const seen = await a.c.call('meradm/merInfoQuery', { apply_token: a.token });
    expect(seen.data.history.map((h: { action: string }) => h.action)).toEqual(['SUBMITTED', 'APPROVED']);

    // The initial password went by SMS; the first sign-in must change it.
    const sms = await server.db.query<{ body: string }>(
      'select body from message_outbox where target = $1 order by id desc limit 1',
      [`+853 ${a.contacts.admin_phone}`],
    );
    const password = /初始密碼 (\S+)，/.exec(sms.rows[0].body)?.[1] ?? '';
    const admin = server.client();
    const login = await admin.login(a.contacts.admin_login_name, password, 'admin/login');
    expect(code(login)).toBe(OK);
    expect(code(await admin.call('account/queryAccBalance', {}))).toBe('LOG10009');

    const m = await server.db.query<{ id: string; category: string }>(
      'select id, category from merchants where mer_no = $1',
      [ok.data.mer_no],
    );
    expect(m.rows[0].category).toBe('PERSONAL');
    const acc = await server.db.query<{ account_type: string; bank_name: string }>(
      "select account_type, bank_name from accounts where org_kind = 'merchant' and org_id = $1 order by account_type",
      [m.rows[0].id],
    );
    expect(acc.rows.map((r) => r.account_type)).toEqual(['BALANCE', 'SETTLEMENT']);
    expect(acc.rows[1].bank_name).toBe('香港上海滙豐銀行');
    const prods = await server.db.query('select product_code from merchant_products where merchant_id = $1', [
      m.rows[0].id,
    ]);
    expect(prods.rows).toHaveLength(2);
    const owner = await server.db.query<{ owner_kind: string }>(
      'select owner_kind from uploaded_files where file_no = $1',
      [a.files.ID_FRONT],
    );
    expect(owner.rows[0].owner_kind).toBe('merchant');
  });

  it('rejects with a reason, or asks for more (editable again, then committed again)', async () => {
    const a = await committed();
    expect((await review('reject', { apply_no: a.applyNo, reason: '' })).code).toBe('REV10006');
    const r = await review('reject', { apply_no: a.applyNo, reason: '證件不清晰' });
    expect(r.data).toMatchObject({ status: 'REJECTED', review_reason: '證件不清晰' });

    const b = await committed();
    const more = await review('more', { apply_no: b.applyNo, reason: '請補充門店內景照片' });
    expect(more.data).toMatchObject({ status: 'NEED_MORE', review_reason: '請補充門店內景照片' });
    const inside = await upload(b.c, b.token, 'STORE_INSIDE', 'in.png', png());
    const files = { ...b.files, STORE_INSIDE: inside.data.file_id };
    expect(code(await b.c.call('meradm/merAddFileList', { apply_token: b.token, files }))).toBe(OK);
    const again = await b.c.call('meradm/merAddCommit', { apply_token: b.token });
    expect(again.data.status).toBe('AUDITING');
    expect(again.data.history.map((h: { action: string }) => h.action)).toEqual([
      'SUBMITTED',
      'NEED_MORE',
      'SUBMITTED',
    ]);
  });
});

describe('the phone (H5) calls and registerNew: the same services under the spec names', () => {
  it('registers a whole application through registerNew and the merH5Insert* / queryH5* calls', async () => {
    const c = server.client();
    const phone = randomMacauMobile();
    expect(code(await c.call('meradm/sendMessage', { phone_area: '+853', phone }))).toBe(OK);
    const sms = await smsCodeTo(server.db, '+853', phone);
    const signIn = { phone_area: '+853', phone, sms_code: sms };
    // An unknown product is refused before the code is spent: the same code signs in afterwards.
    const unknown = await c.call('meradm/registerNew', {
      ...signIn,
      merc_category: 'PERSONAL',
      products: ['NO_SUCH'],
    });
    expect(code(unknown)).toBe('ONB10005');
    const r = await c.call('meradm/registerNew', {
      ...signIn,
      merc_category: 'PERSONAL',
      products: ['WECHAT_QR'],
    });
    expect(code(r)).toBe(OK);
    expect(r.data.application).toMatchObject({
      status: 'DRAFT',
      step: 'base',
      merc_category: 'PERSONAL',
      products: ['WECHAT_QR'],
    });
    const token = r.data.apply_token as string;
    const t = { apply_token: token };

    const b = base({
      merc_category: 'PERSONAL',
      bus_type: 'SOLE_PROPRIETOR',
      id_type: 'PASSPORT',
      id_no: 'E12345678',
      id_expiry: '20300109',
    });
    // The same rule answers the same code under either name; nothing is saved.
    const refusals = [];
    for (const path of ['meradm/merH5InsertBaseInfo', 'meradm/merAddSaveBaseInfo']) {
      const bad = await c.call(path, { ...t, ...b, id_no: 'E1' });
      refusals.push([code(bad), bad.gda.msg_inf.includes('id_no')]);
    }
    expect(refusals[0][0]).toMatch(/^VAL/);
    expect(refusals).toEqual([refusals[0], refusals[0]]);
    expect(refusals[0][1]).toBe(true);
    expect(
      code(
        await c.call('meradm/merH5InsertSettle', {
          ...t,
          bank_code: 'MO001',
          account_name: '陳大文',
          account_no: '123456789',
        }),
      ),
    ).toBe('ONB10003');
    expect(code(await c.call('meradm/merH5InsertBaseInfo', { ...t, ...b }))).toBe(OK);
    const files: Record<string, string> = {};
    for (const purpose of ['ID_FRONT', 'STORE_FRONT']) {
      files[purpose] = (await upload(c, token, purpose, 'a.png', png())).data.file_id;
    }
    expect(code(await c.call('meradm/merH5InsertFileList', { ...t, files }))).toBe(OK);
    const settle = { bank_code: 'MO001', account_name: '陳大文', account_no: '9001002003004' };
    expect(code(await c.call('meradm/merH5InsertSettle', { ...t, ...settle }))).toBe(OK);
    const contacts = {
      admin_login_name: `h5${uniq()}`.slice(0, 20),
      admin_name: '陳大文',
      admin_phone_area: '+853',
      admin_phone: randomMacauMobile(),
      admin_email: 'boss@example.test',
    };
    expect(code(await c.call('meradm/merH5InsertContact', { ...t, ...contacts }))).toBe(OK);
    // What the phone calls saved is the PC calls' application.
    const pc = await c.call('meradm/merInfoQuery', t);
    expect(pc.data).toMatchObject({ step: 'review', settle, base_info: { id_no: 'E12345678' } });
    expect(code(await c.call('meradm/merH5InsertCommit', t))).toBe('AGR10015');
    await signApplicantAgreements(c, t.apply_token);
    const done = await c.call('meradm/merH5InsertCommit', t);
    expect(code(done)).toBe(OK);
    expect(done.data).toMatchObject({ status: 'AUDITING', step: 'done' });
    const h5 = await c.call('meradm/queryH5MerInfo', t);
    expect(h5.data).toEqual({
      ...pc.data,
      status: 'AUDITING',
      step: 'done',
      history: done.data.history,
      updated_at: h5.data.updated_at,
    });
    expect(
      code(
        await c.call('meradm/merH5InsertProduct', {
          ...t,
          merc_category: 'PERSONAL',
          products: ['WECHAT_QR'],
        }),
      ),
    ).toBe('ONB10002');

    // Signing in again by registerNew answers the application under review as it is.
    await server.db.query(
      `update sms_codes set created_at = created_at - interval '61 seconds' where target like $1`,
      [`%${phone}`],
    );
    expect(code(await server.client().call('meradm/sendMessage', { phone_area: '+853', phone }))).toBe(OK);
    const again = await server.client().call('meradm/registerNew', {
      phone_area: '+853',
      phone,
      sms_code: await smsCodeTo(server.db, '+853', phone),
      merc_category: 'ENTERPRISE',
      products: ['UNIONPAY_CARD'],
    });
    expect(code(again)).toBe(OK);
    expect(again.data.application).toMatchObject({
      apply_no: done.data.apply_no,
      status: 'AUDITING',
      merc_category: 'PERSONAL',
      products: ['WECHAT_QR'],
    });
  });

  it('refuses a wrong SMS code to registerNew and saves nothing', async () => {
    const c = server.client();
    const phone = randomMacauMobile();
    expect(code(await c.call('meradm/sendMessage', { phone_area: '+853', phone }))).toBe(OK);
    const sms = await smsCodeTo(server.db, '+853', phone);
    const wrong = sms === '000000' ? '111111' : '000000';
    const r = await c.call('meradm/registerNew', {
      phone_area: '+853',
      phone,
      sms_code: wrong,
      merc_category: 'ENTERPRISE',
      products: ['WECHAT_QR'],
    });
    expect(code(r)).not.toBe(OK);
    const rows = await server.db.query('select 1 from merchant_applications where phone = $1', [phone]);
    expect(rows.rows).toHaveLength(0);
  });
});

describe('business check (pc/businessCheckList, pc/businessCheckUpdate): the review as the applicant answers it', () => {
  it("lists the review's checks newest first and answers a request for more with a remark", async () => {
    const a = await committed();
    const t = { apply_token: a.token };
    const first = await a.c.call('pc/businessCheckList', t);
    expect(code(first)).toBe(OK);
    expect(first.data).toMatchObject({ apply_no: a.applyNo, status: 'AUDITING', answerable: false });
    expect(first.data.list.map((e: { action: string }) => e.action)).toEqual(['SUBMITTED']);
    const answer = { ...t, apply_no: a.applyNo, remark: '已補充' };
    // Under review: nothing to answer.
    expect(code(await a.c.call('pc/businessCheckUpdate', answer))).toBe('ONB10002');

    await review('more', { apply_no: a.applyNo, reason: '請補充門店內景照片' });
    const asked = await a.c.call('pc/businessCheckList', t);
    expect(asked.data).toMatchObject({
      status: 'NEED_MORE',
      answerable: true,
      review_reason: '請補充門店內景照片',
    });
    expect(asked.data.list[0]).toMatchObject({ action: 'NEED_MORE', reason: '請補充門店內景照片' });

    // Another application's number, a remark with < or an edge space: refused, nothing changed.
    const other = await committed();
    expect(code(await a.c.call('pc/businessCheckUpdate', { ...answer, apply_no: other.applyNo }))).toBe(
      'SCM40401',
    );
    const bad = await a.c.call('pc/businessCheckUpdate', { ...answer, remark: '<b>已補充</b>' });
    expect(code(bad)).toMatch(/^VAL/);
    expect(bad.gda.msg_inf).toContain('remark');
    expect(code(await a.c.call('pc/businessCheckUpdate', { ...answer, remark: ' 已補充' }))).toMatch(/^VAL/);
    expect((await a.c.call('pc/businessCheckList', t)).data.status).toBe('NEED_MORE');

    const inside = await upload(a.c, a.token, 'STORE_INSIDE', 'in.png', png());
    const files = { ...a.files, STORE_INSIDE: inside.data.file_id };
    expect(code(await a.c.call('meradm/merAddFileList', { ...t, files }))).toBe(OK);
    const done = await a.c.call('pc/businessCheckUpdate', answer);
    expect(code(done)).toBe(OK);
    expect(done.data.status).toBe('AUDITING');
    const list = await a.c.call('pc/businessCheckList', t);
    expect(list.data.list.map((e: { action: string; reason: string }) => [e.action, e.reason])).toEqual([
      ['SUBMITTED', '已補充'],
      ['NEED_MORE', '請補充門店內景照片'],
      ['SUBMITTED', ''],
    ]);
    // The reviewer sees the answer with the application.
    const shown = await review('show', { apply_no: a.applyNo });
    expect(JSON.stringify(shown.data)).toContain('已補充');
  });

  it('refuses to answer a draft (commit it instead) and an unknown token', async () => {
    const { c, token } = await applicant();
    const q = await c.call('meradm/merInfoQuery', { apply_token: token });
    const r = await c.call('pc/businessCheckUpdate', {
      apply_token: token,
      apply_no: q.data.apply_no,
      remark: '',
    });
    expect(code(r)).toBe('ONB10010');
    expect(code(await c.call('pc/businessCheckList', { apply_token: 'x'.repeat(43) }))).toBe('ONB10001');
  });
});

describe('changes after onboarding: progress and the unfinished-review check', () => {
  it("answers the caller's own merchant's changes only", async () => {
    await server.db.query(
      `insert into merchant_change_requests (change_no, merchant_id, kind, status, old_value, new_value)
       values ($1, $2, 'BASIC', 'AUDITING', '{}', '{}')`,
      [`CH${uniq()}`, m1.id],
    );
    const c1 = await signIn(server, m1.admin);
    const open = await c1.call('meradm/checkUnFinishAuditRec', { kind: 'BASIC' });
    expect(open.data).toMatchObject({ unfinished: 'Y', open: [expect.objectContaining({ kind: 'BASIC' })] });
    expect((await c1.call('meradm/checkUnFinishAuditRec', { kind: 'BANK' })).data.unfinished).toBe('N');
    expect((await c1.call('meradm/queryMercModifyProgress', {})).data.list).toHaveLength(1);
    const c2 = await signIn(server, m2.admin);
    expect((await c2.call('meradm/checkUnFinishAuditRec', {})).data).toEqual({ unfinished: 'N', open: [] });
    expect((await c2.call('meradm/queryMercModifyProgress', {})).data.list).toEqual([]);
  });
});
