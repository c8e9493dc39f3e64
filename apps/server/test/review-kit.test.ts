import { newFormId } from '@mp/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book as bookEntry, checkLedger } from '../src/modules/accounts/index.ts';
import { code, OK } from './admin-helpers.ts';
import { type TestServer, uniq } from './harness.ts';
import { clientOf, moneyMerchant, PAY_PASSWORD, startMoneyServer } from './money-helpers.ts';
import { decideAs, itemOf, opsApi, REVIEW_KINDS, type Reviewer, reviewer } from './review-helpers.ts';
import { createStaff } from './staff-helpers.ts';
import type { TestClient } from './test-client.ts';

// The review kit (issue 25 point 3) through the real server and envelope: the queue, claim and release,
// decisions with a reason from the catalogue, four eyes (the requester never decides, a second approver
// above the limit, never the same person twice), racing reviewers, the auditor who reads only, and the
// reviewer JSON API with staff API tokens. Payments are the kind with money; every kind's own file
// (payments, invoices, onboarding, merchantinfo, bankchange) decides its requests through the kit too.
let server: TestServer;
let first: Reviewer;
let second: Reviewer;
let plain: Reviewer;
let merchant: TestClient;

beforeAll(async () => {
  server = await startMoneyServer({ reviewSecondLimit: 1_000_000, reviewOverdueHours: 48 });
  [first, second, plain] = await Promise.all([
    reviewer(server, 'approver'),
    reviewer(server, 'approver'),
    reviewer(server, 'reviewer'),
  ]);
  const m = await moneyMerchant(server.db);
  await bookEntry(server.db, {
    type: 'ADJUST',
    org: { kind: 'merchant', id: m.id },
    amount: 100_000_000,
    ref: uniq('ADJ'),
    at: new Date(),
  });
  merchant = await clientOf(server, m.admin.id);
}, 240_000);
afterAll(() => server?.close());

/** A payment submitted for review (amount in MOP, as the form sends it). */
async function payment(amount: string): Promise<string> {
  const r = await merchant.call('meradm/paymentAuditInsert', {
    payee_name: '供應商',
    payee_account_no: '9018112233445501',
    payee_bank: 'Other Bank',
    amount,
  });
  expect(code(r)).toBe(OK);
  const no = r.data.payment_no as string;
  const s = await merchant.call('meradm/paymentAuditSubmit', {
    payment_no: no,
    pay_password: PAY_PASSWORD,
    client_key: newFormId(),
  });
  expect(code(s)).toBe(OK);
  return no;
}

/** What the merchant sees of its payment. */
async function seen(no: string) {
  const r = await merchant.call('meradm/paymentAuditQuery', { payment_no: no });
  expect(code(r)).toBe(OK);
  return r.data as { status: string; auditor_name: string; audit_remark: string };
}

describe('the queue', () => {
  it('lists every kind with counts, the age, filters, and keeps in step with the requests', async () => {
    const no = await payment('120.00');
    const q = await first.client.call('review/queue', { page_no: 1, page_size: 20 });
    expect(code(q)).toBe(OK);
    const kinds = (q.data.counts as { kind: string }[]).map((c) => c.kind).sort();
    expect(kinds).toEqual(REVIEW_KINDS);
    const item = await itemOf(first.client, 'payment', no);
    expect(item).toMatchObject({ status: 'PENDING', amount: 12_000, overdue: 'N', age_hours: 0 });
    // Submitted three days ago: overdue after 48 hours, and the overdue filter finds it.
    await server.db.query(
      `update review_items set submitted_at = now() - interval '72 hours' where id = $1`,
      [item.item_id],
    );
    const overdue = await first.client.call('review/queue', {
      kind: 'payment',
      overdue: 'Y',
      page_size: 100,
    });
    const row = (overdue.data.list as { ref: string; overdue: string; age_hours: number }[]).find(
      (i) => i.ref === no,
    );
    expect(row).toMatchObject({ overdue: 'Y', age_hours: 72 });
    const counts = (overdue.data.counts as { kind: string; overdue: number }[]).find(
      (c) => c.kind === 'payment',
    );
    expect(counts?.overdue).toBeGreaterThanOrEqual(1);
    // The merchant removes nothing here, but a request no longer pending leaves the queue: decided elsewhere.
    await server.db.query(`update payments set status = 'AUDIT_CLOSED' where payment_no = $1`, [no]);
    await expect(itemOf(first.client, 'payment', no)).rejects.toThrow(/no OPEN/);
    expect((await itemOf(first.client, 'payment', no, 'CLOSED')).status).toBe('CLOSED');
  });

  it('shows the request: sections, history, the decisions allowed', async () => {
    const no = await payment('150.00');
    const item = await itemOf(plain.client, 'payment', no);
    const d = await plain.client.call('review/detail', { item_id: item.item_id });
    expect(code(d)).toBe(OK);
    expect(d.data.sections[0].rows).toContainEqual({
      label: { zh: '付款編號', en: 'Payment no.' },
      value: no,
    });
    expect(d.data.history.map((h: { action: string }) => h.action)).toEqual(['CREATED', 'SUBMITTED']);
    expect(d.data.decisions.map((x: { decision: string }) => x.decision)).toEqual([
      'REJECT',
      'CREDIT',
      'RETURN',
    ]);
    expect(d.data.own_request).toBe('N');
  });
});

describe('deciding', () => {
  it('credits a payment and the merchant sees the staff member; rejects with a catalogue reason', async () => {
    const no = await payment('200.00');
    const r = await decideAs(plain.client, 'payment', no, 'CREDIT');
    expect(r.code).toBe(OK);
    expect(r.item).toMatchObject({
      status: 'DECIDED',
      decision: 'CREDIT',
      decided_by_name: 'Staff reviewer',
    });
    expect(await seen(no)).toMatchObject({ status: 'INBOUND', auditor_name: 'Staff reviewer' });
    // Refunded later, on the credited item.
    expect((await decideAs(plain.client, 'payment', no, 'REFUND')).code).toBe(OK);
    expect((await seen(no)).status).toBe('REFUND_SUCCESS');
    expect((await decideAs(plain.client, 'payment', no, 'REFUND')).code).toBe('REV10002');

    const two = await payment('210.00');
    // A reason is required to reject; an unknown code is refused; OTHER needs the text.
    expect((await decideAs(plain.client, 'payment', two, 'REJECT')).code).toBe('REV10006');
    expect((await decideAs(plain.client, 'payment', two, 'REJECT', { reason_code: 'NOPE' })).code).toBe(
      'REV10006',
    );
    expect((await decideAs(plain.client, 'payment', two, 'REJECT', { reason_code: 'OTHER' })).code).toBe(
      'VAL10001',
    );
    expect((await decideAs(plain.client, 'payment', two, 'APPROVE')).code).toBe('REV10005');
    const rej = await decideAs(plain.client, 'payment', two, 'REJECT', {
      reason_code: 'PAYEE_INVALID',
      reason_text: '賬號不符',
    });
    expect(rej.code).toBe(OK);
    expect(await seen(two)).toMatchObject({
      status: 'AUDIT_REJECT',
      audit_remark: '收款人資料有誤：賬號不符',
    });
    // The history names the staff member; the audit log too, by operator id.
    const d = await first.client.call('review/detail', { item_id: rej.itemId });
    expect(d.data.events).toEqual([
      expect.objectContaining({
        action: 'DECIDED',
        staff_id: plain.id,
        staff_name: 'Staff reviewer',
        reason_code: 'PAYEE_INVALID',
      }),
    ]);
    const audit = await server.db.query<{ operator_id: string; action: string }>(
      `select operator_id::text, action from audit_log
        where target in ($1, $2) and action in ('payment_review', 'review_decide') order by id`,
      [two, `payment:${two}`],
    );
    expect(audit.rows).toEqual([
      { operator_id: plain.id, action: 'payment_review' },
      { operator_id: plain.id, action: 'review_decide' },
    ]);
    expect((await checkLedger(server.db)).findings).toEqual([]);
  });

  it('claim: only the claimer decides; the others are told who holds it; release', async () => {
    const no = await payment('220.00');
    const item = await itemOf(first.client, 'payment', no);
    expect(code(await first.client.call('review/claim', { item_id: item.item_id }))).toBe(OK);
    const taken = await second.client.call('review/claim', { item_id: item.item_id });
    expect(code(taken)).toBe('REV10001');
    expect(taken.gda.msg_inf).toContain('Staff approver');
    expect((await decideAs(second.client, 'payment', no, 'CREDIT')).code).toBe('REV10001');
    expect(code(await second.client.call('review/release', { item_id: item.item_id }))).toBe('REV10008');
    expect((await itemOf(second.client, 'payment', no)).claimed_by_name).toBe('Staff approver');
    expect(code(await first.client.call('review/release', { item_id: item.item_id }))).toBe(OK);
    expect(
      (await decideAs(second.client, 'payment', no, 'RETURN', { reason_code: 'DOCS_MISSING' })).code,
    ).toBe(OK);
    expect((await seen(no)).status).toBe('AUDIT_CLOSED');
  });

  it('two reviewers deciding at once: one wins, the other is refused, the money moves once', async () => {
    const no = await payment('230.00');
    const item = await itemOf(first.client, 'payment', no);
    const both = await Promise.all([
      first.client.call('review/decide', { item_id: item.item_id, decision: 'CREDIT' }),
      second.client.call('review/decide', { item_id: item.item_id, decision: 'CREDIT' }),
    ]);
    expect(both.map(code).sort()).toEqual(['REV10002', OK]);
    const out = await server.db.query<{ n: string }>(
      `select count(*)::text n from ledger_entries where ref_no = $1 and entry_type = 'PAYMENT_OUT'`,
      [no],
    );
    expect(out.rows[0].n).toBe('1');
    expect((await checkLedger(server.db)).findings).toEqual([]);
  });
});

describe('four eyes', () => {
  it('above the limit a second approver holding S12 carries the decision out, never the first', async () => {
    const no = await payment('15000.00');
    const d = await first.client.call('review/detail', {
      item_id: (await itemOf(first.client, 'payment', no)).item_id,
    });
    expect(d.data.decisions.find((x: { decision: string }) => x.decision === 'CREDIT').needs_second).toBe(
      'Y',
    );
    const r = await decideAs(first.client, 'payment', no, 'CREDIT');
    expect(r.item).toMatchObject({ status: 'AWAITING_SECOND', decision: 'CREDIT' });
    // Nothing moved yet: the merchant still sees it under review.
    expect((await seen(no)).status).toBe('AUDITING');
    // The same person twice is refused; a reviewer without S12 cannot; decide again is refused.
    expect(code(await first.client.call('review/second', { item_id: r.itemId, agree: 'Y' }))).toBe(
      'REV10004',
    );
    expect(code(await plain.client.call('review/second', { item_id: r.itemId, agree: 'Y' }))).toBe(
      'SCM40301',
    );
    expect(code(await plain.client.call('review/decide', { item_id: r.itemId, decision: 'CREDIT' }))).toBe(
      'REV10002',
    );
    const ok = await second.client.call('review/second', { item_id: r.itemId, agree: 'Y' });
    expect(code(ok)).toBe(OK);
    expect(ok.data.item.status).toBe('DECIDED');
    expect(await seen(no)).toMatchObject({ status: 'INBOUND', auditor_name: 'Staff approver' });
    const ev = await first.client.call('review/detail', { item_id: r.itemId });
    expect(ev.data.events.map((e: { action: string; staff_id: string }) => [e.action, e.staff_id])).toEqual([
      ['FIRST_APPROVAL', first.id],
      ['SECOND_APPROVED', second.id],
    ]);
  });

  it('a second approver may refuse: the item is open again', async () => {
    const no = await payment('20000.00');
    const r = await decideAs(first.client, 'payment', no, 'CREDIT');
    expect(code(await second.client.call('review/second', { item_id: r.itemId, agree: 'N' }))).toBe(
      'VAL10001',
    );
    const back = await second.client.call('review/second', {
      item_id: r.itemId,
      agree: 'N',
      reason_text: '金額過大',
    });
    expect(back.data.item).toMatchObject({ status: 'PENDING', decision: '' });
    expect((await seen(no)).status).toBe('AUDITING');
  });

  it('a staff member never decides a request they raised', async () => {
    const no = await payment('240.00');
    await itemOf(first.client, 'payment', no);
    // A request raised by a staff member (as a reconciliation difference will be): its requester.
    await server.db.query(`update review_items set requester_id = $2 where kind = 'payment' and ref = $1`, [
      no,
      first.id,
    ]);
    const item = await itemOf(first.client, 'payment', no);
    expect(code(await first.client.call('review/claim', { item_id: item.item_id }))).toBe('REV10003');
    expect((await decideAs(first.client, 'payment', no, 'CREDIT')).code).toBe('REV10003');
    const d = await first.client.call('review/detail', { item_id: item.item_id });
    expect(d.data.own_request).toBe('Y');
    expect((await decideAs(second.client, 'payment', no, 'CREDIT')).code).toBe(OK);
  });
});

describe('who may', () => {
  it('an auditor reads everything and decides nothing; a merchant operator reaches no review call', async () => {
    const auditor = await createStaff(server, 'auditor');
    const no = await payment('250.00');
    const item = await itemOf(auditor.client, 'payment', no);
    expect(code(await auditor.client.call('review/detail', { item_id: item.item_id }))).toBe(OK);
    for (const [path, body] of [
      ['review/claim', { item_id: item.item_id }],
      ['review/release', { item_id: item.item_id }],
      ['review/decide', { item_id: item.item_id, decision: 'CREDIT' }],
      ['review/second', { item_id: item.item_id, agree: 'Y' }],
    ] as const) {
      expect(code(await auditor.client.call(path, body))).toBe('SCM40301');
    }
    for (const [path, body] of [
      ['review/queue', {}],
      ['review/detail', { item_id: item.item_id }],
      ['review/decide', { item_id: item.item_id, decision: 'CREDIT' }],
    ] as const) {
      expect(code(await merchant.call(path, body))).toBe('SCM40301');
    }
    expect((await itemOf(first.client, 'payment', no)).status).toBe('PENDING');
  });
});

describe('the reviewer JSON API', () => {
  it('acts as the token owner: read scope lists, decide scope decides, four eyes apply', async () => {
    const reader = await reviewer(server, 'approver', ['review:read']);
    const no = await payment('260.00');
    const q = await opsApi(server, reader.token, 'queue?kind=payment&page_size=100');
    expect(q.status).toBe(200);
    expect((q.json.data as { list: { ref: string }[] }).list.map((i) => i.ref)).toContain(no);
    const shown = await opsApi(server, reader.token, 'show', { kind: 'payment', ref: no });
    expect(shown.json.code).toBe(OK);
    const refused = await opsApi(server, reader.token, 'decide', {
      kind: 'payment',
      ref: no,
      decision: 'CREDIT',
    });
    expect(refused).toMatchObject({ status: 403, json: { code: 'STF10008' } });
    expect((await opsApi(server, 'mpst_nottherightoneatall_0123456789', 'queue')).status).toBe(401);
    expect((await opsApi(server, 'x', 'queue')).json.code).toBe('STF10006');

    const decided = await opsApi(server, first.token, 'decide', {
      kind: 'payment',
      ref: no,
      decision: 'CREDIT',
    });
    expect(decided).toMatchObject({ status: 200, json: { code: OK, data: { item: { status: 'DECIDED' } } } });
    expect(await seen(no)).toMatchObject({ status: 'INBOUND', auditor_name: 'Staff approver' });
    const again = await opsApi(server, second.token, 'decide', {
      kind: 'payment',
      ref: no,
      decision: 'CREDIT',
    });
    expect(again).toMatchObject({ status: 409, json: { code: 'REV10002' } });

    // Above the limit: the second approval by another token owner.
    const big = await payment('12000.00');
    const one = await opsApi(server, first.token, 'decide', {
      kind: 'payment',
      ref: big,
      decision: 'CREDIT',
    });
    expect(one.json.data?.item).toMatchObject({ status: 'AWAITING_SECOND' });
    expect(
      (await opsApi(server, first.token, 'second', { kind: 'payment', ref: big, agree: 'Y' })).json.code,
    ).toBe('REV10004');
    expect(
      (await opsApi(server, second.token, 'second', { kind: 'payment', ref: big, agree: 'Y' })).json.code,
    ).toBe(OK);

    // A revoked token is refused.
    await server.db.query('update staff_tokens set revoked_at = now() where operator_id = $1', [reader.id]);
    expect((await opsApi(server, reader.token, 'queue')).status).toBe(401);
    // An unknown request, a body that does not fit.
    expect(
      (await opsApi(server, first.token, 'decide', { kind: 'payment', ref: 'NOPE', decision: 'CREDIT' }))
        .status,
    ).toBe(404);
    expect((await opsApi(server, first.token, 'decide', { kind: 'payment', ref: big })).status).toBe(400);
  });
});
