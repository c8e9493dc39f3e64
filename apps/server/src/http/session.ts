import { createHash, randomBytes } from 'node:crypto';
import { isPermissionCode, type PermissionCode } from '@mp/core';
import { isCashierFunction } from '@mp/core/schemas/cashiers';
import type { Db } from '../db/types.ts';
import type { Operator, OrgKind } from './endpoint.ts';

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

interface Row {
  id: string;
  form_token: string;
  last_seen_at: Date;
  operator_id: string;
  org_kind: OrgKind;
  org_id: string;
  kind: Operator['kind'];
  login_name: string;
  name: string;
  role_id: string | null;
  status: string;
  allow_refund: boolean;
  must_change: boolean;
  codes: string[];
  store_ids: string[] | null;
  functions: string[];
}

/**
 * The operator's part of a session or job lookup (alias `o` = operators): role codes of a live role, the
 * permitted stores (null = all) and a cashier's functions.
 */
export const OPERATOR_GRANTS_SQL = `
       coalesce((select array_agg(rp.code order by rp.code)
                   from role_permissions rp join roles r on r.id = rp.role_id
                  where rp.role_id = o.role_id and r.status = 'normal'), '{}') as codes,
       case when o.store_scope = 'all' then null
            else coalesce((select array_agg(os.store_id::text order by os.store_id)
                             from operator_stores os where os.operator_id = o.id), '{}') end as store_ids,
       coalesce((select array_agg(cf.func order by cf.func)
                   from cashier_functions cf where cf.operator_id = o.id), '{}') as functions`;

/** A cashier's functions as the gates read them: the stored ones plus allow_refund from its switch. */
export function cashierFunctionsOf(row: {
  kind: Operator['kind'];
  allow_refund: boolean;
  functions: string[];
}): Operator['cashierFunctions'] {
  if (row.kind !== 'cashier') return null;
  const fns = row.functions.filter(isCashierFunction);
  return new Set(row.allow_refund ? [...fns, 'allow_refund' as const] : fns);
}

const LOAD_SQL = `
select s.id, s.form_token, s.last_seen_at,
       o.id as operator_id, o.org_kind, o.org_id, o.kind, o.login_name, o.name, o.role_id, o.status,
       o.allow_refund,
       (o.must_change_password or o.password_changed_at <= $2::timestamptz - make_interval(days => $3::int))
         as must_change,${OPERATOR_GRANTS_SQL}
  from sessions s join operators o on o.id = s.operator_id
 where s.id = $1 and s.ended_at is null`;

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
  const row = (await db.query<Row>(LOAD_SQL, [id, now, PASSWORD_MAX_AGE_DAYS])).rows[0];
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
      operator: {
        id: row.operator_id,
        orgKind: row.org_kind,
        orgId: row.org_id,
        kind: row.kind,
        loginName: row.login_name,
        name: row.name,
        roleId: row.role_id,
        codes: new Set(row.codes.filter(isPermissionCode) as PermissionCode[]),
        storeIds: row.store_ids,
        allowRefund: row.allow_refund,
        cashierFunctions: cashierFunctionsOf(row),
        mustChangePassword: row.must_change,
      },
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
