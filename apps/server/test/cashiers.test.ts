import { maskEmail, maskPhone } from '@mp/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, code, OK, signIn } from './admin-helpers.ts';
import { changePassword, DOORS, operatorRow } from './auth-helpers.ts';
import {
  type CreatedOrg,
  createMerchantWithAdmin,
  createOperator,
  createRole,
  insertStore,
  randomMacauMobile,
  uniqueLoginName,
} from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';
import type { TestClient } from './test-client.ts';

let server: TestServer;
let merchant: CreatedOrg<'merchant'>;
let other: CreatedOrg<'merchant'>;
let admin: TestClient;
let storeA: string;
let storeB: string;
let foreignStore: string;
let cashierRole: string;

beforeAll(async () => {
  server = await startTestServer();
  merchant = await createMerchantWithAdmin(server.db);
  other = await createMerchantWithAdmin(server.db);
  storeA = await insertStore(server.db, merchant.id);
  storeB = await insertStore(server.db, merchant.id);
  foreignStore = await insertStore(server.db, other.id);
  cashierRole = await createRole(server.db, {
    orgKind: 'merchant',
    orgId: merchant.id,
    codes: ['41', '411', '42', '421', '14'],
  });
  admin = await signIn(server, merchant.admin);
});
afterAll(() => server?.close());

const form = (extra: Record<string, unknown> = {}) => ({
  user_name: uniqueLoginName('c').slice(0, 20),
  password: 'Cashier2024a',
  confirm_password: 'Cashier2024a',
  name: '收銀員甲',
  role_id: cashierRole,
  phone_area: '+853',
  phone: randomMacauMobile(),
  status: 'normal',
  store_ids: [storeA],
  basic_functions: ['collect', 'trade_query'],
  extra_functions: ['allow_refund'],
  ...extra,
});

async function cashierCount(): Promise<number> {
  const r = await server.db.query<{ n: string }>(
    `select count(*) as n from operators where org_id = $1 and org_kind = 'merchant' and kind = 'cashier'`,
    [merchant.id],
  );
  return Number(r.rows[0].n);
}

describe('cashier management', () => {
  it('adds a cashier who signs in, must change the password and sees only its stores', async () => {
    const body = form({ store_ids: [storeB], extra_functions: ['allow_refund', 'export'] });
    const added = await admin.call('meradm/cashierAdd', body);
    expect(code(added)).toBe(OK);
    const id = added.data.cashier_id;

    const detail = await admin.call('meradm/cashierDetail', { cashier_id: id });
    expect(detail.data).toMatchObject({
      user_name: body.user_name,
      name: '收銀員甲',
      role_id: cashierRole,
      status: 'normal',
      allow_refund: 'Y',
      basic_functions: ['collect', 'trade_query'],
    });
    expect(detail.data.extra_functions.sort()).toEqual(['allow_refund', 'export']);
    expect(detail.data.stores.map((s: any) => s.store_id)).toEqual([storeB]);
    expect(detail.data.registered_at).toMatch(/^\d{14}$/);
    expect(
      (await server.db.query('select allow_refund from operators where id = $1', [id])).rows[0].allow_refund,
    ).toBe(true);

    const c = server.client();
    const login = await c.login(body.user_name, body.password, DOORS.merchantOperator);
    expect(code(login)).toBe(OK);
    expect(login.data.need_change_pwd).toBe('Y');
    // A new cashier passes the required course (the risk commitment) before any other page (TRN10003).
    expect(login.data.training_due).toBe('Y');
    expect(code(await changePassword(c, body.password, 'Mine2024pass'))).toBe(OK);
    expect(code(await c.call('meradm/queryStoreList', {}))).toBe('TRN10003');
    const quiz = await c.call('train/quizSubmit', {
      course_code: 'RISK_COMMITMENT',
      answers: [1, 0, 1, 1, 1],
    });
    expect(quiz.data.passed).toBe('Y');
    const list = await c.call('meradm/queryStoreList', {});
    expect(list.data.rows.map((s: any) => s.store_id)).toEqual([storeB]);
  });

  it("lists cashiers with filters, never other merchants' nor deleted ones", async () => {
    const body = form({ name: '篩選收銀員', store_ids: [storeA, storeB] });
    const id = (await admin.call('meradm/cashierAdd', body)).data.cashier_id;
    await createOperator(server.db, { orgKind: 'merchant', orgId: other.id, kind: 'cashier' });
    const all = await admin.call('meradm/cashierList', { page_size: 100 });
    expect(all.data.rows.map((r: any) => r.cashier_id)).toContain(id);
    expect(all.data.rows.every((r: any) => r.user_name)).toBe(true);
    const byName = await admin.call('meradm/cashierList', { name: '篩選收銀' });
    expect(byName.data.rows.map((r: any) => r.cashier_id)).toEqual([id]);
    const byStore = await admin.call('meradm/cashierList', { store_id: storeB, page_size: 100 });
    expect(byStore.data.rows.map((r: any) => r.cashier_id)).toContain(id);
    expect(byStore.data.rows.every((r: any) => r.stores.some((s: any) => s.store_id === storeB))).toBe(true);

    expect(code(await admin.call('meradm/cashierDelete', { cashier_id: id }))).toBe(OK);
    expect((await operatorRow(server.db, id)).status).toBe('invalid');
    const after = await admin.call('meradm/cashierList', { page_size: 100 });
    expect(after.data.rows.map((r: any) => r.cashier_id)).not.toContain(id);
  });

  it('refuses each bad field with its code and adds nobody', async () => {
    const before = await cashierCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ user_name: 'abc12' }, 'VAL10022'],
      [{ user_name: 'a'.repeat(21) }, 'VAL10022'],
      [{ user_name: 'abc_12345' }, 'VAL10022'],
      [{ user_name: '' }, 'VAL10035'],
      [{ name: '' }, 'VAL10001'],
      [{ name: "李'四" }, 'VAL10007'],
      [{ name: '<img>' }, 'VAL10007'],
      [{ phone: '' }, 'VAL10001'],
      [{ phone: '1234' }, 'VAL10004'],
      [{ store_ids: [] }, 'VAL10027'],
      [{ store_ids: [foreignStore] }, 'SCM40401'],
      [{ role_id: other.adminRoleId }, 'SCM40401'],
      [{ password: 'short1', confirm_password: 'short1' }, 'VAL10021'],
      [{ confirm_password: 'Different2024' }, 'VAL10020'],
      [{ user_name: merchant.admin.loginName.toUpperCase().slice(0, 20) }, 'OPR10001'],
    ];
    for (const [extra, expected] of cases) {
      expect(code(await admin.call('meradm/cashierAdd', form(extra))), JSON.stringify(extra)).toBe(expected);
    }
    // Missing status and role are refused by the schema itself.
    const { status: _s, ...noStatus } = form();
    expect(code(await admin.call('meradm/cashierAdd', noStatus))).toBe('SCM40002');
    expect(await cashierCount()).toBe(before);
  });

  it('edits every field of the form and takes the refund switch away', async () => {
    const id = (await admin.call('meradm/cashierAdd', form())).data.cashier_id;
    const phone = randomMacauMobile();
    const r = await admin.call('meradm/cashierUpdate', {
      cashier_id: id,
      name: '收銀員乙',
      role_id: cashierRole,
      phone_area: '+853',
      phone,
      email: 'cashier@example.test',
      status: 'locked',
      store_ids: [storeA, storeB],
      basic_functions: ['collect'],
      extra_functions: [],
    });
    expect(code(r)).toBe(OK);
    const d = (await admin.call('meradm/cashierDetail', { cashier_id: id })).data;
    // The detail masks the contact (issue 15, point 2); the row holds the new values.
    expect(d).toMatchObject({
      name: '收銀員乙',
      phone: maskPhone(phone),
      email: maskEmail('cashier@example.test'),
      status: 'locked',
      allow_refund: 'N',
      extra_functions: [],
    });
    expect(d.stores.map((s: any) => s.store_id).sort()).toEqual([storeA, storeB].sort());
    const stored = await server.db.query<{ phone: string; email: string }>(
      'select phone, email from operators where id = $1',
      [id],
    );
    expect(stored.rows[0]).toEqual({ phone, email: 'cashier@example.test' });
    expect((await auditRows(server.db, merchant.admin.id, 'cashier_update')).length).toBeGreaterThan(0);
  });

  it("a supervisor resets a cashier's password; a cashier cannot reset its own (LOG10013)", async () => {
    const body = form();
    const id = (await admin.call('meradm/cashierAdd', body)).data.cashier_id;
    const reset = await admin.call('meradm/cashierResetPsd', {
      cashier_id: id,
      new_password: 'Reset2024abc',
      confirm_password: 'Reset2024abc',
    });
    expect(code(reset)).toBe(OK);
    expect((await operatorRow(server.db, id)).must_change_password).toBe(true);

    // A cashier whose role even holds 1213 still may not reset itself.
    const strongRole = await createRole(server.db, {
      orgKind: 'merchant',
      orgId: merchant.id,
      codes: ['12', '1213', '41'],
    });
    const cashier = await createOperator(server.db, {
      orgKind: 'merchant',
      orgId: merchant.id,
      kind: 'cashier',
      roleId: strongRole,
      storeIds: [storeA],
    });
    const c = await signIn(server, cashier);
    const own = await c.call('meradm/cashierResetPsd', {
      cashier_id: cashier.id,
      new_password: 'Reset2024abc',
      confirm_password: 'Reset2024abc',
    });
    expect(code(own)).toBe('LOG10013');
    expect(own.gda.msg_inf).toContain('主管');
    const plain = await createOperator(server.db, {
      orgKind: 'merchant',
      orgId: merchant.id,
      kind: 'cashier',
      roleId: cashierRole,
      storeIds: [storeA],
    });
    const p = await signIn(server, plain);
    expect(
      code(
        await p.call('meradm/cashierResetPsd', {
          cashier_id: plain.id,
          new_password: 'x',
          confirm_password: 'x',
        }),
      ),
    ).toBe('LOG10013');
  });

  it("a supervisor lacking a code of the cashier's role cannot change that cashier", async () => {
    const id = (await admin.call('meradm/cashierAdd', form())).data.cashier_id;
    const weak = await createOperator(server.db, {
      orgKind: 'merchant',
      orgId: merchant.id,
      codes: ['12', '1212', '1213', '41', '411'],
    });
    const c = await signIn(server, weak);
    expect(code(await c.call('meradm/cashierDelete', { cashier_id: id }))).toBe('OPR10004');
    expect(
      code(
        await c.call('meradm/cashierResetPsd', {
          cashier_id: id,
          new_password: 'Weak2024abc',
          confirm_password: 'Weak2024abc',
        }),
      ),
    ).toBe('OPR10004');
    expect((await operatorRow(server.db, id)).status).toBe('normal');
  });

  it('a store-limited supervisor manages only cashiers of its stores', async () => {
    const supervisor = await createOperator(server.db, {
      orgKind: 'merchant',
      orgId: merchant.id,
      codes: ['12', '1212', '1213', '41', '411', '42', '421', '14'],
      storeIds: [storeA],
    });
    const c = await signIn(server, supervisor);
    const inB = (await admin.call('meradm/cashierAdd', form({ store_ids: [storeB] }))).data.cashier_id;
    expect(code(await c.call('meradm/cashierDetail', { cashier_id: inB }))).toBe('SCM40401');
    expect(code(await c.call('meradm/cashierAdd', form({ store_ids: [storeB] })))).toBe('SCM40401');
    expect(code(await c.call('meradm/cashierAdd', form({ store_ids: [storeA] })))).toBe(OK);
    const list = await c.call('meradm/cashierList', { page_size: 100 });
    expect(list.data.rows.every((r: any) => r.stores.some((s: any) => s.store_id === storeA))).toBe(true);
  });
});
