import { holdsFunction, mayCall, mayOpen, mayUseCode, type Person } from '@mp/core/access';
import type { AccessRule } from '@mp/core/contract';
import type { PermissionCode } from '@mp/core/permissions';
import { type Area, type PageId, type RouteDef, routeOfPage } from '@mp/core/routes';
import type { CashierFunction } from '@mp/core/schemas/cashiers';
import { LOCAL, readLocal, readSession, SESSION, storedPerson } from '../storage/browserStorage.ts';

/**
 * What the signed-in person may do, as the portal reads it: the one permission rule of packages/core
 * (access.ts, the rule the server's gate enforces) applied to the person the browser stored at sign-in.
 * The portal only hides or explains with it; the server checks every call.
 */
export interface PersonAccess {
  /** null while nobody is signed in (no area stored). */
  person: Person | null;
  /** May use a permission code in their area (a code no page of the area is gated by binds nobody). */
  may(code: PermissionCode): boolean;
  /** May open a route of the table (the guard, the menus and links ask here). */
  mayOpen(route: Pick<RouteDef, 'area' | 'code' | 'cashierFunction'>): boolean;
  /**
   * May call an endpoint: a contract of packages/core/contracts, or any access facts (areas, code,
   * administrator only...). With a body, also the code one of its fields chooses (the contract's codeFrom).
   */
  mayCall(rule: AccessRule, body?: object): boolean;
  /** A cashier holds the function; every other operator does (functions limit cashiers only). */
  holds(fn: CashierFunction): boolean;
  /**
   * The path of a page (by its area-independent id) in an area, the person's own by default, when the area
   * has the page and the person may open it; null otherwise.
   */
  pathTo(page: PageId, area?: Area): string | null;
}

let cached: { key: string; person: Person | null } | null = null;

/**
 * The signed-in person as the browser knows them (storage's storedPerson: area, permission codes and cashier
 * functions of the sign-in answer; wholeOrg for the administrator only, see there). The same object comes
 * back while storage holds the same facts, so it can key React memos.
 */
export function currentPerson(): Person | null {
  const key = [readLocal(LOCAL.area), readLocal(LOCAL.limitNum), readSession(SESSION.operProfile)].join(
    '\u0001',
  );
  if (cached?.key !== key) {
    cached = { key, person: storedPerson() };
  }
  return cached.person;
}

const views = new WeakMap<Person, PersonAccess>();
const NOBODY: PersonAccess = {
  person: null,
  may: () => false,
  mayOpen: (route) => route.area === 'public',
  mayCall: () => false,
  holds: () => false,
  pathTo: () => null,
};

/** The questions of the permission rule about one person (the same object for the same person). */
export function accessOf(person: Person | null): PersonAccess {
  if (!person) return NOBODY;
  let view = views.get(person);
  if (!view) {
    view = {
      person,
      may: (code) => mayUseCode(person, code),
      mayOpen: (route) => mayOpen(person, route),
      mayCall: (rule, body) => mayCall(person, rule, body),
      holds: (fn) => holdsFunction(person, fn),
      pathTo: (page, area = person.area) => {
        const r = routeOfPage(area, page);
        return r && mayOpen(person, r) ? r.path : null;
      },
    };
    views.set(person, view);
  }
  return view;
}

/** For code outside React components (column builders, helpers): the signed-in person's access. */
export function currentAccess(): PersonAccess {
  return accessOf(currentPerson());
}

/**
 * For components: buttons, menus, links and the guard ask what the person may do. Storage changes only at
 * sign-in and sign-out, which navigate, so reading it on each render is enough; the answer is the same
 * object while the stored facts are the same.
 */
export function useAccess(): PersonAccess {
  return currentAccess();
}
