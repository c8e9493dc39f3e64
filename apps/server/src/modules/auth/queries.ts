import type { OrgKind } from '@mp/core/contract';
import type { Db } from '../../db/types.ts';

/** Every SQL statement of the auth module. Callers pass times from ports.clock, never SQL now(). */

export interface OperatorAuthRow {
  id: string;
  org_kind: OrgKind;
  org_id: string;
  login_name: string;
  name: string;
  kind: 'admin' | 'operator' | 'cashier';
  role_id: string | null;
  role_name: string;
  status: 'normal' | 'invalid' | 'locked';
  password_hash: string;
  password_changed_at: Date;
  must_change_password: boolean;
  failed_tries: number;
  locked_until: Date | null;
  last_login_at: Date | null;
  phone_area: string;
  phone: string;
  email: string;
  allow_refund: boolean;
  pay_password_set: boolean;
  /** A cashier's stored functions (allow_refund is the switch above). */
  functions: string[];
}

const OPERATOR_COLUMNS = `o.id, o.org_kind, o.org_id, o.login_name, o.name, o.kind, o.role_id,
  coalesce(r.name, '') as role_name, o.status, o.password_hash, o.password_changed_at, o.must_change_password,
  o.failed_tries, o.locked_until, o.last_login_at, o.phone_area, o.phone, o.email, o.allow_refund,
  o.pay_password_hash is not null as pay_password_set,
  coalesce((select array_agg(cf.func order by cf.func) from cashier_functions cf where cf.operator_id = o.id),
           '{}') as functions`;

export async function findOperatorByLoginName(db: Db, loginName: string): Promise<OperatorAuthRow | null> {
  const r = await db.query<OperatorAuthRow>(
    `select ${OPERATOR_COLUMNS} from operators o left join roles r on r.id = o.role_id
      where lower(o.login_name) = lower($1)`,
    [loginName],
  );
  return r.rows[0] ?? null;
}

export async function findOperatorById(db: Db, id: string): Promise<OperatorAuthRow | null> {
  const r = await db.query<OperatorAuthRow>(
    `select ${OPERATOR_COLUMNS} from operators o left join roles r on r.id = o.role_id where o.id = $1`,
    [id],
  );
  return r.rows[0] ?? null;
}

/** Codes of a live role; a role marked invalid grants nothing. */
export async function roleCodes(db: Db, roleId: string | null): Promise<string[]> {
  if (!roleId) return [];
  const r = await db.query<{ code: string }>(
    `select p.code from role_permissions p join roles r on r.id = p.role_id
      where p.role_id = $1 and r.status = 'normal' order by p.code`,
    [roleId],
  );
  return r.rows.map((x) => x.code);
}

export interface OrgInfo {
  no: string;
  name: string;
  short_name: string;
  contact_email: string;
  contact_phone: string;
}

export async function findOrg(db: Db, kind: OrgKind, id: string): Promise<OrgInfo | null> {
  const sql = {
    merchant:
      'select mer_no as no, name, short_name, contact_email, contact_phone from merchants where id = $1',
    service:
      'select agt_no as no, name, short_name, contact_email, contact_phone from service_providers where id = $1',
    group:
      'select group_no as no, name, short_name, contact_email, contact_phone from merchant_groups where id = $1',
    provider:
      'select provider_no as no, name, short_name, contact_email, contact_phone from providers where id = $1',
  }[kind];
  const r = await db.query<OrgInfo>(sql, [id]);
  return r.rows[0] ?? null;
}

/** E-mail and phone of the organisation's administrator (the first admin operator, by id). */
export async function findOrgAdminContact(
  db: Db,
  kind: OrgKind,
  orgId: string,
): Promise<{ email: string; phone: string } | null> {
  const r = await db.query<{ email: string; phone: string }>(
    `select email, phone from operators where org_kind = $1 and org_id = $2 and kind = 'admin'
      order by id limit 1`,
    [kind, orgId],
  );
  return r.rows[0] ?? null;
}

/** Lifts a lock whose 30 minutes have passed; true when it did. */
export async function unlockIfExpired(db: Db, id: string, now: Date): Promise<boolean> {
  const r = await db.query(
    `update operators set status = case when status = 'locked' then 'normal' else status end,
        failed_tries = 0, locked_until = null, updated_at = $2
      where id = $1 and locked_until is not null and locked_until <= $2`,
    [id, now],
  );
  return r.rowCount > 0;
}

/**
 * Counts a wrong password in one statement (concurrent wrong tries cannot both read 4), and locks at
 * maxTries. Right-hand sides of SET read the old row, hence `failed_tries + 1` in the conditions.
 */
export async function recordFailedLogin(
  db: Db,
  id: string,
  maxTries: number,
  lockUntil: Date,
  now: Date,
): Promise<{ failed_tries: number; locked: boolean }> {
  const r = await db.query<{ failed_tries: number; status: string }>(
    `update operators set failed_tries = failed_tries + 1,
        status = case when failed_tries + 1 >= $2 then 'locked' else status end,
        locked_until = case when failed_tries + 1 >= $2 then $3::timestamptz else locked_until end,
        updated_at = $4
      where id = $1 returning failed_tries, status`,
    [id, maxTries, lockUntil, now],
  );
  const row = r.rows[0];
  return { failed_tries: Number(row?.failed_tries ?? 0), locked: row?.status === 'locked' };
}

export async function recordSuccessfulLogin(
  db: Db,
  id: string,
  at: Date,
  ip: string,
  mustChange: boolean,
): Promise<void> {
  await db.query(
    `update operators set failed_tries = 0, locked_until = null, last_login_at = $2, last_login_ip = $3,
        must_change_password = must_change_password or $4, updated_at = $2
      where id = $1`,
    [id, at, ip, mustChange],
  );
}

/** The newest `limit` hashes of a password kind, newest first. */
export async function passwordHistory(
  db: Db,
  operatorId: string,
  kind: 'login' | 'pay',
  limit: number,
): Promise<string[]> {
  const r = await db.query<{ hash: string }>(
    `select hash from password_history where operator_id = $1 and kind = $2
      order by created_at desc, id desc limit $3`,
    [operatorId, kind, limit],
  );
  return r.rows.map((x) => x.hash);
}

/**
 * Replaces the login password. Like the seed, the history records every password set, the current one
 * included. The change clock restarts, a pending forced change is done, and any lock is lifted (a reset
 * proves who the user is).
 */
export async function replaceLoginPassword(
  db: Db,
  operatorId: string,
  newHash: string,
  at: Date,
): Promise<void> {
  await writeLoginPassword(db, operatorId, newHash, at, false);
}

/**
 * Stores a new login password and keeps it in the password history; a lock from failed sign-ins is lifted.
 * `mustChange`: a password set by someone else (a reset), to be changed at the next sign-in.
 */
export async function writeLoginPassword(
  db: Db,
  operatorId: string,
  newHash: string,
  at: Date,
  mustChange: boolean,
): Promise<void> {
  await db.query(
    `insert into password_history (operator_id, kind, hash, created_at) values ($1, 'login', $2, $3)`,
    [operatorId, newHash, at],
  );
  await db.query(
    `update operators set password_hash = $2, password_changed_at = $3, must_change_password = $4,
        failed_tries = 0, locked_until = null,
        status = case when status = 'locked' then 'normal' else status end, updated_at = $3
      where id = $1`,
    [operatorId, newHash, at, mustChange],
  );
}

/** Ends the operator's live sessions, except `keepSessionId` when given. */
export async function endOperatorSessions(
  db: Db,
  operatorId: string,
  reason: string,
  at: Date,
  keepSessionId: string | null,
): Promise<number> {
  const r = await db.query(
    `update sessions set ended_at = $3, end_reason = $2
      where operator_id = $1 and ended_at is null and ($4::text is null or id <> $4)`,
    [operatorId, reason, at, keepSessionId],
  );
  return r.rowCount;
}

// One-time codes (sms_codes): verification codes sent by SMS or mail, and password-reset tokens.

export interface CodeRow {
  id: string;
  scene: string;
  channel: 'sms' | 'mail';
  target: string;
  operator_id: string | null;
  code_hash: string;
  tries: number;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}

/**
 * Serialises code requests for one target inside the caller's transaction, so two concurrent requests
 * cannot both pass the resend interval.
 */
export async function lockCodeTarget(db: Db, scene: string, target: string): Promise<void> {
  await db.query('select pg_advisory_xact_lock(hashtext($1))', [`${scene}|${target}`]);
}

export async function latestCode(db: Db, scene: string, target: string): Promise<CodeRow | null> {
  const r = await db.query<CodeRow>(
    `select id, scene, channel, target, operator_id, code_hash, tries, expires_at, used_at, created_at
       from sms_codes where scene = $1 and target = $2 order by created_at desc, id desc limit 1`,
    [scene, target],
  );
  return r.rows[0] ?? null;
}

export async function findCode(db: Db, id: string, scene: string): Promise<CodeRow | null> {
  const r = await db.query<CodeRow>(
    `select id, scene, channel, target, operator_id, code_hash, tries, expires_at, used_at, created_at
       from sms_codes where id = $1 and scene = $2`,
    [id, scene],
  );
  return r.rows[0] ?? null;
}

/** Inserts a code row; its hash is bound to the row id, so the caller sets it with setCodeHash. */
export async function insertCode(
  db: Db,
  row: {
    scene: string;
    channel: 'sms' | 'mail';
    target: string;
    operatorId: string | null;
    expiresAt: Date;
    at: Date;
  },
): Promise<string> {
  const r = await db.query<{ id: string }>(
    `insert into sms_codes (scene, channel, target, operator_id, code_hash, expires_at, created_at)
      values ($1, $2, $3, $4, '', $5, $6) returning id`,
    [row.scene, row.channel, row.target, row.operatorId, row.expiresAt, row.at],
  );
  return String(r.rows[0].id);
}

export async function setCodeHash(db: Db, id: string, codeHash: string): Promise<void> {
  await db.query('update sms_codes set code_hash = $2 where id = $1', [id, codeHash]);
}

/** Takes one try of a live code; null when the code is used, expired or out of tries. */
export async function claimCodeTry(db: Db, id: string, maxTries: number, now: Date): Promise<number | null> {
  const r = await db.query<{ tries: number }>(
    `update sms_codes set tries = tries + 1
      where id = $1 and used_at is null and tries < $2 and expires_at > $3 returning tries`,
    [id, maxTries, now],
  );
  return r.rows[0] ? Number(r.rows[0].tries) : null;
}

/** Marks a code used; false when someone else used it first. */
export async function markCodeUsed(db: Db, id: string, at: Date): Promise<boolean> {
  const r = await db.query('update sms_codes set used_at = $2 where id = $1 and used_at is null', [id, at]);
  return r.rowCount > 0;
}
