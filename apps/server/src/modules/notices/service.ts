import { type Lang, labelOf } from '@mp/core';
import { MAIL_CATEGORIES } from '@mp/core/schemas/notices';
import { macauTime14 } from '@mp/core/time';
import type { SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { type PageReq, pageAnswer, pageWindow } from '../../lists/paging.ts';
import {
  type BulletinDbRow,
  countUnreadBulletins,
  countUnreadMails,
  findBulletin,
  findMail,
  latestUnreadBulletins,
  latestUnreadMails,
  listBulletins,
  listMails,
  markBulletinsRead,
  markMailsRead,
} from './queries.ts';

/** The text in the caller's language; the Chinese one when there is no English text. */
const pick = (lang: Lang, zh: string, en: string) => (lang === 'en' && en ? en : zh);

const summaryOf = (body: string) => {
  const flat = body.replace(/\s+/g, ' ').trim();
  return Array.from(flat).length > 120 ? `${Array.from(flat).slice(0, 120).join('')}…` : flat;
};

type BulletinLike = Omit<BulletinDbRow, 'total'>;

function bulletinRow(lang: Lang, b: BulletinLike) {
  return {
    bulletin_id: String(b.id),
    title: pick(lang, b.title_zh, b.title_en),
    summary: summaryOf(pick(lang, b.body_zh, b.body_en)),
    publisher: b.publisher,
    published_at: macauTime14(b.published_at),
    read: b.read ? 'Y' : 'N',
  } as const;
}

/** The bulletins the caller's area sees by now, newest first, with the caller's read marks. */
function visibleBulletins(ctx: SignedInContext, window: { title?: string; limit: number; offset: number }) {
  const op = ctx.operator;
  return listBulletins(ctx.db, {
    area: op.orgKind,
    operatorId: op.id,
    now: ctx.ports.clock.now(),
    ...window,
  });
}

export async function bulletinPage(ctx: SignedInContext, body: PageReq & { title?: string }) {
  const rows = await visibleBulletins(ctx, { title: body.title, ...pageWindow(body) });
  return pageAnswer(
    body,
    rows,
    rows.map((b) => bulletinRow(ctx.lang, b)),
  );
}

export async function bulletinRecent(ctx: SignedInContext, body: { limit: number }) {
  const rows = await visibleBulletins(ctx, { limit: body.limit, offset: 0 });
  return { rows: rows.map((b) => bulletinRow(ctx.lang, b)) };
}

/** Opening a bulletin marks it read. */
export async function bulletinDetail(ctx: SignedInContext, body: { bulletin_id: string }) {
  const op = ctx.operator;
  const now = ctx.ports.clock.now();
  const b = await findBulletin(ctx.db, { area: op.orgKind, now, id: body.bulletin_id });
  if (!b) throw new AppError('SCM40401');
  await markBulletinsRead(ctx.db, { area: op.orgKind, now, operatorId: op.id, ids: [String(b.id)] });
  return {
    bulletin_id: String(b.id),
    title: pick(ctx.lang, b.title_zh, b.title_en),
    body: pick(ctx.lang, b.body_zh, b.body_en),
    publisher: b.publisher,
    published_at: macauTime14(b.published_at),
  };
}

export async function mailPage(ctx: SignedInContext, body: PageReq & { read?: '' | 'Y' | 'N' }) {
  const op = ctx.operator;
  const rows = await listMails(ctx.db, {
    operatorId: op.id,
    read: body.read || undefined,
    ...pageWindow(body),
  });
  return pageAnswer(
    body,
    rows,
    rows.map((m) => ({
      notify_id: String(m.id),
      category: m.category,
      category_name: labelOf(MAIL_CATEGORIES, m.category, ctx.lang),
      subject: pick(ctx.lang, m.subject_zh, m.subject_en),
      summary: summaryOf(pick(ctx.lang, m.body_zh, m.body_en)),
      created_at: macauTime14(m.created_at),
      read: m.read_at ? ('Y' as const) : ('N' as const),
    })),
  );
}

/** Opening a mail marks it read. Another operator's mail is a mail that does not exist. */
export async function mailDetail(ctx: SignedInContext, body: { notify_id: string }) {
  const op = ctx.operator;
  const m = await findMail(ctx.db, op.id, body.notify_id);
  if (!m) throw new AppError('SCM40401');
  const now = ctx.ports.clock.now();
  if (!m.read_at) await markMailsRead(ctx.db, op.id, [String(m.id)], now);
  return {
    notify_id: String(m.id),
    category: m.category,
    category_name: labelOf(MAIL_CATEGORIES, m.category, ctx.lang),
    subject: pick(ctx.lang, m.subject_zh, m.subject_en),
    body: pick(ctx.lang, m.body_zh, m.body_en),
    created_at: macauTime14(m.created_at),
    read_at: macauTime14(m.read_at ?? now),
  };
}

const BADGE_ROWS = 10;

export async function unreadList(ctx: SignedInContext) {
  const op = ctx.operator;
  const now = ctx.ports.clock.now();
  const q = { area: op.orgKind, now, operatorId: op.id };
  const [mailUnread, bulletinUnread, mails, bulletins] = await Promise.all([
    countUnreadMails(ctx.db, op.id),
    countUnreadBulletins(ctx.db, q),
    latestUnreadMails(ctx.db, op.id, BADGE_ROWS),
    latestUnreadBulletins(ctx.db, { ...q, limit: BADGE_ROWS }),
  ]);
  const rows = [
    ...mails.map((m) => ({
      kind: 'MAIL' as const,
      id: String(m.id),
      title: pick(ctx.lang, m.subject_zh, m.subject_en),
      at: m.created_at,
    })),
    ...bulletins.map((b) => ({
      kind: 'BULLETIN' as const,
      id: String(b.id),
      title: pick(ctx.lang, b.title_zh, b.title_en),
      at: b.published_at,
    })),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, BADGE_ROWS)
    .map(({ at, ...r }) => ({ ...r, created_at: macauTime14(at) }));
  return {
    unread_count: mailUnread + bulletinUnread,
    mail_unread: mailUnread,
    bulletin_unread: bulletinUnread,
    rows,
  };
}

export async function markRead(
  ctx: SignedInContext,
  body: { kind: 'MAIL' | 'BULLETIN'; ids?: string[]; all?: 'Y' | 'N' },
) {
  const op = ctx.operator;
  const ids = body.all === 'Y' ? null : (body.ids ?? []);
  if (ids !== null && ids.length === 0) throw new AppError('VAL10001', 'ids');
  const now = ctx.ports.clock.now();
  const marked =
    body.kind === 'MAIL'
      ? await markMailsRead(ctx.db, op.id, ids, now)
      : await markBulletinsRead(ctx.db, { area: op.orgKind, now, operatorId: op.id, ids });
  return { marked };
}
