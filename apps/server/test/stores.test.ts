import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc16 } from '../src/modules/stores/qr.ts';
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

/** The payload's top-level data objects: tag -> value (lengths in characters, as EMVCo counts them). */
function tlvs(payload: string): Map<string, string> {
  const chars = [...payload];
  const out = new Map<string, string>();
  let i = 0;
  while (i < chars.length) {
    const tag = chars.slice(i, i + 2).join('');
    const n = Number(chars.slice(i + 2, i + 4).join(''));
    out.set(tag, chars.slice(i + 4, i + 4 + n).join(''));
    i += 4 + n;
  }
  return out;
}

/**
 * The SVG read back as a camera would: its unit squares painted 8 pixels a module on white (quiet zone
 * included), then decoded by an independent reader (jsQR). Its bytes, as UTF-8.
 */
function scan(svg: string): string | null {
  const n = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const scale = 8;
  const w = n * scale;
  const px = new Uint8ClampedArray(w * w * 4).fill(255);
  for (const m of svg.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    const [x, y] = [Number(m[1]), Number(m[2])];
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const o = ((y * scale + dy) * w + x * scale + dx) * 4;
        px[o] = px[o + 1] = px[o + 2] = 0;
      }
  }
  const read = jsQR(px, w, w);
  return read ? Buffer.from(read.binaryData).toString('utf8') : null;
}

describe('a store payment QR code (meradm/createQrCode)', () => {
  it("draws an open store's EMVCo payload, which a QR reader reads back whole", async () => {
    await server.db.query(
      "update merchants set short_name = '澳門好味茶餐廳', registered_name = 'Good Taste Cafe Ltd' where id = $1",
      [m1.id],
    );
    const c = await signIn(server, m1.admin);
    const r = await c.call('meradm/createQrCode', { store_id: stores[m1.id][0] });
    expect(code(r)).toBe(OK);
    const p: string = r.data.payload;
    const f = tlvs(p);
    expect(f.get('00')).toBe('01');
    expect(f.get('01')).toBe('11');
    expect(f.get('53')).toBe('446');
    expect(f.get('58')).toBe('MO');
    expect(f.get('59')).toBe('Good Taste Cafe Ltd');
    const account = tlvs(f.get('26') ?? '');
    expect(account.get('01')).toBe(m1.no);
    expect(account.get('02')).toBe(r.data.store_no);
    expect(tlvs(f.get('62') ?? '').get('03')).toBe(r.data.store_no);
    expect(tlvs(f.get('64') ?? '').get('01')).toBe('澳門好味茶餐廳');
    expect(p.slice(-8, -4)).toBe('6304');
    expect(p.slice(-4)).toBe(crc16(p.slice(0, -4)));
    expect(crc16('123456789')).toBe('29B1');
    expect(r.data.svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(r.data.svg).toContain('<title>');
    expect(scan(r.data.svg)).toBe(p);
    expect(r.data.modules + 8).toBe(Number(/viewBox="0 0 (\d+)/.exec(r.data.svg)?.[1]));
  });

  it("answers another merchant's store like a missing one, and a cashier only its own stores", async () => {
    const c = await signIn(server, m1.admin);
    const theirs = await c.call('meradm/createQrCode', { store_id: stores[outsider.id][0] });
    const none = await c.call('meradm/createQrCode', { store_id: '999999999' });
    expect(code(theirs)).toBe('SCM40401');
    expect(theirs.gda).toEqual(none.gda);
    const cashier = await createOperator(server.db, {
      orgKind: 'merchant',
      orgId: m2.id,
      kind: 'cashier',
      codes: ['41', '411'],
      storeIds: [stores[m2.id][0]],
    });
    const d = await signIn(server, cashier);
    expect(code(await d.call('meradm/createQrCode', { store_id: stores[m2.id][0] }))).toBe(OK);
    expect(code(await d.call('meradm/createQrCode', { store_id: stores[m2.id][1] }))).toBe('SCM40401');
    const listOnly = await createOperator(server.db, { orgKind: 'merchant', orgId: m2.id, codes: ['41'] });
    const e = await signIn(server, listOnly);
    expect(code(await e.call('meradm/createQrCode', { store_id: stores[m2.id][0] }))).toBe('SCM40301');
  });

  it('gives no code for a closed store or a frozen merchant', async () => {
    const c = await signIn(server, m1.admin);
    expect(code(await c.call('meradm/createQrCode', { store_id: stores[m1.id][1] }))).toBe('STO10001');
    await server.db.query("update merchants set status = 'frozen' where id = $1", [m2.id]);
    try {
      const g = await signIn(server, group.admin);
      expect(code(await g.call('meradm/createQrCode', { store_id: stores[m2.id][0] }))).toBe('STO10001');
    } finally {
      await server.db.query("update merchants set status = 'normal' where id = $1", [m2.id]);
    }
  });
});
