import '../../ui/list/messages.ts';
import './messages.ts';
import { RLT_STATUS } from '@mp/core/schemas/settlement';
import { PAY_TYPE } from '@mp/core/statuses';
import { Empty, Skeleton, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { count, formatDate, money } from '../../ui/list/format.ts';
import { itemsOf, RecordFacts } from '../../ui/list/RecordDetail.tsx';
import { type Search, SearchPage } from '../../ui/list/SearchPage.tsx';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { type RltLine, type RltTotalsT, useRltDetail, useRltList } from './api.ts';
import { RLT_TOTALS, rltColumns, rltSpec } from './settleList.tsx';

const RECONCILIATION: Search<RltLine, RltTotalsT> = {
  intro: 'money.rlt.intro',
  spec: rltSpec,
  useData: useRltList,
  columns: (_area, open) => rltColumns(open),
  rowKey: 'line_key',
  totals: RLT_TOTALS,
  exportSource: 'reconciliation',
  detail: { title: 'money.rlt.detailTitle', render: (key) => <RltDetail lineKey={key} /> },
};

/** Reconciliation (48, service area): each sub-merchant's day and payment type matched with its settlement. */
export default function RltQueryPage({ route }: PageProps) {
  return <SearchPage route={route} search={RECONCILIATION} />;
}

function RltDetail({ lineKey }: { lineKey: string }) {
  const { t } = useTranslation();
  const q = useRltDetail(lineKey);
  if (q.isPending && q.fetchStatus !== 'idle') return <Skeleton active />;
  const d = q.data;
  if (!d) return <Empty description={t('money.rlt.notFound')} />;
  const row = itemsOf(t);
  return (
    <>
      <RecordFacts
        items={[
          row('mer', 'money.c.merchant', `${d.mer_name} (${d.mer_no})`),
          row('date', 'money.c.rltDate', formatDate(d.rlt_date)),
          row('pt', 'money.c.payType', <StatusTag labels={PAY_TYPE} value={d.pay_type} />),
          row('st', 'money.c.rltStatus', <StatusTag labels={RLT_STATUS} value={d.status} />),
          row('cnt', 'money.c.txnCount', count(d.txn_count)),
          row('amt', 'money.c.txnAmount', money(d.txn_amount)),
          row('fee', 'money.c.fee', money(d.fee_amount)),
          row('ref', 'money.c.refundAmount', money(d.refund_amount)),
          row('net', 'money.c.net', money(d.net_amount)),
          row('settle', 'money.c.settleNo', d.settle_no || '-'),
        ]}
      />
      <Space orientation="vertical" style={{ width: '100%', marginTop: 16 }}>
        <Typography.Title level={5}>{t('money.rlt.byStore')}</Typography.Title>
        <Table
          size="small"
          rowKey="store_no"
          pagination={false}
          dataSource={d.stores}
          columns={[
            { key: 'store', dataIndex: 'store_name', title: t('money.c.store') },
            {
              key: 'cnt',
              dataIndex: 'txn_count',
              title: t('money.c.txnCount'),
              align: 'right',
              render: count,
            },
            ...(['txn_amount', 'discount_amount', 'fee_amount', 'refund_amount', 'net_amount'] as const).map(
              (k) => ({
                key: k,
                dataIndex: k,
                title: t('money.list.inMop', {
                  label: t(
                    {
                      txn_amount: 'money.c.txnAmount',
                      discount_amount: 'money.c.discount',
                      fee_amount: 'money.c.fee',
                      refund_amount: 'money.c.refundAmount',
                      net_amount: 'money.c.net',
                    }[k],
                  ),
                }),
                align: 'right' as const,
                render: (v: number) => money(v),
              }),
            ),
          ]}
        />
      </Space>
    </>
  );
}
