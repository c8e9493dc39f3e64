import type { Db } from '../../db/types.ts';

// Every SQL statement of the read grants. A grant's status is derived from the clock given: expiry is
// read at each use, never written by a job.

export interface GrantDbRow {
  id: string;
  grant_no: string;
  merchant_id: string;
  agent_id: string;
  mer_no: string;
  mer_name: string;
  agt_no: string;
  agent_name: string;
  scopes: string[];
  valid_until: Date;
  status: 'ACTIVE' | 'EXPIRED' | 'REVOKED';
  created_at: Date;
  created_by: string;
  revoked_at: Date | null;
  use_count: string;
  last_used_at: Date | null;
  total?: string;
}

const STATUS = `case when g.revoked_at is not null then 'REVOKED'
                     when g.valid_until <= $1 then 'EXPIRED' else 'ACTIVE' end`;

const GRANT_SELECT = `select g.id, g.grant_no, g.merchant_id, g.agent_id, m.mer_no, m.name as mer_name, p.agt_no,
         p.name as agent_name, g.scopes, g.valid_until, ${STATUS} as status, g.created_at,
         o.login_name as created_by, g.revoked_at,
         (select count(*) from data_grant_uses u where u.grant_id = g.id) as use_count,
         (select max(u.at) from data_grant_uses u where u.grant_id = g.id) as last_used_at
    from data_grants g
    join merchants m on m.id = g.merchant_id
    join service_providers p on p.id = g.agent_id
    join operators o on o.id = g.created_by`;

/**
 * The grants of a merchant (`of.kind` merchant) or given to a provider (service), newest first. A provider
 * sees only the grants of merchants still its sub-merchants (a merchant that moved to another agent is no
 * longer its business).
 */
export async function grantsOf(
  db: Db,
  of: { kind: 'merchant' | 'service'; id: string },
  q: { now: Date; status: string | null; limit: number; offset: number },
): Promise<GrantDbRow[]> {
  const scope =
    of.kind === 'merchant'
      ? 'g.merchant_id = $2'
      : 'g.agent_id = $2 and exists (select 1 from merchants s where s.id = g.merchant_id and s.agent_id = $2)';
  const r = await db.query<GrantDbRow>(
    `select * from (${GRANT_SELECT} where ${scope}) x
      where $3::text is null or x.status = $3
      order by x.created_at desc, x.id desc limit $4 offset $5`,
    [q.now, of.id, q.status, q.limit, q.offset],
  );
  const n = await db.query<{ n: string }>(
    `select count(*) as n from data_grants g where ${scope} and ($3::text is null or ${STATUS} = $3)`,
    [q.now, of.id, q.status],
  );
  return r.rows.map((row) => ({ ...row, total: n.rows[0].n }));
}

/** One grant of a merchant by its number (locked for a change when `forUpdate`); another's is null. */
export async function grantOfMerchant(
  db: Db,
  merchantId: string,
  grantNo: string,
  now: Date,
  forUpdate = false,
): Promise<GrantDbRow | null> {
  const r = await db.query<GrantDbRow>(
    `${GRANT_SELECT} where g.merchant_id = $2 and g.grant_no = $3 ${forUpdate ? 'for update of g' : ''}`,
    [now, merchantId, grantNo],
  );
  return r.rows[0] ?? null;
}

export async function insertGrant(
  db: Db,
  g: {
    grantNo: string;
    merchantId: string;
    agentId: string;
    scopes: string[];
    validUntil: Date;
    createdBy: string;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `insert into data_grants (grant_no, merchant_id, agent_id, scopes, valid_until, created_by, created_at)
     values ($1, $2, $3, $4::text[], $5, $6, $7)`,
    [g.grantNo, g.merchantId, g.agentId, g.scopes, g.validUntil, g.createdBy, g.at],
  );
}

export async function revokeGrant(db: Db, id: string, by: string, at: Date): Promise<void> {
  await db.query(
    'update data_grants set revoked_at = $2, revoked_by = $3 where id = $1 and revoked_at is null',
    [id, at, by],
  );
}

/** The merchant's provider (its agent), or null. */
export async function agentOfMerchant(db: Db, merchantId: string): Promise<string | null> {
  const r = await db.query<{ agent_id: string | null }>('select agent_id from merchants where id = $1', [
    merchantId,
  ]);
  return r.rows[0]?.agent_id ? String(r.rows[0].agent_id) : null;
}

/** A sub-merchant of the provider by number; another provider's merchant answers null. */
export async function subMerchant(
  db: Db,
  agentId: string,
  merNo: string,
): Promise<{ id: string; mer_no: string; name: string } | null> {
  const r = await db.query<{ id: string; mer_no: string; name: string }>(
    'select id, mer_no, name from merchants where mer_no = $1 and agent_id = $2',
    [merNo, agentId],
  );
  return r.rows[0] ?? null;
}

/**
 * The active grant of the merchant to the provider covering `scope` at `now` (the one ending last), locked
 * against a revocation for the length of the read's transaction.
 */
export async function activeGrant(
  db: Db,
  merchantId: string,
  agentId: string,
  scope: string,
  now: Date,
): Promise<{ id: string; grant_no: string; valid_until: Date } | null> {
  const r = await db.query<{ id: string; grant_no: string; valid_until: Date }>(
    `select id, grant_no, valid_until from data_grants
      where merchant_id = $1 and agent_id = $2 and revoked_at is null and valid_until > $3 and $4 = any(scopes)
      order by valid_until desc, id desc limit 1 for share`,
    [merchantId, agentId, now, scope],
  );
  return r.rows[0] ?? null;
}

export async function insertUse(
  db: Db,
  u: {
    grantId: string;
    merchantId: string;
    agentId: string;
    operatorId: string;
    loginName: string;
    scope: string;
    detail: string;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `insert into data_grant_uses (grant_id, merchant_id, agent_id, operator_id, login_name, scope, detail, at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [u.grantId, u.merchantId, u.agentId, u.operatorId, u.loginName, u.scope, u.detail, u.at],
  );
}

export interface UseDbRow {
  grant_no: string;
  at: Date;
  agent_name: string;
  login_name: string;
  scope: string;
  detail: string;
  total: string;
}

/** The reads under a merchant's grants (of one grant when given), newest first. */
export async function usesOf(
  db: Db,
  merchantId: string,
  q: { grantNo: string | null; limit: number; offset: number },
): Promise<UseDbRow[]> {
  const r = await db.query<UseDbRow>(
    `select g.grant_no, u.at, p.name as agent_name, u.login_name, u.scope, u.detail, count(*) over () as total
       from data_grant_uses u
       join data_grants g on g.id = u.grant_id
       join service_providers p on p.id = u.agent_id
      where u.merchant_id = $1 and ($2::text is null or g.grant_no = $2)
      order by u.at desc, u.id desc limit $3 offset $4`,
    [merchantId, q.grantNo, q.limit, q.offset],
  );
  return r.rows;
}
