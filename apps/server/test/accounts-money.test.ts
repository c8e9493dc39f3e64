import { newFormId, todayYmd } from '@mp/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkLedger,
  completeFundOrder,
  placeFundOrder,
  rebuildLedgerSummaries,
} from '../src/modules/accounts/index.ts';
import { auditRows, code, OK, smsCodeTo, wrongCode } from './admin-helpers.ts';
import { createOperator, fetchWithCookies } from './fixtures.ts';
import type { TestServer } from './harness.ts';
import {
  at,
  book,
  clientOf,
  daysAgo,
  type MoneyMerchant,
  moneyMerchant,
  PAY_PASSWORD,
  setPayPassword,
  startMoneyServer,
} from './money-helpers.ts';
import type { TestClient } from './test-client.ts';

// Accounts (issue 12): recharge and withdrawal through the ledger and the bank port, the account in/out
// flows (32, 33) and their export, 200 racing orders on one account, and the ledger check.
let server: TestServer;
let m: MoneyMerchant;
let c: TestClient;
const d1 = daysAgo(1);
const d2 = daysAgo(2);

beforeAll(async () => {
  server = await startMoneyServer({ bankFailRate: 0, bankDelayMs: [5, 30] });
  m = await moneyMerchant(server.db);
  // Two days ago and yesterday: 1,000.00 and 500.00 MOP taken (fee 0.6 % on WeChat).
  await book(server.db, m.stores[0].terminalNo, { at: at(d2, '100000'), amount: 100_000 });
  await book(server.db, m.stores[0].terminalNo, { at: at(d1, '110000'), amount: 50_000 });
  c = await clientOf(server, m.admin.id);
}, 240_000);
afterAll(() => server?.close());

async function balance(client = c) {
  const r = await client.call('account/queryAccBalance', {});
  expect(code(r)).toBe(OK);
  return r.data as { total: number; available: number; frozen: number };
}

async function smsFor(kind: 'WITHDRAW' | 'RECHARGE', merchant = m, client = c): Promise<string> {
  // A code a minute: the previous one of the scene is made older than the resend wait.
  await server.db.query(
    `update sms_codes set created_at = created_at - interval '2 minutes' where operator_id = $1`,
    [merchant.admin.id],
  );
  expect(code(await client.call('account/sendFundSmsCode', { kind }))).toBe(OK);
  return smsCodeTo(server.db, merchant.admin.phoneArea, merchant.admin.phone);
}

async function orderOf(orderNo: string, client = c, until?: (s: string) => boolean) {
  for (let i = 0; i < 400; i++) {
    const r = await client.call('account/fundOrderList', { page_size: 100 });
    const row = (r.data.rows as any[]).find((x) => x.order_no === orderNo);
    if (row && (!until || until(row.status))) return row;
    await new Promise((res) => setTimeout(res, 25));
  }
  throw new Error(`order ${orderNo} never reached the state`);
}

const ended = (s: string) => s === 'PAYOUT_SUCCESS' || s === 'FAILURE';

async function ledgerCount(): Promise<number> {
  const r = await server.db.query<{ n: number }>(
    `select count(*)::int n from ledger_entries where org_kind = 'merchant' and org_id = $1`,
    [m.id],
  );
  return r.rows[0].n;
}

describe('withdrawal', () => {
  it('holds the amount at once, then the bank pays it out (PAYOUT_SUCCESS), all booked in the ledger', async () => {
    const before = await balance();
    expect(before.total).toBe(150_000 - 900 - 450);
    const info = await c.call('withdraw/queryAccountInfo', {});
    expect(info.data).toMatchObject({ available: before.available, frozen: 0, min_amount: 100 });
    expect(info.data.settle_account.account_no).toBe('622202*********0123');

    const sms = await smsFor('WITHDRAW');
    const key = newFormId();
    const body = { amount: '123.45', pay_password: PAY_PASSWORD, sms_code: sms, client_key: key };
    const r = await c.call('withdraw/withdraw', body);
    expect(code(r)).toBe(OK);
    expect(r.data).toMatchObject({ kind: 'WITHDRAW', amount: 12_345, approval: 'NONE' });
    expect(r.data.order_no).toMatch(/^W\d{16}$/);
    // The same key and body answer the same order (no second SMS code needed); another body is refused.
    const again = await c.call('withdraw/withdraw', body);
    expect(again.data.order_no).toBe(r.data.order_no);
    expect(code(await c.call('withdraw/withdraw', { ...body, amount: '123.46' }))).toBe('SCM40900');

    const done = await orderOf(r.data.order_no, c, ended);
    expect(done.status).toBe('PAYOUT_SUCCESS');
    const after = await balance();
    expect(after).toMatchObject({
      total: before.total - 12_345,
      available: before.available - 12_345,
      frozen: 0,
    });
    const entries = await server.db.query<{ entry_type: string }>(
      'select entry_type from ledger_entries where ref_no = $1 order by id',
      [r.data.order_no],
    );
    expect(entries.rows.map((e) => e.entry_type)).toEqual(['WITHDRAW_FREEZE', 'WITHDRAW']);
    expect(await auditRows(server.db, m.admin.id, 'withdraw')).toContainEqual(
      expect.objectContaining({ ok: true, target: r.data.order_no }),
    );
  });

  it('refuses bad amounts with the code naming the field, and books nothing', async () => {
    const entries = await ledgerCount();
    const sms = await smsFor('WITHDRAW');
    for (const [amount, expected] of [
      ['', 'VAL10001'],
      ['abc', 'VAL10012'],
      ['01.00', 'VAL10012'],
      ['1.234', 'VAL10012'],
      ['1234567890123', 'VAL10012'],
      ['0', 'VAL10012'],
      ['0.50', 'ACC10006'],
      ['5000000.01', 'ACC10006'],
      ['999999.00', 'ACC10001'],
    ] as const) {
      const r = await c.call('withdraw/withdraw', {
        amount,
        pay_password: PAY_PASSWORD,
        sms_code: sms,
        client_key: newFormId(),
      });
      expect([amount, code(r)]).toEqual([amount, expected]);
      expect(r.gda.msg_inf).toContain('amount');
    }
    expect(await ledgerCount()).toBe(entries);
    // The code was not used up by the refusals: it still confirms a withdrawal.
    const ok = await c.call('withdraw/withdraw', {
      amount: '1.00',
      pay_password: PAY_PASSWORD,
      sms_code: sms,
      client_key: newFormId(),
    });
    expect(code(ok)).toBe(OK);
    await orderOf(ok.data.order_no, c, ended);
  });

  it('needs the SMS code: wrong SMS10001, expired SMS10002, and books nothing', async () => {
    const entries = await ledgerCount();
    const sms = await smsFor('WITHDRAW');
    const body = (sms_code: string) => ({
      amount: '2.00',
      pay_password: PAY_PASSWORD,
      sms_code,
      client_key: newFormId(),
    });
    const wrong = await c.call('withdraw/withdraw', body(wrongCode(sms)));
    expect(code(wrong)).toBe('SMS10001');
    expect(wrong.gda.msg_inf).toContain('sms_code');
    await server.db.query(
      `update sms_codes set expires_at = now() - interval '1 second' where operator_id = $1 and scene = 'withdraw'`,
      [m.admin.id],
    );
    expect(code(await c.call('withdraw/withdraw', body(sms)))).toBe('SMS10002');
    // A withdrawal code does not confirm a recharge.
    expect(code(await c.call('recharge/accRecharge', { ...body(sms), bank_code: 'SETTLE' }))).toBe(
      'SMS10002',
    );
    expect(await ledgerCount()).toBe(entries);
  });

  it('needs the payment password: wrong ones counted and audited, locked after five (SEC10005)', async () => {
    const op = await createOperator(server.db, { orgKind: 'merchant', orgId: m.id, codes: ['31'] });
    await setPayPassword(server.db, op.id);
    const oc = await clientOf(server, op.id);
    const entries = await ledgerCount();
    const body = () => ({
      amount: '2.00',
      pay_password: '000000',
      sms_code: '123456',
      client_key: newFormId(),
    });
    for (let i = 0; i < 4; i++) expect(code(await oc.call('withdraw/withdraw', body()))).toBe('LOG10011');
    const fifth = await oc.call('withdraw/withdraw', body());
    expect(['LOG10011', 'SEC10005']).toContain(code(fifth));
    expect(code(await oc.call('withdraw/withdraw', { ...body(), pay_password: PAY_PASSWORD }))).toBe(
      'SEC10005',
    );
    expect(
      (await auditRows(server.db, op.id, 'withdraw')).filter((a) => !a.ok).length,
    ).toBeGreaterThanOrEqual(4);
    expect(await ledgerCount()).toBe(entries);
  });

  it('releases the held amount when the bank fails the payout', async () => {
    const before = await balance();
    const placed = await placeFundOrder(server.db, {
      kind: 'WITHDRAW',
      merchantId: m.id,
      operatorId: m.admin.id,
      amount: 5_000,
      clientKey: newFormId(),
      hash: 'h',
      bankCode: 'SETTLE',
      remark: '',
      account: { bankName: 'Test Bank', accountNo: '6222021234567890123', accountName: 'Test' },
      approval: 'NONE',
      at: new Date(),
    });
    expect((await balance()).frozen).toBe(before.frozen + 5_000);
    const fail = { status: 'FAIL' as const, bankRef: '', reason: 'Beneficiary account closed' };
    expect(await completeFundOrder(server.db, placed.orderNo, fail, new Date())).toBe(true);
    // A second answer finds it ended.
    expect(await completeFundOrder(server.db, placed.orderNo, fail, new Date())).toBe(false);
    expect(await balance()).toMatchObject({
      total: before.total,
      available: before.available,
      frozen: before.frozen,
    });
    const row = await orderOf(placed.orderNo);
    expect(row).toMatchObject({ status: 'FAILURE', fail_reason: 'Beneficiary account closed' });
  });
});

describe('recharge', () => {
  it('credits the balance when the bank confirms the collection', async () => {
    const banks = await c.call('recharge/queryBankList', {});
    expect(banks.data.banks).toEqual([
      { bank_code: 'SETTLE', bank_name: 'Test Bank', account_no: '622202*********0123' },
    ]);
    const prompt = await c.call('recharge/queryPrompt', {});
    expect(prompt.data).toMatchObject({ min_amount: 100, max_amount: 500_000_000 });
    expect(prompt.data.prompt).toMatch(/充值/);
    const before = await balance();
    const sms = await smsFor('RECHARGE');
    const r = await c.call('recharge/accRecharge', {
      amount: '1,000.00'.replace(',', ''),
      pay_password: PAY_PASSWORD,
      sms_code: sms,
      client_key: newFormId(),
      bank_code: 'SETTLE',
    });
    expect(code(r)).toBe(OK);
    expect(r.data.order_no).toMatch(/^C\d{16}$/);
    expect((await orderOf(r.data.order_no, c, ended)).status).toBe('PAYOUT_SUCCESS');
    expect((await balance()).available).toBe(before.available + 100_000);
    expect(
      code(
        await c.call('recharge/accRecharge', {
          amount: '1.00',
          pay_password: PAY_PASSWORD,
          sms_code: sms,
          client_key: newFormId(),
          bank_code: 'OTHER',
        }),
      ),
    ).toBe('VAL10037');
  });
});

describe('account in/out flows (32, 33)', () => {
  const range = { start_date: d2, end_date: d1 };

  it('lists the lines of past days with direction, type and running balance, and counts them', async () => {
    const page = await c.call('account/accountInExPage', { ...range, sort_order: 'asc', page_size: 10 });
    expect(code(page)).toBe(OK);
    const rows = page.data.rows as any[];
    expect(rows.map((r) => [r.entry_type, r.direction, r.amount, r.balance_after])).toEqual([
      ['SETTLE_CREDIT', 'IN', 100_000, 100_000],
      ['FEE', 'OUT', 900, 99_100],
      ['SETTLE_CREDIT', 'IN', 50_000, 149_100],
      ['FEE', 'OUT', 450, 148_650],
    ]);
    const count = await c.call('account/accountInExCount', range);
    expect(count.data).toEqual({
      total_count: 4,
      totals: { count: 4, in_amount: 150_000, out_amount: 1_350, net_amount: 148_650 },
    });
    const fees = await c.call('account/accountInExCount', { ...range, entry_type: 'FEE', direction: 'OUT' });
    expect(fees.data.totals).toMatchObject({ count: 2, out_amount: 1_350 });

    const detail = await c.call('account/accountInExDetail', { flow_no: rows[1].flow_no });
    expect(detail.data).toMatchObject({
      entry_type: 'FEE',
      counter_account: 'FEE_INCOME',
      entry_amount: 900,
    });
  });

  it('counts whole days from the per-day summaries, equal to the lines; the ledger check proves them', async () => {
    // A range ending at 23:59:59 is not whole days: its totals are summed from the lines themselves.
    const lines = { start_date: `${d2}000000`, end_date: `${d1}235959` };
    for (const extra of [
      {},
      { entry_type: 'FEE' },
      { direction: 'IN' },
      { direction: 'OUT', account: 'AVAILABLE' },
      { account: 'FROZEN' },
    ]) {
      const fromSummary = await c.call('account/accountInExCount', { ...range, ...extra });
      const fromLines = await c.call('account/accountInExCount', { ...lines, ...extra });
      expect(code(fromSummary)).toBe(OK);
      expect(fromSummary.data).toEqual(fromLines.data);
    }
    expect((await c.call('account/accountInExCount', range)).data.total_count).toBe(4);
    // A summary that drifts from its lines is a finding; rebuilding from the lines mends it.
    await server.db.query(
      `update ledger_daily_summary set in_amount = in_amount + 1 where owner_kind = 'merchant' and owner_id = $1`,
      [m.id],
    );
    const broken = await checkLedger(server.db);
    expect(broken.ok).toBe(false);
    expect(broken.findings.map((f) => f.rule)).toEqual([
      'a per-day summary (ledger_daily_summary) differs from the sum of its lines',
    ]);
    await rebuildLedgerSummaries(server.db);
    expect((await checkLedger(server.db)).findings).toEqual([]);
  });

  it('keeps the senior rules (31 days, no current day) and another merchant’s lines missing', async () => {
    const today = todayYmd();
    expect(code(await c.call('account/accountInExPage', { start_date: d1, end_date: today }))).toBe(
      'VAL10018',
    );
    expect(code(await c.call('account/accountInExCount', { start_date: daysAgo(40), end_date: d1 }))).toBe(
      'VAL10016',
    );
    const page = await c.call('account/accountInExPage', { ...range, page_size: 1 });
    const other = await moneyMerchant(server.db);
    const oc = await clientOf(server, other.admin.id);
    expect(code(await oc.call('account/accountInExDetail', { flow_no: page.data.rows[0].flow_no }))).toBe(
      'SCM40401',
    );
    expect((await oc.call('account/accountInExCount', range)).data.total_count).toBe(0);
    // Code 32 for the list, 33 for the detail.
    const viewer = await createOperator(server.db, { orgKind: 'merchant', orgId: m.id, codes: ['31', '32'] });
    const vc = await clientOf(server, viewer.id);
    expect(code(await vc.call('account/accountInExCount', range))).toBe(OK);
    expect(code(await vc.call('account/accountInExDetail', { flow_no: page.data.rows[0].flow_no }))).toBe(
      'SCM40301',
    );
  });

  it('exports the flows through the export machine, the current day refused', async () => {
    const r = await c.call('pc/exportData', { source: 'account_flows', filters: range, format: 'CSV' });
    expect(code(r)).toBe(OK);
    const file = await fetchWithCookies(server, c, r.data.download_url);
    const text = file.body.toString('utf8');
    expect(text).toContain('收款入賬');
    expect(text.trim().split('\n').length).toBeGreaterThanOrEqual(5);
    const todayExport = await c.call('pc/exportData', {
      source: 'account_flows',
      filters: { start_date: d1, end_date: todayYmd() },
      format: 'CSV',
    });
    expect(code(todayExport)).toBe('VAL10015');
  });
});

describe('racing orders on one account', () => {
  it('200 withdrawals and recharges at once keep the ledger balanced and the balance never below zero', async () => {
    const mm = await moneyMerchant(server.db);
    await book(server.db, mm.stores[0].terminalNo, { at: at(d1), amount: 100_000 });
    const account = { bankName: 'Test Bank', accountNo: '6222021234567890123', accountName: 'Test' };
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, async (_, i) => {
        const kind = i % 4 === 3 ? ('RECHARGE' as const) : ('WITHDRAW' as const);
        const amount = kind === 'RECHARGE' ? 2_000 : 1_000 + (i % 7) * 100;
        const placed = await placeFundOrder(server.db, {
          kind,
          merchantId: mm.id,
          operatorId: mm.admin.id,
          amount,
          clientKey: newFormId(),
          hash: String(i),
          bankCode: 'SETTLE',
          remark: '',
          account,
          approval: 'NONE',
          at: new Date(),
        });
        const ok = i % 5 !== 0;
        await completeFundOrder(
          server.db,
          placed.orderNo,
          { status: ok ? 'SUCCESS' : 'FAIL', bankRef: ok ? `B${i}` : '', reason: ok ? '' : 'failed' },
          new Date(),
        );
        return kind;
      }),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    // Every refusal is the overdraft refusal, nothing else.
    for (const r of refused) expect((r as PromiseRejectedResult).reason.code).toBe('ACC10001');
    expect(refused.length).toBeGreaterThan(0);
    const lowest = await server.db.query<{ min: string }>(
      `select min(balance_after)::text min from ledger_lines
        where owner_kind = 'merchant' and owner_id = $1 and account_code in ('AVAILABLE', 'FROZEN')`,
      [mm.id],
    );
    expect(Number(lowest.rows[0].min)).toBeGreaterThanOrEqual(0);
    const report = await checkLedger(server.db);
    expect(report.findings).toEqual([]);
  }, 120_000);
});

describe('approval rules', () => {
  it('holds a withdrawal above the rule for a second operator, who approves or rejects it; audited', async () => {
    const mm = await moneyMerchant(server.db);
    await book(server.db, mm.stores[0].terminalNo, { at: at(d1), amount: 100_000 });
    const admin = await clientOf(server, mm.admin.id);
    const second = await createOperator(server.db, { orgKind: 'merchant', orgId: mm.id, codes: ['31'] });
    await setPayPassword(server.db, second.id);
    const sc = await clientOf(server, second.id);
    expect(
      code(
        await sc.call('account/approvalRulesSave', {
          withdraw_above: '100',
          refund_above: '',
          daily_cap: '',
        }),
      ),
    ).toBe('SCM40301');
    const saved = await admin.call('account/approvalRulesSave', {
      withdraw_above: '100.00',
      refund_above: '500',
      daily_cap: '400.00',
    });
    expect(saved.data).toMatchObject({ withdraw_above: 10_000, refund_above: 50_000, daily_cap: 40_000 });
    expect((await admin.call('withdraw/queryAccountInfo', {})).data.approval_above).toBe(10_000);

    const withdraw = async (amount: string) => {
      const sms = await smsFor('WITHDRAW', mm, admin);
      return admin.call('withdraw/withdraw', {
        amount,
        pay_password: PAY_PASSWORD,
        sms_code: sms,
        client_key: newFormId(),
      });
    };
    const small = await withdraw('50.00');
    expect(small.data).toMatchObject({ status: 'PROCESSING', approval: 'NONE' });
    const big = await withdraw('150.00');
    expect(big.data).toMatchObject({ status: 'INIT', approval: 'WAITING' });
    const other = await withdraw('160.00');
    // The daily cap (400.00) counts what is not failed: 50 + 150 + 160 = 360, so 50 more is refused.
    const over = await withdraw('50.00');
    expect(code(over)).toBe('ACC10002');
    expect((await admin.call('account/queryAccBalance', {})).data.frozen).toBeGreaterThanOrEqual(31_000);

    const queue = await sc.call('account/approvalQueue', {});
    expect((queue.data.rows as any[]).map((r) => r.order_no)).toEqual([
      big.data.order_no,
      other.data.order_no,
    ]);
    expect(
      code(await admin.call('account/approvalDecide', { order_no: big.data.order_no, decision: 'APPROVE' })),
    ).toBe('ACC10003');
    const approved = await sc.call('account/approvalDecide', {
      order_no: big.data.order_no,
      decision: 'APPROVE',
    });
    expect(approved.data).toMatchObject({ approval: 'APPROVED', status: 'PROCESSING' });
    expect(
      code(await sc.call('account/approvalDecide', { order_no: big.data.order_no, decision: 'REJECT' })),
    ).toBe('ACC10004');
    const before = (await admin.call('account/queryAccBalance', {})).data;
    const rejected = await sc.call('account/approvalDecide', {
      order_no: other.data.order_no,
      decision: 'REJECT',
    });
    expect(rejected.data).toMatchObject({ approval: 'REJECTED', status: 'FAILURE' });
    const after = (await admin.call('account/queryAccBalance', {})).data;
    expect(after.available).toBe(before.available + 16_000);
    expect((await orderOf(big.data.order_no, admin, ended)).status).toBe('PAYOUT_SUCCESS');
    expect((await auditRows(server.db, second.id, 'approval_decide')).map((a) => a.target)).toEqual([
      big.data.order_no,
      other.data.order_no,
    ]);
    expect(await auditRows(server.db, mm.admin.id, 'approval_rules_change')).toHaveLength(1);
    // Another merchant's order is missing to this one.
    const outsider = await moneyMerchant(server.db);
    const oc = await clientOf(server, outsider.admin.id);
    expect(
      code(await oc.call('account/approvalDecide', { order_no: big.data.order_no, decision: 'REJECT' })),
    ).toBe('SCM40401');
    expect((await checkLedger(server.db)).findings).toEqual([]);
  }, 120_000);
});
