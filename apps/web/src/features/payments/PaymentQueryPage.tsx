import './messages.ts';
import { useTranslation } from 'react-i18next';
import { pick } from '../../i18n/index.ts';
import { areaOfRoute } from '../../ui/list/area.ts';
import { ListView } from '../../ui/list/ListView.tsx';
import { useListPage } from '../../ui/list/useListPage.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { usePaymentList } from './api.ts';
import { PAYMENT_TOTALS, paymentColumns, paymentSpec } from './paymentList.tsx';

/** Payment query (43): the merchant's outgoing payments and their review status. */
export default function PaymentQueryPage({ route }: PageProps) {
  const { t } = useTranslation();
  const area = areaOfRoute(route);
  const list = useListPage(paymentSpec(area, route.name));
  const data = usePaymentList(list.query);
  return (
    <ListView
      title={pick(route.title)}
      intro={t('money.payment.intro')}
      area={area}
      list={list}
      data={data}
      columns={paymentColumns(area)}
      rowKey="payment_no"
      totals={PAYMENT_TOTALS}
      exportSource="payments"
    />
  );
}
