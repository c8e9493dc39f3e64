import type { PermissionCode } from '@mp/core/permissions';
import { type Area, canOpen, type RouteDef } from '@mp/core/routes';
import {
  areaIndex,
  cashierFunctions,
  isSignedIn,
  pendingPasswordChange,
  type SignedInArea,
  signedInArea,
  storedPermissions,
} from '../storage/index.ts';

/** What the browser knows about the person, read from storage (spec point 3). */
export interface Access {
  signedIn: boolean;
  area: SignedInArea | null;
  codes: readonly PermissionCode[];
  /** A cashier's functions; null for other operators (optional: null when absent). */
  functions?: readonly string[] | null;
  /** A first-login or 90-day password change is due. */
  mustChangePassword: boolean;
}

export type Decision =
  | { kind: 'open' }
  /** No session in storage: to the login route. */
  | { kind: 'login' }
  /** The route needs a code the person does not hold: '无访问权限'. */
  | { kind: 'forbidden' }
  | { kind: 'redirect'; to: string };

/**
 * The route guard of spec point 2. It is a convenience for the person (the server checks every call): a
 * signed-in route needs a session, the person's own area, the route's permission code and, for a cashier,
 * the route's cashier function.
 */
export function decide(
  route: Pick<RouteDef, 'area' | 'code' | 'cashierFunction'> & { area: Area },
  access: Access,
): Decision {
  if (route.area === 'public') return { kind: 'open' };
  if (!access.signedIn || !access.area) return { kind: 'login' };
  if (access.area !== route.area) return { kind: 'redirect', to: areaIndex(access.area) };
  if (access.mustChangePassword) return { kind: 'redirect', to: '/login_pwd' };
  return canOpen(route, access.codes, access.functions ?? null) ? { kind: 'open' } : { kind: 'forbidden' };
}

export function currentAccess(): Access {
  return {
    signedIn: isSignedIn(),
    area: signedInArea(),
    codes: storedPermissions(),
    functions: cashierFunctions(),
    mustChangePassword: pendingPasswordChange() !== null,
  };
}
