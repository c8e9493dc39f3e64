import { maskEmail, maskPhone } from '@mp/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { code, OK, signIn } from './admin-helpers.ts';
import { auditActions } from './auth-helpers.ts';
import {
  type CreatedOperator,
  type CreatedOrg,
  createMerchantWithAdmin,
  createOperator,
  createServiceProviderWithAdmin,
  insertStore,
} from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';

// Personal data on a need-to-know basis (issue 15, point 2).

let server: TestServer;
let merchant: CreatedOrg<'merchant'>;
let operator: CreatedOperator;
let cashier: CreatedOperator;

beforeAll(async () => {
  server = await startTestServer();
  merchant = await createMerchantWithAdmin(server.db, {
    admin: { email: 'boss.chan@shop.example', phone: '66123456' },
  });
  operator = await createOperator(server.db, {
    orgKind: 'merchant',
    orgId: merchant.id,
    kind: 'operator',
    codes: ['12', '41'],
  });
  cashier = await createOperator(server.db, { orgKind: 'merchant', orgId: merchant.id, kind: 'cashier' });
});
afterAll(() => server?.close());

describe("the sign-in answer's account info", () => {
  it('gives the administrator contact in clear only to the administrator', async () => {
    const admin = server.client();
    const r = await admin.login(merchant.admin.loginName, merchant.admin.password, 'admin/login');
    expect(code(r)).toBe(OK);
    expect(r.data.account_info).toEqual({ email: 'boss.chan@shop.example', phone: '66123456' });
  });

  it('masks it for operators and cashiers (phone 3+4, e-mail 3)', async () => {
    for (const who of [operator, cashier]) {
      const c = server.client();
      const r = await c.login(who.loginName, who.password, 'meradm/meradmOperLoginNew');
      expect(code(r), who.kind).toBe(OK);
      expect(r.data.account_info, who.kind).toEqual({ email: 'bos***@shop.example', phone: '66****56' });
      expect(JSON.stringify(r.data)).not.toContain('66123456');
      expect(JSON.stringify(r.data)).not.toContain('boss.chan');
    }
  });

  it("masks a service provider's administrator contact for its operators", async () => {
    const service = await createServiceProviderWithAdmin(server.db);
    const op = await createOperator(server.db, { orgKind: 'service', orgId: service.id, kind: 'operator' });
    const r = await server.client().login(op.loginName, op.password, 'agt/agtOperLoginNew');
    expect(code(r)).toBe(OK);
    expect(r.data.account_info).toEqual({
      email: maskEmail(service.admin.email),
      phone: maskPhone(service.admin.phone),
    });
  });
});

describe('operators and cashiers: contacts masked, one shown in full on purpose', () => {
  let store: string;
  let otherStore: string;
  let clerk: CreatedOperator;
  let colleague: CreatedOperator;
  beforeAll(async () => {
    store = await insertStore(server.db, merchant.id);
    otherStore = await insertStore(server.db, merchant.id);
    clerk = await createOperator(server.db, {
      orgKind: 'merchant',
      orgId: merchant.id,
      kind: 'cashier',
      email: 'clerk.wong@shop.example',
      phone: '62345678',
      storeIds: [store],
    });
    colleague = await createOperator(server.db, {
      orgKind: 'merchant',
      orgId: merchant.id,
      kind: 'operator',
      codes: ['41'],
      email: 'amy.lei@shop.example',
      phone: '68765432',
    });
  });

  const clear = ['66123456', 'boss.chan', '62345678', 'clerk.wong', '68765432', 'amy.lei'];
  const noneInClear = (answer: unknown) => {
    const text = JSON.stringify(answer);
    for (const value of clear) expect(text).not.toContain(value);
  };

  it('admin/operList and admin/operDetail answer phones and e-mails masked, even to the administrator', async () => {
    const admin = await signIn(server, merchant.admin);
    const list = await admin.call('admin/operList', { page_size: 100 });
    expect(code(list)).toBe(OK);
    noneInClear(list.data);
    const row = list.data.rows.find((r: any) => r.oper_id === colleague.id);
    expect(row).toMatchObject({ phone_area: '+853', phone: '68****32', email: 'amy***@shop.example' });
    const own = list.data.rows.find((r: any) => r.oper_id === merchant.admin.id);
    expect(own).toMatchObject({ phone: '66****56', email: 'bos***@shop.example' });
    const detail = await admin.call('admin/operDetail', { oper_id: colleague.id });
    expect(detail.data).toMatchObject({ phone: '68****32', email: 'amy***@shop.example' });
  });

  it('meradm/cashierList and meradm/cashierDetail answer them masked', async () => {
    const admin = await signIn(server, merchant.admin);
    const list = await admin.call('meradm/cashierList', { page_size: 100 });
    expect(code(list)).toBe(OK);
    noneInClear(list.data);
    expect(list.data.rows.find((r: any) => r.cashier_id === clerk.id)).toMatchObject({
      phone: '62****78',
      email: 'cle***@shop.example',
    });
    const detail = await admin.call('meradm/cashierDetail', { cashier_id: clerk.id });
    expect(detail.data).toMatchObject({ phone: '62****78', email: 'cle***@shop.example' });
  });

  it('shows one value in full to a holder of 1213, and audits it', async () => {
    const admin = await signIn(server, merchant.admin);
    const phone = await admin.call('admin/operContact', { oper_id: colleague.id, field: 'phone' });
    expect(code(phone)).toBe(OK);
    expect(phone.data).toEqual({ field: 'phone', value: '68765432' });
    const email = await admin.call('meradm/cashierContact', { cashier_id: clerk.id, field: 'email' });
    expect(email.data).toEqual({ field: 'email', value: 'clerk.wong@shop.example' });
    const trail = (await auditActions(server.db, merchant.admin.id)).filter(
      (a) => a.action === 'contact_shown',
    );
    expect(trail.slice(-2).map((a) => a.detail)).toEqual([
      { oper_id: colleague.id, kind: 'operator', field: 'phone' },
      { cashier_id: clerk.id, kind: 'cashier', field: 'email' },
    ]);
    const rows = await server.db.query<{ target: string }>(
      `select target from audit_log where operator_id = $1 and action = 'contact_shown' order by id desc limit 2`,
      [merchant.admin.id],
    );
    expect(rows.rows.map((r) => r.target)).toEqual([clerk.loginName, colleague.loginName]);
  });

  it('refuses without the management code, beyond what the caller may manage, and without a form token', async () => {
    // 12 lists and views; 1213 is the management code.
    const viewer = await signIn(server, operator);
    expect(code(await viewer.call('admin/operList', {}))).toBe(OK);
    expect(code(await viewer.call('admin/operContact', { oper_id: colleague.id, field: 'phone' }))).toBe(
      'SCM40301',
    );
    expect(code(await viewer.call('meradm/cashierContact', { cashier_id: clerk.id, field: 'phone' }))).toBe(
      'SCM40301',
    );

    const manager = await createOperator(server.db, {
      orgKind: 'merchant',
      orgId: merchant.id,
      kind: 'operator',
      codes: ['12', '1213'],
      storeIds: [otherStore],
    });
    const m = await signIn(server, manager);
    // The administrator, and an operator holding codes the manager lacks (41), stay out of reach.
    expect(code(await m.call('admin/operContact', { oper_id: merchant.admin.id, field: 'phone' }))).toBe(
      'OPR10006',
    );
    expect(code(await m.call('admin/operContact', { oper_id: colleague.id, field: 'phone' }))).toBe(
      'OPR10004',
    );
    // A cashier of a store the manager does not see is answered like a missing one.
    expect(code(await m.call('meradm/cashierContact', { cashier_id: clerk.id, field: 'phone' }))).toBe(
      'SCM40401',
    );
    const admin = await signIn(server, merchant.admin);
    const other = await createMerchantWithAdmin(server.db);
    expect(code(await admin.call('admin/operContact', { oper_id: other.admin.id, field: 'phone' }))).toBe(
      'SCM40401',
    );
    const before = (await auditActions(server.db, merchant.admin.id)).length;
    const noToken = await admin.call(
      'admin/operContact',
      { oper_id: colleague.id, field: 'phone' },
      { formToken: null },
    );
    expect(code(noToken)).not.toBe(OK);
    noneInClear(noToken.data ?? {});
    expect((await auditActions(server.db, merchant.admin.id)).length).toBe(before);
    expect((await auditActions(server.db, manager.id)).filter((a) => a.action === 'contact_shown')).toEqual(
      [],
    );
  });

  it('an edit that leaves the masked contact out keeps it; an empty e-mail removes it', async () => {
    const admin = await signIn(server, merchant.admin);
    const body = {
      cashier_id: clerk.id,
      name: '收銀員黃',
      role_id: String(clerk.roleId),
      status: 'normal',
      store_ids: [store],
      basic_functions: ['collect'],
      extra_functions: [],
    };
    expect(code(await admin.call('meradm/cashierUpdate', body))).toBe(OK);
    const kept = await server.db.query<{ phone: string; email: string; name: string }>(
      'select phone, email, name from operators where id = $1',
      [clerk.id],
    );
    expect(kept.rows[0]).toEqual({ phone: '62345678', email: 'clerk.wong@shop.example', name: '收銀員黃' });
    // A masked value sent back is refused, never stored.
    expect(
      code(await admin.call('meradm/cashierUpdate', { ...body, phone_area: '+853', phone: '62****78' })),
    ).toBe('VAL10004');
    expect(code(await admin.call('meradm/cashierUpdate', { ...body, email: '' }))).toBe(OK);
    const cleared = await server.db.query<{ email: string }>('select email from operators where id = $1', [
      clerk.id,
    ]);
    expect(cleared.rows[0].email).toBe('');
  });
});
