import '../../ui/list/messages.ts';
import './messages.ts';
import { APPROVAL_STATUS, PAY_TYPE, REFUND_STATUS } from '@mp/core/statuses';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccess } from '../../access/personAccess.ts';
import { areaOfRoute } from '../../ui/list/area.ts';
import { formatTime14, money, mop } from '../../ui/list/format.ts';
import {
  itemsOf,
  RecordDetailCard,
  RecordFacts,
  RecordHead,
  useRecordDetail,
} from '../../ui/list/RecordDetail.tsx';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { useRefundDetail } from './api.ts';

/** Refund detail (421; group: grefund_query_detail): the refund, its collection and what is left to refund. */
export default function RefundDetailPage({ route }: PageProps) {
  const { t } = useTranslation();
  const detail = useRecordDetail('refund_no', useRefundDetail);
  const trade = useAccess().pathTo('transactions.collections', areaOfRoute(route));
  const row = itemsOf(t);

  return (
    <RecordDetailCard route={route} list="refunds.list" texts="money.refundQuery" detail={detail}>
      {(d) => (
        <>
          <RecordHead label={t('money.c.refundAmount')} amount={mop(d.amount)}>
            <Space size={4}>
              <StatusTag labels={REFUND_STATUS} value={d.status} />
              {d.approval !== 'NONE' ? <StatusTag labels={APPROVAL_STATUS} value={d.approval} /> : null}
              <StatusTag labels={PAY_TYPE} value={d.pay_type} />
            </Space>
          </RecordHead>
          <RecordFacts
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
          <RecordFacts
            column={{ xs: 1, md: 3 }}
            style={{ marginTop: 16 }}
            title={t('money.refundQuery.ofCollection')}
            items={[
              row('ta', 'money.c.txnAmount', money(d.txn_amount)),
              row('tr', 'money.c.refunded', money(d.txn_refunded_amount)),
              row('tl', 'money.c.refundable', money(d.txn_refundable_amount)),
            ]}
          />
        </>
      )}
    </RecordDetailCard>
  );
}
