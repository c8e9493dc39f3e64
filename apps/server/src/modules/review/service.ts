import {
  OPEN_REVIEW_STATUSES,
  REVIEW_DECISIONS,
  type ReviewDecisionT,
  type ReviewItemRowT,
  reasonsOf,
} from '@mp/core/schemas/review';
import { macauTime14 } from '@mp/core/time';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../kernel/errors.ts';
import type { Ports } from '../../kernel/ports.ts';
import { insertAudit } from '../audit/index.ts';
import { PROVIDER_ID } from '../staff/index.ts';
import { type DecideInput, type DecisionRule, kindOf, type ReviewKind, reviewKinds } from './kind.ts';
import {
  eventsOf,
  type ItemDbRow,
  insertEvent,
  itemById,
  openCounts,
  queuePage,
  syncKind,
  updateItem,
} from './queries.ts';

/**
 * The review kit's rules (issue 25 point 3; docs/decisions.md "The review kit"): the queue kept in step
 * with every kind's pending requests, claim and release, decisions with a reason from the catalogue, and
 * four eyes: the requester never decides, an approving decision above the limit waits for a second
 * approver (S12) who is not the first decider. Every change locks the item's row first and checks its
 * status, so of two staff members deciding at once one wins and the other is refused (REV10002, or
 * REV10001 when the other holds it). The back office's pages (routes.ts) and the JSON API of the staff
 * tokens (ops-api.ts) both come here, as the same staff member.
 */

/** Who acts: a staff member (a signed-in one, or a token's owner), from where, when. */
export interface Actor {
  staff: { id: string; name: string; loginName: string };
  ip: string;
  at: Date;
}

export interface KitDeps {
  db: Db;
  config: Pick<Config, 'reviewSecondLimit' | 'reviewOverdueHours'>;
  ports: Pick<Ports, 'sms' | 'clock'>;
}

const isOpen = (s: string) => (OPEN_REVIEW_STATUSES as readonly string[]).includes(s);
const HOUR_MS = 3_600_000;

function hoursOf(d: KitDeps): Record<string, number> {
  return Object.fromEntries(
    reviewKinds().map((k) => [k.name, k.overdueHours ?? d.config.reviewOverdueHours]),
  );
}

/** Every kind's pending requests into the queue (each kind in its own short transaction). */
export async function syncQueue(d: KitDeps, only = ''): Promise<void> {
  const at = d.ports.clock.now();
  for (const k of reviewKinds()) {
    if (only && k.name !== only) continue;
    const pending = await k.pending(d.db);
    await d.db.tx((tx) => syncKind(tx, k.name, pending, at));
  }
}

export function itemRow(d: KitDeps, i: ItemDbRow, at: Date): ReviewItemRowT {
  const k = kindOf(i.kind);
  const hours = k?.overdueHours ?? d.config.reviewOverdueHours;
  const end = isOpen(i.status) ? at : (i.decided_at ?? i.closed_at ?? at);
  const age = Math.max(0, Math.floor((end.getTime() - i.submitted_at.getTime()) / HOUR_MS));
  return {
    item_id: i.id,
    kind: i.kind,
    kind_title: k?.title ?? { zh: i.kind, en: i.kind },
    ref: i.ref,
    mer_no: i.mer_no,
    mer_name: i.mer_name,
    amount: i.amount === null ? null : Number(i.amount),
    summary: i.summary,
    submitted_at: macauTime14(i.submitted_at),
    age_hours: age,
    overdue: isOpen(i.status) && age >= hours ? 'Y' : 'N',
    overdue_hours: hours,
    status: i.status,
    claimed_by: i.claimed_by ?? '',
    claimed_by_name: i.claimed_by_name ?? '',
    decision: i.decision,
    decided_by_name: i.decided_by_name ?? '',
  };
}

export async function queue(
  d: KitDeps,
  a: Actor,
  b: { page_no: number; page_size: number; kind?: string; status?: string; mine?: string; overdue?: string },
) {
  await syncQueue(d);
  const hours = hoursOf(d);
  const kinds = reviewKinds();
  const [page, counts] = await Promise.all([
    queuePage(d.db, {
      kinds: kinds.map((k) => k.name),
      kind: b.kind ?? '',
      status: !b.status ? 'OPEN' : b.status,
      mine: b.mine === 'Y' ? a.staff.id : null,
      overdue: b.overdue === 'Y',
      hours,
      at: a.at,
      limit: b.page_size,
      offset: (b.page_no - 1) * b.page_size,
    }),
    openCounts(d.db, hours, a.at),
  ]);
  return {
    list: page.rows.map((i) => itemRow(d, i, a.at)),
    total: page.total,
    counts: kinds.map((k) => {
      const c = counts.find((x) => x.kind === k.name);
      return { kind: k.name, title: k.title, open: c?.open ?? 0, overdue: c?.overdue ?? 0 };
    }),
  };
}

async function found(db: Db, id: string, lock = false): Promise<{ item: ItemDbRow; kind: ReviewKind }> {
  const item = await itemById(db, id, lock);
  const kind = item ? kindOf(item.kind) : undefined;
  if (!item || !kind) throw new AppError('SCM40401', 'item_id');
  return { item, kind };
}

function needsSecond(d: KitDeps, rule: DecisionRule | undefined, item: ItemDbRow): boolean {
  return !!rule?.second && item.amount !== null && Number(item.amount) > d.config.reviewSecondLimit;
}

export async function detail(d: KitDeps, a: Actor, id: string) {
  const { item, kind } = await found(d.db, id);
  const [view, events] = await Promise.all([kind.show(d.db, item.ref), eventsOf(d.db, item.kind, item.ref)]);
  if (!view) throw new AppError('SCM40401', 'item_id');
  const decisions = REVIEW_DECISIONS.flatMap((dec) => {
    const rule = kind.decisions[dec];
    if (!rule) return [];
    const fits = rule.after ? item.status === 'DECIDED' && item.decision === rule.after : isOpen(item.status);
    if (!fits) return [];
    return [
      {
        decision: dec,
        needs_reason: rule.reason ? 'Y' : 'N',
        needs_second: needsSecond(d, rule, item) ? 'Y' : 'N',
      },
    ] as const;
  });
  return {
    item: itemRow(d, item, a.at),
    sections: view.sections,
    files: view.files.map((f) => ({ label: f.label, file_id: f.fileId, file_name: f.fileName })),
    history: view.history.map((h) => ({
      at: typeof h.at === 'string' ? h.at : macauTime14(h.at),
      action: h.action,
      actor: h.actor,
      reason: h.reason,
    })),
    events: events.map((e) => ({
      at: macauTime14(e.at),
      action: e.action,
      staff_id: e.staff_id,
      staff_name: e.staff_name,
      decision: e.decision,
      reason_code: e.reason_code,
      reason_text: e.reason_text,
    })),
    decisions: [...decisions],
    second_limit: d.config.reviewSecondLimit,
    own_request: item.requester_id === a.staff.id ? ('Y' as const) : ('N' as const),
    held_by_me: item.status === 'CLAIMED' && item.claimed_by === a.staff.id ? ('Y' as const) : ('N' as const),
  };
}

/** The file must be one the request shows. */
export async function fileOf(d: KitDeps, id: string, fileId: string): Promise<string> {
  const { item, kind } = await found(d.db, id);
  const view = await kind.show(d.db, item.ref);
  if (!view?.files.some((f) => f.fileId === fileId)) throw new AppError('SCM40401', 'file_id');
  return fileId;
}

async function audit(tx: Db, a: Actor, action: string, item: ItemDbRow, detail: Record<string, unknown>) {
  await insertAudit(tx, {
    at: a.at,
    operatorId: a.staff.id,
    loginName: a.staff.loginName,
    orgKind: 'provider',
    orgId: PROVIDER_ID,
    action,
    target: `${item.kind}:${item.ref}`,
    ok: true,
    ip: a.ip,
    detail: { item_id: item.id, staff_name: a.staff.name, ...detail },
  });
}

/** The kind's decision in the kit's transaction; its "no longer open" refusals answer as an item decided. */
async function carryOut(
  kind: ReviewKind,
  tx: Db,
  ref: string,
  decision: ReviewDecisionT,
  input: DecideInput,
) {
  try {
    return await kind.decide(tx, ref, decision, input);
  } catch (e) {
    if (e instanceof AppError && kind.closedCodes?.includes(e.code)) throw new AppError('REV10002');
    throw e;
  }
}

/** One step of an item: its event in the request's history and the staff member's audit entry. */
async function step(
  tx: Db,
  a: Actor,
  item: ItemDbRow,
  event: { action: string; decision?: string; reasonCode?: string; reasonText?: string },
  auditAction: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await insertEvent(tx, {
    itemId: item.id,
    kind: item.kind,
    ref: item.ref,
    staff: a.staff,
    at: a.at,
    ...event,
  });
  await audit(tx, a, auditAction, item, detail);
}

/** The holder of a claimed item is told by name (REV10001). */
function heldByOther(item: ItemDbRow, a: Actor): void {
  if (item.status === 'CLAIMED' && item.claimed_by !== a.staff.id)
    throw new AppError('REV10001', item.claimed_by_name ?? '');
}

function notRequester(item: ItemDbRow, a: Actor): void {
  if (item.requester_id !== null && item.requester_id === a.staff.id) throw new AppError('REV10003');
}

async function answer(d: KitDeps, a: Actor, id: string) {
  const item = await itemById(d.db, id);
  if (!item) throw new AppError('SCM40401', 'item_id');
  return { item: itemRow(d, item, a.at) };
}

export async function claim(d: KitDeps, a: Actor, id: string) {
  await d.db.tx(async (tx) => {
    const { item } = await found(tx, id, true);
    if (!isOpen(item.status)) throw new AppError('REV10002');
    heldByOther(item, a);
    notRequester(item, a);
    if (item.status === 'AWAITING_SECOND') throw new AppError('REV10002');
    if (item.status === 'CLAIMED') return;
    await updateItem(tx, id, { status: 'CLAIMED', claimedBy: a.staff.id, claimedAt: a.at });
    await step(tx, a, item, { action: 'CLAIMED' }, 'review_claim');
  });
  return answer(d, a, id);
}

export async function release(d: KitDeps, a: Actor, id: string) {
  await d.db.tx(async (tx) => {
    const { item } = await found(tx, id, true);
    if (item.status !== 'CLAIMED' || item.claimed_by !== a.staff.id) throw new AppError('REV10008');
    await updateItem(tx, id, { status: 'PENDING', claimedBy: null, claimedAt: null });
    await step(tx, a, item, { action: 'RELEASED' }, 'review_release');
  });
  return answer(d, a, id);
}

/** The reason the requester sees: the catalogue's label and the free text. */
function reasonFor(kind: string, b: { reason_code?: string; reason_text?: string }, rule: DecisionRule) {
  const code = (b.reason_code ?? '').trim();
  const text = (b.reason_text ?? '').trim();
  if (/['<>]/.test(text)) throw new AppError('VAL10007', 'reason_text');
  const label = code ? reasonsOf(kind)[code] : undefined;
  if (code && !label) throw new AppError('REV10006', 'reason_code');
  if (rule.reason && !code && !text) throw new AppError('REV10006', 'reason_code');
  if (code === 'OTHER' && !text) throw new AppError('VAL10001', 'reason_text');
  const shown = [label && code !== 'OTHER' ? label.zh : '', text].filter(Boolean).join('：');
  return { code, text, shown };
}

export async function decide(
  d: KitDeps,
  a: Actor,
  b: { item_id: string; decision: ReviewDecisionT; reason_code?: string; reason_text?: string },
) {
  let after: (() => Promise<void>) | undefined;
  await d.db.tx(async (tx) => {
    const { item, kind } = await found(tx, b.item_id, true);
    const rule = kind.decisions[b.decision];
    if (!rule) throw new AppError('REV10005', 'decision');
    const reason = reasonFor(item.kind, b, rule);
    if (rule.after) {
      if (item.status !== 'DECIDED' || item.decision !== rule.after) throw new AppError('REV10002');
    } else {
      if (!isOpen(item.status) || item.status === 'AWAITING_SECOND') throw new AppError('REV10002');
      heldByOther(item, a);
    }
    notRequester(item, a);
    const facts = { decision: b.decision, reasonCode: reason.code, reasonText: reason.text };
    const waits = !rule.after && needsSecond(d, rule, item);
    if (!waits)
      after = await carryOut(kind, tx, item.ref, b.decision, {
        staff: { id: a.staff.id, name: a.staff.name },
        reason: reason.shown,
        reasonCode: reason.code,
        reasonText: reason.text,
        at: a.at,
        ip: a.ip,
        ports: d.ports,
      });
    // Above the limit the first decision is recorded and waits; otherwise it was carried out.
    await updateItem(tx, item.id, {
      status: waits ? 'AWAITING_SECOND' : 'DECIDED',
      ...facts,
      decidedBy: a.staff.id,
      decidedAt: a.at,
    });
    await step(tx, a, item, { action: waits ? 'FIRST_APPROVAL' : 'DECIDED', ...facts }, 'review_decide', {
      decision: b.decision,
      ...(waits ? { awaiting_second: true } : {}),
    });
  });
  if (after) await after();
  return answer(d, a, b.item_id);
}

export async function second(
  d: KitDeps,
  a: Actor,
  b: { item_id: string; agree: 'Y' | 'N'; reason_text?: string },
) {
  let after: (() => Promise<void>) | undefined;
  await d.db.tx(async (tx) => {
    const { item, kind } = await found(tx, b.item_id, true);
    if (item.status !== 'AWAITING_SECOND') throw new AppError(isOpen(item.status) ? 'REV10007' : 'REV10002');
    if (item.decided_by === a.staff.id) throw new AppError('REV10004');
    notRequester(item, a);
    const text = (b.reason_text ?? '').trim();
    if (/['<>]/.test(text)) throw new AppError('VAL10007', 'reason_text');
    if (b.agree === 'N') {
      if (!text) throw new AppError('VAL10001', 'reason_text');
      await updateItem(tx, item.id, {
        status: 'PENDING',
        claimedBy: null,
        decision: '',
        decidedBy: null,
        decidedAt: null,
      });
      const refused = { action: 'SECOND_REFUSED', decision: item.decision, reasonText: text };
      await step(tx, a, item, refused, 'review_second', { decision: item.decision, agree: false });
      return;
    }
    const decision = item.decision as ReviewDecisionT;
    const label = item.reason_code ? reasonsOf(item.kind)[item.reason_code] : undefined;
    after = await carryOut(kind, tx, item.ref, decision, {
      // The decision is the first decider's; the second approver lets it happen (both in the history).
      staff: { id: item.decided_by ?? a.staff.id, name: item.decided_by_name ?? a.staff.name },
      reason: [label && item.reason_code !== 'OTHER' ? label.zh : '', item.reason_text]
        .filter(Boolean)
        .join('：'),
      reasonCode: item.reason_code,
      reasonText: item.reason_text,
      at: a.at,
      ip: a.ip,
      ports: d.ports,
    });
    await updateItem(tx, item.id, { status: 'DECIDED', secondBy: a.staff.id });
    await step(tx, a, item, { action: 'SECOND_APPROVED', decision, reasonText: text }, 'review_second', {
      decision,
      agree: true,
      first_by: item.decided_by,
    });
  });
  if (after) await after();
  return answer(d, a, b.item_id);
}
