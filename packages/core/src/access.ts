import type { AccessRule, OrgKind } from './contract.ts';
import { ALL_PERMISSION_CODES, type PermissionCode } from './permissions.ts';
import { MENU_SECTIONS, type MenuSection, PORTAL_AREAS, type RouteDef, routesOfArea } from './routes.ts';
import type { CashierFunction } from './schemas/cashiers.ts';

/**
 * The one permission rule of the product: what a person in an area may do with a code, a route or an
 * endpoint. The server's gate enforces it on every call, the export machine on every export and every
 * run of a scheduled one, and the portal reads it (useAccess) to hide or explain.
 */
export interface Person {
  area: OrgKind;
  codes: ReadonlySet<string> | readonly string[];
  /** A cashier's functions; null for every other kind of operator, whom functions do not limit. */
  functions: ReadonlySet<string> | readonly string[] | null;
  /** The administrator, or an operator of every store (never a cashier). */
  wholeOrg: boolean;
  /** The organisation's administrator (the operator kind); absent = not the administrator. */
  admin?: boolean;
}

const has = (list: ReadonlySet<string> | readonly string[], v: string) =>
  Array.isArray(list) ? list.includes(v) : (list as ReadonlySet<string>).has(v);

const gated = new Map<OrgKind, ReadonlySet<PermissionCode>>();

/** Every code that gates a page of the area (route table, spec point 2). The group area's pages carry none. */
export function areaCodes(area: OrgKind): ReadonlySet<PermissionCode> {
  let codes = gated.get(area);
  if (!codes) {
    const own = routesOfArea(area).flatMap((r) => (r.code ? [r.code] : []));
    // The back office's codes all bind there, those without a page of their own too (S11 decides, S12
    // gives the second approval: buttons and calls, not pages).
    const staff = area === 'provider' ? ALL_PERMISSION_CODES.filter((c) => c.startsWith('S')) : [];
    codes = new Set([...own, ...staff]);
    gated.set(area, codes);
  }
  return codes;
}

/**
 * Whether the person may use a code: it binds only where the person's area has a page gated by it, so a
 * group operator (whose pages carry no code) passes, and a merchant or provider operator needs it held.
 */
export function mayUseCode(p: Person, code: PermissionCode | undefined): boolean {
  return code === undefined || !areaCodes(p.area).has(code) || has(p.codes, code);
}

/** One of the codes, of those the person's area gates (none gated: the area needs none of them). */
export function mayUseAnyCode(p: Person, codes: readonly PermissionCode[]): boolean {
  const gated = codes.filter((c) => areaCodes(p.area).has(c));
  return gated.length === 0 || gated.some((c) => has(p.codes, c));
}

/** A cashier holds the function; every other operator passes (functions limit cashiers only). */
export function holdsFunction(p: Pick<Person, 'functions'>, fn: CashierFunction | undefined): boolean {
  return fn === undefined || p.functions === null || has(p.functions, fn);
}

/** The code a body's field chooses (rule.codeFrom), or undefined when it chooses none. */
export function codeFromBody(rule: Pick<AccessRule, 'codeFrom'>, body: object): PermissionCode | undefined {
  const from = rule.codeFrom;
  if (!from) return undefined;
  const fields = body as Record<string, unknown>;
  if (from.unless && Object.entries(from.unless).every(([k, v]) => fields[k] === v)) return undefined;
  const value = fields[from.field];
  if (typeof value !== 'string' || value === '') return undefined;
  if (from.codes && Object.hasOwn(from.codes, value)) return from.codes[value];
  return from.whenPresent;
}

/**
 * Whether the person may call an endpoint (or export a source) with these access facts: areas, code,
 * the code the body chooses (judged only when the body is given: the portal asks per value), a cashier's
 * function, administrator only, the whole organisation.
 */
export function mayCall(p: Person, rule: AccessRule, body?: object): boolean {
  const areas: readonly OrgKind[] = rule.areas ?? PORTAL_AREAS;
  if (!areas.includes(p.area)) return false;
  if (!mayUseCode(p, rule.code)) return false;
  if (rule.anyCode && !mayUseAnyCode(p, rule.anyCode)) return false;
  if (body && !mayUseCode(p, codeFromBody(rule, body))) return false;
  if (!holdsFunction(p, rule.cashierFunction)) return false;
  if (rule.adminOnly && !p.admin) return false;
  return !rule.wholeOrg || p.wholeOrg;
}

/** Whether the person may open a page of the route table (the guard and the menus ask here). */
export function mayOpen(p: Person, route: Pick<RouteDef, 'area' | 'code' | 'cashierFunction'>): boolean {
  if (route.area !== 'public' && route.area !== p.area) return false;
  return mayUseCode(p, route.code) && holdsFunction(p, route.cashierFunction);
}

/** The area's menu for a person: sections in menu order, each with the routes the person may open. */
export function menuFor(p: Person) {
  const routes = routesOfArea(p.area).filter((r) => r.menu && mayOpen(p, r));
  return (Object.keys(MENU_SECTIONS) as MenuSection[])
    .map((section) => ({
      section,
      title: MENU_SECTIONS[section],
      routes: routes.filter((r) => r.menu === section),
    }))
    .filter((s) => s.routes.length > 0);
}
