import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book } from '../src/modules/accounts/index.ts';
import { code, OK, signIn } from './admin-helpers.ts';
import {
  type CreatedOrg,
  createGroupWithAdmin,
  createMerchantWithAdmin,
  createOperator,
  createServiceProviderWithAdmin,
} from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';

// The balance page (31), the worked example of docs/adding-a-capability.md.
let server: TestServer;
let m1: CreatedOrg<'merchant'>;
let m2: CreatedOrg<'merchant'>;

async function account(merchantId: string, type: string, balance: number, frozen: number, no = '') {
  await server.db.query(
    `insert into accounts (org_kind, org_id, account_type, bank_name, account_no, account_name, updated_at)
     values ('merchant', $1, $2, $3, $4, $5, '2026-11-20T02:03:04Z')`,
    [merchantId, type, no ? '大西洋銀行' : '', no, no ? '測試商戶' : ''],
  );
  // The balance is the ledger's: an opening entry, and a refund holding the frozen part.
  const at = new Date('2026-11-20T02:03:04Z');
  const org = { kind: 'merchant' as const, id: merchantId };
  if (balance)
    await book(server.db, { type: 'OPENING', org, amount: balance, ref: `OPEN-${merchantId}`, at });
  if (frozen)
    await book(server.db, { type: 'REFUND_FREEZE', org, amount: frozen, ref: `RF-${merchantId}`, at });
}

beforeAll(async () => {
  server = await startTestServer({ env: { simRate: 0 } });
  m1 = await createMerchantWithAdmin(server.db);
  m2 = await createMerchantWithAdmin(server.db);
  await account(m1.id, 'BALANCE', 1_234_567, 34_567);
  await account(m1.id, 'SETTLEMENT', 0, 0, '9001002003004567');
  await account(m2.id, 'BALANCE', 500, 0);
});
afterAll(() => server?.close());

describe('account/queryAccBalance', () => {
  it("answers the merchant's own total, frozen and available cents and its masked settlement account", async () => {
    const r = await (await signIn(server, m1.admin)).call('account/queryAccBalance', {});
    expect(code(r)).toBe(OK);
    expect(r.data).toEqual({
      currency: 'MOP',
      total: 1_234_567,
      frozen: 34_567,
      available: 1_200_000,
      updated_at: '20261120100304',
      settle_account: { bank_name: '大西洋銀行', account_name: '測試商戶', account_no: '900100******4567' },
    });
  });

  it('reads only the caller’s merchant, and answers zero without accounts', async () => {
    const r2 = await (await signIn(server, m2.admin)).call('account/queryAccBalance', {});
    expect(r2.data).toMatchObject({ total: 500, available: 500, frozen: 0, settle_account: null });
    const m3 = await createMerchantWithAdmin(server.db);
    const r3 = await (await signIn(server, m3.admin)).call('account/queryAccBalance', {});
    expect(r3.data).toMatchObject({
      total: 0,
      available: 0,
      frozen: 0,
      updated_at: '',
      settle_account: null,
    });
  });

  it('needs code 31 and the merchant area', async () => {
    const without = await createOperator(server.db, { orgKind: 'merchant', orgId: m1.id, codes: ['42'] });
    expect(code(await (await signIn(server, without)).call('account/queryAccBalance', {}))).toBe('SCM40301');
    const withCode = await createOperator(server.db, { orgKind: 'merchant', orgId: m1.id, codes: ['31'] });
    expect(code(await (await signIn(server, withCode)).call('account/queryAccBalance', {}))).toBe(OK);
    const provider = await createServiceProviderWithAdmin(server.db);
    const group = await createGroupWithAdmin(server.db);
    for (const admin of [provider.admin, group.admin]) {
      expect(code(await (await signIn(server, admin)).call('account/queryAccBalance', {}))).toBe('SCM40301');
    }
  });
});
