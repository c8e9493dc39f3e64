import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEE_BP } from '../src/db/seed/profiles.ts';
import { PRODUCTS, seedAdministration } from '../src/modules/merchant/seed.ts';
import { code, OK, signIn } from './admin-helpers.ts';
import {
  type CreatedOrg,
  createGroupWithAdmin,
  createMerchantWithAdmin,
  createOperator,
  createServiceProviderWithAdmin,
} from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';
import type { TestClient } from './test-client.ts';

let server: TestServer;
let provider: CreatedOrg<'service'>;
let group: CreatedOrg<'group'>;
let merchant: CreatedOrg<'merchant'>;
let outsider: CreatedOrg<'merchant'>;
let admin: TestClient;

const ACCOUNT_NO = '9018223344556670';

beforeAll(async () => {
  server = await startTestServer();
  provider = await createServiceProviderWithAdmin(server.db);
  group = await createGroupWithAdmin(server.db);
  merchant = await createMerchantWithAdmin(server.db, { agentId: provider.id });
  outsider = await createMerchantWithAdmin(server.db);
  await server.db.query('insert into group_members (group_id, merchant_id) values ($1, $2)', [
    group.id,
    merchant.id,
  ]);
  await server.db.query(
    `update merchants set legal_name = '梁家輝', legal_id_type = 'MC_PASS', legal_id_no = 'M5213476(3)',
        contact_name = '何美玲', contact_phone = '+853 66123456', contact_email = 'owner@houmei.mo',
        mcc = '5812', licence_no = 'SO-31827', address = '澳門南灣大馬路 517 號'
      where id = $1`,
    [merchant.id],
  );
  await server.db.query(
    `insert into accounts (org_kind, org_id, account_type, bank_name, account_no, account_name)
     values ('merchant', $1, 'SETTLEMENT', '大西洋銀行 BNU', $2, '澳門好味餐飲有限公司'),
            ('merchant', $1, 'BALANCE', '', '', '澳門好味餐飲有限公司'),
            ('service', $3, 'SETTLEMENT', '工商銀行(澳門)', '0119000212345678901', '澳門智付服務有限公司')`,
    [merchant.id, ACCOUNT_NO, provider.id],
  );
  // The administration seed reads the organisations that exist: products, rates and contacts for these too.
  await seedAdministration(server.db, new Date());
  admin = await signIn(server, merchant.admin);
});
afterAll(() => server?.close());

describe('merchant information (11)', () => {
  it("answers the merchant's registration data, masked by default and in clear with mask 'N'", async () => {
    const masked = await admin.call('meradm/queryMercInfo', {});
    expect(code(masked)).toBe(OK);
    expect(masked.data).toMatchObject({
      mer_no: merchant.no,
      category: 'ENTERPRISE',
      mcc: '5812',
      agt_no: provider.no,
      group_no: group.no,
      legal_name: '梁**',
      contact_name: '何**',
    });
    expect(masked.data.legal_id_no).not.toContain('5213476');
    expect(masked.data.contact_phone).toMatch(/^\+853 66\*+56$/);
    expect(masked.data.contact_email).toBe('own***@houmei.mo');
    expect(masked.data.created_date).toMatch(/^\d{8}$/);

    const clear = await admin.call('meradm/queryMercInfo', { mask: 'N' });
    expect(clear.data).toMatchObject({
      legal_name: '梁家輝',
      legal_id_no: 'M5213476(3)',
      contact_phone: '+853 66123456',
    });
  });

  it('masks the settlement account number when the privacy flag asks, as card numbers are (6 + 4)', async () => {
    const masked = await admin.call('meradm/queryMercSettle', { mask: 'Y' });
    expect(code(masked)).toBe(OK);
    const settle = masked.data.accounts.find((a: any) => a.account_type === 'SETTLEMENT');
    expect(settle).toMatchObject({
      bank_name: '大西洋銀行 BNU',
      account_no: '901822******6670',
      settle_cycle: 'T1',
    });
    const clear = await admin.call('meradm/queryMercSettle', { mask: 'N' });
    expect(clear.data.accounts.find((a: any) => a.account_type === 'SETTLEMENT').account_no).toBe(ACCOUNT_NO);
  });

  it('lists contacts by type and products with their rates', async () => {
    const contacts = await admin.call('meradm/queryMercContact', { mask: 'N' });
    expect(code(contacts)).toBe(OK);
    expect(contacts.data.rows.map((c: any) => c.contact_type)).toEqual([
      'LEGAL',
      'BUSINESS',
      'FINANCE',
      'TECHNICAL',
    ]);
    expect(contacts.data.rows[1]).toMatchObject({ name: '何美玲', email: 'owner@houmei.mo' });

    const fees = await admin.call('meradm/queryProductFee', {});
    expect(code(fees)).toBe(OK);
    expect(fees.data.rows.map((p: any) => p.product_code)).toEqual(PRODUCTS.map((p) => p.code));
    const wechat = fees.data.rows.find((p: any) => p.product_code === 'WECHAT_POS');
    expect(wechat).toMatchObject({ pay_type: 'WECHAT', rate_bp: FEE_BP.WECHAT, status: 'OPEN', max_fee: -1 });
    expect(wechat.rate).toBe(`0.${String(FEE_BP.WECHAT).padStart(2, '0')}%`);
    const en = await admin.call('meradm/queryProductFee', {}, { lang: 'en' });
    expect(en.data.rows.find((p: any) => p.product_code === 'HUAYIN_POS').product_name).toBe(
      'Huayin Express',
    );
  });

  it('lets a provider and a group read their merchants by mer_no, and nobody else', async () => {
    const p = await signIn(server, provider.admin);
    expect(code(await p.call('meradm/queryMercInfo', { mer_no: merchant.no }))).toBe(OK);
    expect(code(await p.call('meradm/queryMercInfo', {}))).toBe('VAL10001');
    const theirs = await p.call('meradm/queryMercSettle', { mer_no: outsider.no });
    const none = await p.call('meradm/queryMercSettle', { mer_no: 'M000000000000' });
    expect(code(theirs)).toBe('SCM40401');
    expect(theirs.gda).toEqual(none.gda);

    const g = await signIn(server, group.admin);
    expect((await g.call('meradm/queryProductFee', { mer_no: merchant.no })).data.rows.length).toBe(
      PRODUCTS.length,
    );
    expect(code(await g.call('meradm/queryMercInfo', { mer_no: outsider.no }))).toBe('SCM40401');
  });

  it("answers the provider's and the group's own information", async () => {
    const p = await signIn(server, provider.admin);
    const info = await p.call('meradm/queryAgtInfo', { mask: 'Y' });
    expect(code(info)).toBe(OK);
    expect(info.data).toMatchObject({ org_no: provider.no, merchant_count: 1 });
    expect(info.data.accounts[0].account_no).toBe('011900*********8901');
    expect(info.data.contacts.length).toBeGreaterThan(0);
    const g = await signIn(server, group.admin);
    const ginfo = await g.call('meradm/queryGroupInfo', {});
    expect(ginfo.data).toMatchObject({ org_no: group.no, merchant_count: 1 });
    expect(code(await g.call('meradm/queryAgtInfo', {}))).toBe('SCM40301');
  });

  it("exports the information page as a PDF (pc/merInfoPdf): its own merchant, or a provider's merchant", async () => {
    const r = await admin.call('pc/merInfoPdf', {});
    expect(code(r)).toBe(OK);
    const bytes = Buffer.from(r.data.content_base64, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(r.data.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(r.data.file_name).toMatch(new RegExp(`^${merchant.no}-\\d{8}\\.pdf$`));
    // The same data the same day: the same bytes.
    expect((await admin.call('pc/merInfoPdf', {})).data.sha256).toBe(r.data.sha256);
    const p = await signIn(server, provider.admin);
    expect(code(await p.call('pc/merInfoPdf', { mer_no: merchant.no }))).toBe(OK);
    expect(code(await p.call('pc/merInfoPdf', { mer_no: outsider.no }))).toBe('SCM40401');
    expect(code(await p.call('pc/merInfoPdf', {}))).toBe('VAL10001');
    const op = await createOperator(server.db, { orgKind: 'merchant', orgId: merchant.id, codes: ['41'] });
    expect(code(await (await signIn(server, op)).call('pc/merInfoPdf', {}))).toBe('SCM40301');
  });

  it('needs code 11 in the merchant area', async () => {
    const op = await createOperator(server.db, { orgKind: 'merchant', orgId: merchant.id, codes: ['41'] });
    const c = await signIn(server, op);
    expect(code(await c.call('meradm/queryMercInfo', {}))).toBe('SCM40301');
    expect(code(await c.call('meradm/queryMercSettle', {}))).toBe('SCM40301');
  });
});
