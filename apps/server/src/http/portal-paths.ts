import { AREA_BASE, findRoute } from '@mp/core/routes';

const AREA_PREFIXES = Object.values(AREA_BASE);

/**
 * Whether a GET path is one of the portal's pages, so that the server answers it with the portal's
 * index.html: a route of packages/core/src/routes.ts, or a path inside a signed-in area (/layout/...,
 * /service/..., /group/...), where the portal shows its own 'page not found' (then with HTTP 404). Any
 * other unknown path (/livez.php, /api/..., /syf-x/..., /.env) is not the portal: 404 JSON.
 */
export function portalPage(url: string): 'page' | 'area' | null {
  const p = url.split('?')[0].split('#')[0];
  if (findRoute(p)) return 'page';
  if (AREA_PREFIXES.some((base) => p === base || p === `${base}/` || p.startsWith(`${base}/`))) return 'area';
  return null;
}
