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

/**
 * The sessions a server process read, kept a few seconds (issue 31 point 5: the look-up was a database round
 * trip on every call, a quarter of a call's work). Kept only while the process listens to the database's
 * `mp_access:<schema>` channel (migration 0250): a statement that changes an operator, a role, its
 * permissions, stores, cashier functions, training, or ends a session notifies at its commit, and every
 * process forgets all it kept. A call that arrives after that commit reads the database again, in every
 * process, as before; only the notification's delivery (a millisecond on one machine) is added to the moment
 * a call that was already on its way could still see the old record, which was true before as well. An
 * entry is also read again after `ttlMs` (the password's age and the day's training deadline depend on the
 * time) and whenever the connection that listens is lost. The embedded database and a transaction pooler
 * (no LISTEN there) keep nothing.
 */
export class SessionCache {
  private readonly kept = new Map<string, { at: number; lastSeen: number; session: LiveSession }>();
  private listening = false;
  /** Moves at every notification: a read that began before it is not kept. */
  private epoch = 0;
  private stop: (() => Promise<void>) | null = null;

  constructor(
    readonly ttlMs = 5_000,
    private readonly max = 10_000,
  ) {}

  /** Starts listening when the database can; without, the cache stays off. */
  async start(db: Db): Promise<void> {
    if (!db.listen) return;
    const schema = (await db.query<{ s: string }>('select current_schema() as s')).rows[0]?.s ?? 'public';
    this.stop = await db.listen(
      `mp_access:${schema}`,
      () => this.forget(),
      (on) => {
        this.forget();
        this.listening = on;
      },
    );
  }

  async close(): Promise<void> {
    this.listening = false;
    this.forget();
    await this.stop?.();
  }

  get active(): boolean {
    return this.listening;
  }

  /**
   * After a handler: a call that may have changed who can do what (any call that mutates, and sign-in,
   * sign-out and the password's calls) is not answered before this process forgot the sessions it kept,
   * since the database's notice of it may come a moment later.
   */
  afterCall(call: { mutates: boolean; access: string }): void {
    if (call.mutates || call.access !== 'session') this.forget();
  }

  forget(): void {
    this.epoch++;
    this.kept.clear();
  }

  mark(): number {
    return this.epoch;
  }

  get(id: string, now: number) {
    if (!this.listening) return undefined;
    const e = this.kept.get(id);
    if (!e) return undefined;
    if (now - e.at >= this.ttlMs || now < e.at) {
      this.kept.delete(id);
      return undefined;
    }
    return e;
  }

  put(id: string, mark: number, now: number, lastSeen: number, session: LiveSession): void {
    if (!this.listening || mark !== this.epoch) return;
    if (this.kept.size >= this.max) this.kept.delete(this.kept.keys().next().value as string);
    this.kept.set(id, { at: now, lastSeen, session });
  }

  drop(id: string): void {
    this.kept.delete(id);
  }
}

/** Writes last_seen_at when the last write is a minute old or more; answers the last seen time now known. */
async function touch(db: Db, id: string, now: Date, lastSeen: number): Promise<number> {
  if (now.getTime() - lastSeen < TOUCH_INTERVAL_MS) return lastSeen;
  await db.query('update sessions set last_seen_at = $2 where id = $1 and last_seen_at < $2', [id, now]);
  return now.getTime();
}

/** The live session of a cookie value; an idle or orphaned one is ended on the way. */
export async function lookupSession(
  db: Db,
  cookieValue: string | undefined,
  now: Date,
  idleTimeoutMin: number,
  cache?: SessionCache,
): Promise<SessionLookup> {
  if (cookieValue === undefined || cookieValue === '') return { state: 'none' };
  if (!COOKIE_VALUE.test(cookieValue)) return { state: 'invalid', reason: 'malformed' };
  const id = sessionIdOfCookie(cookieValue);
  const t = now.getTime();
  const kept = cache?.get(id, t);
  if (kept) {
    // The same rules as below, on the kept record: idle is judged from the last time any call was seen.
    if (t - kept.lastSeen > idleTimeoutMin * 60_000) {
      cache?.drop(id);
    } else {
      kept.lastSeen = await touch(db, id, now, kept.lastSeen);
      return { state: 'live', session: kept.session };
    }
  }
  const mark = cache?.mark() ?? 0;
  const row = (await db.query<Row>(LOAD_SQL, [id, now, PASSWORD_MAX_AGE_DAYS, todayYmd(now)])).rows[0];
  if (!row) return { state: 'invalid', reason: 'unknown' };
  const idleMs = t - row.last_seen_at.getTime();
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
  const lastSeen = await touch(db, id, now, row.last_seen_at.getTime());
  const session: LiveSession = {
    id,
    formToken: row.form_token,
    operator: operatorOfRow(row, { mustChangePassword: row.must_change, trainingDue: row.training_due }),
  };
  cache?.put(id, mark, t, lastSeen, session);
  return { state: 'live', session };
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

/** The session of a request's cookies, with the process's database, idle time-out and session cache. */
export function sessionOfRequest(
  p: { db: Db; config: { idleTimeoutMin: number }; sessions: SessionCache },
  cookies: Record<string, string | undefined>,
  now: Date,
): Promise<SessionLookup> {
  return lookupSession(p.db, cookies[SESSION_COOKIE], now, p.config.idleTimeoutMin, p.sessions);
}
