import type { Db } from '../../db/types.ts';

/** Every SQL statement of the inspection capability (its own tables, and the merchants it reads). */

export interface MerchantLite {
  id: string;
  mer_no: string;
  name: string;
  category: string;
  contact_email: string;
  contact_phone: string;
  admin_id: string | null;
  admin_login: string;
  admin_email: string;
  admin_phone: string;
  admin_phone_area: string;
}

const MERCHANT_LITE = `select m.id, m.mer_no, m.name, m.category, m.contact_email, m.contact_phone,
        a.id as admin_id, coalesce(a.login_name, '') as admin_login, coalesce(a.email, '') as admin_email,
        coalesce(a.phone, '') as admin_phone, coalesce(a.phone_area, '+853') as admin_phone_area
   from merchants m
   left join lateral (select o.id, o.login_name, o.email, o.phone, o.phone_area from operators o
                       where o.org_kind = 'merchant' and o.org_id = m.id and o.kind = 'admin'
                       order by o.id limit 1) a on true`;

export async function merchantById(db: Db, id: string): Promise<MerchantLite | null> {
  const r = await db.query<MerchantLite>(`${MERCHANT_LITE} where m.id = $1`, [id]);
  return r.rows[0] ?? null;
}

export async function merchantByNo(db: Db, merNo: string): Promise<MerchantLite | null> {
  const r = await db.query<MerchantLite>(`${MERCHANT_LITE} where m.mer_no = $1`, [merNo]);
  return r.rows[0] ?? null;
}

/** The merchants a provider serves or a group holds (normal or frozen, not closed), by number. */
export async function merchantsOf(
  db: Db,
  org: { kind: 'service' | 'group'; id: string },
): Promise<MerchantLite[]> {
  const where =
    org.kind === 'service'
      ? 'm.agent_id = $1'
      : 'm.id in (select g.merchant_id from group_members g where g.group_id = $1)';
  const r = await db.query<MerchantLite>(
    `${MERCHANT_LITE} where ${where} and m.status <> 'closed' order by m.mer_no`,
    [org.id],
  );
  return r.rows;
}

/** Every merchant not closed (the reminder job's walk). */
export async function activeMerchantIds(db: Db): Promise<string[]> {
  const r = await db.query<{ id: string }>(`select id from merchants where status <> 'closed' order by id`);
  return r.rows.map((x) => String(x.id));
}

// Tasks and items.

export interface TaskDbRow {
  id: string;
  task_no: string;
  merchant_id: string;
  title: string;
  due_date: string;
  site_lat: number;
  site_lng: number;
  site_radius_m: number;
  status: 'OPEN' | 'SUBMITTED' | 'ACCEPTED' | 'CANCELLED';
  opened_by: string;
  opened_by_name: string;
  created_at: Date;
  /** The last answer's time. */
  submitted_at: Date | null;
}
export interface ItemDbRow {
  id: string;
  task_id: string;
  seq: number;
  kind: 'DOCUMENT' | 'PHOTO';
  purpose: string;
  label: string;
  status: 'REQUESTED' | 'SUBMITTED' | 'ACCEPTED' | 'REJECTED';
  file_no: string;
  taken_at: Date | null;
  distance_m: number | null;
  place_check: string;
  submitted_at: Date | null;
  reason: string;
  /** The phone's position sent with a photo, and where it was sent from (PHONE or PC). */
  lat: number | null;
  lng: number | null;
  submitted_via: string;
}

const TASK_COLS = `t.id, t.task_no, t.merchant_id, t.title, t.due_date, t.site_lat, t.site_lng, t.site_radius_m, t.status,
  t.opened_by, t.opened_by_name, t.created_at,
  (select max(i.submitted_at) from inspection_items i where i.task_id = t.id) as submitted_at`;

export async function tasksOf(db: Db, merchantId: string, openOnly = false): Promise<TaskDbRow[]> {
  const r = await db.query<TaskDbRow>(
    `select ${TASK_COLS} from inspection_tasks t where t.merchant_id = $1
        ${openOnly ? `and t.status in ('OPEN', 'SUBMITTED')` : ''} order by t.id desc limit 50`,
    [merchantId],
  );
  return r.rows;
}

/** A task by number, of this merchant only (another merchant's answers like a missing one); null merchant: any. */
export async function taskByNo(db: Db, taskNo: string, merchantId: string | null, lock = false) {
  const r = await db.query<TaskDbRow>(
    `select ${TASK_COLS} from inspection_tasks t where t.task_no = $1 and ($2::bigint is null or t.merchant_id = $2)
       ${lock ? 'for update of t' : ''}`,
    [taskNo, merchantId],
  );
  return r.rows[0] ?? null;
}

export async function itemsOf(db: Db, taskIds: string[]): Promise<ItemDbRow[]> {
  if (taskIds.length === 0) return [];
  const r = await db.query<ItemDbRow>(
    `select id, task_id, seq, kind, purpose, label, status, file_no, taken_at, distance_m, place_check,
            submitted_at, reason, lat, lng, submitted_via
       from inspection_items where task_id = any($1::bigint[]) order by task_id, seq`,
    [taskIds],
  );
  return r.rows.map((x) => ({
    ...x,
    seq: Number(x.seq),
    distance_m: x.distance_m === null ? null : Number(x.distance_m),
    lat: x.lat === null ? null : Number(x.lat),
    lng: x.lng === null ? null : Number(x.lng),
  }));
}

export async function insertTask(
  db: Db,
  t: {
    taskNo: string;
    merchantId: string;
    title: string;
    dueDate: string;
    lat: number;
    lng: number;
    radius: number;
    by: { id: string; name: string };
    at: Date;
  },
  items: { kind: string; purpose: string; label: string }[],
): Promise<void> {
  const r = await db.query<{ id: string }>(
    `insert into inspection_tasks (task_no, merchant_id, title, due_date, site_lat, site_lng, site_radius_m, status,
       opened_by, opened_by_name, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, 'OPEN', $8, $9, $10) returning id`,
    [t.taskNo, t.merchantId, t.title, t.dueDate, t.lat, t.lng, t.radius, t.by.id, t.by.name, t.at],
  );
  const id = r.rows[0].id;
  for (const [i, it] of items.entries()) {
    await db.query(
      `insert into inspection_items (task_id, seq, kind, purpose, label, status) values ($1, $2, $3, $4, $5, 'REQUESTED')`,
      [id, i + 1, it.kind, it.purpose, it.label],
    );
  }
}

export async function itemForUpdate(db: Db, taskId: string, seq: number): Promise<ItemDbRow | null> {
  const r = await db.query<ItemDbRow>(
    `select id, task_id, seq, kind, purpose, label, status, file_no, taken_at, distance_m, place_check,
            submitted_at, reason, lat, lng, submitted_via
       from inspection_items where task_id = $1 and seq = $2 for update`,
    [taskId, seq],
  );
  return r.rows[0] ?? null;
}

export async function saveAnswer(
  db: Db,
  itemId: string,
  a: {
    fileNo: string;
    takenAt: Date | null;
    lat: number | null;
    lng: number | null;
    distance: number | null;
    placeCheck: string;
    via: string;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `update inspection_items set status = 'SUBMITTED', file_no = $2, taken_at = $3, lat = $4, lng = $5, distance_m = $6,
            place_check = $7, submitted_via = $8, submitted_at = $9, reason = ''
      where id = $1`,
    [itemId, a.fileNo, a.takenAt, a.lat, a.lng, a.distance, a.placeCheck, a.via, a.at],
  );
}

export async function decideItem(
  db: Db,
  itemId: string,
  status: 'ACCEPTED' | 'REJECTED',
  reason: string,
  by: string,
  at: Date,
): Promise<void> {
  await db.query(
    `update inspection_items set status = $2, reason = $3, decided_by = $4, decided_at = $5 where id = $1`,
    [itemId, status, reason, by, at],
  );
}

export async function setTaskStatus(
  db: Db,
  taskId: string,
  status: TaskDbRow['status'],
  at: Date,
): Promise<void> {
  await db.query(
    `update inspection_tasks set status = $2, closed_at = case when $2 in ('ACCEPTED', 'CANCELLED') then $3::timestamptz end
      where id = $1`,
    [taskId, status, at],
  );
}

export interface SubmittedItemRow {
  task_no: string;
  seq: number;
  label: string;
  mer_no: string;
  mer_name: string;
  submitted_at: Date;
}

/** The items awaiting review, for the review kit's queue. */
export async function submittedItems(db: Db): Promise<SubmittedItemRow[]> {
  const r = await db.query<SubmittedItemRow>(
    `select t.task_no, i.seq, i.label, m.mer_no, m.name as mer_name, i.submitted_at
       from inspection_items i join inspection_tasks t on t.id = i.task_id join merchants m on m.id = t.merchant_id
      where i.status = 'SUBMITTED' and t.status in ('OPEN', 'SUBMITTED') order by i.submitted_at`,
  );
  return r.rows.map((x) => ({ ...x, seq: Number(x.seq) }));
}

// Links.

export async function insertLink(
  db: Db,
  l: { hash: string; merchantId: string; purpose: 'REMINDER' | 'HANDOFF'; expiresAt: Date; at: Date },
): Promise<void> {
  await db.query(
    `insert into collect_links (token_hash, merchant_id, purpose, expires_at, created_at) values ($1, $2, $3, $4, $5)`,
    [l.hash, l.merchantId, l.purpose, l.expiresAt, l.at],
  );
}

export interface LinkDbRow {
  merchant_id: string;
  purpose: 'REMINDER' | 'HANDOFF';
  expires_at: Date;
  used_at: Date | null;
}

export async function linkByHash(db: Db, hash: string, lock = false): Promise<LinkDbRow | null> {
  const r = await db.query<LinkDbRow>(
    `select merchant_id, purpose, expires_at, used_at from collect_links where token_hash = $1 ${lock ? 'for update' : ''}`,
    [hash],
  );
  return r.rows[0] ?? null;
}

export async function spendLink(db: Db, hash: string, at: Date): Promise<void> {
  await db.query(`update collect_links set used_at = $2 where token_hash = $1 and used_at is null`, [
    hash,
    at,
  ]);
}

// Notices (reminders sent) and reliefs.

export async function noticesOf(
  db: Db,
  merchantId: string,
): Promise<{ req_key: string; step: number; sent_at: Date }[]> {
  const r = await db.query<{ req_key: string; step: number; sent_at: Date }>(
    `select req_key, step, sent_at from requirement_notices where merchant_id = $1`,
    [merchantId],
  );
  return r.rows.map((x) => ({ ...x, step: Number(x.step) }));
}

/** Records a step once; answers whether this call recorded it (false: another run had). */
export async function insertNotice(
  db: Db,
  merchantId: string,
  reqKey: string,
  step: number,
  at: Date,
): Promise<boolean> {
  const r = await db.query(
    `insert into requirement_notices (merchant_id, req_key, step, sent_at) values ($1, $2, $3, $4)
       on conflict do nothing`,
    [merchantId, reqKey, step, at],
  );
  return (r.rowCount ?? 0) > 0;
}

export interface ReliefDbRow {
  id: string;
  relief_no: string;
  merchant_id: string;
  mer_no: string;
  mer_name: string;
  req_key: string;
  kind: 'WAIVE' | 'EXTEND';
  days: number;
  reason: string;
  status: 'AUDITING' | 'APPROVED' | 'REJECTED';
  requested_by: string;
  requested_by_name: string;
  decided_by_name: string;
  decision_reason: string;
  created_at: Date;
  decided_at: Date | null;
}

const RELIEF_SELECT = `select r.id, r.relief_no, r.merchant_id, m.mer_no, m.name as mer_name, r.req_key, r.kind, r.days,
       r.reason, r.status, r.requested_by, r.requested_by_name, r.decided_by_name, r.decision_reason, r.created_at,
       r.decided_at
  from requirement_reliefs r join merchants m on m.id = r.merchant_id`;

export async function reliefsOf(db: Db, merchantId: string): Promise<ReliefDbRow[]> {
  const r = await db.query<ReliefDbRow>(
    `${RELIEF_SELECT} where r.merchant_id = $1 and r.status <> 'REJECTED'`,
    [merchantId],
  );
  return r.rows.map((x) => ({ ...x, days: Number(x.days) }));
}

export async function reliefByNo(db: Db, no: string, lock = false): Promise<ReliefDbRow | null> {
  const r = await db.query<ReliefDbRow>(
    `${RELIEF_SELECT} where r.relief_no = $1 ${lock ? 'for update of r' : ''}`,
    [no],
  );
  const x = r.rows[0];
  return x ? { ...x, days: Number(x.days) } : null;
}

export async function reliefsAuditing(db: Db): Promise<ReliefDbRow[]> {
  const r = await db.query<ReliefDbRow>(`${RELIEF_SELECT} where r.status = 'AUDITING' order by r.id`);
  return r.rows.map((x) => ({ ...x, days: Number(x.days) }));
}

/** Inserts a relief; false when the requirement has one already (the partial unique index). */
export async function insertRelief(
  db: Db,
  r: {
    no: string;
    merchantId: string;
    reqKey: string;
    kind: string;
    days: number;
    reason: string;
    by: { id: string; name: string };
    at: Date;
  },
): Promise<boolean> {
  const x = await db.query(
    `insert into requirement_reliefs (relief_no, merchant_id, req_key, kind, days, reason, status, requested_by,
       requested_by_name, created_at)
     values ($1, $2, $3, $4, $5, $6, 'AUDITING', $7, $8, $9)
     on conflict (merchant_id, req_key) where status <> 'REJECTED' do nothing`,
    [r.no, r.merchantId, r.reqKey, r.kind, r.days, r.reason, r.by.id, r.by.name, r.at],
  );
  return (x.rowCount ?? 0) > 0;
}

export async function decideRelief(
  db: Db,
  id: string,
  status: 'APPROVED' | 'REJECTED',
  by: string,
  reason: string,
  at: Date,
): Promise<void> {
  await db.query(
    `update requirement_reliefs set status = $2, decided_by_name = $3, decision_reason = $4, decided_at = $5 where id = $1`,
    [id, status, by, reason, at],
  );
}

// The restriction in force.

export async function storedRestriction(
  db: Db,
  merchantId: string,
): Promise<{ level: number; deadline: string } | null> {
  const r = await db.query<{ level: number; deadline: string }>(
    `select level, deadline from merchant_restrictions where merchant_id = $1`,
    [merchantId],
  );
  const x = r.rows[0];
  return x ? { level: Number(x.level), deadline: x.deadline } : null;
}

/**
 * Stores the level when it differs from the stored one (a read that finds nothing new writes nothing);
 * answers the previous level (0 when there was none).
 */
export async function storeRestriction(
  db: Db,
  merchantId: string,
  s: { level: number; reqKey: string; deadline: string; at: Date },
): Promise<number> {
  const before = await db.query<{ level: number; req_key: string; deadline: string }>(
    `select level, req_key, deadline from merchant_restrictions where merchant_id = $1`,
    [merchantId],
  );
  const b = before.rows[0];
  const level = Number(b?.level ?? 0);
  if (b ? level === s.level && b.req_key === s.reqKey && b.deadline === s.deadline : s.level === 0)
    return level;
  await db.query(
    `insert into merchant_restrictions (merchant_id, level, req_key, deadline, updated_at) values ($1, $2, $3, $4, $5)
       on conflict (merchant_id) do update set level = excluded.level, req_key = excluded.req_key,
         deadline = excluded.deadline, updated_at = excluded.updated_at`,
    [merchantId, s.level, s.reqKey, s.deadline, s.at],
  );
  return level;
}

/** A merchant's level by its number (the simulator's terminals carry the number). */
export async function levelByMerNo(db: Db, merNo: string): Promise<number> {
  const r = await db.query<{ level: number }>(
    `select x.level from merchant_restrictions x join merchants m on m.id = x.merchant_id where m.mer_no = $1`,
    [merNo],
  );
  return Number(r.rows[0]?.level ?? 0);
}
