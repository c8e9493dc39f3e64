import type { PermissionCode } from '@mp/core/permissions';
import { canOpen, type RouteDef, routesOfArea } from '@mp/core/routes';
import type { CashierFunction } from '@mp/core/schemas/cashiers';
import { cashierFunctions, type SignedInArea, signedInArea, storedPermissions } from '../../storage/index.ts';

/** Where things are in the person's area, read from the one route table. */

/** The area a page belongs to; public pages (the detail pages) use the signed-in person's. */
export function areaOfRoute(route: RouteDef): SignedInArea {
  return route.area === 'public' ? (signedInArea() ?? 'merchant') : route.area;
}

function byName(area: SignedInArea, names: readonly string[]): RouteDef | undefined {
  return routesOfArea(area).find((r) => names.includes(r.name));
}

/** The area's download centre (appointmentDownload, appointmentDownloadServer, appointmentDownloadGroup). */
export function downloadCentrePath(area: SignedInArea): string {
  return routesOfArea(area).find((r) => r.feature === 'exports')?.path ?? '/';
}

/** A route of the area by one of its names, when the person may open it; null otherwise. */
export function openablePath(area: SignedInArea, names: readonly string[]): string | null {
  const r = byName(area, names);
  return r && canOpen(r, storedPermissions(), cashierFunctions()) ? r.path : null;
}

export function holdsCode(code: PermissionCode): boolean {
  return storedPermissions().includes(code);
}

/** A cashier holds the function (export, trade_query...); other operators always do. */
export function holdsFunction(fn: CashierFunction): boolean {
  const fns = cashierFunctions();
  return fns === null || fns.includes(fn);
}

/** The service and group areas see several merchants: their lists show and filter by merchant. */
export function seesManyMerchants(area: SignedInArea): boolean {
  return area !== 'merchant';
}
