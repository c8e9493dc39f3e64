import { newFormId, todayYmd } from '@mp/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book as bookEntry } from '../src/modules/accounts/index.ts';
import { createGroupWithAdmin, createServiceProviderWithAdmin, fetchWithCookies } from './fixtures.ts';
import type { TestServer } from './harness.ts';
import {
  at,
  book,
  clientOf,
  type MoneyMerchant,
  moneyMerchant,
  PAY_PASSWORD,
  startMoneyServer,
} from './money-helpers.ts';
import { decideByToken, type Reviewer, reviewer } from './review-helpers.ts';
import type { TestClient } from './test-client.ts';

// Fee bills (47), invoices (461-463), payment audit edits and account authorisation (issue 12, points 4-6),
// through the real server and envelope, and the provider's reviewer API.

const OK = 'SCM00000';

/** yyyymm of the month `n` months before the current Macau month. */
function monthAgo(n: number): string {
  const t = todayYmd(new Date());
  let y = Number(t.slice(0, 4));
  let m = Number(t.slice(4, 6)) - n;
  while (m < 1) {
    m += 12;
    y -= 1;
  }
  return `${y}${String(m).padStart(2, '0')}`;
}
const LAST = monthAgo(1);
const BEFORE = monthAgo(2);

let server: TestServer;
let m: MoneyMerchant;
let other: MoneyMerchant;
let provider: Awaited<ReturnType<typeof createServiceProviderWithAdmin>>;
let group: Awaited<ReturnType<typeof createGroupWithAdmin>>;
let mc: TestClient;
let staff: Reviewer;

/** The provider's decision through the review kit's JSON API (a staff member's token named 陳審核). */
async function review(
  kind: 'invoice' | 'payment',
  body: { apply_no?: string; payment_no?: string; decision: string; remark?: string },
  token?: string,
) {
  const ref = (kind === 'invoice' ? body.apply_no : body.payment_no) ?? '';
  const { httpStatus, ...json } = await decideByToken(
    server,
    token ?? staff.token,
    kind,
    ref,
    body.decision,
    body.remark,
  );
  return { status: httpStatus, json: json as Record<string, any> };
}

beforeAll(async () => {
  server = await startMoneyServer();
  staff = await reviewer(server);
  await server.db.query(`update operators set name = '陳審核' where id = $1`, [staff.id]);
  provider = await createServiceProviderWithAdmin(server.db);
  group = await createGroupWithAdmin(server.db);
  m = await moneyMerchant(server.db, { agentId: provider.id, groupId: group.id });
  other = await moneyMerchant(server.db);
  for (const [month, amounts] of [
    [LAST, [10_000, 25_000, 40_000]],
    [BEFORE, [80_000]],
  ] as const) {
    for (const [i, amount] of amounts.entries())
      await book(server.db, m.stores[i % 2].terminalNo, { amount, at: at(`${month}1${i}`) });
  }
  await book(server.db, other.stores[0].terminalNo, { amount: 50_000, at: at(`${LAST}15`) });
  mc = await clientOf(server, m.admin.id);
});

afterAll(async () => {
  await server?.close();
});

const range = { start_month: BEFORE, end_month: LAST };

describe('fee bills (47)', () => {
  it('lists one bill per closed month with the fees of the month, and counts and totals them', async () => {
    const r = await mc.call('meradm/chargeBillListPC', range);
    expect(r.gda.msg_cd).toBe(OK);
    expect(r.data.rows.map((b: any) => b.period)).toEqual([LAST, BEFORE]);
    const last = r.data.rows[0];
    expect(last).toMatchObject({
      bill_no: `FB${LAST}${m.no}`,
      mer_no: m.no,
      txn_count: 3,
      trade_amount: 75_000,
    });
    expect(last.status).toBe('UNCONFIRMED');
    const fees = await server.db.query<{ fee: string }>(
      `select coalesce(sum(fee), 0) as fee from transactions where merchant_id = $1 and to_char(business_date, 'YYYYMM') = $2 and txn_type = 'SPEND'`,
      [m.id, LAST],
    );
    expect(last.fee_amount).toBe(Number(fees.rows[0].fee));
    expect(r.data.totals.count).toBe(2);
    expect(r.data.totals.trade_amount).toBe(155_000);
  });

  it('refuses bad month ranges with the code naming the field', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ start_month: '2026-1', end_month: LAST }, 'VAL10013', 'start_month'],
      [{ start_month: LAST, end_month: BEFORE }, 'VAL10017', 'start_month'],
      [{ start_month: LAST, end_month: monthAgo(0) }, 'VAL10014', 'end_month'],
      [{ start_month: monthAgo(14), end_month: LAST }, 'BIL10001', 'start_month'],
    ];
    for (const [body, code, field] of cases) {
      const r = await mc.call('meradm/chargeBillListPC', body);
      expect(r.gda.msg_cd).toBe(code);
      expect(r.gda.msg_inf).toContain(field);
    }
  });

  it('shows the provider and the group only their merchants’ bills', async () => {
    const pc = await clientOf(server, provider.admin.id);
    const p = await pc.call('meradm/serviceChargeBillListPC', { start_month: LAST, end_month: LAST });
    expect(p.gda.msg_cd).toBe(OK);
    expect(new Set(p.data.rows.map((b: any) => b.mer_no))).toEqual(new Set([m.no]));
    const gc = await clientOf(server, group.admin.id);
    const g = await gc.call('meradm/groupChargeBillListPC', { start_month: LAST, end_month: LAST });
    expect(g.data.rows.map((b: any) => b.mer_no)).toEqual([m.no]);
    const narrowed = await gc.call('meradm/groupChargeBillListPC', { ...range, mer_no: other.no });
    expect(narrowed.data.rows).toEqual([]);
    // The merchant area's list is not the group's call.
    expect((await gc.call('meradm/chargeBillListPC', range)).gda.msg_cd).toBe('SCM40301');
  });

  it('confirms a bill once, freezing its figures; another tenant’s bill answers like a missing one', async () => {
    const no = `FB${LAST}${m.no}`;
    const r = await mc.call('invoice/billConfirmationPc', { bill_no: no });
    expect(r.gda.msg_cd).toBe(OK);
    expect(r.data.status).toBe('CONFIRMED');
    expect(r.data.confirmed_at).toMatch(/^\d{14}$/);
    const again = await mc.call('invoice/billConfirmationPc', { bill_no: no });
    expect(again.data.confirmed_at).toBe(r.data.confirmed_at);
    const foreign = await mc.call('invoice/billConfirmationPc', { bill_no: `FB${LAST}${other.no}` });
    expect(foreign.gda.msg_cd).toBe('SCM40401');
    const open = await mc.call('invoice/billConfirmationPc', { bill_no: `FB${monthAgo(0)}${m.no}` });
    expect(open.gda.msg_cd).toBe('SCM40401');
    const rows = await server.db.query('select * from fee_bill_confirmations where merchant_id = $1', [
      other.id,
    ]);
    expect(rows.rows).toEqual([]);
  });

  it('exports the list and a bill’s fee lines now, in the background and by appointment', async () => {
    const list = await mc.call('meradm/chargeBillExportDetail', { ...range, format: 'CSV' });
    expect(list.gda.msg_cd).toBe(OK);
    expect(list.data.row_count).toBe(2);
    const file = await fetchWithCookies(server, mc, list.data.download_url);
    expect(file.body.toString()).toContain(`FB${LAST}${m.no}`);
    const lines = await mc.call('meradm/chargeBillDetailExportNew', {
      bill_no: `FB${LAST}${m.no}`,
      format: 'CSV',
    });
    expect(lines.gda.msg_cd).toBe(OK);
    expect(lines.data.row_count).toBe(3);
    const asyn = await mc.call('meradm/chargeBillDetailExportAsyn', {
      bill_no: `FB${BEFORE}${m.no}`,
      format: 'CSV',
    });
    expect(asyn.data).toMatchObject({ status: 'QUEUED', total_rows: 1 });
    const appoint = await mc.call('meradm/chargeBillExportAppoint', { ...range, format: 'XLSX' });
    expect(appoint.data).toMatchObject({ status: 'QUEUED', total_rows: 2 });
    const foreign = await mc.call('meradm/chargeBillDetailExportNew', { bill_no: `FB${LAST}${other.no}` });
    expect(foreign.gda.msg_cd).toBe('SCM40401');
  });
});

describe('invoices (461, 462, 463) and the provider’s reviewer', () => {
  let headId = '';

  it('keeps invoice heads: the first is the default, bad fields are refused by name and nothing saved', async () => {
    const bad: [Record<string, unknown>, string, string][] = [
      [{ head_type: 'ENTERPRISE', title: '  ' }, 'VAL10001', 'title'],
      [{ head_type: 'ENTERPRISE', title: '澳門測試有限公司' }, 'VAL10001', 'tax_no'],
      [{ head_type: 'ENTERPRISE', title: '澳門測試有限公司', tax_no: 'AB-12' }, 'VAL10026', 'tax_no'],
      [{ head_type: 'PERSONAL', title: '陳大文', email: 'nope' }, 'VAL10002', 'email'],
      [{ head_type: 'PERSONAL', title: '<b>' }, 'VAL10007', 'title'],
    ];
    for (const [body, code, field] of bad) {
      const r = await mc.call('invoice/invoiceHeadSave', body);
      expect(r.gda.msg_cd).toBe(code);
      expect(r.gda.msg_inf).toContain(field);
    }
    expect((await mc.call('invoice/invoiceHeadList')).data.rows).toEqual([]);
    const a = await mc.call('invoice/invoiceHeadSave', {
      head_type: 'ENTERPRISE',
      title: '澳門測試餐飲有限公司',
      tax_no: 'MO12345678',
      email: 'finance@example.test',
    });
    expect(a.gda.msg_cd).toBe(OK);
    expect(a.data.is_default).toBe('Y');
    const b = await mc.call('invoice/invoiceHeadSave', { head_type: 'PERSONAL', title: '陳大文' });
    expect(b.data.is_default).toBe('N');
    const d = await mc.call('invoice/invoiceHeadDefault', { head_id: b.data.head_id });
    expect(d.data.is_default).toBe('Y');
    const list = await mc.call('invoice/invoiceHeadList');
    expect(list.data.rows.map((h: any) => [h.title, h.is_default])).toEqual([
      ['陳大文', 'Y'],
      ['澳門測試餐飲有限公司', 'N'],
    ]);
    const edited = await mc.call('invoice/invoiceHeadSave', {
      head_id: a.data.head_id,
      head_type: 'ENTERPRISE',
      title: '澳門測試餐飲集團有限公司',
      tax_no: 'MO12345678',
      is_default: 'Y',
    });
    expect(edited.data).toMatchObject({ title: '澳門測試餐飲集團有限公司', is_default: 'Y' });
    expect((await mc.call('invoice/invoiceHeadDelete', { head_id: b.data.head_id })).gda.msg_cd).toBe(OK);
    headId = a.data.head_id;
    // Another merchant cannot see, change or use them.
    const oc = await clientOf(server, other.admin.id);
    expect((await oc.call('invoice/invoiceHeadList')).data.rows).toEqual([]);
    const foreign = await oc.call('invoice/invoiceHeadSave', {
      head_id: headId,
      head_type: 'PERSONAL',
      title: 'x',
    });
    expect(foreign.gda.msg_cd).toBe('SCM40401');
    expect((await oc.call('invoice/invoiceHeadDelete', { head_id: headId })).gda.msg_cd).toBe('SCM40401');
  });

  it('applies from confirmed bills only, once per client key, and walks audit, return, resubmit and review', async () => {
    const last = `FB${LAST}${m.no}`;
    const before = `FB${BEFORE}${m.no}`;
    const unconfirmed = await mc.call('invoice/invoiceApplyOms', {
      bill_nos: [before],
      head_id: headId,
      client_key: newFormId(),
    });
    expect(unconfirmed.gda.msg_cd).toBe('INV10001');
    const key = newFormId();
    const body = { bill_nos: [last], head_id: headId, remark: '請寄送電子發票', client_key: key };
    const r = await mc.call('invoice/invoiceApplyOms', body);
    expect(r.gda.msg_cd).toBe(OK);
    expect(r.data).toMatchObject({ status: 'WAIT_AUDIT', bill_count: 1, title: '澳門測試餐飲集團有限公司' });
    expect(r.data.bills).toEqual([{ bill_no: last, period: LAST, fee_amount: r.data.amount }]);
    const applyNo = r.data.apply_no;
    // The same key again: the same application. Another body with it: refused.
    expect((await mc.call('invoice/invoiceApplyOms', body)).data.apply_no).toBe(applyNo);
    expect((await mc.call('invoice/invoiceApplyOms', { ...body, remark: 'x' })).gda.msg_cd).toBe('SCM40900');
    // The bill is held: a second application for it is refused.
    const twice = await mc.call('invoice/invoiceApplyOms', { ...body, client_key: newFormId() });
    expect(twice.gda.msg_cd).toBe('INV10001');
    const bills = await mc.call('meradm/chargeBillListPC', { start_month: LAST, end_month: LAST });
    expect(bills.data.rows[0]).toMatchObject({ status: 'INVOICING', apply_no: applyNo });

    const queue = await mc.call('invoice/invoiceTmpListPage', {});
    expect(queue.data.rows.map((x: any) => x.apply_no)).toEqual([applyNo]);
    const noRemark = await mc.call('invoice/invoiceInfoAudit', { apply_no: applyNo, action: 'RETURN' });
    expect(noRemark.gda.msg_cd).toBe('VAL10001');
    expect(noRemark.gda.msg_inf).toContain('audit_remark');
    const returned = await mc.call('invoice/invoiceInfoAudit', {
      apply_no: applyNo,
      action: 'RETURN',
      audit_remark: '請補充備註',
    });
    expect(returned.data.status).toBe('RETURNED');
    // Not yet with the provider: not in the review queue, nothing to decide.
    expect((await review('invoice', { apply_no: applyNo, decision: 'ISSUE' })).json.code).toBe('SCM40401');
    const resubmitted = await mc.call('invoice/invoiceInfoManger', {
      apply_no: applyNo,
      action: 'RESUBMIT',
      remark: '已補充',
    });
    expect(resubmitted.data).toMatchObject({ status: 'WAIT_AUDIT', remark: '已補充' });
    const passed = await mc.call('invoice/invoiceInfoAudit', { apply_no: applyNo, action: 'APPROVE' });
    expect(passed.data.status).toBe('REVIEWING');
    expect(
      (await mc.call('invoice/invoiceInfoManger', { apply_no: applyNo, action: 'CANCEL' })).gda.msg_cd,
    ).toBe('INV10002');

    expect((await review('invoice', { apply_no: applyNo, decision: 'ISSUE' }, 'x'.repeat(34))).status).toBe(
      401,
    );
    const issued = await review('invoice', { apply_no: applyNo, decision: 'ISSUE' });
    expect(issued.json).toMatchObject({ ok: true, status: 'ISSUED' });
    expect(issued.json.invoice_no).toMatch(/^\d{16}$/);
    const detail = await mc.call('invoice/queryInvoiceInfo', { apply_no: applyNo });
    expect(detail.data).toMatchObject({
      status: 'ISSUED',
      invoice_no: issued.json.invoice_no,
      reviewer_name: '陳審核',
    });
    expect((await review('invoice', { apply_no: applyNo, decision: 'REJECT', remark: 'x' })).json.code).toBe(
      'REV10002',
    );
    const after = await mc.call('meradm/chargeBillListPC', { start_month: LAST, end_month: LAST });
    expect(after.data.rows[0].status).toBe('INVOICED');
    const list = await mc.call('invoice/invoiceDetailsListPageOms', { status: 'ISSUED' });
    expect(list.data.rows.map((x: any) => x.apply_no)).toEqual([applyNo]);
    expect(list.data.totals).toEqual({ count: 1, amount: detail.data.amount });
  });

  it('a rejected application gives its bills back; another tenant’s application answers like a missing one', async () => {
    const before = `FB${BEFORE}${m.no}`;
    await mc.call('invoice/billConfirmationPc', { bill_no: before });
    const r = await mc.call('invoice/invoiceApplyOms', {
      bill_nos: [before],
      head_id: headId,
      client_key: newFormId(),
    });
    const applyNo = r.data.apply_no;
    await mc.call('invoice/invoiceInfoAudit', { apply_no: applyNo, action: 'APPROVE' });
    expect((await review('invoice', { apply_no: applyNo, decision: 'REJECT' })).json.code).toBe('REV10006');
    const rejected = await review('invoice', {
      apply_no: applyNo,
      decision: 'REJECT',
      remark: '抬頭稅號有誤',
    });
    expect(rejected.json.status).toBe('REJECTED');
    const bills = await mc.call('meradm/chargeBillListPC', { start_month: BEFORE, end_month: BEFORE });
    expect(bills.data.rows[0]).toMatchObject({ status: 'CONFIRMED', apply_no: '' });
    const oc = await clientOf(server, other.admin.id);
    for (const [path, body] of [
      ['invoice/queryInvoiceInfo', { apply_no: applyNo }],
      ['invoice/invoiceInfoManger', { apply_no: applyNo, action: 'CANCEL' }],
      ['invoice/invoiceInfoAudit', { apply_no: applyNo, action: 'APPROVE' }],
    ] as const) {
      expect((await oc.call(path, body)).gda.msg_cd).toBe('SCM40401');
    }
    expect((await oc.call('invoice/invoiceDetailsListPageOms', {})).data.rows).toEqual([]);
    const foreignBill = await oc.call('invoice/invoiceApplyOms', {
      bill_nos: [before],
      head_id: headId,
      client_key: newFormId(),
    });
    expect(foreignBill.gda.msg_cd).toBe('SCM40401');
  });
});

describe('payment audit edits and the reviewer', () => {
  it('inserts, updates, submits (a confirmed money move), deletes and moves payments through every status', async () => {
    const bad: [Record<string, unknown>, string, string][] = [
      [{ payee_name: '', payee_account_no: '9018123456', amount: '10' }, 'VAL10001', 'payee_name'],
      [{ payee_name: '供應商', payee_account_no: '90-18', amount: '10' }, 'VAL10003', 'payee_account_no'],
      [{ payee_name: '供應商', payee_account_no: '9018123456', amount: '01.5' }, 'VAL10012', 'amount'],
      [{ payee_name: '供應商', payee_account_no: '9018123456', amount: '0' }, 'VAL10012', 'amount'],
      [
        { payee_name: '供應商', payee_account_no: '9018123456', amount: '1234567890123' },
        'VAL10012',
        'amount',
      ],
    ];
    // Submitting holds amount plus fee on the balance (payment-ledger.test.ts): give the merchant enough.
    await bookEntry(server.db, {
      type: 'ADJUST',
      org: { kind: 'merchant', id: m.id },
      amount: 1_000_000,
      ref: `ADJ-${m.no}`,
      at: new Date(),
    });
    const submit = (paymentNo: string, client = mc) =>
      client.call('meradm/paymentAuditSubmit', {
        payment_no: paymentNo,
        pay_password: PAY_PASSWORD,
        client_key: newFormId(),
      });
    const count = async () =>
      (await server.db.query('select 1 from payments where merchant_id = $1', [m.id])).rows.length;
    for (const [body, code, field] of bad) {
      const r = await mc.call('meradm/paymentAuditInsert', body);
      expect(r.gda.msg_cd).toBe(code);
      expect(r.gda.msg_inf).toContain(field);
    }
    expect(await count()).toBe(0);
    const draft = await mc.call('meradm/paymentAuditInsert', {
      payee_name: '澳門鮮活海產批發有限公司',
      payee_account_no: '9018112233445501',
      payee_bank: 'Test Bank',
      amount: '1,234.50',
      purpose: '海產貨款',
    });
    expect(draft.gda.msg_cd).toBe(OK);
    expect(draft.data).toMatchObject({ status: 'INIT', amount: 123_450, fee: 0 });
    const no = draft.data.payment_no;
    expect(
      (await mc.call('meradm/paymentAuditUpdate', { payment_no: no, amount: '2000' })).data,
    ).toMatchObject({
      status: 'INIT',
      amount: 200_000,
    });
    const submitted = await submit(no);
    expect(submitted.data).toMatchObject({ status: 'AUDITING', amount: 200_000 });
    expect(submitted.data.submitted_at).toMatch(/^\d{14}$/);
    // Under review: the merchant can no longer change or remove it.
    expect((await mc.call('meradm/paymentAuditUpdate', { payment_no: no, amount: '1' })).gda.msg_cd).toBe(
      'PAY10001',
    );
    expect((await mc.call('meradm/paymentAuditDelete', { payment_no: no })).gda.msg_cd).toBe('PAY10001');
    // Returned, resubmitted, credited, refunded.
    expect((await review('payment', { payment_no: no, decision: 'RETURN' })).json.code).toBe('REV10006');
    expect(
      (await review('payment', { payment_no: no, decision: 'RETURN', remark: '請補充發票' })).json.status,
    ).toBe('AUDIT_CLOSED');
    const back = await mc.call('meradm/paymentAuditQuery', { payment_no: no });
    expect(back.data).toMatchObject({
      status: 'AUDIT_CLOSED',
      audit_remark: '請補充發票',
      auditor_name: '陳審核',
    });
    await mc.call('meradm/paymentAuditUpdate', { payment_no: no, remark: '已附發票' });
    expect((await submit(no)).data.status).toBe('AUDITING');
    expect((await review('payment', { payment_no: no, decision: 'REFUND' })).json.code).toBe('REV10002');
    expect((await review('payment', { payment_no: no, decision: 'CREDIT' })).json.status).toBe('INBOUND');
    expect((await review('payment', { payment_no: no, decision: 'REFUND' })).json.status).toBe(
      'REFUND_SUCCESS',
    );
    const done = await mc.call('meradm/paymentAuditQuery', { payment_no: no });
    expect(done.data.status).toBe('REFUND_SUCCESS');
    expect(done.data.finished_at).toMatch(/^\d{14}$/);

    // Another payment: submitted and rejected; a third removed while still to submit.
    const two = await mc.call('meradm/paymentAuditInsert', {
      payee_name: '新鮮蔬果供應行',
      payee_account_no: '011180009876543210',
      payee_bank: 'Other Bank',
      amount: '420',
    });
    expect((await submit(two.data.payment_no)).data).toMatchObject({ status: 'AUDITING', fee: 1500 });
    expect(
      (await review('payment', { payment_no: two.data.payment_no, decision: 'REJECT', remark: '超出限額' }))
        .json.status,
    ).toBe('AUDIT_REJECT');
    const three = await mc.call('meradm/paymentAuditInsert', {
      payee_name: '電費',
      payee_account_no: '9018000011112222',
      amount: '65',
    });
    const oc = await clientOf(server, other.admin.id);
    expect(
      (await oc.call('meradm/paymentAuditDelete', { payment_no: three.data.payment_no })).gda.msg_cd,
    ).toBe('SCM40401');
    expect(
      (await oc.call('meradm/paymentAuditUpdate', { payment_no: three.data.payment_no, remark: 'x' })).gda
        .msg_cd,
    ).toBe('SCM40401');
    expect((await submit(three.data.payment_no, oc)).gda.msg_cd).toBe('SCM40401');
    expect(
      (await mc.call('meradm/paymentAuditDelete', { payment_no: three.data.payment_no })).gda.msg_cd,
    ).toBe(OK);
    expect(
      (await mc.call('meradm/paymentAuditQuery', { payment_no: three.data.payment_no })).gda.msg_cd,
    ).toBe('SCM40401');
  });
});

describe('account authorisation', () => {
  it('lists the merchant’s authorisations and unties one once; another tenant’s answers like a missing one', async () => {
    await server.db.query(
      `insert into account_auths (auth_no, merchant_id, party_name, party_kind, scope, daily_limit, status, authorised_at)
       values ($1, $2, '測試平台', 'PLATFORM', 'DEBIT', 100000, 'ACTIVE', now())`,
      [`AA${m.no}`, m.id],
    );
    const list = await mc.call('meradm/accountAuthList', {});
    expect(list.data.rows.map((r: any) => r.auth_no)).toEqual([`AA${m.no}`]);
    const oc = await clientOf(server, other.admin.id);
    expect((await oc.call('meradm/accountAuthUntie', { auth_no: `AA${m.no}` })).gda.msg_cd).toBe('SCM40401');
    const untied = await mc.call('meradm/accountAuthUntie', { auth_no: `AA${m.no}` });
    expect(untied.data).toMatchObject({ status: 'UNTIED' });
    expect((await mc.call('meradm/accountAuthUntie', { auth_no: `AA${m.no}` })).gda.msg_cd).toBe('ACA10001');
    expect((await mc.call('meradm/accountAuthList', { status: 'ACTIVE' })).data.rows).toEqual([]);
  });
});
