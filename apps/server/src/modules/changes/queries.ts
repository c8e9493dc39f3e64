import type { Db } from '../../db/types.ts';

// Every SQL statement of the changes after onboarding and of the review events (onboarding_events) of
// applications and changes.

export async function insertEvent(
  db: Db,
  e: { applicationId?: string; changeId?: string; action: string; actor: string; reason?: string; at: Date },
): Promise<void> {
  await db.query(
    `insert into onboarding_events (application_id, change_id, action, actor, reason, at)
     values ($1, $2, $3, $4, $5, $6)`,
    [e.applicationId ?? null, e.changeId ?? null, e.action, e.actor, e.reason ?? '', e.at],
  );
}

export async function applicationEvents(
  db: Db,
  applicationId: string,
): Promise<{ action: string; reason: string; at: Date }[]> {
  const r = await db.query<{ action: string; reason: string; at: Date }>(
    'select action, reason, at from onboarding_events where application_id = $1 order by at, id',
    [applicationId],
  );
  return r.rows;
}

export interface ChangeDbRow {
  id: string;
  change_no: string;
  kind: 'BASIC' | 'PERSON' | 'EXPIRY' | 'SUPPLEMENT' | 'BANK';
  status: 'PAY_CHECK' | 'AUDITING' | 'NEED_MORE' | 'REJECTED' | 'APPROVED' | 'BLOCKED' | 'CANCELLED';
  review_reason: string;
  created_at: Date;
  reviewed_at: Date | null;
}

export async function merchantChanges(
  db: Db,
  merchantId: string,
  f: { openOnly: boolean; kind: string | null },
): Promise<ChangeDbRow[]> {
  const r = await db.query<ChangeDbRow>(
    `select id, change_no, kind, status, review_reason, created_at, reviewed_at from merchant_change_requests
      where merchant_id = $1 and ($2::text is null or kind = $2)
        and (not $3 or status in ('PAY_CHECK', 'AUDITING', 'NEED_MORE'))
      order by created_at desc, id desc limit 100`,
    [merchantId, f.kind, f.openOnly],
  );
  return r.rows;
}

export async function changeEvents(
  db: Db,
  changeIds: string[],
): Promise<{ change_id: string; action: string; reason: string; at: Date }[]> {
  if (changeIds.length === 0) return [];
  const r = await db.query<{ change_id: string; action: string; reason: string; at: Date }>(
    'select change_id, action, reason, at from onboarding_events where change_id = any($1::bigint[]) order by at, id',
    [changeIds],
  );
  return r.rows;
}
