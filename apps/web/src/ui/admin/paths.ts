import { routesOfArea } from '@mp/core/routes';
import type { SignedInArea } from '../../storage/browserStorage.ts';

/** The path of a route of the area by its name in the route table ('' when the area has none). */
export function pathOf(area: SignedInArea, name: string): string {
  return routesOfArea(area).find((r) => r.name === name)?.path ?? '';
}

/** A path with query parameters (detail pages take the record's id this way). */
export function withQuery(path: string, params: Record<string, string>): string {
  return `${path}?${new URLSearchParams(params).toString()}`;
}
