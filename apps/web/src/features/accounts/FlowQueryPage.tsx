import './messages.ts';
import { useTranslation } from 'react-i18next';
import { pick } from '../../i18n/index.ts';
import { areaOfRoute } from '../../ui/list/area.ts';
import { ListView } from '../../ui/list/ListView.tsx';
import { useListPage } from '../../ui/list/useListPage.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { useFlowList } from './api.ts';
import { FLOW_TOTALS, flowColumns, flowSpec } from './flowList.tsx';

/** accountInEx (32): the lines of the merchant's balance accounts, with totals, export and scheduled export. */
export default function FlowQueryPage({ route }: PageProps) {
  const { t } = useTranslation();
  const area = areaOfRoute(route);
  const list = useListPage(flowSpec(area, route.name));
  const data = useFlowList(list.query);
  return (
    <ListView
      title={pick(route.title)}
      intro={t('accounts.flows.intro')}
      area={area}
      list={list}
      data={data}
      columns={flowColumns(area)}
      rowKey="flow_no"
      totals={FLOW_TOTALS}
      exportSource="account_flows"
    />
  );
}
