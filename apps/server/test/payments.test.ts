import { todayYmd } from '@mp/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPayments } from '../src/modules/payments/seed.ts';
import { createGroupWithAdmin, createOperator, createServiceProviderWithAdmin } from './fixtures.ts';
import { type TestServer, uniq } from './harness.ts';
import { at, clientOf, daysAgo, demoClient, moneyMerchant, startMoneyServer, sum } from './money-helpers.ts';

const OK = 'SCM00000';
const d1 = daysAgo(1);
const last30 = { start_date: daysAgo(30), end_date: d1 };

let server: TestServer;

beforeAll(async () => {
  server = await startMoneyServer();
});

afterAll(async () => {
  await server?.close();
});

/** A payment of a test merchant, written as the payment module stores them. */
async function insertPayment(merchantId: string, createdAt: Date, status = 'INBOUND', amount = 50_000) {
  const no = uniq('PT').toUpperCase();
  await server.db.query(
    `insert into payments (payment_no, merchant_id, payee_name, payee_account_no, payee_bank, amount, fee, purpose,
        status, created_at)
     values ($1, $2, '澳門測試供應商有限公司', '9018123456789012', 'Test Bank', $3, 1500, '貨款', $4, $5)`,
    [no, merchantId, amount, status, createdAt.toISOString()],
  );
  return no;
}

describe('payment query (43/431)', () => {
  it('has seeded payments with every audit status for the demo merchants, and seeds only once', async () => {
    const r = await server.db.query<{ status: string }>('select distinct status from payments');
    expect(r.rows.map((x) => x.status).sort()).toEqual(
      ['AUDITING', 'AUDIT_CLOSED', 'AUDIT_REJECT', 'INBOUND', 'INIT', 'REFUND_SUCCESS'].sort(),
    );
    expect(await seedPayments(server.db, new Date())).toBe(0);
  });

  it('pages the demo merchant’s payments with masked accounts, and the count and totals match the rows', async () => {
    const c = await demoClient(server, 'demo_merchant');
    const rows: any[] = [];
    for (let page = 1; page < 20; page++) {
      const r = await c.call('trade/paymentPage', { ...last30, page_no: page, page_size: 10 });
      expect(r.gda.msg_cd).toBe(OK);
      rows.push(...r.data.rows);
      if (r.data.rows.length < 10) break;
    }
    expect(rows.length).toBeGreaterThan(5);
    expect(new Set(rows.map((r) => r.mer_no))).toEqual(new Set(['M10000000001']));
    expect(rows.every((r) => /^\d{6}\*+\d{4}$/.test(r.payee_account_no))).toBe(true);
    const n = await c.call('trade/paymentCount', last30);
    expect(n.data).toEqual({
      total_count: rows.length,
      totals: { count: rows.length, amount: sum(rows, 'amount'), fee: sum(rows, 'fee') },
    });
    const status = rows[0].status;
    const byStatus = await c.call('trade/paymentPage', { ...last30, status, page_size: 100 });
    expect(byStatus.data.rows.map((r: any) => r.payment_no).sort()).toEqual(
      rows
        .filter((r) => r.status === status)
        .map((r) => r.payment_no)
        .sort(),
    );
    const word = rows[0].payee_name.slice(2, 5);
    const byName = await c.call('trade/paymentPage', { ...last30, payee_name: word, page_size: 100 });
    expect(byName.data.rows.length).toBe(rows.filter((r) => r.payee_name.includes(word)).length);
  });

  it('shows a payment’s detail with its review trail, unmasked only when asked', async () => {
    const c = await demoClient(server, 'demo_merchant');
    const page = await c.call('trade/paymentPage', { ...last30, page_size: 100 });
    const refused = page.data.rows.filter(
      (r: any) => r.status === 'AUDIT_REJECT' || r.status === 'AUDIT_CLOSED',
    );
    const p = refused[0] ?? page.data.rows[0];
    const masked = await c.call('trade/paymentDetail', { payment_no: p.payment_no });
    expect(masked.gda.msg_cd).toBe(OK);
    expect(masked.data).toMatchObject({ ...p, oper_login_name: 'demo_merchant' });
    // A refused or returned payment says why, and who reviewed it.
    if (refused.length > 0) expect([masked.data.audit_remark, masked.data.auditor_name]).not.toContain('');
    const plain = await c.call('meradm/paymentAuditQuery', { payment_no: p.payment_no, mask: 'N' });
    expect(plain.data.payee_account_no).toMatch(/^\d{12,}$/);
  });

  it('gives the reviewer and the reason of a refused payment', async () => {
    const m = await moneyMerchant(server.db);
    const no = await insertPayment(m.id, at(d1), 'AUDIT_REJECT');
    await server.db.query(
      `update payments set auditor_name = '陳審核', audit_remark = '收款賬戶名稱與賬號不符', operator_id = $2
        where payment_no = $1`,
      [no, m.admin.id],
    );
    const c = await clientOf(server, m.admin.id);
    const r = await c.call('meradm/paymentAuditQuery', { payment_no: no });
    expect(r.data).toMatchObject({
      status: 'AUDIT_REJECT',
      auditor_name: '陳審核',
      audit_remark: '收款賬戶名稱與賬號不符',
      oper_login_name: m.admin.loginName,
      payee_account_no: '901812******9012',
    });
  });

  it('lets the classic list include today and refuses today in the senior query', async () => {
    const m = await moneyMerchant(server.db);
    const todays = await insertPayment(m.id, new Date(), 'AUDITING', 12_300);
    await insertPayment(m.id, at(d1), 'INBOUND', 45_600);
    const c = await clientOf(server, m.admin.id);
    const list = await c.call('meradm/paymentAuditList', { start_date: todayYmd(), end_date: todayYmd() });
    expect(list.gda.msg_cd).toBe(OK);
    expect(list.data.rows.map((r: any) => r.payment_no)).toEqual([todays]);
    expect(list.data).toMatchObject({ total_count: 1, totals: { count: 1, amount: 12_300, fee: 1_500 } });
    const senior = await c.call('trade/paymentPage', { start_date: todayYmd(), end_date: todayYmd() });
    expect(senior.gda.msg_cd).toBe('VAL10018');
    expect((await c.call('trade/paymentPage', { ...last30, status: 'PAID' })).gda.msg_cd).toBe('SCM40002');
  });

  it('keeps other tenants out, and needs 43 / 431', async () => {
    const m = await moneyMerchant(server.db);
    const mine = await insertPayment(m.id, at(d1));
    const other = await moneyMerchant(server.db);
    const oc = await clientOf(server, other.admin.id);
    expect((await oc.call('trade/paymentDetail', { payment_no: mine })).gda.msg_cd).toBe('SCM40401');
    expect((await oc.call('trade/paymentPage', { ...last30, payment_no: mine })).data.rows).toEqual([]);
    const noCode = await createOperator(server.db, { orgKind: 'merchant', orgId: m.id, codes: ['42'] });
    const nc = await clientOf(server, noCode.id);
    expect((await nc.call('trade/paymentPage', last30)).gda.msg_cd).toBe('SCM40301');
    const listOnly = await createOperator(server.db, { orgKind: 'merchant', orgId: m.id, codes: ['43'] });
    const lc = await clientOf(server, listOnly.id);
    expect((await lc.call('trade/paymentPage', last30)).gda.msg_cd).toBe(OK);
    expect((await lc.call('trade/paymentDetail', { payment_no: mine })).gda.msg_cd).toBe('SCM40301');
  });

  it('shows a service provider its sub-merchants’ payments and a group its members’', async () => {
    const sp = await createServiceProviderWithAdmin(server.db);
    const g = await createGroupWithAdmin(server.db);
    const sub = await moneyMerchant(server.db, { agentId: sp.id });
    const member = await moneyMerchant(server.db, { groupId: g.id });
    const p1 = await insertPayment(sub.id, at(d1));
    const p2 = await insertPayment(member.id, at(d1));
    const spc = await clientOf(server, sp.admin.id);
    expect((await spc.call('trade/paymentPage', last30)).data.rows.map((r: any) => r.payment_no)).toEqual([
      p1,
    ]);
    expect((await spc.call('trade/paymentDetail', { payment_no: p2 })).gda.msg_cd).toBe('SCM40401');
    const gc = await clientOf(server, g.admin.id);
    expect((await gc.call('trade/paymentPage', last30)).data.rows.map((r: any) => r.payment_no)).toEqual([
      p2,
    ]);
    expect((await gc.call('trade/paymentDetail', { payment_no: p2 })).gda.msg_cd).toBe(OK);
  });
});
