import { mayOpen, type Person } from '@mp/core/access';
import type { RouteDef } from '@mp/core/routes';
import { currentPerson } from '../access/personAccess.ts';
import {
  areaIndex,
  isSignedIn,
  pendingPasswordChange,
  TRAINING_PATH,
  trainingDue,
} from '../storage/browserStorage.ts';

/** What the guard needs to know about whoever opens a route, read from storage (spec point 3). */
export interface Visitor {
  signedIn: boolean;
  /** The person the sign-in stored (area, codes, cashier functions); null without one. */
  person: Person | null;
  /** A first-login or 90-day password change is due. */
  mustChangePassword: boolean;
  /** A cashier's required course is due: only the training page opens. */
  trainingDue?: boolean;
}

export type Decision =
  | { kind: 'open' }
  /** No session in storage: to the login route. */
  | { kind: 'login' }
  /** The route needs a code the person does not hold: '無訪問權限'. */
  | { kind: 'forbidden' }
  | { kind: 'redirect'; to: string };

/**
 * The route guard of spec point 2. It is a convenience for the person (the server checks every call): a
 * signed-in route needs a session, the person's own area, and then the one permission rule of
 * packages/core (mayOpen: the route's permission code and, for a cashier, its cashier function).
 */
export function decide(
  route: Pick<RouteDef, 'area' | 'code' | 'cashierFunction'> & { path?: string },
  visitor: Visitor,
): Decision {
  if (route.area === 'public') return { kind: 'open' };
  const { person } = visitor;
  if (!visitor.signedIn || !person) return { kind: 'login' };
  if (person.area !== route.area) return { kind: 'redirect', to: areaIndex(person.area) };
  if (visitor.mustChangePassword) return { kind: 'redirect', to: '/login_pwd' };
  // A route's own decision (the area gate, which asks without a path, lets the layout render).
  const held = route.path !== undefined && route.path !== TRAINING_PATH;
  if (visitor.trainingDue && person.area === 'merchant' && held) {
    return { kind: 'redirect', to: TRAINING_PATH };
  }
  return mayOpen(person, route) ? { kind: 'open' } : { kind: 'forbidden' };
}

export function currentVisitor(): Visitor {
  return {
    signedIn: isSignedIn(),
    person: currentPerson(),
    mustChangePassword: pendingPasswordChange() !== null,
    trainingDue: trainingDue(),
  };
}
