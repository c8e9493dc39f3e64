import { timingSafeEqual } from 'node:crypto';
import { holdsFunction, mayCall, mayUseCode, type Person } from '@mp/core/access';
import type { AccessRule } from '@mp/core/contract';
import type { PermissionCode } from '@mp/core/permissions';
import type { CashierFunction } from '@mp/core/schemas/cashiers';
import type { Operator } from '../kernel/context.ts';
import { AppError } from '../kernel/errors.ts';
import type { EndpointDef } from './endpoint.ts';
import type { LiveSession, SessionLookup } from './session.ts';

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Whether the operator acts for the whole organisation: its administrator, or an operator whose store
 * scope is every store. Cashiers never do (they work at their stores' counters), nor do operators limited
 * to some stores. The organisation-wide secrets (signing key, notification URLs, certificate) are theirs.
 */
export function actsForWholeOrg(op: Operator): boolean {
  return op.kind === 'admin' || (op.kind === 'operator' && op.storeIds === null);
}

const persons = new WeakMap<Operator, Person>();

/** The operator as the permission rule of packages/core (access.ts) reads a person. */
export function personOf(op: Operator): Person {
  let p = persons.get(op);
  if (!p) {
    p = {
      area: op.orgKind,
      codes: op.codes,
      functions: op.cashierFunctions,
      wholeOrg: actsForWholeOrg(op),
      admin: op.kind === 'admin',
    };
    persons.set(op, p);
  }
  return p;
}

/** A cashier holds the function; every other operator passes (functions limit cashiers only). */
export function holdsCashierFunction(op: Operator, fn: CashierFunction): boolean {
  return holdsFunction(personOf(op), fn);
}

/** The one permission rule (packages/core access.ts) for an operator and a code in the operator's area. */
export function operatorMayUse(op: Operator, code: PermissionCode): boolean {
  return mayUseCode(personOf(op), code);
}

/** The capability whose calls a cashier held by the required course may still make (its own training). */
const TRAINING_CAPABILITY = 'training';

/**
 * The access rules of one endpoint, in order: a live session (LOG60401 when the browser sent no cookie at
 * all, SCM60401 when it sent a dead one), a pending password change (LOG10009), a cashier's required course not passed
 * (TRN10003: only training's calls and the session's own stay open), the form token of a
 * state-changing call (SCM40005), and the whole permission rule of packages/core (areas, the code where
 * the area gates it, the code the body chooses, a cashier's function, administrator only, the
 * whole-organisation rule: SCM40301). The body has passed its schema already. Public endpoints pass with
 * or without a session; they never check the form token, since they can be called without any session
 * and a form token would protect nothing there.
 */
export function checkAccess(
  def: Pick<EndpointDef, 'access' | 'mutates' | keyof AccessRule> & { capability?: string },
  lookup: SessionLookup,
  formTokenHeader: string | undefined,
  body: object,
): LiveSession | null {
  if (def.access === 'public') return lookup.state === 'live' ? lookup.session : null;
  if (lookup.state === 'none') throw new AppError('LOG60401');
  if (lookup.state === 'invalid') throw new AppError('SCM60401');
  const { session } = lookup;
  const op = session.operator;
  if (op.mustChangePassword && def.access !== 'session-pwd-change') throw new AppError('LOG10009');
  if (op.trainingDue && def.access !== 'session-pwd-change' && def.capability !== TRAINING_CAPABILITY) {
    throw new AppError('TRN10003');
  }
  if (def.mutates && !(formTokenHeader && sameToken(formTokenHeader, session.formToken))) {
    throw new AppError('SCM40005');
  }
  if (!mayCall(personOf(op), def, body)) throw new AppError('SCM40301');
  return session;
}
