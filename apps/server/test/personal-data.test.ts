import { maskEmail, maskPhone } from '@mp/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { code, OK } from './admin-helpers.ts';
import {
  type CreatedOperator,
  type CreatedOrg,
  createMerchantWithAdmin,
  createOperator,
  createServiceProviderWithAdmin,
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
