import type { OrgKind } from '@mp/core/contract';
import type { MailCategory } from '@mp/core/schemas/notices';
import type { Db } from '../../db/types.ts';
import { containsPattern } from '../../lists/paging.ts';

/** Every SQL statement of notices and mail. Times come from ports.clock, never SQL now(). */

/** A notify mail's subject and body in both languages. */
export interface MailText {
  subject: { zh: string; en: string };
  body: { zh: string; en: string };
}

export interface BulletinDbRow {
  id: string;
  title_zh: string;
  title_en: string;
  body_zh: string;
  body_en: string;
  publisher: string;
  published_at: Date;
  read: boolean;
  total: string;
}

// A bulletin is visible to an area listed in its audience, once its publication time has come.
const VISIBLE = `position($1 in b.audience) > 0 and b.published_at <= $2`;

export async function listBulletins(
  db: Db,
  q: { area: OrgKind; operatorId: string; now: Date; title?: string; limit: number; offset: number },
): Promise<BulletinDbRow[]> {
  const r = await db.query<BulletinDbRow>(
    `select b.id, b.title_zh, b.title_en, b.body_zh, b.body_en, b.publisher, b.published_at,
            (br.bulletin_id is not null) as read, count(*) over () as total
       from bulletins b
       left join bulletin_reads br on br.bulletin_id = b.id and br.operator_id = $3
      where ${VISIBLE}
        and ($4::text is null or b.title_zh ilike $4 or b.title_en ilike $4)
      order by b.published_at desc, b.id desc
      limit $5 offset $6`,
    [q.area, q.now, q.operatorId, containsPattern(q.title), q.limit, q.offset],
  );
  return r.rows;
}

export async function findBulletin(
  db: Db,
  q: { area: OrgKind; now: Date; id: string },
): Promise<Omit<BulletinDbRow, 'read' | 'total'> | null> {
  const r = await db.query<BulletinDbRow>(
    `select b.id, b.title_zh, b.title_en, b.body_zh, b.body_en, b.publisher, b.published_at
       from bulletins b where ${VISIBLE} and b.id = $3`,
    [q.area, q.now, q.id],
  );
  return r.rows[0] ?? null;
}

export async function markBulletinsRead(
  db: Db,
  q: { area: OrgKind; now: Date; operatorId: string; ids: string[] | null },
): Promise<number> {
  const r = await db.query(
    `insert into bulletin_reads (bulletin_id, operator_id, read_at)
     select b.id, $3, $2 from bulletins b
      where ${VISIBLE} and ($4::bigint[] is null or b.id = any($4::bigint[]))
     on conflict do nothing`,
    [q.area, q.now, q.operatorId, q.ids],
  );
  return r.rowCount;
}

export async function countUnreadBulletins(db: Db, q: { area: OrgKind; now: Date; operatorId: string }) {
  const r = await db.query<{ n: string }>(
    `select count(*) as n from bulletins b
      where ${VISIBLE}
        and not exists (select 1 from bulletin_reads br where br.bulletin_id = b.id and br.operator_id = $3)`,
    [q.area, q.now, q.operatorId],
  );
  return Number(r.rows[0]?.n ?? 0);
}

export async function latestUnreadBulletins(
  db: Db,
  q: { area: OrgKind; now: Date; operatorId: string; limit: number },
): Promise<Pick<BulletinDbRow, 'id' | 'title_zh' | 'title_en' | 'published_at'>[]> {
  const r = await db.query<BulletinDbRow>(
    `select b.id, b.title_zh, b.title_en, b.published_at from bulletins b
      where ${VISIBLE}
        and not exists (select 1 from bulletin_reads br where br.bulletin_id = b.id and br.operator_id = $3)
      order by b.published_at desc, b.id desc limit $4`,
    [q.area, q.now, q.operatorId, q.limit],
  );
  return r.rows;
}

export async function insertBulletin(
  db: Db,
  b: {
    titleZh: string;
    titleEn: string;
    bodyZh: string;
    bodyEn: string;
    audience: string;
    publisher: string;
    at: Date;
  },
): Promise<string> {
  const r = await db.query<{ id: string }>(
    `insert into bulletins (title_zh, title_en, body_zh, body_en, audience, publisher, published_at, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $7) returning id`,
    [b.titleZh, b.titleEn, b.bodyZh, b.bodyEn, b.audience, b.publisher, b.at],
  );
  return String(r.rows[0].id);
}

export interface MailDbRow {
  id: string;
  category: string;
  subject_zh: string;
  subject_en: string;
  body_zh: string;
  body_en: string;
  read_at: Date | null;
  created_at: Date;
  total: string;
}

export async function listMails(
  db: Db,
  q: { operatorId: string; read?: 'Y' | 'N'; limit: number; offset: number },
): Promise<MailDbRow[]> {
  const r = await db.query<MailDbRow>(
    `select id, category, subject_zh, subject_en, body_zh, body_en, read_at, created_at, count(*) over () as total
       from notify_mails
      where operator_id = $1
        and ($2::text is null or ($2 = 'Y') = (read_at is not null))
      order by created_at desc, id desc limit $3 offset $4`,
    [q.operatorId, q.read ?? null, q.limit, q.offset],
  );
  return r.rows;
}

export async function findMail(db: Db, operatorId: string, id: string): Promise<MailDbRow | null> {
  const r = await db.query<MailDbRow>(
    `select id, category, subject_zh, subject_en, body_zh, body_en, read_at, created_at
       from notify_mails where operator_id = $1 and id = $2`,
    [operatorId, id],
  );
  return r.rows[0] ?? null;
}

export async function markMailsRead(
  db: Db,
  operatorId: string,
  ids: string[] | null,
  at: Date,
): Promise<number> {
  const r = await db.query(
    `update notify_mails set read_at = $3
      where operator_id = $1 and read_at is null and ($2::bigint[] is null or id = any($2::bigint[]))`,
    [operatorId, ids, at],
  );
  return r.rowCount;
}

export async function countUnreadMails(db: Db, operatorId: string): Promise<number> {
  const r = await db.query<{ n: string }>(
    'select count(*) as n from notify_mails where operator_id = $1 and read_at is null',
    [operatorId],
  );
  return Number(r.rows[0]?.n ?? 0);
}

export async function latestUnreadMails(db: Db, operatorId: string, limit: number) {
  const r = await db.query<Pick<MailDbRow, 'id' | 'subject_zh' | 'subject_en' | 'created_at'>>(
    `select id, subject_zh, subject_en, created_at from notify_mails
      where operator_id = $1 and read_at is null order by created_at desc, id desc limit $2`,
    [operatorId, limit],
  );
  return r.rows;
}

export async function insertMail(
  db: Db,
  m: {
    operatorId: string;
    org: { kind: OrgKind; id: string };
    category: MailCategory;
    text: MailText;
    at: Date;
  },
): Promise<string> {
  const r = await db.query<{ id: string }>(
    `insert into notify_mails (operator_id, org_kind, org_id, category, subject_zh, subject_en, body_zh, body_en, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [
      m.operatorId,
      m.org.kind,
      m.org.id,
      m.category,
      m.text.subject.zh,
      m.text.subject.en,
      m.text.body.zh,
      m.text.body.en,
      m.at,
    ],
  );
  return String(r.rows[0].id);
}

/** The organisation's administrators who can still sign in. */
export async function orgAdmins(
  db: Db,
  kind: OrgKind,
  orgId: string,
): Promise<{ id: string; email: string }[]> {
  const r = await db.query<{ id: string; email: string }>(
    `select id, email from operators
      where org_kind = $1 and org_id = $2 and kind = 'admin' and status <> 'invalid' order by id`,
    [kind, orgId],
  );
  return r.rows.map((x) => ({ id: String(x.id), email: x.email }));
}

// The demo seed's statements (seed.ts).

/** Whether any bulletin exists. */
export async function anyBulletin(db: Db): Promise<boolean> {
  const r = await db.query('select 1 from bulletins limit 1');
  return r.rows.length > 0;
}

/** Every organisation that has an administrator. */
export async function orgsWithAdmins(db: Db): Promise<{ kind: OrgKind; id: string }[]> {
  const r = await db.query<{ kind: OrgKind; id: string }>(
    `select distinct org_kind as kind, org_id as id from operators where kind = 'admin' order by 1, 2`,
  );
  return r.rows;
}

/** Whether the operator has any notify mail. */
export async function hasMail(db: Db, operatorId: string): Promise<boolean> {
  const r = await db.query('select 1 from notify_mails where operator_id = $1 limit 1', [operatorId]);
  return r.rows.length > 0;
}

/** Marks one mail read at `at`. */
export async function markMailRead(db: Db, id: string, at: Date): Promise<void> {
  await db.query('update notify_mails set read_at = $2 where id = $1', [id, at]);
}
