import { ClientHelper } from '@mp/core/clienthelper/helper';
import { licenceProblem } from '@mp/core/clienthelper/licence';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMerchantWithAdmin,
  type MerchantWorld,
  signedInClient,
  startWithMerchant,
} from './fixtures.ts';
import type { TestClient } from './test-client.ts';

// meradm/merSm2ClientDownload (spec points 7 and 8): a signed licence of the client encryption helper for
// the merchant's host, which the helper module accepts there and refuses elsewhere.

let w: MerchantWorld;
let admin: TestClient;

beforeAll(async () => {
  w = await startWithMerchant();
  admin = await signedInClient(w.server, w.merchant.admin.id);
}, 300_000);
afterAll(() => w?.server.close());

const today = () => new Date().toISOString().slice(0, 10).replaceAll('-', '');

describe('meradm/merSm2ClientDownload', () => {
  it('a product licence needs a notification URL (HLP10001)', async () => {
    const r = await admin.call('meradm/merSm2ClientDownload', { licence_type: 'PRODUCT' });
    expect(r.gda.msg_cd).toBe('HLP10001');
  });

  it("a product licence names the merchant's hosts; the helper accepts it there only", async () => {
    await w.server.db.query(
      `insert into notify_urls (org_kind, org_id, async_url, page_url, updated_at)
       values ('merchant', $1, 'https://api.shop-demo.mo/notify', 'https://www.shop-demo.mo/done', now())`,
      [w.merchant.id],
    );
    const r = await admin.call('meradm/merSm2ClientDownload', { licence_type: 'PRODUCT' });
    expect(r.gda.msg_cd).toBe('SCM00000');
    const { licence, verify_key, file_name } = r.data;
    expect(licence.type).toBe('PRODUCT');
    expect(licence.subject).toBe(w.merchant.no);
    expect([...licence.hosts].sort()).toEqual(['api.shop-demo.mo', 'www.shop-demo.mo']);
    expect(file_name).toMatch(/\.lic$/);
    const at = (host: string) =>
      new ClientHelper({ licence, host, today: today(), verifyKeyHex: verify_key, alert: () => {} });
    expect(at('www.shop-demo.mo').licenceValid).toBe(true);
    expect(at('evil.example.com').licenceValid).toBe(false);
    // One licence key for every licence.
    const again = await admin.call('meradm/merSm2ClientDownload', { licence_type: 'TEST' });
    expect(again.data.verify_key).toBe(verify_key);
    const audit = await w.server.db.query(
      `select count(*)::int as n from helper_licences where merchant_id = $1`,
      [w.merchant.id],
    );
    expect(audit.rows[0].n).toBe(2);
  });

  it('a test licence: any host, 30 days', async () => {
    const r = await admin.call('meradm/merSm2ClientDownload', { licence_type: 'TEST' });
    const l = r.data.licence;
    expect(l.hosts).toEqual([]);
    const check = { host: 'anything.example', verifyKeyHex: r.data.verify_key };
    expect(licenceProblem(l, { ...check, today: today() })).toBeNull();
    expect(licenceProblem(l, { ...check, today: '29991231' })).toBe('expired');
  });

  it('code 13 binds; another type is refused by the schema', async () => {
    const noCode = await w.newOperator({ codes: ['11'] });
    const c = await signedInClient(w.server, noCode.id);
    expect((await c.call('meradm/merSm2ClientDownload', { licence_type: 'TEST' })).gda.msg_cd).toBe(
      'SCM40301',
    );
    expect((await admin.call('meradm/merSm2ClientDownload', { licence_type: 'DEV' })).gda.msg_cd).not.toBe(
      'SCM00000',
    );
  });

  it("each merchant's licence names its own number", async () => {
    const other = await createMerchantWithAdmin(w.server.db);
    const c = await signedInClient(w.server, other.admin.id);
    const r = await c.call('meradm/merSm2ClientDownload', { licence_type: 'TEST' });
    expect(r.data.licence.subject).toBe(other.no);
  });
});
