import './messages.ts';
import { PAY_TYPE } from '@mp/core/statuses';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import { seesManyMerchants } from './area.ts';
import type { FilterDef, ListSpec } from './spec.ts';

/** What the list pages of the three areas share in their specs: one spec a route, the merchant filter. */
const specs = new Map<string, ListSpec>();

/**
 * The spec of a route's list page, made once and kept, so the list hooks see the same object on every
 * render. Its page key (saved presets) is `area.routeName`.
 */
export function routeSpec(
  area: SignedInArea,
  routeName: string,
  make: () => Omit<ListSpec, 'pageKey'>,
): ListSpec {
  const pageKey = `${area}.${routeName}`;
  let spec = specs.get(pageKey);
  if (!spec) {
    spec = { pageKey, ...make() };
    specs.set(pageKey, spec);
  }
  return spec;
}

/** The service and group areas filter by merchant (mer_no); the merchant area has one. */
export function merchantFilter(area: SignedInArea): FilterDef[] {
  return seesManyMerchants(area) ? [{ kind: 'merchant', param: 'mer_no', label: 'money.f.merchant' }] : [];
}

/**
 * The filters the money lists (collections, refunds, reconciliation) name alike: the store, the payment
 * type, the transaction and the merchant's order number.
 */
export const MONEY_FILTERS = {
  store: { kind: 'store', param: 'store_no', label: 'money.f.store' },
  payType: { kind: 'select', param: 'pay_type', label: 'money.f.payType', options: PAY_TYPE },
  txnNo: { kind: 'text', param: 'txn_no', label: 'money.f.txnNo' },
  merOrderNo: { kind: 'text', param: 'mer_order_no', label: 'money.f.merOrderNo' },
} as const satisfies Record<string, FilterDef>;

/**
 * The filters shown before 'more filters': the date range, who (the merchant where the area sees several,
 * else the store) and the status filter named.
 */
export function primaryFilters(area: SignedInArea, status: string): string[] {
  return ['date', seesManyMerchants(area) ? 'mer_no' : 'store_no', status];
}

/** The merchant's name column (a facet of the list's `mer_name`): only the areas that see several merchants. */
export function merchantColumn(area: SignedInArea): false | undefined {
  return seesManyMerchants(area) ? undefined : false;
}

/**
 * The store's name column (a facet of the list's `store_name`): shown to a merchant; where the merchant's
 * name shows it is one of the chosen columns, so that the row still fits a 1366 px screen.
 */
export function storeColumn(area: SignedInArea): { optional: true } | undefined {
  return seesManyMerchants(area) ? { optional: true } : undefined;
}
