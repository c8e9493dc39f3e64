import type { OrgKind } from '@mp/core/contract';
import type { Db } from '../../db/types.ts';

/** Every SQL statement of roles. A role is always read within its organisation (org_kind, org_id). */

export interface Org {
  kind: OrgKind;
  id: string;
}

export interface RoleDbRow {
  id: string;
  name: string;
  description: string;
  is_admin: boolean;
  codes: string[];
  oper_count: string;
  created_at: Date;
  updated_at: Date;
  total?: string;
}

const ROLE_COLUMNS = `r.id, r.name, r.description, r.is_admin, r.created_at, r.updated_at,
  coalesce((select array_agg(p.code order by p.code) from role_permissions p where p.role_id = r.id), '{}') as codes,
  (select count(*) from operators o where o.role_id = r.id and o.status <> 'invalid') as oper_count`;

export async function listRoles(
  db: Db,
  org: Org,
  q: { namePattern: string | null; limit: number | null; offset: number },
): Promise<RoleDbRow[]> {
  const r = await db.query<RoleDbRow>(
    `select ${ROLE_COLUMNS}, count(*) over () as total
       from roles r
      where r.org_kind = $1 and r.org_id = $2 and r.status = 'normal'
        and ($3::text is null or r.name ilike $3)
      order by r.is_admin desc, r.id
      limit $4 offset $5`,
    [org.kind, org.id, q.namePattern, q.limit, q.offset],
  );
  return r.rows;
}

/** A live role of the organisation; another organisation's role is no role at all. */
export async function findRole(db: Db, org: Org, id: string): Promise<RoleDbRow | null> {
  const r = await db.query<RoleDbRow>(
    `select ${ROLE_COLUMNS} from roles r
      where r.id = $3 and r.org_kind = $1 and r.org_id = $2 and r.status = 'normal'`,
    [org.kind, org.id, id],
  );
  return r.rows[0] ?? null;
}

/** Serialises role writes of one organisation (name uniqueness, the in-use check of delete). */
export async function lockOrgRoles(db: Db, org: Org): Promise<void> {
  await db.query('select pg_advisory_xact_lock(hashtext($1))', [`roles|${org.kind}|${org.id}`]);
}

export async function roleNameTaken(
  db: Db,
  org: Org,
  name: string,
  exceptId: string | null,
): Promise<boolean> {
  const r = await db.query(
    `select 1 from roles where org_kind = $1 and org_id = $2 and status = 'normal'
        and lower(name) = lower($3) and ($4::bigint is null or id <> $4)`,
    [org.kind, org.id, name, exceptId],
  );
  return r.rows.length > 0;
}

export async function insertRole(
  db: Db,
  org: Org,
  role: { name: string; description: string; codes: readonly string[]; at: Date },
): Promise<string> {
  const r = await db.query<{ id: string }>(
    `insert into roles (org_kind, org_id, name, description, is_admin, created_at, updated_at)
     values ($1, $2, $3, $4, false, $5, $5) returning id`,
    [org.kind, org.id, role.name, role.description, role.at],
  );
  const id = String(r.rows[0].id);
  await setRoleCodes(db, id, role.codes);
  return id;
}

export async function setRoleCodes(db: Db, roleId: string, codes: readonly string[]): Promise<void> {
  await db.query('delete from role_permissions where role_id = $1', [roleId]);
  if (codes.length === 0) return;
  await db.query(
    'insert into role_permissions (role_id, code) select $1, c from unnest($2::text[]) as c on conflict do nothing',
    [roleId, [...codes]],
  );
}

export async function updateRole(
  db: Db,
  id: string,
  role: { name: string; description: string; codes: readonly string[]; at: Date },
): Promise<void> {
  await db.query('update roles set name = $2, description = $3, updated_at = $4 where id = $1', [
    id,
    role.name,
    role.description,
    role.at,
  ]);
  await setRoleCodes(db, id, role.codes);
}

export async function markRoleInvalid(db: Db, id: string, at: Date): Promise<void> {
  await db.query(`update roles set status = 'invalid', updated_at = $2 where id = $1`, [id, at]);
}

/**
 * The role of an operator (any kind, any status) of the organisation: `{ role_id }`, null when the organisation
 * has no such operator. Roles read the operators table here and in roleHolders only, so that roles never
 * need the operators module (which builds on roles: an operator holds a role).
 */
export async function operatorRole(
  db: Db,
  org: Org,
  operatorId: string,
): Promise<{ role_id: string | null } | null> {
  const r = await db.query<{ role_id: string | null }>(
    'select o.role_id from operators o where o.id = $3 and o.org_kind = $1 and o.org_id = $2',
    [org.kind, org.id, operatorId],
  );
  return r.rows[0] ?? null;
}

export async function roleHolders(db: Db, roleId: string): Promise<number> {
  const r = await db.query<{ n: string }>(
    `select count(*) as n from operators where role_id = $1 and status <> 'invalid'`,
    [roleId],
  );
  return Number(r.rows[0]?.n ?? 0);
}

export async function adminRoles(db: Db, org: Org): Promise<RoleDbRow[]> {
  const r = await db.query<RoleDbRow>(
    `select ${ROLE_COLUMNS} from roles r
      where r.org_kind = $1 and r.org_id = $2 and r.status = 'normal' and r.is_admin order by r.id`,
    [org.kind, org.id],
  );
  return r.rows;
}

export async function addRoleCodes(
  db: Db,
  roleId: string,
  codes: readonly string[],
  at: Date,
): Promise<void> {
  await db.query(
    'insert into role_permissions (role_id, code) select $1, c from unnest($2::text[]) as c on conflict do nothing',
    [roleId, [...codes]],
  );
  await db.query('update roles set updated_at = $2 where id = $1', [roleId, at]);
}
