import type { AuditAction } from '@mp/core/schemas/audit';
import type { Db } from '../../db/types.ts';
import type { CallContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { insertAudit } from './queries.ts';

export interface AuditFacts {
  action: AuditAction;
  ok?: boolean;
  /** What the action was about: an operator's login name, a role name, a URL kind ... */
  target?: string;
  /** Facts only: never a password, key, code or token. */
  detail?: Record<string, unknown>;
}

/**
 * Writes one audit_log row for the signed-in operator's action. Pass the transaction's db so the entry
 * commits (or rolls back) with the change it describes.
 */
export async function recordAudit(ctx: CallContext, facts: AuditFacts, db: Db = ctx.db): Promise<void> {
  const op = ctx.operator;
  if (!op) throw new AppError('SCM60401');
  await insertAudit(db, {
    at: ctx.ports.clock.now(),
    operatorId: op.id,
    loginName: op.loginName,
    orgKind: op.orgKind,
    orgId: op.orgId,
    action: facts.action,
    target: (facts.target ?? '').slice(0, 200),
    ok: facts.ok ?? true,
    ip: ctx.ip,
    detail: facts.detail ?? {},
  });
}
