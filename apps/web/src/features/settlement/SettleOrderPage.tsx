import * as c from '@mp/core/contracts/settlement';
import './messages.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { SettleListView } from './SettleListView.tsx';

/** Settle orders (49, service area): the sub-merchants' settlements with their totals. */
export default function SettleOrderPage({ route }: PageProps) {
  return (
    <SettleListView
      route={route}
      endpoint={c.settleQuery}
      intro="money.settle.ordersIntro"
      exportSource="settle_orders"
    />
  );
}
