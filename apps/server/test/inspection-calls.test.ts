import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { code, OK, signIn } from './admin-helpers.ts';
import { type CreatedOrg, createMerchantWithAdmin, createServiceProviderWithAdmin } from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';
import type { TestClient } from './test-client.ts';

// The remaining calls of issue 29 point 7 through the real server and envelope: file/fileDownload,
// query/accountList, pc/getPaymentSceneCode (docs/decisions.md "Issue 29 point 7").
let server: TestServer;
let agent: CreatedOrg<'service'>;
let m1: CreatedOrg<'merchant'>;
let m2: CreatedOrg<'merchant'>;
let c1: TestClient;
let c2: TestClient;
let agentClient: TestClient;

beforeAll(async () => {
  server = await startTestServer({ env: { simRate: 0 } });
  agent = await createServiceProviderWithAdmin(server.db);
  m1 = await createMerchantWithAdmin(server.db, { agentId: agent.id });
  m2 = await createMerchantWithAdmin(server.db);
  c1 = await signIn(server, m1.admin);
  c2 = await signIn(server, m2.admin);
  agentClient = await signIn(server, agent.admin);
});
afterAll(() => server?.close());

describe('file/fileDownload', () => {
  it("answers the organisation's own file with its content, another's as missing", async () => {
    const up = await c1.call('file/upload', {
      purpose: 'OTHER',
      file_name: 'note.txt',
      content_base64: Buffer.from('hello').toString('base64'),
    });
    expect(code(up)).toBe(OK);
    const r = await c1.call('file/fileDownload', { file_id: up.data.file_id });
    expect(code(r)).toBe(OK);
    expect(r.data.file_name).toBe('note.txt');
    expect(Buffer.from(r.data.content_base64, 'base64').toString()).toBe('hello');
    // The same file as the preview path answers.
    const tmp = await c1.call('file/fileTmpDownloadPc', { file_id: up.data.file_id });
    expect(tmp.data.content_base64).toBe(r.data.content_base64);
    expect(code(await c2.call('file/fileDownload', { file_id: up.data.file_id }))).toBe('FIL10001');
    expect(code(await agentClient.call('file/fileDownload', { file_id: up.data.file_id }))).toBe('FIL10001');
  });

  it('refuses a malformed body with a catalogue code', async () => {
    const r = await c1.call('file/fileDownload', { file_id: 'x'.repeat(41) });
    expect(code(r)).toBe('SCM40002');
    expect(code(await c1.call('file/fileDownload', { file_id: 'a', extra: 1 }))).toBe('SCM40002');
  });
});

describe('query/accountList', () => {
  it("lists the merchant's available and frozen accounts from the ledger", async () => {
    const r = await c1.call('query/accountList', {});
    expect(code(r)).toBe(OK);
    expect(r.data.rows.map((x: { account: string }) => x.account)).toEqual(['AVAILABLE', 'FROZEN']);
    const bal = await c1.call('account/queryAccBalance', {});
    const byAcc = Object.fromEntries(r.data.rows.map((x: any) => [x.account, x.balance]));
    expect(byAcc.AVAILABLE).toBe(bal.data.available);
    expect(byAcc.FROZEN).toBe(bal.data.frozen);
    for (const row of r.data.rows) expect(row.currency).toBe('MOP');
  });

  it('is not a provider call', async () => {
    expect(code(await agentClient.call('query/accountList', {}))).toBe('SCM40301');
  });
});

describe('pc/getPaymentSceneCode', () => {
  it("lists the scenes with their pay types, the merchant's open ones flagged", async () => {
    await server.db.query(
      `insert into merchant_products (merchant_id, product_code, rate_bp, status, opened_at)
       values ($1, 'WECHAT_QR', 60, 'OPEN', current_date)`,
      [m1.id],
    );
    const r = await c1.call('pc/getPaymentSceneCode', {});
    expect(code(r)).toBe(OK);
    const scenes = Object.fromEntries(r.data.rows.map((x: any) => [x.scene_code, x]));
    expect(Object.keys(scenes)).toEqual(expect.arrayContaining(['POS', 'QR', 'ONLINE']));
    expect(scenes.QR.opened).toBe('Y');
    expect(scenes.POS.opened).toBe('N');
    expect(scenes.QR.pay_types).toEqual(expect.arrayContaining(['WECHAT', 'ALIPAY']));
    // Another merchant has none open; a provider sees the catalogue, nothing flagged.
    const other = await c2.call('pc/getPaymentSceneCode', {});
    expect(other.data.rows.every((x: any) => x.opened === 'N')).toBe(true);
    const p = await agentClient.call('pc/getPaymentSceneCode', {});
    expect(code(p)).toBe(OK);
    expect(p.data.rows.every((x: any) => x.opened === 'N')).toBe(true);
    expect(code(await c1.call('pc/getPaymentSceneCode', { x: 1 }))).toBe('SCM40002');
  });
});
