import '../../i18n/money.ts';
import { PAY_TYPE, REFUND_STATUS } from '@mp/core/statuses';
import { Card, Descriptions, Empty, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { PageProps } from '../../app/pages.ts';
import { pick } from '../../i18n/index.ts';
import { areaOfRoute, openablePath } from '../listpage/area.ts';
import { BackButton } from '../listpage/BackButton.tsx';
import { formatTime14, money, mop } from '../listpage/format.ts';
import { StatusTag } from '../listpage/StatusTag.tsx';
import { useRefundDetail } from './api.ts';

/** Refund detail (421; group: grefund_query_detail): the refund, its collection and what is left to refund. */
export default function RefundDetailPage({ route }: PageProps) {
  const { t } = useTranslation();
  const area = areaOfRoute(route);
  const [params] = useSearchParams();
  const refundNo = (params.get('refund_no') ?? '').trim().slice(0, 64);
  const q = useRefundDetail(refundNo);
  const trade = openablePath(area, ['trade_query', 'gtrade_query']);
  const d = q.data;
  const row = (key: string, label: string, children: React.ReactNode) => ({ key, label: t(label), children });

  let body: React.ReactNode;
  if (!refundNo) body = <Empty description={t('money.refundQuery.chooseOne')} />;
  else if (q.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (!d) body = <Empty description={t('money.refundQuery.notFound')} />;
  else
    body = (
      <>
        <div style={{ marginBottom: 16 }}>
          <Typography.Text type="secondary">{t('money.c.refundAmount')}</Typography.Text>
          <div
            style={{ fontSize: 28, fontWeight: 600, color: '#0f2747', fontVariantNumeric: 'tabular-nums' }}
          >
            {mop(d.amount)}
          </div>
          <Space size={4}>
            <StatusTag labels={REFUND_STATUS} value={d.status} />
            <StatusTag labels={PAY_TYPE} value={d.pay_type} />
          </Space>
        </div>
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            row('no', 'money.c.refundNo', d.refund_no),
            row('st', 'money.c.refundStatus', <StatusTag labels={REFUND_STATUS} value={d.status} />),
            row('at', 'money.c.refundTime', formatTime14(d.created_at)),
            row('fin', 'money.c.finishedTime', formatTime14(d.finished_at) || '-'),
            row(
              'txn',
              'money.c.txnNo',
              trade ? (
                <Link to={`${trade}?detail=${encodeURIComponent(d.txn_no)}`}>{d.txn_no}</Link>
              ) : (
                d.txn_no
              ),
            ),
            row('mo', 'money.c.merOrderNo', d.mer_order_no),
            row('mer', 'money.c.merchant', `${d.mer_name} (${d.mer_no})`),
            row('store', 'money.c.store', `${d.store_name} (${d.store_no})`),
            row('oper', 'money.c.operator', d.oper_login_name),
            row('reason', 'money.c.reason', d.reason || '-'),
            ...(d.fail_reason ? [row('fail', 'money.c.failReason', d.fail_reason)] : []),
          ]}
        />
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 3 }}
          style={{ marginTop: 16 }}
          title={t('money.refundQuery.ofCollection')}
          items={[
            row('ta', 'money.c.txnAmount', money(d.txn_amount)),
            row('tr', 'money.c.refunded', money(d.txn_refunded_amount)),
            row('tl', 'money.refund.refundable', money(d.txn_refundable_amount)),
          ]}
        />
      </>
    );

  return (
    <Card
      variant="borderless"
      title={pick(route.title)}
      extra={<BackButton to={openablePath(area, ['refund_query', 'grefund_query'])} />}
    >
      {body}
    </Card>
  );
}
