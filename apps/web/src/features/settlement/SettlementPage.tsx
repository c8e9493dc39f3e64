import * as c from '@mp/core/contracts/settlement';
import './messages.ts';
import { SearchPage } from '../../ui/list/SearchPage.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { settleSearch } from './settleSearch.tsx';

const SETTLEMENTS = settleSearch({
  endpoint: c.settleList,
  intro: 'money.settle.intro',
  exportSource: 'settlements',
  unsettled: true,
});

/** Settlement query (44; group: gmch_settle_query): settlements by day, their totals, and what is unsettled. */
export default function SettlementPage({ route }: PageProps) {
  return <SearchPage route={route} search={SETTLEMENTS} />;
}
