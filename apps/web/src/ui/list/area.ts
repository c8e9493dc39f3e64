import { type RouteDef, routeOfPage } from '@mp/core/routes';
import { type SignedInArea, signedInArea } from '../../storage/browserStorage.ts';

/**
 * Where things are in the person's area, read from the one route table. What the person may open or do is
 * asked of access/ (useAccess, currentAccess), never decided here.
 */

/** The area a page belongs to; public pages (the detail pages) use the signed-in person's. */
export function areaOfRoute(route: RouteDef): SignedInArea {
  return route.area === 'public' || route.area === 'provider' ? (signedInArea() ?? 'merchant') : route.area;
}

/** The area's download centre (appointmentDownload, appointmentDownloadServer, appointmentDownloadGroup). */
export function downloadCentrePath(area: SignedInArea): string {
  return routeOfPage(area, 'exports.centre')?.path ?? '/';
}

/** The service and group areas see several merchants: their lists show and filter by merchant. */
export function seesManyMerchants(area: SignedInArea): boolean {
  return area !== 'merchant';
}
