import type { Db } from '../../db/types.ts';
import type { PendingRequest } from './kind.ts';

/** All SQL of the review kit: review_items and review_events (migration 0094). */

const OPEN = `('PENDING', 'CLAIMED', 'AWAITING_SECOND')`;

export interface ItemDbRow {
  id: string;
  kind: string;
  ref: string;
  mer_no: string;
  mer_name: string;
  requester_id: string | null;
  amount: string | null;
  summary: string;
  submitted_at: Date;
  status: 'PENDING' | 'CLAIMED' | 'AWAITING_SECOND' | 'DECIDED' | 'CLOSED';
  claimed_by: string | null;
  claimed_by_name: string | null;
  decision: string;
  reason_code: string;
  reason_text: string;
  decided_by: string | null;
  decided_by_name: string | null;
  decided_at: Date | null;
  second_by: string | null;
  closed_at: Date | null;
}

const ITEM_COLUMNS = `i.id::text as id, i.kind, i.ref, i.mer_no, i.mer_name, i.requester_id::text as requester_id,
  i.amount::text as amount, i.summary, i.submitted_at, i.status, i.claimed_by::text as claimed_by,
  c.name as claimed_by_name, i.decision, i.reason_code, i.reason_text, i.decided_by::text as decided_by,
  d.name as decided_by_name, i.decided_at, i.second_by::text as second_by, i.closed_at`;
const ITEM_FROM = `review_items i left join operators c on c.id = i.claimed_by left join operators d on d.id = i.decided_by`;

/**
 * Brings a kind's open items in step with what the kind says is pending: new requests become PENDING
 * items (the others' figures refreshed), open items whose request is no longer pending are CLOSED.
 */
export async function syncKind(db: Db, kind: string, pending: PendingRequest[], at: Date): Promise<void> {
  const rows = pending.map((p) => ({
    ref: p.ref,
    mer_no: p.merNo,
    mer_name: p.merName,
    requester_id: p.requesterId,
    amount: p.amount,
    summary: p.summary.slice(0, 200),
    submitted_at: p.submittedAt.toISOString(),
  }));
  if (rows.length > 0)
    await db.query(
      `insert into review_items (kind, ref, mer_no, mer_name, requester_id, amount, summary, submitted_at)
       select $1, x.ref, x.mer_no, x.mer_name, x.requester_id::bigint, x.amount, x.summary, x.submitted_at
         from jsonb_to_recordset($2::jsonb) as x(ref text, mer_no text, mer_name text, requester_id text,
              amount bigint, summary text, submitted_at timestamptz)
       on conflict (kind, ref) where status in ${OPEN}
       do update set mer_no = excluded.mer_no, mer_name = excluded.mer_name, amount = excluded.amount,
                     summary = excluded.summary`,
      [kind, JSON.stringify(rows)],
    );
  await db.query(
    `update review_items set status = 'CLOSED', closed_at = $3, claimed_by = null
      where kind = $1 and status in ${OPEN} and not (ref = any($2::text[]))`,
    [kind, rows.map((r) => r.ref), at],
  );
}

export interface QueueFilter {
  kinds: string[];
  kind: string;
  /** 'OPEN' or one status. */
  status: string;
  mine: string | null;
  overdue: boolean;
  /** Hours per kind after which an open item is overdue. */
  hours: Record<string, number>;
  at: Date;
  limit: number;
  offset: number;
}

function where(f: QueueFilter): { sql: string; args: unknown[] } {
  const args: unknown[] = [f.kinds, f.kind, f.status, f.mine, JSON.stringify(f.hours), f.at, f.overdue];
  const sql = `where i.kind = any($1::text[]) and ($2 = '' or i.kind = $2)
      and (case when $3 = 'OPEN' then i.status in ${OPEN} else i.status = $3 end)
      and ($4::bigint is null or i.claimed_by = $4::bigint)
      and (not $7 or (i.status in ${OPEN}
           and i.submitted_at + make_interval(hours => ($5::jsonb ->> i.kind)::int) <= $6))`;
  return { sql, args };
}

export async function queuePage(db: Db, f: QueueFilter): Promise<{ rows: ItemDbRow[]; total: number }> {
  const w = where(f);
  const [rows, total] = await Promise.all([
    db.query<ItemDbRow>(
      `select ${ITEM_COLUMNS} from ${ITEM_FROM} ${w.sql}
        order by i.submitted_at, i.id limit $8 offset $9`,
      [...w.args, f.limit, f.offset],
    ),
    db.query<{ n: string }>(`select count(*)::text as n from review_items i ${w.sql}`, w.args),
  ]);
  return { rows: rows.rows, total: Number(total.rows[0].n) };
}

/** Open items per kind, and the overdue among them. */
export async function openCounts(
  db: Db,
  hours: Record<string, number>,
  at: Date,
): Promise<{ kind: string; open: number; overdue: number }[]> {
  const r = await db.query<{ kind: string; open: string; overdue: string }>(
    `select kind, count(*)::text as open,
            count(*) filter (where submitted_at + make_interval(hours => ($1::jsonb ->> kind)::int) <= $2)::text as overdue
       from review_items where status in ${OPEN} group by kind`,
    [JSON.stringify(hours), at],
  );
  return r.rows.map((x) => ({ kind: x.kind, open: Number(x.open), overdue: Number(x.overdue) }));
}

export async function itemById(db: Db, id: string, lock = false): Promise<ItemDbRow | null> {
  if (lock) await db.query('select 1 from review_items where id = $1 for update', [id]);
  const r = await db.query<ItemDbRow>(`select ${ITEM_COLUMNS} from ${ITEM_FROM} where i.id = $1`, [id]);
  return r.rows[0] ?? null;
}

/** The item of a request: the open one, else the latest. */
export async function itemByRef(db: Db, kind: string, ref: string): Promise<string | null> {
  const r = await db.query<{ id: string }>(
    `select id::text as id from review_items where kind = $1 and ref = $2
      order by (status in ${OPEN}) desc, id desc limit 1`,
    [kind, ref],
  );
  return r.rows[0]?.id ?? null;
}

export async function updateItem(
  db: Db,
  id: string,
  set: {
    status: ItemDbRow['status'];
    claimedBy?: string | null;
    claimedAt?: Date | null;
    decision?: string;
    reasonCode?: string;
    reasonText?: string;
    decidedBy?: string | null;
    decidedAt?: Date | null;
    secondBy?: string | null;
  },
): Promise<void> {
  const cols: string[] = ['status = $2'];
  const args: unknown[] = [id, set.status];
  const put = (col: string, v: unknown) => {
    if (v === undefined) return;
    args.push(v);
    cols.push(`${col} = $${args.length}`);
  };
  put('claimed_by', set.claimedBy);
  put('claimed_at', set.claimedAt);
  put('decision', set.decision);
  put('reason_code', set.reasonCode);
  put('reason_text', set.reasonText);
  put('decided_by', set.decidedBy);
  put('decided_at', set.decidedAt);
  put('second_by', set.secondBy);
  await db.query(`update review_items set ${cols.join(', ')} where id = $1`, args);
}

export interface EventDbRow {
  at: Date;
  action: string;
  staff_id: string;
  staff_name: string;
  decision: string;
  reason_code: string;
  reason_text: string;
}

export async function insertEvent(
  db: Db,
  e: {
    itemId: string;
    kind: string;
    ref: string;
    action: string;
    staff: { id: string; name: string };
    decision?: string;
    reasonCode?: string;
    reasonText?: string;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `insert into review_events (item_id, kind, ref, action, staff_id, staff_name, decision, reason_code, reason_text, at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      e.itemId,
      e.kind,
      e.ref,
      e.action,
      e.staff.id,
      e.staff.name,
      e.decision ?? '',
      e.reasonCode ?? '',
      e.reasonText ?? '',
      e.at,
    ],
  );
}

/** Every event of a request (all its items: a request asked for more comes back as a new item). */
export async function eventsOf(db: Db, kind: string, ref: string): Promise<EventDbRow[]> {
  const r = await db.query<EventDbRow>(
    `select at, action, staff_id::text as staff_id, staff_name, decision, reason_code, reason_text
       from review_events where kind = $1 and ref = $2 order by at, id`,
    [kind, ref],
  );
  return r.rows;
}

export interface StaffDbRow {
  id: string;
  name: string;
  login_name: string;
  codes: string[];
}

/** A live staff member (a token's owner) and the codes their role holds. */
export async function liveStaff(db: Db, id: string): Promise<StaffDbRow | null> {
  const r = await db.query<StaffDbRow>(
    `select o.id::text as id, o.name, o.login_name,
            coalesce(array(select rp.code from role_permissions rp where rp.role_id = o.role_id), '{}') as codes
       from operators o where o.id = $1 and o.org_kind = 'provider' and o.status = 'normal'`,
    [id],
  );
  return r.rows[0] ?? null;
}
