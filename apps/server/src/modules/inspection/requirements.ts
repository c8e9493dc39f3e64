import { addDaysYmd, todayYmd } from '@mp/core';
import { nextMacauWorkingDay } from '@mp/core/calendar';
import type { RequirementT } from '@mp/core/schemas/inspection';
import { expectedIdExpiry } from '@mp/core/validators/idExpiry';
import type { Db } from '../../db/types.ts';
import { changes, inForce, merchantRow } from '../merchantinfo/index.ts';
import { itemsOf, noticesOf, reliefsOf, tasksOf } from './queries.ts';

/**
 * A merchant's requirements (issue 29 point 1), derived from the data at each read: the documents in force
 * (the legal representative's ID, the business registration of an enterprise, each person's ID) with their
 * expiry, and the open inspection tasks with their date. Nothing is copied: a renewed document's new expiry
 * makes a new requirement (the key carries the date), so the old one, its reminders and its restriction end
 * with the review's approval.
 *
 * The escalation (point 2) from the deadline D: on D the merchant is in time (a Macau day, to 23:59:59);
 * from D+1 level 1 (banner, new features blocked), from D+16 level 2 (settlement held), from D+31 level 3
 * (collection suspended). D is the expiry or the task's date, but never less than 7 days after the first
 * notice of the requirement (a restriction is announced at least 7 days ahead), plus an approved extension,
 * and a day off (Saturday, Sunday, Macau public holiday: the one calendar, @mp/core/calendar) moves it to the
 * next Macau working day.
 */

export const REMINDER_STEPS = [60, 30, 14, 7, 1] as const;
export const NOTICE_DAYS = 7;
export const LEVEL_AFTER = [0, 1, 16, 31] as const;
export const LEVEL_CODES = ['', 'INS10007', 'INS10008', 'INS10009'] as const;
const LONG_TERM = '99991231';
/** Upcoming: the requirements whose deadline is within this many days (the first reminder's). */
const LISTED_DAYS = 60;
const DUE_NOW_DAYS = 30;

const ymdRe = /^\d{8}$/;
const utc = (s: string) => Date.UTC(Number(s.slice(0, 4)), Number(s.slice(4, 6)) - 1, Number(s.slice(6, 8)));
export const daysBetween = (from: string, to: string) => Math.round((utc(to) - utc(from)) / 86_400_000);

interface Source {
  kind: RequirementT['kind'];
  subject: string;
  expires: string;
  key: string;
  taskNo: string;
  /** When the answer went to review (the open change or the task's last answer), null when not under review. */
  reviewSince: Date | null;
}

function idExpiry(p: Record<string, unknown>): string {
  const e = String(p.id_expiry ?? '');
  if (ymdRe.test(e)) return e;
  // No expiry on record: the ID-card table by the holder's age at issue (spec point 5), when it applies.
  return expectedIdExpiry(p.id_no, p.id_issue_date) ?? '';
}

async function sources(
  db: Db,
  merchantId: string,
): Promise<{ list: Source[]; merNo: string; name: string } | null> {
  const m = await merchantRow(db, merchantId);
  if (!m) return null;
  const now = await inForce(db, m);
  const list: Source[] = [];
  const open = await changes(db, { merchantId, kinds: ['EXPIRY', 'PERSON'], openOnly: true });
  const since = (kind: string) =>
    open.find((c) => c.kind === kind && c.status === 'AUDITING')?.created_at ?? null;
  const b = now.base as Record<string, unknown>;
  const legal = idExpiry(b);
  if (legal)
    list.push({
      kind: 'ID_DOCUMENT',
      subject: String(b.legal_name ?? ''),
      expires: legal,
      key: 'LEGAL',
      taskNo: '',
      reviewSince: since('EXPIRY'),
    });
  const licence = String(b.licence_expiry ?? '');
  if (m.category === 'ENTERPRISE' && ymdRe.test(licence))
    list.push({
      kind: 'LICENCE',
      subject: m.name,
      expires: licence,
      key: 'LICENCE',
      taskNo: '',
      reviewSince: since('EXPIRY'),
    });
  for (const [i, p] of now.people.entries()) {
    const e = idExpiry(p);
    if (e)
      list.push({
        kind: 'PERSON_ID',
        subject: String(p.name ?? ''),
        expires: e,
        key: `P${i + 1}`,
        taskNo: '',
        reviewSince: since('PERSON'),
      });
  }
  const tasks = await tasksOf(db, merchantId, true);
  for (const t of tasks)
    list.push({
      kind: 'INSPECTION',
      subject: t.title,
      expires: t.due_date,
      key: t.task_no,
      taskNo: t.task_no,
      reviewSince: t.status === 'SUBMITTED' ? (t.submitted_at ?? t.created_at) : null,
    });
  return { list: list.filter((s) => s.expires !== LONG_TERM), merNo: m.mer_no, name: m.name };
}

export interface Evaluation {
  merNo: string;
  merName: string;
  level: number;
  /** The requirement that sets the level ('' none) and its deadline. */
  reqKey: string;
  deadline: string;
  list: RequirementT[];
}

/** Level reached on `today` for a deadline (0-3). */
export function levelOn(today: string, deadline: string): number {
  const late = daysBetween(deadline, today);
  let level = 0;
  for (const [l, after] of LEVEL_AFTER.entries()) if (l > 0 && late >= after) level = l;
  return level;
}

/**
 * The merchant's requirements on `now` (Macau day), the listed ones: past due, due within 30 days, or
 * within 60 days (upcoming). `firstNotice` may say when a requirement not yet announced would be (the
 * reminder job announces it on this run): by default today.
 */
export async function evaluate(db: Db, merchantId: string, now: Date): Promise<Evaluation | null> {
  const src = await sources(db, merchantId);
  if (!src) return null;
  const today = todayYmd(now);
  const notices = await noticesOf(db, merchantId);
  const reliefs = await reliefsOf(db, merchantId);
  const list: RequirementT[] = [];
  let level = 0;
  let reqKey = '';
  let worst = '';
  for (const s of src.list) {
    const key = `${s.kind}:${s.key}:${s.expires}`;
    const first = notices
      .filter((n) => n.req_key === key)
      .map((n) => todayYmd(n.sent_at))
      .sort()[0];
    const announced = addDaysYmd(first ?? today, NOTICE_DAYS) ?? today;
    const relief = reliefs.find((r) => r.req_key === key && r.status === 'APPROVED');
    let deadline = s.expires > announced ? s.expires : announced;
    if (relief?.kind === 'EXTEND') deadline = addDaysYmd(deadline, relief.days) ?? deadline;
    deadline = nextMacauWorkingDay(deadline);
    const left = daysBetween(today, deadline);
    if (left > LISTED_DAYS && s.kind !== 'INSPECTION') continue;
    const waived = relief?.kind === 'WAIVE';
    // Answered by the end of the deadline day (Macau) and under review: no restriction while it waits.
    const underReview = s.reviewSince !== null && todayYmd(s.reviewSince) <= deadline;
    const l = waived || underReview ? 0 : levelOn(today, deadline);
    const next = l < 3 && !waived ? l + 1 : 0;
    list.push({
      req_key: key,
      kind: s.kind,
      subject: s.subject,
      group: left < 0 ? 'PAST_DUE' : left <= DUE_NOW_DAYS ? 'DUE_NOW' : 'UPCOMING',
      expires: s.expires,
      deadline,
      days_left: left,
      restriction: LEVEL_CODES[l],
      next_restriction: LEVEL_CODES[next],
      next_at: next ? (addDaysYmd(deadline, LEVEL_AFTER[next]) ?? '') : '',
      relief: relief?.kind ?? '',
      under_review: underReview,
      task_no: s.taskNo,
    });
    if (l > level || (l === level && l > 0 && deadline < worst)) {
      level = l;
      reqKey = key;
      worst = deadline;
    }
  }
  list.sort((a, b) => a.deadline.localeCompare(b.deadline));
  return { merNo: src.merNo, merName: src.name, level, reqKey, deadline: worst, list };
}

/** Items of the tasks, for the task lists (re-exported for the service). */
export { itemsOf };
