import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { hashToken } from '../src/modules/staff/index.ts';
import { code, OK } from './admin-helpers.ts';
import type { TestServer } from './harness.ts';
import { createStaff, type TestStaff } from './staff-helpers.ts';
import type { TestClient } from './test-client.ts';

/**
 * The review kit in tests (issue 25 point 3): staff members deciding through the back office's calls, and
 * the reviewer JSON API with a staff API token.
 */

/** Every kind of request the review kit decides, by name in order: the modules' reviewKinds. */
export const REVIEW_KINDS = [
  'application',
  'bank-change',
  'change',
  'face',
  'inspection-item',
  'invoice',
  'payment',
  'promotion',
  'promotion-revoke',
  'promotion-union',
  'recon-difference',
  'relief',
  'sub-merchant',
  'xfer',
];

export interface Reviewer extends TestStaff {
  /** An API token of the staff member (scopes review:read and review:decide unless told). */
  token: string;
}

/** A staff member of a role with an API token of their own (made in the table: the TOTP step is not spent). */
export async function reviewer(
  server: TestServer,
  role: 'reviewer' | 'approver' | 'auditor' = 'approver',
  scopes: string[] = ['review:read', 'review:decide'],
): Promise<Reviewer> {
  const s = await createStaff(server, role);
  const token = `mpst_${randomBytes(24).toString('base64url')}`;
  await server.db.query(
    `insert into staff_tokens (operator_id, name, token_hash, scopes, expires_at)
     values ($1, 'test', $2, $3, now() + interval '1 day')`,
    [s.id, hashToken(token), scopes],
  );
  return { ...s, token };
}

export interface QueueItem {
  item_id: string;
  kind: string;
  ref: string;
  status: string;
  amount: number | null;
  decision: string;
  claimed_by_name: string;
  overdue: string;
  age_hours: number;
}

/** The queue's item of a request (of a status; OPEN: pending, claimed or awaiting a second approval). */
export async function itemOf(c: TestClient, kind: string, ref: string, status = 'OPEN'): Promise<QueueItem> {
  for (let page = 1; page < 50; page++) {
    const r = await c.call('review/queue', { kind, status, page_no: page, page_size: 100 });
    expect(code(r)).toBe(OK);
    const list = r.data.list as QueueItem[];
    const found = list.find((i) => i.ref === ref);
    if (found) return found;
    if (list.length < 100) break;
  }
  throw new Error(`no ${status} ${kind} item ${ref} in the queue`);
}

/** A decision through the back office's call; the envelope's code and the item. */
export async function decideAs(
  c: TestClient,
  kind: string,
  ref: string,
  decision: string,
  reason: { reason_code?: string; reason_text?: string } = {},
) {
  const item = await itemOf(c, kind, ref, decision === 'REFUND' ? 'DECIDED' : 'OPEN');
  const r = await c.call('review/decide', { item_id: item.item_id, decision, ...reason });
  return { code: code(r), item: r.data?.item as QueueItem | undefined, itemId: item.item_id };
}

/** A call of the reviewer JSON API (/ops/review/...) with a bearer token: HTTP status and the JSON answer. */
export async function opsApi(
  server: TestServer,
  token: string,
  action: string,
  body?: Record<string, unknown>,
): Promise<{ status: number; json: { code: string; message?: string; data?: Record<string, unknown> } }> {
  const res = await fetch(`${server.url}/ops/review/${action}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, json: (await res.json()) as never };
}

const DECISION_OF: Record<string, string> = {
  approve: 'APPROVE',
  reject: 'REJECT',
  more: 'MORE',
  'bank-approve': 'APPROVE',
  'bank-reject': 'REJECT',
};

/**
 * The former reviewer actions (list, show, approve, reject, more; bank-...) of a kind as calls of the
 * reviewer JSON API with a token: `list` answers the queue's items of the kind (`ref` their number),
 * `show` the kit's view, a decision the kit's item.
 */
export async function reviewAction(
  server: TestServer,
  token: string,
  kind: string,
  action: string,
  body: { ref?: string; reason?: string },
): Promise<{ status: number; code: string; message?: string; data?: any }> {
  let r: Awaited<ReturnType<typeof opsApi>>;
  if (action === 'list' || action === 'bank-list')
    r = await opsApi(server, token, `queue?kind=${kind}&page_size=100`);
  else if (action === 'show' || action === 'bank-show')
    r = await opsApi(server, token, 'show', { kind, ref: body.ref });
  else
    r = await opsApi(server, token, 'decide', {
      kind,
      ref: body.ref,
      decision: DECISION_OF[action],
      ...(body.reason ? { reason_text: body.reason } : {}),
    });
  return { status: r.status, ...r.json };
}

/**
 * A decision on an invoice application or a payment through the reviewer JSON API, answered as the
 * requester's side keeps it: `{ ok, status }` (and the invoice number), or `{ ok: false, code }`.
 */
export async function decideByToken(
  server: TestServer,
  token: string,
  kind: 'invoice' | 'payment',
  ref: string,
  decision: string,
  remark = '',
): Promise<{ httpStatus: number; ok: boolean; status?: string; code?: string; invoice_no?: string }> {
  const r = await opsApi(server, token, 'decide', {
    kind,
    ref,
    decision,
    ...(remark ? { reason_text: remark } : {}),
  });
  if (r.json.code !== OK) return { httpStatus: r.status, ok: false, code: r.json.code };
  const row =
    kind === 'invoice'
      ? await server.db.query<{ status: string; invoice_no: string }>(
          'select status, invoice_no from invoices where apply_no = $1',
          [ref],
        )
      : await server.db.query<{ status: string }>('select status from payments where payment_no = $1', [ref]);
  return { httpStatus: r.status, ok: true, ...row.rows[0] };
}
