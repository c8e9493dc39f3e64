import { type Area, type PageId, routesOfArea } from '@mp/core/routes';
import type { SignedInArea } from '../../storage/browserStorage.ts';

/** The path of a route of the area by its name in the route table ('' when the area has none). */
export function pathOf(area: SignedInArea, name: string): string {
  return routesOfArea(area).find((r) => r.name === name)?.path ?? '';
}

/** A path with query parameters (detail pages take the record's id this way). */
export function withQuery(path: string, params: Record<string, string>): string {
  return `${path}?${new URLSearchParams(params).toString()}`;
}

/**
 * After a money move's payment password was refused: the page that sets it (none set, LOG10012) or resets
 * it (locked after wrong tries, SEC10005), when the person may open it; null for any other refusal.
 */
export function payPasswordPageFor(
  access: { pathTo(page: PageId, area?: Area): string | null },
  code: string,
  area: SignedInArea,
): string | null {
  if (code === 'LOG10012') return access.pathTo('security.payPassword', area);
  if (code === 'SEC10005') return access.pathTo('security.resetPayPassword', area);
  return null;
}
