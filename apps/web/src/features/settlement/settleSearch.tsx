import type { SettleRowT, SettleTotalsT } from '@mp/core/schemas/settlement';
import type { Search } from '../../ui/list/SearchPage.tsx';
import { type SettleListCall, useSettleList } from './api.ts';
import { SETTLE_TOTALS, settleColumns, settleSpec } from './settleList.tsx';
import { UnsettledCard } from './UnsettledCard.tsx';

/**
 * Settlements by day, with their totals: the settlement query (settle/settleList, with what is still
 * unsettled) and the service area's settle orders (gather/settleQuery) are the same search over two calls.
 */
export function settleSearch({
  endpoint,
  intro,
  exportSource,
  unsettled = false,
}: {
  /** settle/settleList (44) or gather/settleQuery (49). */
  endpoint: SettleListCall;
  /** i18n key of the line under the title. */
  intro: string;
  exportSource: 'settlements' | 'settle_orders';
  /** Shows the unsettled statistics of the merchant filtered on between the filters and the results. */
  unsettled?: boolean;
}): Search<SettleRowT, SettleTotalsT> {
  return {
    intro,
    spec: settleSpec,
    useData: (query) => useSettleList(query, endpoint),
    columns: settleColumns,
    rowKey: 'settle_no',
    totals: SETTLE_TOTALS,
    exportSource,
    aside: unsettled ? (list) => <UnsettledCard merNo={list.query.filters.mer_no ?? ''} /> : undefined,
  };
}
