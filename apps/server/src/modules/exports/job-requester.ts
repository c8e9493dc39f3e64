import type { Lang } from '@mp/core';
import type { OrgKind } from '@mp/core/contract';
import type { Db } from '../../db/types.ts';
import { operatorOfRow } from '../../http/operator-record.ts';
import type { CallContext, Operator, SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import type { JobDeps } from '../../schedule/index.ts';
import { refusingStores } from '../../state/stores.ts';
import { selectOperatorRecord } from './queries.ts';

/**
 * The requester's scope as a scheduled job keeps it: who asked, for which organisation and stores, in
 * which language. When the job runs (later, perhaps in another process after a restart) the operator is
 * read again: a deleted operator or one moved to another organisation stops the job (SCM40301), and the
 * stores are those the operator could see at creation AND can still see now, so a job never reads more
 * than its requester may.
 */
export interface CapturedScope {
  operatorId: string;
  orgKind: OrgKind;
  orgId: string;
  /** null = every store of the scope's merchants. */
  storeIds: readonly string[] | null;
  lang: Lang;
}

export function captureScope(ctx: CallContext): CapturedScope {
  const op = ctx.operator;
  if (!op) throw new AppError('SCM60401');
  return { operatorId: op.id, orgKind: op.orgKind, orgId: op.orgId, storeIds: op.storeIds, lang: ctx.lang };
}

function intersect(
  captured: readonly string[] | null,
  current: readonly string[] | null,
): readonly string[] | null {
  if (captured === null) return current;
  if (current === null) return captured;
  const now = new Set(current.map(String));
  return captured.filter((id) => now.has(String(id)));
}

/**
 * The operator of a captured scope as it is now, limited to the captured stores. A locked operator
 * (too many wrong passwords) still owns its exports: the lock guards sign-in, it does not revoke rights.
 */
export async function reloadOperator(db: Db, scope: CapturedScope): Promise<Operator> {
  const row = await selectOperatorRecord(db, scope.operatorId);
  if (!row || row.status === 'invalid') throw new AppError('SCM40301');
  if (row.org_kind !== scope.orgKind || String(row.org_id) !== String(scope.orgId))
    throw new AppError('SCM40301');
  return operatorOfRow(row, {
    mustChangePassword: false,
    storeIds: intersect(scope.storeIds, row.store_ids),
  });
}

/** A call context for a background job: the captured requester, no HTTP request, no session. */
export async function jobContext(deps: JobDeps, scope: CapturedScope): Promise<SignedInContext> {
  const operator = await reloadOperator(deps.db, scope);
  const noSession = async (): Promise<never> => {
    throw new Error('a background job has no session');
  };
  return {
    db: deps.db,
    config: deps.config,
    ports: deps.ports,
    stores: refusingStores('a background job has no one-time or captcha state'),
    lang: scope.lang,
    ip: '',
    userAgent: 'export-job',
    log: deps.log,
    operator,
    session: null,
    startSession: noSession,
    endSession: noSession,
  };
}
