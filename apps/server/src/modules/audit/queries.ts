import type { OrgKind } from '@mp/core/contract';
import type { Db } from '../../db/types.ts';

/**
 * audit_log: the one insert (every writer of the log goes through insertAudit, exported by index.ts) and
 * the reads. There is deliberately no update or delete statement anywhere.
 */

export interface AuditEntry {
  operatorId: string | null;
  loginName: string;
  orgKind: OrgKind | null;
  orgId: string | null;
  action: string;
  target?: string;
  ok: boolean;
  ip: string;
  /** Never a password, hash or code. */
  detail?: Record<string, unknown>;
  at: Date;
}

export async function insertAudit(db: Db, e: AuditEntry): Promise<void> {
  await db.query(
    `insert into audit_log (at, operator_id, login_name, org_kind, org_id, action, target, ok, ip, detail)
      values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      e.at,
      e.operatorId,
      e.loginName.slice(0, 64),
      e.orgKind,
      e.orgId,
      e.action,
      e.target ?? '',
      e.ok,
      e.ip,
      JSON.stringify(e.detail ?? {}),
    ],
  );
}

export interface AuditDbRow {
  id: string;
  at: Date;
  operator_id: string | null;
  login_name: string;
  action: string;
  target: string;
  ok: boolean;
  ip: string;
  detail: unknown;
  total: string;
}

export async function queryAudit(
  db: Db,
  q: {
    org: { kind: OrgKind; id: string };
    from: Date;
    to: Date;
    loginPattern: string | null;
    operatorId: string | null;
    action: string | null;
    ok: boolean | null;
    limit: number;
    offset: number;
  },
): Promise<AuditDbRow[]> {
  const r = await db.query<AuditDbRow>(
    `select id, at, operator_id, login_name, action, target, ok, ip, detail, count(*) over () as total
       from audit_log
      where org_kind = $1 and org_id = $2 and at >= $3 and at < $4
        and ($5::text is null or login_name ilike $5)
        and ($6::bigint is null or operator_id = $6)
        and ($7::text is null or action = $7)
        and ($8::boolean is null or ok = $8)
      order by at desc, id desc
      limit $9 offset $10`,
    [q.org.kind, q.org.id, q.from, q.to, q.loginPattern, q.operatorId, q.action, q.ok, q.limit, q.offset],
  );
  return r.rows;
}
