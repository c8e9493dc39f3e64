import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CreatedOrg,
  createGroupWithAdmin,
  createServiceProviderWithAdmin,
  fetchWithCookies,
} from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { at, book, clientOf, daysAgo, type MoneyMerchant, moneyMerchant } from './money-helpers.ts';
import type { TestClient } from './test-client.ts';

// Sub-merchants (21), their export, group members, and the provider's and group's home statistics
// (issue 13 points 2 and 5): a provider sees only its sub-merchants, a group only its members.

let server: TestServer;
let provider: CreatedOrg<'service'>;
let otherProvider: CreatedOrg<'service'>;
let group: CreatedOrg<'group'>;
let otherGroup: CreatedOrg<'group'>;
let big: MoneyMerchant;
let small: MoneyMerchant;
let stranger: MoneyMerchant;
let agent: TestClient;
let groupClient: TestClient;

const OK = 'SCM00000';
const nos = (r: any) => r.data.rows.map((x: any) => x.mer_no).sort();

beforeAll(async () => {
  server = await startTestServer({ env: { simRate: 0, settlementJob: false, exportJobs: false } });
  provider = await createServiceProviderWithAdmin(server.db);
  otherProvider = await createServiceProviderWithAdmin(server.db);
  group = await createGroupWithAdmin(server.db);
  otherGroup = await createGroupWithAdmin(server.db);
  big = await moneyMerchant(server.db, { agentId: provider.id, groupId: group.id, stores: 2 });
  small = await moneyMerchant(server.db, { agentId: provider.id, stores: 1 });
  stranger = await moneyMerchant(server.db, { agentId: otherProvider.id, groupId: otherGroup.id, stores: 1 });
  for (const amount of [50_000, 20_000])
    await book(server.db, big.stores[0].terminalNo, { at: at(daysAgo(2)), amount });
  await book(server.db, small.stores[0].terminalNo, { at: at(daysAgo(3)), amount: 1_000 });
  await book(server.db, stranger.stores[0].terminalNo, { at: at(daysAgo(2)), amount: 999_000 });
  await server.db.query(`update merchants set status = 'frozen', category = 'PERSONAL' where id = $1`, [
    small.id,
  ]);
  await server.db.query(`update merchants set contact_phone = '+853 66123456' where id = $1`, [big.id]);
  agent = await clientOf(server, provider.admin.id);
  groupClient = await clientOf(server, group.admin.id);
}, 240_000);
afterAll(() => server?.close());

describe('the sub-merchant list (21)', () => {
  it("lists the provider's own sub-merchants with their figures, masked by default", async () => {
    const r = await agent.call('meradm/urmServerChildMercPage', {});
    expect(r.gda.msg_cd).toBe(OK);
    expect(nos(r)).toEqual([big.no, small.no].sort());
    const row = r.data.rows.find((x: any) => x.mer_no === big.no);
    expect(row).toMatchObject({ store_count: 2, txn_count_30d: 2, txn_amount_30d: 70_000, status: 'normal' });
    expect(row.group_name).not.toBe('');
    expect(row.contact_phone).toContain('*');
  });

  it('filters by number, name, status and category', async () => {
    expect(nos(await agent.call('meradm/urmServerChildMercPage', { status: 'frozen' }))).toEqual([small.no]);
    expect(nos(await agent.call('meradm/urmServerChildMercPage', { category: 'ENTERPRISE' }))).toEqual([
      big.no,
    ]);
    expect(nos(await agent.call('meradm/urmServerChildMercPage', { mer_no: big.no.slice(-5) }))).toEqual([
      big.no,
    ]);
    // Another provider's merchant is not found by its number.
    expect(nos(await agent.call('meradm/urmServerChildMercPage', { mer_no: stranger.no }))).toEqual([]);
    const bad = await agent.call('meradm/urmServerChildMercPage', { mer_name: "<x'" });
    expect(bad.gda.msg_cd).toBe('VAL10007');
  });

  it('is for providers only, and needs code 21', async () => {
    const m = await clientOf(server, big.admin.id);
    expect((await m.call('meradm/urmServerChildMercPage', {})).gda.msg_cd).toBe('SCM40301');
    expect((await groupClient.call('meradm/urmServerChildMercPage', {})).gda.msg_cd).toBe('SCM40301');
  });

  it("exports the same rows through the export machine, and only the provider's", async () => {
    const r = await agent.call('pc/exportData', {
      source: 'sub_merchants',
      filters: {},
      format: 'CSV',
      mask: 'N',
    });
    expect(r.gda.msg_cd).toBe(OK);
    expect(r.data.row_count).toBe(2);
    const file = await fetchWithCookies(server, agent, r.data.download_url);
    const text = file.body.toString('utf8');
    expect(text).toContain(big.no);
    expect(text).toContain(small.no);
    expect(text).not.toContain(stranger.no);
    const other = await clientOf(server, otherProvider.admin.id);
    const theirs = await other.call('pc/exportData', {
      source: 'sub_merchants',
      filters: { mer_no: big.no },
      format: 'CSV',
    });
    expect(theirs.data.row_count).toBe(0);
    const job = await agent.call('pc/appointmentExport', {
      source: 'sub_merchants',
      filters: {},
      format: 'XLSX',
    });
    expect(job.gda.msg_cd).toBe(OK);
    expect(job.data.total_rows).toBe(2);
    const del = await agent.call('pc/deleteServiceExportData', { job_id: job.data.job_id });
    expect(del.gda.msg_cd).toBe(OK);
  });
});

describe('group members', () => {
  it("lists, searches and maps only the group's members", async () => {
    const r = await groupClient.call('meradm/urmGroupMappingPageAction', {});
    expect(r.gda.msg_cd).toBe(OK);
    expect(nos(r)).toEqual([big.no]);
    const s = await groupClient.call('meradm/urmGroupInfoSearch', { keyword: big.no.slice(-4) });
    expect(s.data.rows.map((x: any) => x.mer_no)).toEqual([big.no]);
    const none = await groupClient.call('meradm/urmGroupInfoSearch', { keyword: stranger.no });
    expect(none.data.rows).toEqual([]);
    expect((await agent.call('meradm/urmGroupInfoSearch', { keyword: 'M' })).gda.msg_cd).toBe('SCM40301');
  });

  it("changes the group's operator phone, checked and audited", async () => {
    const bad = await groupClient.call('meradm/updateGroupOprPhoneAction', {
      phone_area: '+853',
      phone: '123',
    });
    expect(bad.gda.msg_cd).toBe('VAL10004');
    const r = await groupClient.call('meradm/updateGroupOprPhoneAction', {
      phone_area: '+853',
      phone: '66998877',
    });
    expect(r.gda.msg_cd).toBe(OK);
    const g = await server.db.query('select contact_phone from merchant_groups where id = $1', [group.id]);
    expect(g.rows[0].contact_phone).toBe('+853 66998877');
    const other = await server.db.query('select contact_phone from merchant_groups where id = $1', [
      otherGroup.id,
    ]);
    expect(other.rows[0].contact_phone).not.toBe('+853 66998877');
    const audit = await server.db.query(
      `select count(*)::int as n from audit_log where action = 'group_phone_change' and org_id = $1`,
      [group.id],
    );
    expect(audit.rows[0].n).toBe(1);
  });
});

describe('home statistics of providers and groups', () => {
  it('counts the merchants by status and names the top merchants of the week, of the scope only', async () => {
    const a = await agent.call('meradm/queryAgtStatisticsInfo', {});
    expect(a.gda.msg_cd).toBe(OK);
    expect(a.data.merchant_status).toEqual({ normal: 1, frozen: 1, closed: 0 });
    expect(a.data.active_merchant_count).toBe(2);
    expect(a.data.top_merchants.map((x: any) => [x.mer_no, x.amount])).toEqual([
      [big.no, 70_000],
      [small.no, 1_000],
    ]);
    const g = await groupClient.call('meradm/queryGroupStatisticsInfo', {});
    expect(g.data.merchant_status).toEqual({ normal: 1, frozen: 0, closed: 0 });
    expect(g.data.top_merchants.map((x: any) => x.mer_no)).toEqual([big.no]);
    const m = await clientOf(server, big.admin.id);
    const own = await m.call('pc/queryHomeStatistics', {});
    expect(own.data.top_merchants).toEqual([]);
    expect(own.data.active_merchant_count).toBe(1);
  });
});
