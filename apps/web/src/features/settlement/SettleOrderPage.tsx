import '../../i18n/money.ts';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../app/pages.ts';
import { pick } from '../../i18n/index.ts';
import { areaOfRoute } from '../listpage/area.ts';
import { ListView } from '../listpage/ListView.tsx';
import { useListPage } from '../listpage/useListPage.ts';
import { useSettleList } from './api.ts';
import { SETTLE_TOTALS, settleColumns, settleSpec } from './settleList.tsx';

/** Settle orders (49, service area): the sub-merchants' settlements with their totals. */
export default function SettleOrderPage({ route }: PageProps) {
  const { t } = useTranslation();
  const area = areaOfRoute(route);
  const list = useListPage(settleSpec(area, route.name));
  const data = useSettleList(list.query, 'gather/settleQuery');
  return (
    <ListView
      title={pick(route.title)}
      intro={t('money.settle.ordersIntro')}
      area={area}
      list={list}
      data={data}
      columns={settleColumns(area)}
      rowKey="settle_no"
      totals={SETTLE_TOTALS}
      exportSource="settle_orders"
    />
  );
}
