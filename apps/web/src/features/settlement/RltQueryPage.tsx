import '../../ui/list/messages.ts';
import './messages.ts';
import { RECON_DIFF_STATUS, RECON_KIND, RECON_RESOLUTION, RLT_STATUS } from '@mp/core/schemas/settlement';
import { PAY_TYPE } from '@mp/core/statuses';
import { Empty, Skeleton, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { count, formatDate, formatTime14, money } from '../../ui/list/format.ts';
import { itemsOf, RecordFacts } from '../../ui/list/RecordDetail.tsx';
import { type Search, SearchPage } from '../../ui/list/SearchPage.tsx';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { type Difference, type RltLine, type RltTotalsT, useRltDetail, useRltList } from './api.ts';
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

/**
 * Reconciliation (48, service area): each sub-merchant's day and payment type matched line by line with the
 * channel's settlement file; the detail lists the differences and how the provider's staff resolved them.
 */
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
          row('matched', 'money.rlt.matched', `${count(d.matched_count)} · ${money(d.matched_amount)}`),
          row(
            'mo',
            'money.rlt.missingOurs',
            `${count(d.missing_ours_count)} · ${money(d.missing_ours_amount)}`,
          ),
          row(
            'mt',
            'money.rlt.missingTheirs',
            `${count(d.missing_theirs_count)} · ${money(d.missing_theirs_amount)}`,
          ),
          row('diff', 'money.rlt.diffs', `${count(d.diff_count)} · ${money(d.diff_amount)}`),
          row('prob', 'money.rlt.problems', count(d.problem_count)),
          row('open', 'money.rlt.open', count(d.open_count)),
        ]}
      />
      <Space orientation="vertical" style={{ width: '100%', marginTop: 16 }}>
        <Typography.Title level={5}>{t('money.rlt.differences')}</Typography.Title>
        {d.status === 'PENDING' ? (
          <Typography.Text type="secondary">{t('money.rlt.pendingFile')}</Typography.Text>
        ) : (
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('money.rlt.noDifferences') }}
            dataSource={d.differences}
            columns={[
              {
                key: 'kind',
                title: t('money.rlt.kind'),
                render: (_: unknown, x: Difference) => <StatusTag labels={RECON_KIND} value={x.kind} />,
              },
              {
                key: 'line',
                dataIndex: 'line_no',
                title: t('money.rlt.lineNo'),
                align: 'right',
                render: (v: number) => (v ? count(v) : '-'),
              },
              { key: 'order', dataIndex: 'order_no', title: t('money.rlt.orderNo'), render: (v) => v || '-' },
              {
                key: 'their',
                title: t('money.rlt.theirAmount'),
                align: 'right',
                render: (_: unknown, x: Difference) =>
                  x.line_no && !x.problem ? money(x.their_amount) : '-',
              },
              {
                key: 'ours',
                title: t('money.rlt.ourAmount'),
                align: 'right',
                render: (_: unknown, x: Difference) =>
                  x.kind === 'MISSING_THEIRS' || x.kind === 'AMOUNT_DIFF' ? money(x.our_amount) : '-',
              },
              {
                key: 'problem',
                dataIndex: 'problem',
                title: t('money.rlt.problem'),
                render: (v) => v || '-',
              },
              {
                key: 'status',
                title: t('money.rlt.diffStatus'),
                render: (_: unknown, x: Difference) => (
                  <StatusTag labels={RECON_DIFF_STATUS} value={x.status} />
                ),
              },
              {
                key: 'resolution',
                title: t('money.rlt.resolution'),
                render: (_: unknown, x: Difference) =>
                  x.resolution ? <StatusTag labels={RECON_RESOLUTION} value={x.resolution} /> : '-',
              },
              {
                key: 'by',
                title: t('money.rlt.resolvedBy'),
                render: (_: unknown, x: Difference) =>
                  x.resolved_by ? `${x.resolved_by} · ${formatTime14(x.resolved_at)}` : '-',
              },
              { key: 'reason', dataIndex: 'reason', title: t('money.rlt.reason'), render: (v) => v || '-' },
            ]}
          />
        )}
      </Space>
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
