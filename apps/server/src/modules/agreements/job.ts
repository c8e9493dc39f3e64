import { addDaysYmd } from '@mp/core';
import { instantOfTime14, macauTime14, todayYmd } from '@mp/core/time';
import type { JobDeps, ScheduledJob } from '../../schedule/index.ts';
import { adminMails, allOrgs, currentVersions, markReminder, type Org } from './queries.ts';
import { type StateRow, statesOf } from './service.ts';

/** Reminders go this many days before an agreement's deadline (issue 28 point 3), the nearest first missed. */
export const REMINDER_DAYS = [14, 7, 1] as const;
const DAY_MS = 86_400_000;
/** The reminders leave at 09:00 Macau, when an administrator reads mail. */
const RUN_AT = '090000';

/**
 * The reminder due now for a deadline, or null: the smallest of 14, 7, 1 at or above the days left (a run
 * missed on day 14 sends the 7-day one on day 5, not both). Nothing once the deadline has passed.
 */
export function reminderDue(deadline: Date, now: Date): number | null {
  const left = (deadline.getTime() - now.getTime()) / DAY_MS;
  if (left <= 0) return null;
  const within = REMINDER_DAYS.filter((d) => left <= d);
  return within.length ? Math.min(...within) : null;
}

/** What an organisation is reminded of: a required agreement before its deadline. */
function deadlineOf(r: StateRow): { at: Date; since: Date; lapse: boolean } | null {
  if (r.required !== 'Y') return null;
  // Not yet accepted, or an older version accepted: the grace period of the current version.
  if ((r.status === 'PENDING' || r.status === 'SUPERSEDED') && r.due) {
    return { at: r.due, since: new Date(0), lapse: false };
  }
  // The yearly risk commitment: before the acceptance lapses (each year's reminders are claimed afresh).
  if (r.status === 'AUTHORISED' && r.expires && r.acceptedAt) {
    return { at: r.expires, since: r.acceptedAt, lapse: true };
  }
  return null;
}

const shown = (at: Date) => {
  const t = macauTime14(at);
  return `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)} ${t.slice(8, 10)}:${t.slice(10, 12)}`;
};

interface Due {
  title: { zh: string; en: string };
  version: number;
  at: Date;
  days: number;
  lapse: boolean;
}

/** One mail per organisation and run, in both languages, listing each agreement with its deadline. */
export function reminderText(due: readonly Due[]) {
  const days = Math.min(...due.map((d) => d.days));
  const zh = due.map((d) =>
    d.lapse
      ? `・「${d.title.zh}」：您的確認將於 ${shown(d.at)}（澳門時間）屆滿一年，須於此前再次確認。`
      : `・「${d.title.zh}」第 ${d.version} 版：請於 ${shown(d.at)}（澳門時間）前確認。`,
  );
  const en = due.map((d) =>
    d.lapse
      ? `- "${d.title.en}": your confirmation reaches its one year on ${shown(d.at)} (Macau time); please confirm it again before then.`
      : `- "${d.title.en}", version ${d.version}: please accept it by ${shown(d.at)} (Macau time).`,
  );
  return {
    subject: `協議確認提醒（尚餘 ${days} 日）/ Agreement reminder (${days} ${days === 1 ? 'day' : 'days'} left)`,
    body: [
      '以下協議待貴機構的管理員確認：',
      ...zh,
      '逾期未確認，退款、提現、充值、結算賬戶變更等資金操作將暫停，直至確認為止；查詢、匯出及協議頁面不受影響。',
      '請登入商戶平台，於「安全中心 › 協議與證書」閱讀並確認。',
      '',
      "The following agreements await your organisation's administrator:",
      ...en,
      'After a deadline, money moves (refunds, withdrawals, recharges, a settlement-account change) are refused until the agreement is accepted; queries, exports and the agreement pages stay open.',
      'Sign in to the merchant portal and open Security › Agreements and certificates to read and accept.',
    ].join('\n'),
  };
}

/**
 * One run: for every organisation, the reminder due now (14, 7 or 1 day before) of each required
 * agreement before its deadline, once. The organisation's reminders are claimed (one unique row each) and
 * mailed to its administrators in one transaction: a mail that fails leaves them unclaimed for the next
 * run, and of two processes running at once the second waits for the first's rows and finds them claimed.
 */
export async function sendReminders(deps: JobDeps, now: Date): Promise<{ sent: number; failed: number }> {
  const titles = new Map(
    (await currentVersions(deps.db, now)).map((v) => [v.id, { zh: v.title_zh, en: v.title_en }]),
  );
  let sent = 0;
  let failed = 0;
  for (const o of await allOrgs(deps.db)) {
    const org: Org = { kind: o.kind, id: o.id };
    const candidates: Array<Due & { versionId: string; since: Date }> = [];
    for (const r of await statesOf(deps.db, org, now)) {
      const deadline = deadlineOf(r);
      const title = titles.get(r.version_id);
      const days = deadline ? reminderDue(deadline.at, now) : null;
      if (!deadline || !title || days === null) continue;
      candidates.push({ title, version: r.version, days, ...deadline, versionId: r.version_id });
    }
    if (!candidates.length) continue;
    try {
      const mailed = await deps.db.tx(async (tx) => {
        const claimed = [];
        for (const d of candidates) {
          if (await markReminder(tx, org, d.versionId, d.days, now, d.since)) claimed.push(d);
        }
        if (!claimed.length) return false;
        const text = reminderText(claimed);
        for (const to of await adminMails(tx, org)) await deps.ports.mail.send(to, text.subject, text.body);
        return true;
      });
      if (mailed) sent += 1;
    } catch (e) {
      failed += 1;
      deps.log.warn({ err: e, org: `${org.kind}:${org.id}` }, 'agreement reminder not sent');
    }
  }
  return { sent, failed };
}

/** The next 09:00 Macau after `now`. */
export function nextReminderRun(now: Date): Date {
  const today = todayYmd(now);
  const atToday = instantOfTime14(`${today}${RUN_AT}`);
  return atToday.getTime() > now.getTime() ? atToday : instantOfTime14(`${addDaysYmd(today, 1)}${RUN_AT}`);
}

/** The re-consent reminders (AGREEMENT_JOB): at start (catching up), then every day at 09:00 Macau. */
export const reminderJob: ScheduledJob = {
  name: 'agreement-reminders',
  on: (config) => config.agreementJob,
  at: nextReminderRun,
  async run(deps, now) {
    const r = await sendReminders(deps, now);
    return r.sent || r.failed ? r : null;
  },
  says: { done: 'agreement reminders sent', failed: 'agreement reminders failed' },
};
