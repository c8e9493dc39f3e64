import { newFormId } from '@mp/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankPort } from '../src/kernel/ports.ts';
import { createLocalBank } from '../src/ports/bank-local.ts';
import { faceVendorPage, passFaceCheck } from './face-helpers.ts';
import { type CreatedOrg, createGroupWithAdmin, createServiceProviderWithAdmin } from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';
import {
  cashierOf,
  clientOf,
  type MoneyMerchant,
  moneyMerchant,
  PAY_PASSWORD,
  setPayPassword,
} from './money-helpers.ts';
import { type Reviewer, reviewAction, reviewer } from './review-helpers.ts';
import type { TestClient } from './test-client.ts';

// Settlement bank-account change with a verification payment (issue 14 point 6, issue 13 point 7): the
// portal's five calls through the real server and envelope, the reviewers' API, tenancy.

const OK = 'SCM00000';
/** The local bank, fast and never failing, except for accounts ending in 99999 (always refused). */
const local = createLocalBank({ failRate: 0, delayMs: [5, 30] });
const bank: BankPort = {
  transfer: (req) =>
    req.account.accountNo.endsWith('99999')
      ? Promise.resolve({ status: 'FAIL', bankRef: '', reason: 'Beneficiary account closed' })
      : local.transfer(req),
};

let server: TestServer;
let m: MoneyMerchant;
let other: MoneyMerchant;
let provider: CreatedOrg<'service'>;
let merchant: TestClient;
let stranger: TestClient;
let agent: TestClient;
let staff: Reviewer;

let seq = 0;
/** A new account number each time (6-30 digits), different from every current one. */
const newAccountNo = (suffix = '') =>
  `88${String(Date.now()).slice(-8)}${String(++seq).padStart(4, '0')}${suffix}`;
const proposal = (accountNo = newAccountNo()) => ({
  bank_code: 'MO002',
  account_no: accountNo,
  account_name: '新賬戶有限公司',
});

async function submit(c: TestClient, body = proposal(), pay = PAY_PASSWORD, clientKey = newFormId()) {
  return c.call('meradm/openBankModify', { ...body, pay_password: pay, client_key: clientKey });
}

/** The amount the bank paid (what the holder reads on the new account's statement). */
async function paidAmount(changeNo: string): Promise<number> {
  const r = await server.db.query<{ verify_amount: string }>(
    'select verify_amount::text from bank_changes where change_no = $1',
    [changeNo],
  );
  return Number(r.rows[0].verify_amount);
}

/** Waits (by asking, as the page does) until the payment has left the bank's hands. */
async function paid(c: TestClient, changeNo: string, wanted = 'PAYOUT_SUCCESS') {
  for (let i = 0; i < 200; i++) {
    const s = await c.call('meradm/queryPayStatus', { change_no: changeNo });
    expect(s.gda.msg_cd).toBe(OK);
    if (s.data.pay_status !== 'PROCESSING') {
      expect(s.data.pay_status).toBe(wanted);
      return s.data;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the verification payment never settled');
}

const mop = (cents: number) => (cents / 100).toFixed(2);
const wrongOf = (cents: number) => mop(cents === 99 ? 98 : cents + 1);

async function confirm(c: TestClient, changeNo: string, amount: string, clientKey = newFormId()) {
  return c.call('meradm/openBankPayConfirm', { change_no: changeNo, amount, client_key: clientKey });
}

/** The review of bank-account changes through the review kit's JSON API (kind bank-change, a staff token). */
async function review(action: string, body: { change_no?: string; reason?: string }, token = staff.token) {
  const r = await reviewAction(server, token, 'bank-change', action, {
    ref: body.change_no,
    reason: body.reason,
  });
  if (action === 'bank-list' && r.data)
    r.data = {
      list: r.data.list.map((i: { ref: string; mer_no: string }) => ({ change_no: i.ref, org_no: i.mer_no })),
    };
  else if (action !== 'bank-show' && r.code === OK) {
    const c = await server.db.query('select status from bank_changes where change_no = $1', [body.change_no]);
    r.data = c.rows[0];
  }
  return r;
}

async function settleAccount(kind: string, id: string) {
  const r = await server.db.query<{ bank_name: string; account_no: string; account_name: string }>(
    `select bank_name, account_no, account_name from accounts where org_kind = $1 and org_id = $2 and account_type = 'SETTLEMENT'`,
    [kind, id],
  );
  return r.rows[0];
}

beforeAll(async () => {
  server = await startTestServer({
    env: { simRate: 0, settlementJob: false },
    deps: { ports: { bank } },
  });
  staff = await reviewer(server);
  m = await moneyMerchant(server.db, { stores: 1 });
  other = await moneyMerchant(server.db, { stores: 1 });
  provider = await createServiceProviderWithAdmin(server.db);
  await server.db.query(
    `insert into accounts (org_kind, org_id, account_type, bank_name, account_no, account_name)
     values ('service', $1, 'SETTLEMENT', '大西洋銀行', '9018000011112222', '測試服務商'),
            ('service', $1, 'BALANCE', '', '', '測試服務商')`,
    [provider.id],
  );
  await setPayPassword(server.db, provider.admin.id);
  merchant = await clientOf(server, m.admin.id);
  stranger = await clientOf(server, other.admin.id);
  agent = await clientOf(server, provider.admin.id);
  // The change needs a verified person (docs/decisions.md, issue 29 points 4-5): each passes a face check
  // on the local vendor's page, as a tester does.
  for (const c of [merchant, stranger, agent]) await passFaceCheck(server, c, 'BANK_CHANGE');
}, 240_000);
afterAll(() => server?.close());

describe('a merchant changes its settlement account', () => {
  it('needs a verified person: FAC10004 before the password; an unfinished check does not count, the documents do', async () => {
    const fresh = await moneyMerchant(server.db, { stores: 1 });
    const c = await clientOf(server, fresh.admin.id);
    // Refused before the payment password is asked: a wrong one is not counted.
    expect((await submit(c, proposal(), '000000')).gda.msg_cd).toBe('FAC10004');
    const tries = await server.db.query<{ n: number }>(
      'select pay_failed_tries as n from operators where id = $1',
      [fresh.admin.id],
    );
    expect(tries.rows[0].n).toBe(0);
    // A face check opened and in progress does not count.
    const open = await c.call('face/fetchFaceOpenUrl', { purpose: 'BANK_CHANGE', consent: 'Y' });
    await faceVendorPage(server, open.data.open_url);
    expect((await submit(c)).gda.msg_cd).toBe('FAC10004');
    // The non-biometric way: the ID documents sent for manual review.
    const PNG =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const up = await c.call('file/upload', { purpose: 'ID_FRONT', file_name: 'id.png', content_base64: PNG });
    const docs = await c.call('face/faceDocumentsSubmit', {
      purpose: 'BANK_CHANGE',
      file_ids: [up.data.file_id],
    });
    expect(docs.data.status).toBe('MANUAL_REVIEW');
    const made = await submit(c);
    expect(made.gda.msg_cd).toBe(OK);
    const row = await server.db.query('select face_check_no from bank_changes where change_no = $1', [
      made.data.change_no,
    ]);
    expect(row.rows[0].face_check_no).toBe(docs.data.check_no);
  });

  it('checks, pays 0.01-0.99 MOP to the new account, takes the right amount, and the reviewer approves', async () => {
    const before = await settleAccount('merchant', m.id);
    const accountNo = newAccountNo();
    const check = await merchant.call('meradm/openBankTmpModify', proposal(accountNo));
    expect(check.gda.msg_cd).toBe(OK);
    expect(check.data).toMatchObject({
      bank_code: 'MO002',
      bank_name: '中國銀行澳門分行',
      account_name: '新賬戶有限公司',
    });
    expect(check.data.account_no).toBe(
      `${accountNo.slice(0, 6)}${'*'.repeat(accountNo.length - 10)}${accountNo.slice(-4)}`,
    );
    expect(check.data.current.account_no).not.toBe(before.account_no);

    const made = await submit(merchant, proposal(accountNo));
    expect(made.gda.msg_cd).toBe(OK);
    expect(made.data).toMatchObject({ status: 'PAY_CHECK', tries_left: 3, old_bank_name: before.bank_name });
    expect(made.data.change_no).toMatch(/^BC\d{16}$/);
    const changeNo = made.data.change_no as string;
    // A second change while this one is in progress is refused.
    expect((await merchant.call('meradm/openBankTmpModify', proposal())).gda.msg_cd).toBe('ONB10006');
    expect((await submit(merchant)).gda.msg_cd).toBe('ONB10006');

    await paid(merchant, changeNo);
    const cents = await paidAmount(changeNo);
    expect(cents).toBeGreaterThanOrEqual(1);
    expect(cents).toBeLessThanOrEqual(99);
    // The old account stays in force until the change is approved.
    expect(await settleAccount('merchant', m.id)).toEqual(before);

    const right = await confirm(merchant, changeNo, mop(cents));
    expect(right.gda.msg_cd).toBe(OK);
    expect(right.data.status).toBe('AUDITING');
    // Idempotent: the right amount again answers the same state, nothing counted.
    const again = await confirm(merchant, changeNo, mop(cents));
    expect(again.data.status).toBe('AUDITING');
    expect(await settleAccount('merchant', m.id)).toEqual(before);

    expect((await review('bank-list', {}, 'mpst_wrong-token-wrong-token-wrong')).status).toBe(401);
    const list = await review('bank-list', {});
    expect(list.code).toBe(OK);
    expect(list.data.list).toContainEqual(expect.objectContaining({ change_no: changeNo, org_no: m.no }));
    const shown = await review('bank-show', { change_no: changeNo });
    expect(shown.data.sections[2].rows).toContainEqual({
      label: { zh: '賬號', en: 'Account no.' },
      value: accountNo,
    });
    const approved = await review('bank-approve', { change_no: changeNo });
    expect(approved.code).toBe(OK);
    expect(approved.data.status).toBe('APPROVED');
    expect((await review('bank-approve', { change_no: changeNo })).code).toBe('REV10002');

    expect(await settleAccount('merchant', m.id)).toEqual({
      bank_name: '中國銀行澳門分行',
      account_no: accountNo,
      account_name: '新賬戶有限公司',
    });
    const audit = await server.db.query(
      `select operator_id::text, login_name, detail from audit_log where action = 'settle_account_replace' and target = $1`,
      [changeNo],
    );
    // The staff member who decided, by operator id and name (never a typed-in name).
    expect(audit.rows[0]).toMatchObject({ operator_id: staff.id, login_name: 'Staff approver' });
    expect(audit.rows[0].detail.old.bank_name).toBe(before.bank_name);

    const status = await merchant.call('meradm/queryBankCardCheckStatus', {});
    expect(status.gda.msg_cd).toBe(OK);
    expect(status.data.open).toBeNull();
    expect(status.data.current.bank_name).toBe('中國銀行澳門分行');
    const row = status.data.list.find((r: any) => r.change_no === changeNo);
    expect(row.status).toBe('APPROVED');
    expect(row.history.map((h: any) => h.action)).toEqual(['CREATED', 'PAID', 'AMOUNT_RIGHT', 'APPROVED']);
    // The new account is now the current one: proposing it again is BNK10004.
    const same = await merchant.call('meradm/openBankTmpModify', proposal(accountNo));
    expect(same.gda.msg_cd).toBe('BNK10004');
  });

  it('blocks the change after three wrong amounts; a fourth try, even right, stays blocked', async () => {
    const made = await submit(merchant);
    const changeNo = made.data.change_no as string;
    await paid(merchant, changeNo);
    const cents = await paidAmount(changeNo);
    const first = await confirm(merchant, changeNo, wrongOf(cents));
    expect(first.gda.msg_cd).toBe('BNK10001');
    expect((await merchant.call('meradm/queryPayStatus', { change_no: changeNo })).data.tries_left).toBe(2);
    // The same try sent twice (same client_key) is counted once.
    const key = newFormId();
    expect((await confirm(merchant, changeNo, wrongOf(cents), key)).gda.msg_cd).toBe('BNK10001');
    expect((await confirm(merchant, changeNo, wrongOf(cents), key)).gda.msg_cd).toBe('BNK10001');
    expect((await merchant.call('meradm/queryPayStatus', { change_no: changeNo })).data.tries_left).toBe(1);
    expect((await confirm(merchant, changeNo, wrongOf(cents))).gda.msg_cd).toBe('BNK10002');
    expect((await confirm(merchant, changeNo, mop(cents))).gda.msg_cd).toBe('BNK10002');
    const s = await merchant.call('meradm/queryBankCardCheckStatus', {});
    const row = s.data.list.find((r: any) => r.change_no === changeNo);
    expect(row).toMatchObject({ status: 'BLOCKED', tries_left: 0 });
    expect(row.history.map((h: any) => h.action)).toEqual([
      'CREATED',
      'PAID',
      'AMOUNT_WRONG',
      'AMOUNT_WRONG',
      'AMOUNT_WRONG',
      'BLOCKED',
    ]);
    expect(s.data.open).toBeNull();
    // Blocked: never under review, so no request of the kit to decide.
    expect((await review('bank-approve', { change_no: changeNo })).code).toBe('SCM40401');
  });

  it('counts at most three tries when wrong amounts race', async () => {
    const made = await submit(merchant);
    const changeNo = made.data.change_no as string;
    await paid(merchant, changeNo);
    const cents = await paidAmount(changeNo);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => confirm(merchant, changeNo, wrongOf(cents))),
    );
    const codes = answers.map((a) => a.gda.msg_cd).sort();
    expect(codes.filter((c) => c === 'BNK10001')).toHaveLength(2);
    expect(codes.filter((c) => c === 'BNK10002')).toHaveLength(4);
    const r = await server.db.query<{ wrong_tries: number; status: string }>(
      'select wrong_tries, status from bank_changes where change_no = $1',
      [changeNo],
    );
    expect(r.rows[0]).toEqual({ wrong_tries: 3, status: 'BLOCKED' });
  });

  it('refuses bad input with catalogue codes', async () => {
    const bad = async (body: Record<string, unknown>) =>
      (await merchant.call('meradm/openBankTmpModify', { ...proposal(), ...body })).gda.msg_cd;
    expect(await bad({ bank_code: '' })).toBe('VAL10001');
    expect(await bad({ bank_code: 'XX999' })).toBe('ONB10005');
    expect(await bad({ account_no: '12ab' })).toBe('VAL10003');
    expect(await bad({ account_no: '123' })).toBe('VAL10003');
    expect(await bad({ account_name: '' })).toBe('VAL10001');
    expect(await bad({ account_name: "<b>'x'</b>" })).not.toBe(OK);
    expect((await submit(merchant, proposal(), '000000')).gda.msg_cd).toBe('LOG10011');
    expect((await submit(merchant, proposal(), PAY_PASSWORD, 'short')).gda.msg_cd).toBe('SCM40002');
    // The same client key with another account is a different request.
    const key = newFormId();
    expect((await submit(merchant, proposal(), PAY_PASSWORD, key)).gda.msg_cd).toBe(OK);
    expect((await submit(merchant, proposal(), PAY_PASSWORD, key)).gda.msg_cd).toBe('SCM40900');
    const open = (await merchant.call('meradm/queryBankCardCheckStatus', {})).data.open;
    await paid(merchant, open.change_no);
    expect((await confirm(merchant, open.change_no, 'abc')).gda.msg_cd).toBe('VAL10012');
    // The reviewer rejects with a reason, which the merchant sees; a reason is required.
    expect((await confirm(merchant, open.change_no, mop(await paidAmount(open.change_no)))).gda.msg_cd).toBe(
      OK,
    );
    expect((await review('bank-reject', { change_no: open.change_no })).code).toBe('REV10006');
    const rejected = await review('bank-reject', {
      change_no: open.change_no,
      reason: '賬戶名稱與商戶名稱不符',
    });
    expect(rejected.data.status).toBe('REJECTED');
    const row = (await merchant.call('meradm/queryBankCardCheckStatus', {})).data.list[0];
    expect(row).toMatchObject({
      change_no: open.change_no,
      status: 'REJECTED',
      review_reason: '賬戶名稱與商戶名稱不符',
    });
  });

  it('ends the change when the bank cannot pay the new account (PAY_FAILED, BNK10005)', async () => {
    const made = await submit(merchant, proposal(newAccountNo('99999')));
    const changeNo = made.data.change_no as string;
    await paid(merchant, changeNo, 'FAILURE');
    expect((await confirm(merchant, changeNo, '0.10')).gda.msg_cd).toBe('BNK10005');
    const s = await merchant.call('meradm/queryBankCardCheckStatus', {});
    expect(s.data.open).toBeNull();
    expect(s.data.list[0]).toMatchObject({
      change_no: changeNo,
      status: 'PAY_FAILED',
      pay_status: 'FAILURE',
    });
  });
});

describe('tenancy and who may', () => {
  it("answers another organisation's change like a missing one, and changes nothing", async () => {
    const made = await submit(merchant);
    const changeNo = made.data.change_no as string;
    await paid(merchant, changeNo);
    const cents = await paidAmount(changeNo);
    for (const c of [stranger, agent]) {
      expect((await c.call('meradm/queryPayStatus', { change_no: changeNo })).gda.msg_cd).toBe('SCM40401');
      expect((await confirm(c, changeNo, mop(cents))).gda.msg_cd).toBe('SCM40401');
      expect((await confirm(c, changeNo, wrongOf(cents))).gda.msg_cd).toBe('SCM40401');
      const theirs = await c.call('meradm/queryBankCardCheckStatus', {});
      expect(theirs.data.list.map((r: any) => r.change_no)).not.toContain(changeNo);
    }
    const missing = 'BC2026010199999999';
    expect((await merchant.call('meradm/queryPayStatus', { change_no: missing })).gda.msg_cd).toBe(
      'SCM40401',
    );
    const mine = await merchant.call('meradm/queryPayStatus', { change_no: changeNo });
    expect(mine.data).toMatchObject({ tries_left: 3, status: 'PAY_CHECK' });
    // Finish it, so that later tests start without a change in progress.
    expect((await confirm(merchant, changeNo, mop(cents))).data.status).toBe('AUDITING');
    expect((await review('bank-reject', { change_no: changeNo, reason: 'test' })).code).toBe(OK);
  });

  it('is not for cashiers nor groups', async () => {
    const cashier = await clientOf(server, (await cashierOf(server.db, m, [m.stores[0].id])).id);
    expect((await cashier.call('meradm/queryBankCardCheckStatus', {})).gda.msg_cd).toBe('SCM40301');
    const group = await createGroupWithAdmin(server.db);
    const g = await clientOf(server, group.admin.id);
    expect((await g.call('meradm/queryBankCardCheckStatus', {})).gda.msg_cd).toBe('SCM40301');
  });
});

describe('a service provider changes its settlement account', () => {
  it('goes through the same steps, and the approval replaces its own account only', async () => {
    const merchantBefore = await settleAccount('merchant', m.id);
    const status = await agent.call('meradm/queryBankCardCheckStatus', {});
    expect(status.data.current).toEqual({
      bank_name: '大西洋銀行',
      account_no: '901800******2222',
      account_name: '測試服務商',
    });
    const accountNo = newAccountNo();
    const made = await submit(agent, {
      bank_code: 'MO001',
      account_no: accountNo,
      account_name: '測試服務商',
    });
    expect(made.gda.msg_cd).toBe(OK);
    const changeNo = made.data.change_no as string;
    await paid(agent, changeNo);
    expect((await confirm(agent, changeNo, mop(await paidAmount(changeNo)))).data.status).toBe('AUDITING');
    const list = await review('bank-list', {});
    expect(list.data.list).toContainEqual(
      expect.objectContaining({ change_no: changeNo, org_no: provider.no }),
    );
    expect((await review('bank-approve', { change_no: changeNo })).data.status).toBe('APPROVED');
    expect(await settleAccount('service', provider.id)).toEqual({
      bank_name: '大西洋銀行',
      account_no: accountNo,
      account_name: '測試服務商',
    });
    expect(await settleAccount('merchant', m.id)).toEqual(merchantBefore);
  });
});
