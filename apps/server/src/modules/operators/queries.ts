import type { OrgKind } from '@mp/core/contract';
import type { Db } from '../../db/types.ts';
import { writeLoginPassword } from '../auth/index.ts';

/** Every SQL statement of operators. An operator is always read within the caller's organisation. */

export interface Org {
  kind: OrgKind;
  id: string;
}

/** A person's row as the lists of operators and of cashiers read it (total: the count of the whole list). */
export interface PersonDbRow {
  id: string;
  login_name: string;
  name: string;
  role_id: string | null;
  role_name: string;
  phone_area: string;
  phone: string;
  email: string;
  status: 'normal' | 'invalid' | 'locked';
  last_login_at: Date | null;
  created_at: Date;
  updated_at: Date;
  total?: string;
}

export interface OperatorDbRow extends PersonDbRow {
  kind: 'admin' | 'operator' | 'cashier';
  locked_until: Date | null;
  must_change_password: boolean;
}

const COLUMNS = `o.id, o.login_name, o.name, o.kind, o.role_id, coalesce(r.name, '') as role_name, o.phone_area,
  o.phone, o.email, o.status, o.locked_until, o.must_change_password, o.last_login_at, o.created_at, o.updated_at`;

/** What a list of people (operators, cashiers) is filtered by (ILIKE patterns) and its page. */
export interface PeopleFilter {
  loginPattern: string | null;
  namePattern: string | null;
  status: string | null;
  limit: number;
  offset: number;
}

/** Administrators and operators (cashiers have their own list), deleted ones only when asked for. */
export async function listOperators(
  db: Db,
  org: Org,
  q: PeopleFilter & { roleId: string | null },
): Promise<OperatorDbRow[]> {
  const r = await db.query<OperatorDbRow>(
    `select ${COLUMNS}, count(*) over () as total
       from operators o left join roles r on r.id = o.role_id
      where o.org_kind = $1 and o.org_id = $2 and o.kind <> 'cashier'
        and ($3::text is null or o.login_name ilike $3)
        and ($4::text is null or o.name ilike $4)
        and (case when $5::text is null then o.status <> 'invalid' else o.status = $5 end)
        and ($6::bigint is null or o.role_id = $6)
      order by (o.kind = 'admin') desc, o.id
      limit $7 offset $8`,
    [org.kind, org.id, q.loginPattern, q.namePattern, q.status, q.roleId, q.limit, q.offset],
  );
  return r.rows;
}

/** An operator (any kind) of the organisation; another organisation's operator is no operator at all. */
export async function findOperator(db: Db, org: Org, id: string): Promise<OperatorDbRow | null> {
  const r = await db.query<OperatorDbRow>(
    `select ${COLUMNS} from operators o left join roles r on r.id = o.role_id
      where o.id = $3 and o.org_kind = $1 and o.org_id = $2`,
    [org.kind, org.id, id],
  );
  return r.rows[0] ?? null;
}

/** Login names are unique across the platform, case-insensitively (docs/decisions.md, "Login"). */
export async function loginNameTaken(db: Db, loginName: string): Promise<boolean> {
  const r = await db.query('select 1 from operators where lower(login_name) = lower($1)', [loginName]);
  return r.rows.length > 0;
}

export interface NewOperator {
  org: Org;
  kind: 'operator' | 'cashier';
  loginName: string;
  name: string;
  roleId: string;
  phoneArea: string;
  phone: string;
  email: string;
  status: 'normal' | 'locked';
  storeScope: 'all' | 'stores';
  allowRefund: boolean;
  passwordHash: string;
  createdBy: string | null;
  at: Date;
}

/** Inserts an operator whose password must be changed at first sign-in; the hash goes to the history too. */
export async function insertOperator(db: Db, o: NewOperator): Promise<string> {
  const r = await db.query<{ id: string }>(
    `insert into operators (org_kind, org_id, login_name, name, kind, role_id, email, phone, phone_area, status,
        store_scope, allow_refund, password_hash, password_changed_at, must_change_password, created_by,
        created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, true, $15, $14, $14) returning id`,
    [
      o.org.kind,
      o.org.id,
      o.loginName,
      o.name,
      o.kind,
      o.roleId,
      o.email,
      o.phone,
      o.phoneArea,
      o.status,
      o.storeScope,
      o.allowRefund,
      o.passwordHash,
      o.at,
      o.createdBy,
    ],
  );
  const id = String(r.rows[0].id);
  await db.query(
    `insert into password_history (operator_id, kind, hash, created_at) values ($1, 'login', $2, $3)`,
    [id, o.passwordHash, o.at],
  );
  return id;
}

export async function updateOperatorFields(
  db: Db,
  id: string,
  f: {
    name: string;
    roleId: string | null;
    phoneArea: string;
    phone: string;
    email: string;
    status: 'normal' | 'invalid' | 'locked';
    at: Date;
  },
): Promise<void> {
  await db.query(
    `update operators set name = $2, role_id = $3, phone_area = $4, phone = $5, email = $6,
        status = $7, updated_at = $8,
        failed_tries = case when $7 = 'normal' and status = 'locked' then 0 else failed_tries end,
        locked_until = case when $7 = 'normal' and status = 'locked' then null else locked_until end
      where id = $1`,
    [id, f.name, f.roleId, f.phoneArea, f.phone, f.email, f.status, f.at],
  );
}

export async function setOperatorStatus(
  db: Db,
  id: string,
  status: 'normal' | 'invalid' | 'locked',
  at: Date,
): Promise<void> {
  await db.query(
    `update operators set status = $2, updated_at = $3,
        failed_tries = case when $2 = 'normal' then 0 else failed_tries end,
        locked_until = case when $2 = 'normal' then null else locked_until end
      where id = $1`,
    [id, status, at],
  );
}

/**
 * A password set by someone else (a reset): the operator must change it at the next sign-in. A lock from
 * failed sign-ins is lifted, since the new password is what the operator will now try.
 */
export async function setTemporaryPassword(db: Db, id: string, hash: string, at: Date): Promise<void> {
  await writeLoginPassword(db, id, hash, at, true);
}

/** True for a PostgreSQL unique violation (two requests racing for one login name). */
export function isUniqueViolation(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: string }).code === '23505';
}
