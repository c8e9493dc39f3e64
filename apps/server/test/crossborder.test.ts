import { newFormId, webPrimitives } from '@mp/core';
import { bindBody, payBound } from '@mp/core/envelope/bind';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book } from '../src/modules/accounts/index.ts';
import { moveTransfer, runXferNetwork } from '../src/modules/crossborder/index.ts';
import { createLocalXferNetwork } from '../src/ports/xfer-network-local.ts';
import { code, OK, smsCodeTo } from './admin-helpers.ts';
import { fetchWithCookies } from './fixtures.ts';
import type { TestServer } from './harness.ts';
import {
  clientOf,
  type MoneyMerchant,
  moneyMerchant,
  PAY_PASSWORD,
  setPayPassword,
  startMoneyServer,
} from './money-helpers.ts';
import type { TestClient } from './test-client.ts';

/** Cross-border transfer (issue 26) through the gateway: payees, quote, the bound code, the submit, states. */
let server: TestServer;
let m: MoneyMerchant;
let c: TestClient;
let other: TestClient;
let payeeId: string;

async function cb(client: TestClient, path: string, body: Record<string, unknown> = {}, method?: 'GET') {
  return client.cb(path, body, method ? { method } : {});
}

/** The body with its payment password bound to a fresh comm/createR0 random. */
async function bound(client: TestClient, body: Record<string, unknown>) {
  const r0 = await client.cb('comm/createR0', {}, { encrypted: false });
  expect(r0.code).toBe('0');
  return bindBody(webPrimitives, server.config.secretType, payBound('pay_password'), body, {
    key: r0.data.pay_pwd_key,
    secret: r0.data.r0,
  });
}

async function available(): Promise<{ available: number; frozen: number }> {
  const r = await c.call('account/queryAccBalance', {});
  return r.data as { available: number; frozen: number };
}

async function verifiedPayee(
  client: TestClient,
  name = '廣州鮮品貿易有限公司',
  account = '6222 0210 0112 2334 455',
) {
  const add = await cb(client, 'trade/recipientAccount/add', {
    name,
    account_no: account,
    bank_code: 'ICBKCNBJ',
    bank_name: '中國工商銀行',
    currency: 'CNY',
    country: 'CN',
  });
  expect(add.code).toBe('0');
  const v = await cb(client, 'trade/recipientAccount/verify', { payee_id: add.data.payee_id });
  expect(v.code).toBe('0');
  return v.data;
}

async function quote(amount = '1000.00', key = newFormId(), side = 'PAY', payee = payeeId) {
  const q = await cb(c, 'trade/oversease/amtCalculate', {
    client_key: key,
    payee_id: payee,
    amount_side: side,
    amount,
  });
  expect(q.code, q.message).toBe('0');
  return { key, q: q.data };
}

const binding = (key: string, q: any) => ({
  client_key: key,
  rate_token: q.rate_token,
  payee_id: q.payee_id,
  pay_amount: q.pay_amount,
  payee_amount: q.payee_amount,
});

async function sendCode(key: string, q: any) {
  await server.db.query(
    `update sms_codes set created_at = created_at - interval '2 minutes' where operator_id = $1`,
    [m.admin.id],
  );
  const r = await cb(c, 'trade/sms/sendVerifyCode', binding(key, q));
  expect(r.code, r.message).toBe('0');
  return smsCodeTo(server.db, m.admin.phoneArea, m.admin.phone);
}

async function applyBody(key: string, q: any, sms: string, extra: Record<string, unknown> = {}) {
  return bound(c, {
    ...binding(key, q),
    trans_type: 'GOODS',
    goods_name: '冷凍海產',
    purpose: '貨款',
    sms_code: sms,
    pay_password: PAY_PASSWORD,
    ...extra,
  });
}

beforeAll(async () => {
  // The job is run by hand below (runXferNetwork), never on its own timer.
  server = await startMoneyServer({ xferJob: false });
  m = await moneyMerchant(server.db);
  await setPayPassword(server.db, m.admin.id);
  await book(server.db, {
    type: 'ADJUST',
    org: { kind: 'merchant', id: m.id },
    amount: 50_000_000,
    ref: `XB-TEST-${m.id}`,
    at: new Date(),
  });
  c = await clientOf(server, m.admin.id);
  const m2 = await moneyMerchant(server.db);
  other = await clientOf(server, m2.admin.id);
  payeeId = (await verifiedPayee(c)).payee_id;
}, 240_000);
afterAll(() => server?.close());

describe('payees', () => {
  it('verifies a name in the payee script, refuses a Latin name for a CNY payee, hides other merchants', async () => {
    const bad = await verifiedPayee(c, 'Guangzhou Fresh Trading');
    expect(bad.status).toBe('MISMATCH');
    expect(bad.account_no).toMatch(/^622202\*+4455$/);
    const page = await cb(c, 'trade/recipientAccount/query/page', { page_size: 20 });
    expect(page.data.total).toBe(2);
    const theirs = await cb(other, 'trade/recipientAccount/verify', { payee_id: payeeId });
    expect(theirs.code).toBe('SCM40401');
    const q = await cb(c, 'trade/oversease/amtCalculate', {
      client_key: newFormId(),
      payee_id: bad.payee_id,
      amount_side: 'PAY',
      amount: '100',
    });
    expect(q.code).toBe('XBR10005');
  });
});

describe('rates, calendar and quote', () => {
  it('gives the reference rate with its source and time, and value dates', async () => {
    const r = await cb(c, 'trade/rateTool/rate/query', { currency: 'USD' }, 'GET');
    expect(r.code).toBe('0');
    expect(r.data.source).toContain('LOCAL-REF');
    expect(Number(r.data.indicative_rate)).toBeGreaterThan(Number(r.data.reference_rate));
    const cal = await cb(c, 'trade/workCalendar/query', { currency: 'CNY' }, 'GET');
    expect(cal.data.value_date >= cal.data.today).toBe(true);
    const list = await cb(c, 'trade/rateTool/currency/list', {}, 'GET');
    expect(list.data.rows.find((x: any) => x.currency === 'JPY').decimals).toBe(0);
  });

  it('locks a quote with every price part; full-width digits; either side; limits', async () => {
    const { q } = await quote('１，０００.５０');
    expect(q.pay_amount).toBe(100_050);
    expect(q.fee_total).toBe(q.fees.reduce((s: number, f: any) => s + f.amount, 0));
    expect(q.total_pay).toBe(q.pay_amount + q.fee_total);
    expect(q.margin_bp).toBeGreaterThan(0);
    expect(q.lock_seconds).toBe(15 * 60);
    expect(q.expires_at_ms - q.server_time_ms).toBe(15 * 60 * 1000);
    const recv = await quote('1000', newFormId(), 'RECEIVE');
    expect(recv.q.payee_amount).toBe(100_000);
    const over = await cb(c, 'trade/oversease/amtCalculate', {
      client_key: newFormId(),
      payee_id: payeeId,
      amount_side: 'PAY',
      amount: '2000000',
    });
    expect(over.code).toBe('XBR10003');
    const bad = await cb(c, 'trade/oversease/amtCalculate', {
      client_key: newFormId(),
      payee_id: payeeId,
      amount_side: 'PAY',
      amount: '01.5',
    });
    expect(bad.code).toBe('VAL10012');
  });

  it('keeps at most 5 live quotes per merchant; a re-quote of one flow replaces its own', async () => {
    await server.db.query(`update cb_quotes set expires_at = now() - interval '1 second'`);
    const key = newFormId();
    for (let i = 0; i < 3; i++) await quote('10', key);
    for (let i = 0; i < 4; i++) await quote('10');
    const sixth = await cb(c, 'trade/oversease/amtCalculate', {
      client_key: newFormId(),
      payee_id: payeeId,
      amount_side: 'PAY',
      amount: '10',
    });
    expect(sixth.code).toBe('XBR10008');
    await server.db.query(`update cb_quotes set expires_at = now() - interval '1 second'`);
  });
});

describe('submit', () => {
  it('holds the total, moves forward only, and answers a repeat with the first answer', async () => {
    const before = await available();
    const { key, q } = await quote('1000');
    const sms = await sendCode(key, q);
    const body = await applyBody(key, q, sms);
    const r = await cb(c, 'trade/transfer/out/apply', body);
    expect(r.code, r.message).toBe('0');
    expect(r.data.status).toBe('PROCESSING');
    const after = await available();
    expect(before.available - after.available).toBe(q.total_pay);
    expect(after.frozen - before.frozen).toBe(q.total_pay);

    // the same body again: the first answer, nothing debited twice
    const again = await cb(c, 'trade/transfer/out/apply', await applyBody(key, q, sms));
    expect(again.code).toBe('0');
    expect(again.data.transfer_no).toBe(r.data.transfer_no);
    expect((await available()).available).toBe(after.available);
    // another body under the same formId
    const other = await cb(
      c,
      'trade/transfer/out/apply',
      await applyBody(key, q, sms, { purpose: '服務費' }),
    );
    expect(other.code).toBe('SCM40900');

    // sent (UETR), then a late PROCESSING event moves nothing, then credited
    const no = r.data.transfer_no;
    expect(await moveTransfer(server.db, no, { to: 'SENT', note: '', actor: 'bank', at: new Date() })).toBe(
      'moved',
    );
    expect(
      await moveTransfer(server.db, no, { to: 'PROCESSING', note: '', actor: 'bank', at: new Date() }),
    ).toBe('late');
    expect(
      await moveTransfer(server.db, no, { to: 'CREDITED', note: '', actor: 'bank', at: new Date() }),
    ).toBe('moved');
    expect(await moveTransfer(server.db, no, { to: 'SENT', note: '', actor: 'bank', at: new Date() })).toBe(
      'late',
    );
    const d = await cb(c, 'trade/transfer/query/detail', { transfer_no: no });
    expect(d.data.status).toBe('CREDITED');
    expect(d.data.uetr).toMatch(/^[0-9a-f-]{36}$/);
    expect(d.data.events.map((e: any) => e.status)).toEqual(['SUBMITTED', 'PROCESSING', 'SENT', 'CREDITED']);
    expect((await available()).frozen).toBe(before.frozen);
    expect((await cb(other_(), 'trade/transfer/query/detail', { transfer_no: no })).code).toBe('SCM40401');

    // the receipt: the same bytes twice, in both languages
    const p1 = await cb(c, 'trade/transfer/exportPdf', { transfer_no: no, lang: 'en' });
    const p2 = await cb(c, 'trade/transfer/exportPdf', { transfer_no: no, lang: 'en' });
    expect(p1.code).toBe('0');
    expect(p1.data.sha256).toBe(p2.data.sha256);
    expect(Buffer.from(p1.data.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const zh = await cb(c, 'trade/transfer/exportPdf', { transfer_no: no, lang: 'zh-TW' });
    expect(zh.data.sha256).not.toBe(p1.data.sha256);
    const csv = await cb(c, 'trade/transfer/export', {});
    expect(csv.code).toBe('90001');
    expect(Buffer.from(csv.data.content, 'base64').toString()).toContain(no);
  });

  it('refuses a re-used SMS code, a replayed rate token and an amount changed after the SMS', async () => {
    const { key, q } = await quote('200');
    const sms = await sendCode(key, q);
    const changed = await cb(
      c,
      'trade/transfer/out/apply',
      await applyBody(key, { ...q, pay_amount: q.pay_amount + 1 }, sms),
    );
    expect(changed.code).toBe('XBR10009');
    expect((await cb(c, 'trade/transfer/out/apply', await applyBody(key, q, sms))).code).toBe('0');
    // the rate token of that transfer under a new formId
    const replay = await cb(c, 'trade/transfer/out/apply', await applyBody(newFormId(), q, sms));
    expect(replay.code).toBe('XBR10010');
    // a new transfer with the spent code
    const next = await quote('200');
    await sendCode(next.key, next.q);
    const reused = await cb(c, 'trade/transfer/out/apply', await applyBody(next.key, next.q, sms));
    expect(['SMS10002', 'SMS10001', 'SMS10003', 'VAL10035']).toContain(reused.code);
  });

  it('refuses a quote that expired between the SMS and the submit', async () => {
    const { key, q } = await quote('300');
    const sms = await sendCode(key, q);
    await server.db.query(
      `update cb_quotes set expires_at = now() - interval '1 second' where rate_token = $1`,
      [q.rate_token],
    );
    const r = await cb(c, 'trade/transfer/out/apply', await applyBody(key, q, sms));
    expect(r.code).toBe('XBR10001');
  });

  it('makes one transfer of 20 racing submits of one formId', async () => {
    const before = await available();
    const { key, q } = await quote('150');
    const sms = await sendCode(key, q);
    const bodies = await Promise.all(Array.from({ length: 20 }, () => applyBody(key, q, sms)));
    const answers = await Promise.all(bodies.map((b) => cb(c, 'trade/transfer/out/apply', b)));
    const ok = answers.filter((a) => a.code === '0');
    expect(ok.length).toBeGreaterThan(0);
    expect(new Set(ok.map((a) => a.data.transfer_no)).size).toBe(1);
    const n = await server.db.query(`select count(*)::int as n from cb_transfers where form_id = $1`, [key]);
    expect(n.rows[0].n).toBe(1);
    expect(before.available - (await available()).available).toBe(q.total_pay);
  });

  it('cancels before processing (hold released) and refuses after', async () => {
    await server.db.query(
      `insert into approval_rules (merchant_id, withdraw_above, updated_at) values ($1, 100, now())
       on conflict (merchant_id) do update set withdraw_above = 100`,
      [m.id],
    );
    const before = await available();
    const { key, q } = await quote('400');
    const sms = await sendCode(key, q);
    const r = await cb(c, 'trade/transfer/out/apply', await applyBody(key, q, sms));
    expect(r.data.status).toBe('AWAITING_APPROVAL');
    const x = await cb(c, 'trade/transfer/cancel', { transfer_no: r.data.transfer_no });
    expect(x.code).toBe('0');
    expect(x.data.status).toBe('CANCELLED');
    expect((await available()).available).toBe(before.available);
    const again = await cb(c, 'trade/transfer/cancel', { transfer_no: r.data.transfer_no });
    expect(again.code).toBe('XBR10011');
    await server.db.query(`update approval_rules set withdraw_above = null where merchant_id = $1`, [m.id]);
  });

  it('lists transfers without INIT, newest first', async () => {
    const page = await cb(c, 'trade/transfer/query/page', { page_size: 50 });
    expect(page.code).toBe('0');
    expect(page.data.total).toBeGreaterThan(2);
    expect(page.data.rows[0].payee_account).toContain('*');
  });
});

describe('trade evidence', () => {
  it('adds up amounts, normalises contract numbers, needs shipping facts', async () => {
    const bad = await cb(c, 'order/save', {
      kind: 'GOODS',
      amount: '100',
      goods_amount: '80',
      logistics_amount: '10',
      shipped: true,
      carrier: 'SF',
      tracking_no: '1',
    });
    expect(bad.code).toBe('XBR10012');
    const ok = await cb(c, 'order/save', {
      kind: 'GOODS',
      contract_no: ' ＡＢ-123 ',
      amount: '100',
      goods_amount: '90',
      logistics_amount: '10',
      shipped: true,
      carrier: 'SF',
      tracking_no: 'SF123',
    });
    expect(ok.code, ok.message).toBe('0');
    const check = await cb(c, 'contractNo/check', { contract_no: 'ab-123' });
    expect(check.data.available).toBe(false);
    const dup = await cb(c, 'order/save', { kind: 'SERVICE', contract_no: 'Ab-123', amount: '5' });
    expect(dup.code).toBe('XBR10013');
    const noShip = await cb(c, 'order/save', {
      kind: 'GOODS',
      amount: '5',
      goods_amount: '5',
      shipped: false,
      ship_date: '20990101',
    });
    expect(noShip.code).toBe('XBR10015');
    expect((await cb(c, 'order/info/delete', { order_no: ok.data.order_no })).code).toBe('0');
  });
});

describe('the bank and payment network job', () => {
  const run = (at: Date) =>
    runXferNetwork({ db: server.db, ports: { xferNetwork: createLocalXferNetwork() } }, at);
  const entries = async (ref: string) =>
    (
      await server.db.query<{ entry_type: string }>(
        `select entry_type from ledger_entries where ref_no = $1 order by id`,
        [ref],
      )
    ).rows.map((r) => r.entry_type);

  it('sends (settling the hold) then credits, rejects (releasing it), and moves nothing twice', async () => {
    const later = new Date(Date.now() + 10 * 86_400_000);
    // The transfers the tests above left in PROCESSING go first.
    await run(later);
    await run(later);
    const before = await available();
    const sent = await quote('120');
    const r1 = await cb(
      c,
      'trade/transfer/out/apply',
      await applyBody(sent.key, sent.q, await sendCode(sent.key, sent.q)),
    );
    expect(r1.data.status).toBe('PROCESSING');
    // The local network's sending bank rejects an account ending 0000.
    const closed = await verifiedPayee(c, '深圳海味有限公司', '6222 0210 0112 2330 000');
    const rej = await quote('80', newFormId(), 'PAY', closed.payee_id);
    const r2 = await cb(
      c,
      'trade/transfer/out/apply',
      await applyBody(rej.key, rej.q, await sendCode(rej.key, rej.q)),
    );
    expect(r2.data.status).toBe('PROCESSING');
    const held = await available();
    expect(held.frozen - before.frozen).toBe(sent.q.total_pay + rej.q.total_pay);

    // Not before the value date; then two processes at once: one moves each transfer, once.
    expect(await run(new Date(Date.now() - 2 * 86_400_000))).toBeNull();
    await Promise.all([run(later), run(later)]);
    const d1 = await cb(c, 'trade/transfer/query/detail', { transfer_no: r1.data.transfer_no });
    expect(['SENT', 'CREDITED']).toContain(d1.data.status);
    expect(d1.data.uetr).toMatch(/^[0-9a-f-]{36}$/);
    const d2 = await cb(c, 'trade/transfer/query/detail', { transfer_no: r2.data.transfer_no });
    expect(d2.data.status).toBe('REJECTED');
    expect(d2.data.status_note).toBe('ACCOUNT_CLOSED');

    await run(later);
    const d3 = await cb(c, 'trade/transfer/query/detail', { transfer_no: r1.data.transfer_no });
    expect(d3.data.status).toBe('CREDITED');
    expect(d3.data.events.map((e: any) => e.status)).toEqual(['SUBMITTED', 'PROCESSING', 'SENT', 'CREDITED']);
    expect(await run(later)).toBeNull();

    // The sent one paid out its total; the rejected one's hold went back; each booked once.
    const after = await available();
    expect(after.frozen).toBe(before.frozen);
    expect(before.available - after.available).toBe(sent.q.total_pay);
    expect(await entries(r1.data.transfer_no)).toEqual(['XFER_HOLD', 'XFER_OUT', 'XFER_FEE']);
    expect(await entries(r2.data.transfer_no)).toEqual(['XFER_HOLD', 'XFER_RELEASE']);

    // The download centre's export of the list, filtered as the page is; another merchant sees none.
    const x = await c.call('pc/exportData', {
      source: 'xfer_transfers',
      filters: { status: 'REJECTED' },
      format: 'CSV',
      mask: 'Y',
    });
    expect(code(x), x.gda.msg_inf).toBe(OK);
    const text = (await fetchWithCookies(server, c, x.data.download_url)).body.toString('utf8');
    expect(text).toContain(r2.data.transfer_no);
    expect(text).not.toContain(r1.data.transfer_no);
    expect(text).not.toContain('6222021001122330000');
    // The number search too: the export holds the one transfer the page shows.
    const one = await c.call('pc/exportData', {
      source: 'xfer_transfers',
      filters: { transfer_no: r1.data.transfer_no },
      format: 'CSV',
    });
    expect(code(one), one.gda.msg_inf).toBe(OK);
    const oneText = (await fetchWithCookies(server, c, one.data.download_url)).body.toString('utf8');
    expect(oneText).toContain(r1.data.transfer_no);
    expect(oneText).not.toContain(r2.data.transfer_no);
    const theirs = await other.call('pc/exportData', {
      source: 'xfer_transfers',
      filters: {},
      format: 'CSV',
    });
    const none = (await fetchWithCookies(server, other, theirs.data.download_url)).body.toString('utf8');
    expect(none).not.toContain(r2.data.transfer_no);
  });
});

const other_ = () => other;
