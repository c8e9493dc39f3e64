import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { code, OK, signIn } from './admin-helpers.ts';
import {
  type CreatedOrg,
  createGroupWithAdmin,
  createMerchantWithAdmin,
  createOperator,
  createServiceProviderWithAdmin,
  insertStore,
} from './fixtures.ts';
import { startTestServer, type TestServer, uniq } from './harness.ts';

let server: TestServer;
let provider: CreatedOrg<'service'>;
let group: CreatedOrg<'group'>;
let m1: CreatedOrg<'merchant'>;
let m2: CreatedOrg<'merchant'>;
let outsider: CreatedOrg<'merchant'>;
const stores: Record<string, string[]> = {};

beforeAll(async () => {
  server = await startTestServer();
  provider = await createServiceProviderWithAdmin(server.db);
  group = await createGroupWithAdmin(server.db);
  m1 = await createMerchantWithAdmin(server.db, { agentId: provider.id });
  m2 = await createMerchantWithAdmin(server.db);
  outsider = await createMerchantWithAdmin(server.db);
  await server.db.query('insert into group_members (group_id, merchant_id) values ($1, $2)', [
    group.id,
    m2.id,
  ]);
  for (const m of [m1, m2, outsider]) {
    stores[m.id] = [await insertStore(server.db, m.id), await insertStore(server.db, m.id)];
  }
  for (const [i, model] of ['PAX A920', 'Sunmi V2 Pro'].entries()) {
    await server.db.query(
      'insert into terminals (merchant_id, store_id, terminal_no, model) values ($1, $2, $3, $4)',
      [m1.id, stores[m1.id][0], uniq(`T${i}`), model],
    );
  }
});
afterAll(() => server?.close());

const ids = (r: any) => r.data.rows.map((x: any) => x.store_id).sort();

describe('store list by scope', () => {
  it('a merchant sees its own stores with terminal counts', async () => {
    const c = await signIn(server, m1.admin);
    const r = await c.call('meradm/queryStoreList', { page_size: 100 });
    expect(code(r)).toBe(OK);
    expect(ids(r)).toEqual([...stores[m1.id]].sort());
    expect(r.data.rows.find((x: any) => x.store_id === stores[m1.id][0]).terminal_count).toBe(2);
    expect(r.data.rows[0].mer_no).toBe(m1.no);
  });

  it("a cashier's store list contains only its stores", async () => {
    const cashier = await createOperator(server.db, {
      orgKind: 'merchant',
      orgId: m1.id,
      kind: 'cashier',
      codes: ['41', '411'],
      storeIds: [stores[m1.id][1]],
    });
    const c = await signIn(server, cashier);
    const r = await c.call('meradm/queryStoreList', {});
    expect(ids(r)).toEqual([stores[m1.id][1]]);
    expect(code(await c.call('meradm/queryStoreDetail', { store_id: stores[m1.id][0] }))).toBe('SCM40401');
    expect(code(await c.call('meradm/queryStoreDetail', { store_id: stores[m1.id][1] }))).toBe(OK);
  });

  it("a service provider sees its sub-merchants' stores and may narrow to one merchant", async () => {
    const c = await signIn(server, provider.admin);
    expect(ids(await c.call('meradm/queryStoreList', { page_size: 100 }))).toEqual([...stores[m1.id]].sort());
    expect(ids(await c.call('meradm/queryStoreList', { mer_no: m2.no }))).toEqual([]);
  });

  it("a group sees its members' stores, with no permission code in its area", async () => {
    const c = await signIn(server, group.admin);
    expect(ids(await c.call('meradm/queryStoreList', { page_size: 100 }))).toEqual([...stores[m2.id]].sort());
  });

  it('filters by name, number and status and refuses forbidden characters', async () => {
    const c = await signIn(server, m1.admin);
    await server.db.query(`update stores set status = 'closed', name = '氹仔分店' where id = $1`, [
      stores[m1.id][1],
    ]);
    expect(ids(await c.call('meradm/queryStoreList', { status: 'closed' }))).toEqual([stores[m1.id][1]]);
    expect(ids(await c.call('meradm/queryStoreList', { store_name: '氹仔' }))).toEqual([stores[m1.id][1]]);
    expect(code(await c.call('meradm/queryStoreList', { store_name: "x' or '1'='1" }))).toBe('VAL10007');
  });
});

describe('store detail', () => {
  it("shows the terminals; another merchant's store answers like a missing one", async () => {
    const c = await signIn(server, m1.admin);
    const r = await c.call('meradm/queryStoreDetail', { store_id: stores[m1.id][0] });
    expect(code(r)).toBe(OK);
    expect(r.data.terminals.map((t: any) => t.model).sort()).toEqual(['PAX A920', 'Sunmi V2 Pro']);
    const theirs = await c.call('meradm/queryStoreDetail', { store_id: stores[outsider.id][0] });
    const none = await c.call('meradm/queryStoreDetail', { store_id: '999999999' });
    expect(code(theirs)).toBe('SCM40401');
    expect(theirs.gda).toEqual(none.gda);
  });

  it('needs code 41 for the list and 411 for the detail in the merchant area', async () => {
    const without = await createOperator(server.db, { orgKind: 'merchant', orgId: m1.id, codes: ['11'] });
    const c = await signIn(server, without);
    expect(code(await c.call('meradm/queryStoreList', {}))).toBe('SCM40301');
    const listOnly = await createOperator(server.db, { orgKind: 'merchant', orgId: m1.id, codes: ['41'] });
    const d = await signIn(server, listOnly);
    expect(code(await d.call('meradm/queryStoreList', {}))).toBe(OK);
    expect(code(await d.call('meradm/queryStoreDetail', { store_id: stores[m1.id][0] }))).toBe('SCM40301');
  });
});
