import '../../ui/list/messages.ts';
import type { CollectionDetailResT } from '@mp/core/schemas/transactions';
import { REFUND_STATUS } from '@mp/core/statuses';
import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime14 } from '../../ui/list/format.ts';
import { StatusTag } from '../../ui/list/StatusTag.tsx';

type Refund = CollectionDetailResT['refunds'][number];

/**
 * The refunds of a collection, all of them: number, amount (`amountLabel`, written by `amountText`),
 * status, time and, where `finished`, when each finished. The refund dialog shows them above the form, the
 * collection's detail in its own section.
 */
export function RefundRows({
  rows,
  amountLabel,
  amountText,
  finished = false,
  ...table
}: {
  rows: Refund[];
  amountLabel: string;
  amountText: (cents: number) => string;
  finished?: boolean;
} & Pick<TableProps<Refund>, 'style' | 'locale'>) {
  const { t } = useTranslation();
  return (
    <Table<Refund>
      size="small"
      rowKey="refund_no"
      pagination={false}
      {...table}
      dataSource={rows}
      columns={[
        { key: 'no', dataIndex: 'refund_no', title: t('money.c.refundNo') },
        {
          key: 'amt',
          dataIndex: 'amount',
          title: t('money.list.inMop', { label: amountLabel }),
          align: 'right',
          render: (v: number) => amountText(v),
        },
        {
          key: 'st',
          dataIndex: 'status',
          title: t('money.c.status'),
          render: (v: string) => <StatusTag labels={REFUND_STATUS} value={v} />,
        },
        {
          key: 'at',
          dataIndex: 'created_at',
          title: t('money.c.refundTime'),
          render: (v: string) => formatTime14(v),
        },
        ...(finished
          ? [
              {
                key: 'fin',
                dataIndex: 'finished_at',
                title: t('money.c.finishedTime'),
                render: (v: string) => formatTime14(v) || '-',
              },
            ]
          : []),
      ]}
    />
  );
}
