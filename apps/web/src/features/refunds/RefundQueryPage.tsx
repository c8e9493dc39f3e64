import './messages.ts';
import { useTranslation } from 'react-i18next';
import { pick } from '../../i18n/index.ts';
import { areaOfRoute } from '../../ui/list/area.ts';
import { ListView } from '../../ui/list/ListView.tsx';
import { useListPage } from '../../ui/list/useListPage.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { useRefundList } from './api.ts';
import { REFUND_TOTALS, refundColumns, refundSpec } from './refundList.tsx';

/** Refund query (42) of the three areas: classic and senior, each refund opening its detail (421). */
export default function RefundQueryPage({ route }: PageProps) {
  const { t } = useTranslation();
  const area = areaOfRoute(route);
  const list = useListPage(refundSpec(area, route.name));
  const data = useRefundList(list.query);
  return (
    <ListView
      title={pick(route.title)}
      intro={t('money.refundQuery.intro')}
      area={area}
      list={list}
      data={data}
      columns={refundColumns(area)}
      rowKey="refund_no"
      totals={REFUND_TOTALS}
      exportSource="refunds"
    />
  );
}
