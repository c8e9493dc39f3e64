import { routeOfPage } from '@mp/core/routes';
import { currentAccess } from '../../access/personAccess.ts';
import type { SignedInArea } from '../../storage/browserStorage.ts';

/** The store detail page of the area, when the person may open it (code 411). */
export function storeDetailPath(area: SignedInArea): string | null {
  return currentAccess().pathTo('stores.detail', area);
}

export function storeListPath(area: SignedInArea): string {
  return routeOfPage(area, 'stores.list')?.path ?? '';
}
