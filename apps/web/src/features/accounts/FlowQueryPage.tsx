import './messages.ts';
import type { FlowRowT, FlowTotalsT } from '@mp/core/schemas/accounts';
import { type Search, SearchPage } from '../../ui/list/SearchPage.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { useFlowList } from './api.ts';
import { FLOW_TOTALS, flowColumns, flowSpec } from './flowList.tsx';

const FLOWS: Search<FlowRowT, FlowTotalsT> = {
  intro: 'accounts.flows.intro',
  spec: flowSpec,
  useData: useFlowList,
  columns: flowColumns,
  rowKey: 'flow_no',
  totals: FLOW_TOTALS,
  exportSource: 'account_flows',
};

/** accountInEx (32): the lines of the merchant's balance accounts, with totals, export and scheduled export. */
export default function FlowQueryPage({ route }: PageProps) {
  return <SearchPage route={route} search={FLOWS} />;
}
