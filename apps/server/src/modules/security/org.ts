import { AppError, type CallContext, type Operator, signedIn } from '../../http/endpoint.ts';
import { actsForWholeOrg } from '../../http/gates.ts';
import type { KeyOrg } from './queries.ts';

/**
 * Whether the operator may see and change the organisation's signing key, notification URLs and
 * certificate: code 13 and acting for the whole organisation (docs/decisions.md, "Organisation secrets").
 */
export function holdsOrgSecrets(op: Operator): boolean {
  return op.orgKind !== 'group' && op.codes.has('13') && actsForWholeOrg(op);
}

/** Merchants and service providers hold a signing key, notification URLs and a certificate; groups do not. */
export function keyOrgCaller(ctx: CallContext): { op: Operator; org: KeyOrg } {
  const op = signedIn(ctx);
  // Code 13 and the whole organisation; never a group (holdsOrgSecrets).
  if (op.orgKind === 'group' || !holdsOrgSecrets(op)) throw new AppError('SCM40301');
  return { op, org: { kind: op.orgKind, id: op.orgId } };
}
