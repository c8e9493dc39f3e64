import { canOpen, routesOfArea } from '@mp/core/routes';
import { type SignedInArea, storedPermissions } from '../../storage/index.ts';

const DETAIL = ['shop_manager_detaile', 'gshop_manager_detail'];
const LIST = ['shop_manager', 'gshop_manager'];

/** The store detail page of the area, when the person may open it (code 411). */
export function storeDetailPath(area: SignedInArea): string | null {
  const r = routesOfArea(area).find((x) => DETAIL.includes(x.name));
  return r && canOpen(r, storedPermissions()) ? r.path : null;
}

export function storeListPath(area: SignedInArea): string {
  return routesOfArea(area).find((x) => LIST.includes(x.name))?.path ?? '';
}
