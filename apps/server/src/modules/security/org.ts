import { AppError, type CallContext, type Operator } from '../../http/endpoint.ts';
import { requireAreaCode } from '../roles/area-codes.ts';
import type { KeyOrg } from './queries.ts';

/** Merchants and service providers hold a signing key, notification URLs and a certificate; groups do not. */
export function keyOrgCaller(ctx: CallContext): { op: Operator; org: KeyOrg } {
  const op = ctx.operator;
  if (!op) throw new AppError('SCM60401');
  if (op.orgKind === 'group') throw new AppError('SCM40301');
  requireAreaCode(op, '13');
  return { op, org: { kind: op.orgKind, id: op.orgId } };
}
