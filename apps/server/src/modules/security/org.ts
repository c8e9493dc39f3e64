import { mayCall } from '@mp/core/access';
import { orgSecrets } from '@mp/core/contracts/security';
import { personOf } from '../../http/gates.ts';
import { type CallContext, type Operator, signedIn } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import type { KeyOrg, KeyOrgKind } from './queries.ts';

/**
 * Whether the operator may see and change the organisation's signing key, notification URLs and
 * certificate: the contracts' orgSecrets rule (a merchant or a provider, code 13, acting for the whole
 * organisation; docs/decisions.md, "Organisation secrets").
 */
export function holdsOrgSecrets(op: Operator): op is Operator & { orgKind: KeyOrgKind } {
  return mayCall(personOf(op), orgSecrets);
}

/**
 * The caller of an endpoint on the organisation's secrets, with its organisation. The gate has already
 * applied the same rule (the endpoints' contracts carry orgSecrets); here it also tells the organisation
 * kind: merchants and service providers hold a signing key, notification URLs and a certificate.
 */
export function keyOrgCaller(ctx: CallContext): { op: Operator; org: KeyOrg } {
  const op = signedIn(ctx);
  if (!holdsOrgSecrets(op)) throw new AppError('SCM40301');
  return { op, org: { kind: op.orgKind, id: op.orgId } };
}
