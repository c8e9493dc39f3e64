import './messages.ts';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { money } from '../../ui/list/format.ts';

/** The fee bills an invoice covers: number, period and the fee in MOP (the application and the detail). */
export function billColumns<Row extends { bill_no: string; period: string; fee_amount: number }>(
  t: TFunction,
): TableColumnsType<Row> {
  return [
    { key: 'bill_no', dataIndex: 'bill_no', title: t('invoices.billNo') },
    { key: 'period', dataIndex: 'period', title: t('invoices.billPeriod') },
    {
      key: 'fee',
      dataIndex: 'fee_amount',
      align: 'right',
      title: `${t('invoices.fee')} (MOP)`,
      render: (v: number) => money(v),
    },
  ];
}
