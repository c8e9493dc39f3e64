import * as c from '@mp/core/contracts/settlement';
import './messages.ts';
import { SearchPage } from '../../ui/list/SearchPage.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { settleSearch } from './settleSearch.tsx';

const SETTLE_ORDERS = settleSearch({
  endpoint: c.settleQuery,
  intro: 'money.settle.ordersIntro',
  exportSource: 'settle_orders',
});

/** Settle orders (49, service area): the sub-merchants' settlements with their totals. */
export default function SettleOrderPage({ route }: PageProps) {
  return <SearchPage route={route} search={SETTLE_ORDERS} />;
}
