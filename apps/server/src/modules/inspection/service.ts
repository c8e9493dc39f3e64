import { randomBytes, randomInt } from 'node:crypto';
import { FILE_PURPOSES, macauTime14, todayYmd, validateYmd } from '@mp/core';
import type { RequirementT } from '@mp/core/schemas/inspection';
import type { Db } from '../../db/types.ts';
import type { CallContext, Operator, SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import type { Logger } from '../../kernel/log.ts';
import type { Ports } from '../../kernel/ports.ts';
import { insertAudit, recordAudit } from '../audit/index.ts';
import { fileRow, filesByNo, fileWithContent, ownedFile, uploadFile } from '../files/index.ts';
import { expirySummary, modifyExpiry } from '../merchantinfo/index.ts';
import { hashToken } from '../staff/index.ts';
import { checkPhoto, readExif } from './photo.ts';
import {
  type ItemDbRow,
  insertLink,
  insertNotice,
  insertRelief,
  insertTask,
  itemForUpdate,
  itemsOf,
  linkByHash,
  type MerchantLite,
  merchantById,
  merchantByNo,
  merchantsOf,
  saveAnswer,
  setTaskStatus,
  spendLink,
  storedRestriction,
  storeRestriction,
  type TaskDbRow,
  taskByNo,
  tasksOf,
} from './queries.ts';
import { type Evaluation, evaluate, LEVEL_CODES } from './requirements.ts';
import { reminderTexts } from './texts.ts';

/**
 * Requirements, escalation, inspection and file collection (issue 29 points 1-3). The requirements are
 * derived (requirements.ts); the level each evaluation finds is stored (merchant_restrictions) for the
 * gates that read it (the settlement's payout, the payment network, the new-feature calls), and kept
 * current by every read of the merchant's requirements, every review decision and the scheduled job.
 */

const REMINDER_LINK_MS = 7 * 86_400_000;
const HANDOFF_LINK_MS = 30 * 60_000;
const PHONE_PATH = '/h5CollectFile';

// The restriction.

/** Evaluates the merchant and stores its level; a change of level is audited. */
export async function refresh(db: Db, merchantId: string, now: Date): Promise<Evaluation | null> {
  const ev = await evaluate(db, merchantId, now);
  if (!ev) return null;
  const before = await storeRestriction(db, merchantId, {
    level: ev.level,
    reqKey: ev.reqKey,
    deadline: ev.deadline,
    at: now,
  });
  if (before !== ev.level)
    await insertAudit(db, {
      at: now,
      operatorId: null,
      loginName: 'system',
      orgKind: 'merchant',
      orgId: merchantId,
      action: 'inspection_restriction',
      target: ev.merNo,
      ok: true,
      ip: '',
      detail: { from: before, to: ev.level, req_key: ev.reqKey, deadline: ev.deadline },
    });
  return ev;
}

/** The stored level (0-3) of a merchant: what the gates read. */
export async function restrictionLevel(db: Db, merchantId: string): Promise<number> {
  return (await storedRestriction(db, merchantId))?.level ?? 0;
}

/** Refuses a new feature while the merchant is restricted (level 1 and above): INS10007 or the higher code. */
export async function assertFeaturesOpen(db: Db, merchantId: string): Promise<void> {
  const level = await restrictionLevel(db, merchantId);
  if (level >= 1) throw new AppError(LEVEL_CODES[level] as 'INS10007');
}

function requirementsAnswer(ev: Evaluation) {
  return {
    mer_no: ev.merNo,
    mer_name: ev.merName,
    level: ev.level,
    restriction: LEVEL_CODES[ev.level],
    deadline: ev.deadline,
    list: ev.list,
  };
}

async function evaluated(db: Db, merchantId: string, now: Date) {
  const ev = await refresh(db, merchantId, now);
  if (!ev) throw new AppError('SCM40401');
  return requirementsAnswer(ev);
}

export function requirementsOf(ctx: SignedInContext<'merchant'>) {
  return evaluated(ctx.db, ctx.operator.orgId, ctx.ports.clock.now());
}

// Tasks.

function itemRow(i: ItemDbRow, files: Map<string, ReturnType<typeof fileRow>>) {
  return {
    seq: i.seq,
    kind: i.kind,
    purpose: i.purpose,
    label: i.label,
    status: i.status,
    file: files.get(i.file_no) ?? null,
    reason: i.reason,
    taken_at: i.taken_at ? macauTime14(i.taken_at) : '',
    place_check: i.place_check,
    distance_m: i.distance_m,
  };
}

async function taskRows(db: Db, tasks: TaskDbRow[]) {
  const items = await itemsOf(
    db,
    tasks.map((t) => t.id),
  );
  const files = new Map(
    (await filesByNo(db, [...new Set(items.map((i) => i.file_no).filter((n) => n !== ''))])).map((f) => [
      f.file_no,
      fileRow(f),
    ]),
  );
  return tasks.map((t) => {
    const mine = items.filter((i) => String(i.task_id) === String(t.id));
    return {
      task_no: t.task_no,
      title: t.title,
      due_date: t.due_date,
      status: t.status,
      opened_at: macauTime14(t.created_at),
      done: mine.filter((i) => i.status === 'ACCEPTED').length,
      total: mine.length,
      items: mine.map((i) => itemRow(i, files)),
    };
  });
}

export async function taskListOf(db: Db, merchantId: string) {
  return { list: await taskRows(db, await tasksOf(db, merchantId)) };
}

interface AnswerBody {
  task_no: string;
  seq: number;
  file_id: string;
  taken_at: string;
  lat: number | null;
  lng: number | null;
}

/**
 * Answers one item (requested, or rejected and asked again) with one of the merchant's uploads. An item
 * under review or accepted is not answered again (INS10006): the reviewer decides the file they see. A
 * photo's time and place are checked (photo.ts). When no item is left to answer, the task goes to review.
 */
async function answer(ctx: CallContext, merchantId: string, b: AnswerBody, via: 'PC' | 'PHONE', db: Db) {
  const now = ctx.ports.clock.now();
  const t = await taskByNo(db, b.task_no, merchantId, true);
  if (!t || t.status === 'CANCELLED') throw new AppError('SCM40401');
  const item = await itemForUpdate(db, t.id, b.seq);
  if (!item) throw new AppError('SCM40401');
  if (t.status === 'ACCEPTED' || (item.status !== 'REQUESTED' && item.status !== 'REJECTED'))
    throw new AppError('INS10006');
  const owner = { kind: 'merchant' as const, key: merchantId };
  let verdict = { takenAt: null as Date | null, distance: null as number | null, placeCheck: '' };
  if (item.kind === 'PHOTO') {
    const f = await fileWithContent(ctx, owner, b.file_id).catch((e) => {
      throw e instanceof AppError ? new AppError(e.code, 'file_id') : e;
    });
    const v = checkPhoto(
      { takenAt: b.taken_at, lat: b.lat, lng: b.lng },
      readExif(Buffer.from(f.content_base64, 'base64')),
      { lat: t.site_lat, lng: t.site_lng, radius: t.site_radius_m, openedAt: t.created_at },
      now,
    );
    verdict = v;
  } else {
    await ownedFile(ctx, owner, b.file_id).catch((e) => {
      throw e instanceof AppError ? new AppError(e.code, 'file_id') : e;
    });
  }
  await saveAnswer(db, item.id, {
    fileNo: b.file_id,
    takenAt: verdict.takenAt,
    lat: item.kind === 'PHOTO' ? b.lat : null,
    lng: item.kind === 'PHOTO' ? b.lng : null,
    distance: verdict.distance,
    placeCheck: verdict.placeCheck,
    via,
    at: now,
  });
  const items = await itemsOf(db, [t.id]);
  if (items.every((i) => i.status === 'SUBMITTED' || i.status === 'ACCEPTED'))
    await setTaskStatus(db, t.id, 'SUBMITTED', now);
  const [row] = (await taskRows(db, [t]))[0].items.filter((i) => i.seq === b.seq);
  return { row, remaining: items.filter((i) => i.status === 'REQUESTED' || i.status === 'REJECTED').length };
}

export async function answerItem(ctx: SignedInContext<'merchant'>, b: AnswerBody) {
  const out = await ctx.db.tx(async (tx) => {
    const r = await answer(ctx, ctx.operator.orgId, b, 'PC', tx);
    await recordAudit(ctx, { action: 'inspection_item_answer', target: `${b.task_no}-${b.seq}` }, tx);
    return r;
  });
  return out.row;
}

// Links to the phone page.

function newToken(): string {
  return randomBytes(24).toString('base64url');
}

async function newLink(db: Db, merchantId: string, purpose: 'REMINDER' | 'HANDOFF', now: Date) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + (purpose === 'REMINDER' ? REMINDER_LINK_MS : HANDOFF_LINK_MS));
  await insertLink(db, { hash: hashToken(token), merchantId, purpose, expiresAt, at: now });
  return { token, expiresAt, path: `${PHONE_PATH}?t=${token}` };
}

export async function handoff(ctx: SignedInContext<'merchant'>) {
  const l = await newLink(ctx.db, ctx.operator.orgId, 'HANDOFF', ctx.ports.clock.now());
  return { token: l.token, url: l.path, expires_at: macauTime14(l.expiresAt) };
}

/** The link's merchant; INS10002 for an unknown or expired link, and for a spent one when `unspent`. */
async function linkOf(db: Db, token: string, now: Date, unspent: boolean, lock = false) {
  const l = token === '' ? null : await linkByHash(db, hashToken(token), lock);
  if (!l || l.expires_at.getTime() <= now.getTime() || (unspent && l.used_at))
    throw new AppError('INS10002', 't');
  return l;
}

/**
 * The merchant's context for the calls of the phone page that reuse the merchant's own services (the
 * expiry update): its administrator, acting through the link (the change's history names the login).
 */
async function actingCtx(ctx: CallContext, m: MerchantLite): Promise<SignedInContext<'merchant'>> {
  if (!m.admin_id) throw new AppError('SCM40401');
  const operator: Operator<'merchant'> = {
    id: String(m.admin_id),
    orgKind: 'merchant',
    orgId: String(m.id),
    kind: 'admin',
    loginName: m.admin_login,
    name: m.admin_login,
    roleId: null,
    codes: new Set(),
    storeIds: null,
    allowRefund: false,
    cashierFunctions: null,
    mustChangePassword: false,
  };
  return { ...ctx, operator };
}

export async function h5Page(ctx: CallContext, token: string) {
  const now = ctx.ports.clock.now();
  const l = await linkOf(ctx.db, token, now, false);
  const m = await merchantById(ctx.db, l.merchant_id);
  if (!m) throw new AppError('INS10002', 't');
  const acting = await actingCtx(ctx, m);
  return {
    mer_name: m.name,
    purpose: l.purpose,
    expires_at: macauTime14(l.expires_at),
    spent: l.used_at !== null,
    requirements: await evaluated(ctx.db, m.id, now),
    expiry: await expirySummary(acting, 'Y'),
    tasks: (await taskListOf(ctx.db, m.id)).list.filter(
      (t) => t.status === 'OPEN' || t.status === 'SUBMITTED',
    ),
  };
}

export async function h5Upload(
  ctx: CallContext,
  b: { t: string; purpose: string; file_name: string; content_base64: string },
) {
  const l = await linkOf(ctx.db, b.t, ctx.ports.clock.now(), true);
  return uploadFile(ctx, { kind: 'merchant', key: String(l.merchant_id) }, b);
}

/** Answers an item from the phone page; the link is spent when nothing is left to answer. */
export async function h5AnswerItem(ctx: CallContext, b: AnswerBody & { t: string }) {
  const now = ctx.ports.clock.now();
  return ctx.db.tx(async (tx) => {
    const l = await linkOf(tx, b.t, now, true, true);
    const r = await answer(ctx, String(l.merchant_id), b, 'PHONE', tx);
    if (r.remaining === 0) await spendLink(tx, hashToken(b.t), now);
    await insertAudit(tx, {
      at: now,
      operatorId: null,
      loginName: 'phone-link',
      orgKind: 'merchant',
      orgId: String(l.merchant_id),
      action: 'inspection_item_answer',
      target: `${b.task_no}-${b.seq}`,
      ok: true,
      ip: ctx.ip,
    });
    return r.row;
  });
}

/** The renewed documents from the phone page: the inspection-expiry update of merchantinfo; spends the link. */
export async function h5Expiry(
  ctx: CallContext,
  b: {
    t: string;
    id_issue_date: string;
    id_expiry: string;
    licence_expiry: string;
    files: Record<string, string>;
  },
) {
  const now = ctx.ports.clock.now();
  const l = await linkOf(ctx.db, b.t, now, true);
  const m = await merchantById(ctx.db, l.merchant_id);
  if (!m) throw new AppError('INS10002', 't');
  const { t, ...value } = b;
  const change = await modifyExpiry(await actingCtx(ctx, m), value);
  await spendLink(ctx.db, hashToken(t), now);
  return change;
}

/** Y when the link's merchant has a photo to send (the phone page then asks for the position). */
export async function gpsFlag(ctx: CallContext, token: string) {
  if (token === '') return { flag: 'N' as const };
  const l = await linkOf(ctx.db, token, ctx.ports.clock.now(), false);
  const tasks = await tasksOf(ctx.db, String(l.merchant_id), true);
  const items = await itemsOf(
    ctx.db,
    tasks.map((x) => x.id),
  );
  const wanted = items.some(
    (i) => i.kind === 'PHOTO' && (i.status === 'REQUESTED' || i.status === 'REJECTED'),
  );
  return { flag: wanted ? ('Y' as const) : ('N' as const) };
}

// Reminders.

export interface ReminderDeps {
  db: Db;
  ports: Pick<Ports, 'mail' | 'sms'>;
  portalUrl: string;
  log?: Logger;
}

/**
 * Sends the merchant one reminder of these requirements: a new phone link (7 days), by mail to the
 * administrator (or the merchant's contact address) and by SMS to the administrator's mobile. A failed
 * delivery is logged, never thrown: the notice is recorded and the banner shows it anyway.
 */
export async function sendReminder(
  deps: ReminderDeps,
  m: MerchantLite,
  reqs: RequirementT[],
  now: Date,
): Promise<void> {
  const l = await newLink(deps.db, m.id, 'REMINDER', now);
  const { subject, body, sms } = reminderTexts(m.name, reqs, `${deps.portalUrl}${l.path}`);
  const email = m.admin_email || m.contact_email;
  try {
    if (email) await deps.ports.mail.send(email, subject, body);
    if (m.admin_phone)
      await deps.ports.sms.send({ areaCode: m.admin_phone_area, mobile: m.admin_phone }, sms);
  } catch (e) {
    deps.log?.warn({ err: e, merNo: m.mer_no }, 'reminder not delivered');
  }
}

// Providers and groups.

type OrgCtx = SignedInContext<'service' | 'group'>;

async function theirMerchant(ctx: OrgCtx, merNo: string) {
  const list = await merchantsOf(ctx.db, { kind: ctx.operator.orgKind, id: ctx.operator.orgId });
  const m = list.find((x) => x.mer_no === merNo);
  // Another provider's merchant answers like a missing one.
  if (!m) throw new AppError('SCM40401');
  return m;
}

export async function merchantState(ctx: OrgCtx, merNo: string) {
  const now = ctx.ports.clock.now();
  const all = await merchantsOf(ctx.db, { kind: ctx.operator.orgKind, id: ctx.operator.orgId });
  const list = [];
  for (const m of all.filter((x) => merNo === '' || x.mer_no === merNo).slice(0, 200)) {
    // Read only: the stored level is the job's and the merchant's reads' to keep.
    const ev = await evaluate(ctx.db, m.id, now);
    if (!ev) continue;
    const count = (g: string) => ev.list.filter((r) => r.group === g).length;
    list.push({
      mer_no: m.mer_no,
      mer_name: m.name,
      level: ev.level,
      restriction: LEVEL_CODES[ev.level],
      past_due: count('PAST_DUE'),
      due_now: count('DUE_NOW'),
      upcoming: count('UPCOMING'),
      next_deadline: ev.list.find((r) => r.relief !== 'WAIVE')?.deadline ?? '',
    });
  }
  return { list };
}

/** A provider's or group's reminder: what is listed now (step -1 records it; it starts the 7-day notice too). */
export async function remind(ctx: OrgCtx, merNo: string) {
  const m = await theirMerchant(ctx, merNo);
  const now = ctx.ports.clock.now();
  const ev = await evaluate(ctx.db, m.id, now);
  const due = (ev?.list ?? []).filter((r) => r.relief !== 'WAIVE' && !r.under_review);
  if (due.length === 0) return { sent: false, requirements: 0 };
  for (const r of due) await insertNotice(ctx.db, m.id, r.req_key, -1, now);
  await sendReminder(
    { db: ctx.db, ports: ctx.ports, portalUrl: ctx.config.portalUrl, log: ctx.log },
    m,
    due,
    now,
  );
  await recordAudit(ctx, {
    action: 'inspection_remind',
    target: m.mer_no,
    detail: { requirements: due.length },
  });
  return { sent: true, requirements: due.length };
}

// The back office.

type StaffCtx = SignedInContext<'provider'>;

async function anyMerchant(db: Db, merNo: string) {
  const m = await merchantByNo(db, merNo);
  if (!m) throw new AppError('SCM40401', 'mer_no');
  return m;
}

export async function staffRequirements(ctx: StaffCtx, merNo: string) {
  const m = await anyMerchant(ctx.db, merNo);
  return evaluated(ctx.db, m.id, ctx.ports.clock.now());
}

function newNo(prefix: string, now: Date): string {
  return `${prefix}${macauTime14(now).slice(0, 8)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export async function openTask(
  ctx: StaffCtx,
  b: {
    mer_no: string;
    title: string;
    due_date: string;
    items: { kind: 'DOCUMENT' | 'PHOTO'; purpose: string; label: string }[];
    site_lat: number;
    site_lng: number;
    site_radius_m: number;
  },
) {
  const now = ctx.ports.clock.now();
  const m = await anyMerchant(ctx.db, b.mer_no);
  const bad = validateYmd(b.due_date);
  if (bad) throw new AppError(bad, 'due_date');
  if (b.due_date < todayYmd(now)) throw new AppError('ONB10011', 'due_date');
  for (const [i, it] of b.items.entries())
    if (!(FILE_PURPOSES as readonly string[]).includes(it.purpose))
      throw new AppError('VAL10037', `items.${i}.purpose`);
  const taskNo = newNo('IT', now);
  await ctx.db.tx(async (tx) => {
    await insertTask(
      tx,
      {
        taskNo,
        merchantId: m.id,
        title: b.title,
        dueDate: b.due_date,
        lat: b.site_lat,
        lng: b.site_lng,
        radius: b.site_radius_m,
        by: { id: ctx.operator.id, name: ctx.operator.name },
        at: now,
      },
      b.items,
    );
    await recordAudit(ctx, { action: 'inspection_task_open', target: `${m.mer_no} ${taskNo}` }, tx);
    await refresh(tx, m.id, now);
  });
  return { task_no: taskNo };
}

/** A waiver or an extension of a requirement the merchant has now; decided by another staff member (relief kind). */
export async function askRelief(
  ctx: StaffCtx,
  b: { mer_no: string; req_key: string; kind: 'WAIVE' | 'EXTEND'; days: number; reason: string },
) {
  const now = ctx.ports.clock.now();
  const m = await anyMerchant(ctx.db, b.mer_no);
  const ev = await evaluate(ctx.db, m.id, now);
  if (!ev?.list.some((r) => r.req_key === b.req_key)) throw new AppError('SCM40401', 'req_key');
  if (b.kind === 'EXTEND' && (b.days < 1 || b.days > 30)) throw new AppError('INS10010', 'days');
  const no = newNo('RL', now);
  const ok = await insertRelief(ctx.db, {
    no,
    merchantId: m.id,
    reqKey: b.req_key,
    kind: b.kind,
    days: b.kind === 'EXTEND' ? b.days : 0,
    reason: b.reason,
    by: { id: ctx.operator.id, name: ctx.operator.name },
    at: now,
  });
  if (!ok) throw new AppError('INS10010', 'req_key');
  await recordAudit(ctx, {
    action: 'inspection_relief_ask',
    target: `${m.mer_no} ${no}`,
    detail: { kind: b.kind, days: b.days },
  });
  return { relief_no: no };
}
