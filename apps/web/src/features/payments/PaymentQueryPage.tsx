import './messages.ts';
import type { PaymentRowT } from '@mp/core/schemas/payments';
import { type Search, SearchPage } from '../../ui/list/SearchPage.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { type PaymentTotalsT, usePaymentList } from './api.ts';
import { NewPaymentButton } from './PaymentActions.tsx';
import { PAYMENT_TOTALS, paymentColumns, paymentSpec } from './paymentList.tsx';

const PAYMENTS: Search<PaymentRowT, PaymentTotalsT> = {
  intro: 'money.payment.intro',
  spec: paymentSpec,
  useData: usePaymentList,
  columns: paymentColumns,
  rowKey: 'payment_no',
  totals: PAYMENT_TOTALS,
  exportSource: 'payments',
  aside: () => <NewPaymentButton />,
};

/** Payment query (43): the merchant's outgoing payments and their review status. */
export default function PaymentQueryPage({ route }: PageProps) {
  return <SearchPage route={route} search={PAYMENTS} />;
}
