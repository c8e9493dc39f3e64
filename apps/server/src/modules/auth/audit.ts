import type { OrgKind } from '@mp/core/contract';
import type { AuditAction } from '@mp/core/schemas/audit';
import type { CallContext } from '../../kernel/context.ts';
import { insertAudit } from '../audit/index.ts';

/**
 * Writes one audit_log row for a security event. `detail` names what happened (door, reason, counts);
 * passwords, hashes, codes and tokens never go in.
 */
export async function audit(
  ctx: CallContext,
  op: { id: string; login_name: string; org_kind: OrgKind; org_id: string } | null,
  action: AuditAction,
  ok: boolean,
  detail: Record<string, unknown> = {},
  loginName = op?.login_name ?? '',
): Promise<void> {
  await insertAudit(ctx.db, {
    at: ctx.ports.clock.now(),
    operatorId: op?.id ?? null,
    loginName,
    orgKind: op?.org_kind ?? null,
    orgId: op?.org_id ?? null,
    action,
    ok,
    ip: ctx.ip,
    detail,
  });
}
