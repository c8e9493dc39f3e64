import { addDaysYmd, todayYmd } from '@mp/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book } from '../src/modules/accounts/index.ts';
import { code, OK, signIn } from './admin-helpers.ts';
import {
  type CreatedOrg,
  createMerchantWithAdmin,
  createOperator,
  createServiceProviderWithAdmin,
} from './fixtures.ts';
import { startTestServer, type TestServer, uniq } from './harness.ts';
import { at, daysAgo } from './money-helpers.ts';
import type { TestClient } from './test-client.ts';

// Time-boxed read grants (issue 13 point 8): merchant A grants its provider P reading its balance and flows;
// P reads only while a grant is active (expiry read at each use), each read logged; Q never reads A's.
let server: TestServer;
let p: CreatedOrg<'service'>;
let q: CreatedOrg<'service'>;
let m: CreatedOrg<'merchant'>;
let admin: TestClient;
let pc: TestClient;
let qc: TestClient;

const today = () => todayYmd(new Date());
const range = () => ({ start_date: daysAgo(5), end_date: daysAgo(1) });

beforeAll(async () => {
  server = await startTestServer({ env: { simRate: 0 } });
  p = await createServiceProviderWithAdmin(server.db);
  q = await createServiceProviderWithAdmin(server.db);
  m = await createMerchantWithAdmin(server.db, { agentId: p.id });
  const org = { kind: 'merchant' as const, id: m.id };
  await book(server.db, {
    type: 'SETTLE_CREDIT',
    org,
    amount: 12_000,
    ref: `T${uniq()}`,
    at: at(daysAgo(2)),
  });
  admin = await signIn(server, m.admin);
  pc = await signIn(server, p.admin);
  qc = await signIn(server, q.admin);
});
afterAll(() => server?.close());

const balance = (c: TestClient, merNo = m.no) => c.call('grants/grantedBalance', { mer_no: merNo });
const flows = (c: TestClient) => c.call('grants/grantedFlows', { mer_no: m.no, ...range() });
const uses = async (grantNo: string) =>
  (await admin.call('grants/grantUseList', { grant_no: grantNo })).data.rows as {
    login_name: string;
    scope: string;
    detail: string;
    at: string;
  }[];

describe('read grants', () => {
  it('refuses the provider without a grant, answers with one and logs each use', async () => {
    expect(code(await balance(pc))).toBe('GRT10001');
    expect(code(await flows(pc))).toBe('GRT10001');

    const g = await admin.call('grants/grantAdd', { scopes: ['BALANCE'], until: addDaysYmd(today(), 30) });
    expect(code(g)).toBe(OK);
    expect(g.data).toMatchObject({ status: 'ACTIVE', scopes: ['BALANCE'], agent_no: p.no, use_count: 0 });

    const b = await balance(pc);
    expect(code(b)).toBe(OK);
    expect(b.data).toMatchObject({ mer_no: m.no, grant_no: g.data.grant_no, balance: { available: 12_000 } });
    // The grant covers the balance, not the flows.
    expect(code(await flows(pc))).toBe('GRT10001');
    await balance(pc);

    const logged = await uses(g.data.grant_no);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({ login_name: p.admin.loginName, scope: 'BALANCE', detail: 'balance' });
    expect(logged[0].at).toMatch(/^\d{14}$/);
    const listed = await admin.call('grants/grantList', {});
    expect(listed.data.rows).toContainEqual(
      expect.objectContaining({ grant_no: g.data.grant_no, use_count: 2 }),
    );
    // The provider sees the grant it holds.
    const held = await pc.call('grants/grantedList', { status: 'ACTIVE' });
    expect(held.data.rows.map((r: { grant_no: string }) => r.grant_no)).toContain(g.data.grant_no);
    await admin.call('grants/grantRevoke', { grant_no: g.data.grant_no });
  });

  it('answers flows under a FLOWS grant with the senior range rules; a refused range logs nothing', async () => {
    const g = await admin.call('grants/grantAdd', { scopes: ['FLOWS', 'BALANCE'], until: today() });
    expect(g.data.scopes).toEqual(['BALANCE', 'FLOWS']);
    const f = await flows(pc);
    expect(code(f)).toBe(OK);
    expect(f.data.rows).toContainEqual(
      expect.objectContaining({ entry_type: 'SETTLE_CREDIT', amount: 12_000 }),
    );
    const bad = await pc.call('grants/grantedFlows', {
      mer_no: m.no,
      start_date: today(),
      end_date: today(),
    });
    expect(code(bad)).toBe('VAL10018');
    const logged = await uses(g.data.grant_no);
    expect(logged.map((u) => u.scope)).toEqual(['FLOWS']);
    await admin.call('grants/grantRevoke', { grant_no: g.data.grant_no });
  });

  it('refuses after a revocation and after the expiry (read at each use)', async () => {
    const g = await admin.call('grants/grantAdd', { scopes: ['BALANCE'], until: addDaysYmd(today(), 90) });
    expect(code(await balance(pc))).toBe(OK);
    // Expiry: the stored end moved into the past.
    await server.db.query(
      `update data_grants set valid_until = now() - interval '1 second' where grant_no = $1`,
      [g.data.grant_no],
    );
    expect(code(await balance(pc))).toBe('GRT10001');
    const expired = await admin.call('grants/grantList', { status: 'EXPIRED' });
    expect(expired.data.rows.map((r: { grant_no: string }) => r.grant_no)).toContain(g.data.grant_no);
    expect(code(await admin.call('grants/grantRevoke', { grant_no: g.data.grant_no }))).toBe('GRT10003');

    // Revocation.
    const h = await admin.call('grants/grantAdd', { scopes: ['BALANCE'], until: addDaysYmd(today(), 1) });
    expect(code(await balance(pc))).toBe(OK);
    const r = await admin.call('grants/grantRevoke', { grant_no: h.data.grant_no });
    expect(r.data).toMatchObject({ status: 'REVOKED', use_count: 1 });
    expect(r.data.revoked_at).toMatch(/^\d{14}$/);
    expect(code(await balance(pc))).toBe('GRT10001');
    expect(await uses(h.data.grant_no)).toHaveLength(1);
  });

  it("answers another provider like a missing merchant and logs nothing; the merchant's side is its own", async () => {
    const g = await admin.call('grants/grantAdd', { scopes: ['BALANCE'], until: addDaysYmd(today(), 5) });
    const theirs = await balance(qc);
    const none = await balance(qc, 'M0000000000');
    expect(code(theirs)).toBe('SCM40401');
    expect(theirs.gda).toEqual(none.gda);
    expect(await uses(g.data.grant_no)).toHaveLength(0);
    expect((await qc.call('grants/grantedList', {})).data.rows).toEqual([]);
    // Another merchant cannot see or revoke A's grant.
    const other = await createMerchantWithAdmin(server.db, { agentId: p.id });
    const oc = await signIn(server, other.admin);
    expect(code(await oc.call('grants/grantRevoke', { grant_no: g.data.grant_no }))).toBe('SCM40401');
    expect((await oc.call('grants/grantList', {})).data.rows).toEqual([]);
    expect((await oc.call('grants/grantUseList', { grant_no: g.data.grant_no })).data.rows).toEqual([]);
    await admin.call('grants/grantRevoke', { grant_no: g.data.grant_no });
  });

  it('keeps creating and revoking to the administrator, and the end within 90 days', async () => {
    expect(
      code(await admin.call('grants/grantAdd', { scopes: ['BALANCE'], until: addDaysYmd(today(), 91) })),
    ).toBe('GRT10002');
    expect(code(await admin.call('grants/grantAdd', { scopes: ['BALANCE'], until: daysAgo(1) }))).toBe(
      'GRT10002',
    );
    expect(code(await admin.call('grants/grantAdd', { scopes: ['BALANCE'], until: '2026' }))).toBe(
      'GRT10002',
    );
    const op = await createOperator(server.db, { orgKind: 'merchant', orgId: m.id, codes: ['11'] });
    const oc = await signIn(server, op);
    expect(code(await oc.call('grants/grantList', {}))).toBe(OK);
    expect(code(await oc.call('grants/grantAdd', { scopes: ['BALANCE'], until: today() }))).toBe('SCM40301');
    const alone = await createMerchantWithAdmin(server.db);
    const ac = await signIn(server, alone.admin);
    expect(code(await ac.call('grants/grantAdd', { scopes: ['BALANCE'], until: today() }))).toBe('GRT10004');
  });
});
