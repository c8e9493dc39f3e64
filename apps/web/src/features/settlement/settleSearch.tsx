import type { RouteDef } from '@mp/core/routes';
import { useTranslation } from 'react-i18next';
import { pick } from '../../i18n/index.ts';
import { areaOfRoute } from '../../ui/list/area.ts';
import { ListView } from '../../ui/list/ListView.tsx';
import { useListPage } from '../../ui/list/useListPage.ts';
import { type SettleListCall, useSettleList } from './api.ts';
import { SETTLE_TOTALS, settleColumns, settleSpec } from './settleList.tsx';
import { UnsettledCard } from './UnsettledCard.tsx';

/**
 * Settlements by day, with their totals: the settlement query (settle/settleList, with what is still
 * unsettled) and the service area's settle orders (gather/settleQuery) are the same list over two calls.
 */
export function SettleListView({
  route,
  endpoint,
  intro,
  exportSource,
  unsettled = false,
}: {
  route: RouteDef;
  /** settle/settleList (44) or gather/settleQuery (49). */
  endpoint: SettleListCall;
  /** i18n key of the line under the title. */
  intro: string;
  exportSource: 'settlements' | 'settle_orders';
  /** Shows the unsettled statistics of the merchant filtered on between the filters and the results. */
  unsettled?: boolean;
}) {
  const { t } = useTranslation();
  const area = areaOfRoute(route);
  const list = useListPage(settleSpec(area, route.name));
  const data = useSettleList(list.query, endpoint);
  return (
    <ListView
      title={pick(route.title)}
      intro={t(intro)}
      area={area}
      list={list}
      data={data}
      columns={settleColumns(area)}
      rowKey="settle_no"
      totals={SETTLE_TOTALS}
      exportSource={exportSource}
      aside={unsettled ? <UnsettledCard merNo={list.query.filters.mer_no ?? ''} /> : undefined}
    />
  );
}
