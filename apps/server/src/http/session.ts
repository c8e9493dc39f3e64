import { createHash, randomBytes } from 'node:crypto';
import { todayYmd } from '@mp/core/time';
import { prepared } from '../db/prepared.ts';
import type { Db } from '../db/types.ts';
import type { Operator } from '../kernel/context.ts';
import { OPERATOR_RECORD_SQL, type OperatorRecordRow, operatorOfRow } from './operator-record.ts';
import { trainingDueSql } from './training-due.ts';

/**
 * Server-side sessions (table `sessions`). The browser holds only a random cookie value; the row's id is
 * its SHA-256, so a leaked database cannot be replayed as cookies. Every call reads the row (one indexed
 * query with the operator, role codes and stores), so a logout, a role change or a deleted operator
 * takes effect at once, in every server process.
 */
export const SESSION_COOKIE = 'MPSID';
/** last_seen_at is written at most this often. */
export const TOUCH_INTERVAL_MS = 60_000;
/** The password must be changed when the last change is this old (spec point 9: every 90 days). */
export const PASSWORD_MAX_AGE_DAYS = 90;

const COOKIE_VALUE = /^[A-Za-z0-9_-]{43}$/;

export function sessionIdOfCookie(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export interface LiveSession {
  id: string;
  formToken: string;
  operator: Operator;
}

export type SessionLookup =
  | { state: 'none' }
  | { state: 'invalid'; reason: string }
  | { state: 'live'; session: LiveSession };

interface Row extends OperatorRecordRow {
  id: string;
  form_token: string;
  last_seen_at: Date;
  must_change: boolean;
  training_due: boolean;
}

const LOAD_SQL = prepared(`
select s.id, s.form_token, s.last_seen_at,
       (o.must_change_password or o.password_changed_at <= $2::timestamptz - make_interval(days => $3::int))
         as must_change,
       ${trainingDueSql('$4')} as training_due,
       ${OPERATOR_RECORD_SQL}
  from sessions s join operators o on o.id = s.operator_id
 where s.id = $1 and s.ended_at is null`);

export async function endSessionRow(db: Db, id: string, reason: string, now: Date): Promise<void> {
  await db.query('update sessions set ended_at = $2, end_reason = $3 where id = $1 and ended_at is null', [
    id,
    now,
    reason,
  ]);
}

/** The live session of a cookie value; an idle or orphaned one is ended on the way. */
export async function lookupSession(
  db: Db,
  cookieValue: string | undefined,
  now: Date,
  idleTimeoutMin: number,
): Promise<SessionLookup> {
  if (cookieValue === undefined || cookieValue === '') return { state: 'none' };
  if (!COOKIE_VALUE.test(cookieValue)) return { state: 'invalid', reason: 'malformed' };
  const id = sessionIdOfCookie(cookieValue);
  const row = (await db.query<Row>(LOAD_SQL, [id, now, PASSWORD_MAX_AGE_DAYS, todayYmd(now)])).rows[0];
  if (!row) return { state: 'invalid', reason: 'unknown' };
  const idleMs = now.getTime() - row.last_seen_at.getTime();
  if (idleMs > idleTimeoutMin * 60_000) {
    await endSessionRow(db, id, 'idle', now);
    return { state: 'invalid', reason: 'idle' };
  }
  // A deleted operator loses the session. A lock (5 wrong passwords elsewhere) does not: otherwise anyone
  // could sign a working person out by mistyping their password.
  if (row.status === 'invalid') {
    await endSessionRow(db, id, 'operator deleted', now);
    return { state: 'invalid', reason: 'operator' };
  }
  if (idleMs >= TOUCH_INTERVAL_MS) {
    await db.query('update sessions set last_seen_at = $2 where id = $1 and last_seen_at < $2', [id, now]);
  }
  return {
    state: 'live',
    session: {
      id,
      formToken: row.form_token,
      operator: operatorOfRow(row, { mustChangePassword: row.must_change, trainingDue: row.training_due }),
    },
  };
}

export interface NewSession {
  cookieValue: string;
  id: string;
  formToken: string;
}

export async function createSessionRow(
  db: Db,
  operatorId: string,
  client: { ip: string; userAgent: string },
  now: Date,
): Promise<NewSession> {
  const cookieValue = randomBytes(32).toString('base64url');
  const id = sessionIdOfCookie(cookieValue);
  const formToken = randomBytes(24).toString('base64url');
  await db.query(
    `insert into sessions (id, operator_id, form_token, ip, user_agent, created_at, last_seen_at)
     values ($1, $2, $3, $4, $5, $6, $6)`,
    [id, operatorId, formToken, client.ip.slice(0, 64), client.userAgent.slice(0, 512), now],
  );
  return { cookieValue, id, formToken };
}
