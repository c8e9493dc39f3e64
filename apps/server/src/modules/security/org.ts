import { mayCall } from '@mp/core/access';
import { orgSecrets } from '@mp/core/contracts/security';
import { personOf } from '../../http/gates.ts';
import type { Operator, SignedInContext } from '../../kernel/context.ts';
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
 * The caller of an endpoint on the organisation's secrets, with its organisation. The gate has applied
 * the rule (the endpoints' contracts carry orgSecrets), so the operator is a merchant's or a service
 * provider's: they hold a signing key, notification URLs and a certificate.
 */
export function keyOrgCaller(ctx: KeyCtx): { op: Operator; org: KeyOrg } {
  const op = ctx.operator;
  return { op, org: { kind: op.orgKind, id: op.orgId } };
}

/** The context of an endpoint on the organisation's secrets: its contract carries orgSecrets (the gate's). */
export type KeyCtx = SignedInContext<KeyOrgKind>;
