import * as c from '@mp/core/contracts/settlement';
import './messages.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { SettleListView } from './SettleListView.tsx';

/** Settlement query (44; group: gmch_settle_query): settlements by day, their totals, and what is unsettled. */
export default function SettlementPage({ route }: PageProps) {
  return (
    <SettleListView
      route={route}
      endpoint={c.settleList}
      intro="money.settle.intro"
      exportSource="settlements"
      unsettled
    />
  );
}
