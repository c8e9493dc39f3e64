import type { Db } from '../../db/types.ts';
import { insertOperator } from '../operators/index.ts';

/** Every SQL statement of the staff module. Callers pass times from ports.clock, never SQL now(). */

export const PROVIDER_ID = '1';

export interface FactorRow {
  operator_id: string;
  secret: string;
  enrolled_at: Date | null;
  ticket_hash: string | null;
  ticket_expires_at: Date | null;
  last_step: string;
}

export async function factorOf(db: Db, operatorId: string, lock = false): Promise<FactorRow | null> {
  const r = await db.query<FactorRow>(
    `select operator_id, secret, enrolled_at, ticket_hash, ticket_expires_at, last_step::text as last_step
       from staff_factors where operator_id = $1${lock ? ' for update' : ''}`,
    [operatorId],
  );
  return r.rows[0] ?? null;
}

export async function factorByTicket(db: Db, ticketHash: string): Promise<FactorRow | null> {
  const r = await db.query<FactorRow>(
    `select operator_id, secret, enrolled_at, ticket_hash, ticket_expires_at, last_step::text as last_step
       from staff_factors where ticket_hash = $1 for update`,
    [ticketHash],
  );
  return r.rows[0] ?? null;
}

/** A pending factor (a new secret and ticket), replacing any pending one; an enrolled factor is kept. */
export async function savePendingFactor(
  db: Db,
  f: { operatorId: string; secret: string; ticketHash: string; expiresAt: Date; at: Date },
): Promise<void> {
  await db.query(
    `insert into staff_factors (operator_id, secret, ticket_hash, ticket_expires_at, created_at)
     values ($1, $2, $3, $4, $5)
     on conflict (operator_id) do update set secret = $2, ticket_hash = $3, ticket_expires_at = $4, created_at = $5
      where staff_factors.enrolled_at is null`,
    [f.operatorId, f.secret, f.ticketHash, f.expiresAt, f.at],
  );
}

/** Takes a time step as used: false when it (or a later one) was used already (a replay). */
export async function spendStep(db: Db, operatorId: string, step: number): Promise<boolean> {
  const r = await db.query(
    'update staff_factors set last_step = $2 where operator_id = $1 and last_step < $2',
    [operatorId, step],
  );
  return (r.rowCount ?? 0) === 1;
}

export async function markEnrolled(db: Db, operatorId: string, at: Date): Promise<void> {
  await db.query(
    'update staff_factors set enrolled_at = $2, ticket_hash = null, ticket_expires_at = null where operator_id = $1',
    [operatorId, at],
  );
}

export async function replaceRecoveryCodes(
  db: Db,
  operatorId: string,
  hashes: string[],
  at: Date,
): Promise<void> {
  await db.query('delete from staff_recovery_codes where operator_id = $1', [operatorId]);
  await db.query(
    `insert into staff_recovery_codes (operator_id, code_hash, created_at)
     select $1, h, $3 from unnest($2::text[]) as h`,
    [operatorId, hashes, at],
  );
}

/** Spends a recovery code: false when it is not one of the person's unused codes. */
export async function spendRecoveryCode(
  db: Db,
  operatorId: string,
  hash: string,
  at: Date,
): Promise<boolean> {
  const r = await db.query(
    `update staff_recovery_codes set used_at = $3
      where id = (select id from staff_recovery_codes
                   where operator_id = $1 and code_hash = $2 and used_at is null limit 1)
        and used_at is null`,
    [operatorId, hash, at],
  );
  return (r.rowCount ?? 0) === 1;
}

export async function recoveryCodesLeft(db: Db, operatorId: string): Promise<number> {
  const r = await db.query<{ n: string }>(
    'select count(*) as n from staff_recovery_codes where operator_id = $1 and used_at is null',
    [operatorId],
  );
  return Number(r.rows[0].n);
}

export async function removeFactor(db: Db, operatorId: string): Promise<void> {
  await db.query('delete from staff_recovery_codes where operator_id = $1', [operatorId]);
  await db.query('delete from staff_factors where operator_id = $1', [operatorId]);
}

export interface StaffDbRow {
  id: string;
  login_name: string;
  name: string;
  email: string;
  status: 'normal' | 'invalid' | 'locked';
  locked_until: Date | null;
  staff_role: string;
  enrolled_at: Date | null;
  recovery_left: string;
  last_login_at: Date | null;
  created_at: Date;
  total: string;
}

export async function staffPage(
  db: Db,
  f: { keyword: string; role: string; status: string; limit: number; offset: number },
): Promise<StaffDbRow[]> {
  const r = await db.query<StaffDbRow>(
    `select o.id, o.login_name, o.name, o.email, o.status, o.locked_until, r.staff_role, sf.enrolled_at,
            (select count(*) from staff_recovery_codes c where c.operator_id = o.id and c.used_at is null)::text
              as recovery_left,
            o.last_login_at, o.created_at, count(*) over ()::text as total
       from operators o join roles r on r.id = o.role_id
       left join staff_factors sf on sf.operator_id = o.id
      where o.org_kind = 'provider' and o.org_id = $1
        and ($2 = '' or strpos(lower(o.login_name), lower($2)) > 0 or strpos(lower(o.name), lower($2)) > 0)
        and ($3 = '' or r.staff_role = $3)
        and ($4 = '' or o.status = $4)
      order by o.id limit $5 offset $6`,
    [PROVIDER_ID, f.keyword, f.role, f.status, f.limit, f.offset],
  );
  return r.rows;
}

export async function staffById(db: Db, id: string): Promise<StaffDbRow | null> {
  const r = await db.query<StaffDbRow>(
    `select o.id, o.login_name, o.name, o.email, o.status, o.locked_until, r.staff_role, null as enrolled_at,
            '0' as recovery_left, o.last_login_at, o.created_at, '1' as total
       from operators o join roles r on r.id = o.role_id
      where o.id = $1 and o.org_kind = 'provider' and o.org_id = $2 for update of o`,
    [id, PROVIDER_ID],
  );
  return r.rows[0] ?? null;
}

export async function roleIdOf(db: Db, staffRole: string): Promise<string> {
  const r = await db.query<{ id: string }>('select id::text as id from roles where staff_role = $1', [
    staffRole,
  ]);
  return r.rows[0].id;
}

export async function updateStaff(
  db: Db,
  id: string,
  f: { name?: string; email?: string; roleId?: string; status?: string },
  at: Date,
): Promise<void> {
  await db.query(
    `update operators set name = coalesce($2, name), email = coalesce($3, email), role_id = coalesce($4::bigint, role_id),
            status = coalesce($5, status), updated_at = $6
      where id = $1`,
    [id, f.name ?? null, f.email ?? null, f.roleId ?? null, f.status ?? null, at],
  );
}

export interface TokenDbRow {
  id: string;
  name: string;
  scopes: string[];
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
}

export async function tokensOf(db: Db, operatorId: string): Promise<TokenDbRow[]> {
  const r = await db.query<TokenDbRow>(
    `select id::text as id, name, scopes, created_at, expires_at, revoked_at, last_used_at
       from staff_tokens where operator_id = $1 order by id desc limit 100`,
    [operatorId],
  );
  return r.rows;
}

export async function insertToken(
  db: Db,
  t: { operatorId: string; name: string; hash: string; scopes: string[]; at: Date; expiresAt: Date },
): Promise<string> {
  const r = await db.query<{ id: string }>(
    `insert into staff_tokens (operator_id, name, token_hash, scopes, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6) returning id::text as id`,
    [t.operatorId, t.name, t.hash, t.scopes, t.at, t.expiresAt],
  );
  return r.rows[0].id;
}

export async function revokeToken(db: Db, operatorId: string, tokenId: string, at: Date): Promise<boolean> {
  const r = await db.query(
    'update staff_tokens set revoked_at = $3 where id = $2 and operator_id = $1 and revoked_at is null',
    [operatorId, tokenId, at],
  );
  return (r.rowCount ?? 0) === 1;
}

export async function revokeAllTokens(db: Db, operatorId: string, at: Date): Promise<void> {
  await db.query('update staff_tokens set revoked_at = $2 where operator_id = $1 and revoked_at is null', [
    operatorId,
    at,
  ]);
}

export interface TokenOwnerRow {
  token_id: string;
  scopes: string[];
  operator_id: string;
}

/** A live token's owner (an active staff member), marking the token used. */
export async function useToken(db: Db, hash: string, at: Date): Promise<TokenOwnerRow | null> {
  const r = await db.query<TokenOwnerRow>(
    `update staff_tokens t set last_used_at = $2
       from operators o
      where t.token_hash = $1 and t.revoked_at is null and t.expires_at > $2
        and o.id = t.operator_id and o.org_kind = 'provider' and o.status = 'normal'
      returning t.id::text as token_id, t.scopes, t.operator_id::text as operator_id`,
    [hash, at],
  );
  return r.rows[0] ?? null;
}

/** A staff member of the provider, of one role, with a temporary (or the demo) password hash. */
export async function insertStaff(
  db: Db,
  s: {
    loginName: string;
    name: string;
    email: string;
    role: string;
    passwordHash: string;
    createdBy: string | null;
    at: Date;
  },
): Promise<string> {
  return insertOperator(db, {
    org: { kind: 'provider', id: PROVIDER_ID },
    kind: 'operator',
    loginName: s.loginName,
    name: s.name,
    roleId: await roleIdOf(db, s.role),
    phoneArea: '+853',
    phone: '',
    email: s.email,
    status: 'normal',
    storeScope: 'all',
    allowRefund: false,
    passwordHash: s.passwordHash,
    createdBy: s.createdBy,
    at: s.at,
  });
}
