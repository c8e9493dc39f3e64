import { type PermissionCode, routesOfArea } from '@mp/core';
import { AppError, type Operator, type OrgKind } from '../../http/endpoint.ts';

const cache = new Map<OrgKind, ReadonlySet<PermissionCode>>();

/** Every code that gates a route of the area (the route table of packages/core); the group area has none. */
export function areaCodes(area: OrgKind): ReadonlySet<PermissionCode> {
  let codes = cache.get(area);
  if (!codes) {
    codes = new Set(routesOfArea(area).flatMap((r) => (r.code ? [r.code] : [])));
    cache.set(area, codes);
  }
  return codes;
}

/** Whether the operator holds the code where the area has a page gated by it (always true elsewhere). */
export function holdsAreaCode(op: Operator, code: PermissionCode): boolean {
  return !areaCodes(op.orgKind).has(code) || op.codes.has(code);
}

/**
 * The permission gate of an endpoint shared by several areas: the code is required only where the area
 * has a page gated by it. Group pages carry no code (spec point 2), so a group operator passes, while a
 * merchant or provider operator without the code gets SCM40301 as from the http gate.
 */
export function requireAreaCode(op: Operator, code: PermissionCode): void {
  if (!holdsAreaCode(op, code)) throw new AppError('SCM40301');
}
