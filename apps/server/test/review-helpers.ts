import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { code, OK } from './admin-helpers.ts';
import type { TestServer } from './harness.ts';
import { createStaff, type TestStaff } from './staff-helpers.ts';
import type { TestClient } from './test-client.ts';

/**
 * The review kit in tests (issue 25 point 3): staff members deciding through the back office's calls, and
 * the reviewer JSON API with a staff API token.
 */

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
    [s.id, createHash('sha256').update(token).digest('hex'), scopes],
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
