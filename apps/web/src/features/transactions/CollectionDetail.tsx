import '../../ui/list/messages.ts';
import './messages.ts';
import { ExportOutlined, RollbackOutlined } from '@ant-design/icons';
import { refundApply } from '@mp/core/contracts/refunds';
import { PAY_TYPE, TXN_RESULT, TXN_TYPE } from '@mp/core/statuses';
import { Alert, Button, Descriptions, Divider, Empty, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../access/personAccess.ts';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import { formatDate, formatTime14, money, mop } from '../../ui/list/format.ts';
import { AmountHeadline, itemsOf } from '../../ui/list/RecordDetail.tsx';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import { RefundDialog, RefundRows } from '../refunds/index.ts';
import { useCollectionDetail, useRefreshRefunded } from './api.ts';

const FUNDER_LABEL = {
  MERCHANT: 'money.txn.funderMerchant',
  PROVIDER: 'money.txn.funderProvider',
  SCHEME: 'money.txn.funderScheme',
} as const;

/**
 * One collection: what was paid, by whom and how, its money (fee, net, refunded, refundable) and its
 * refunds. The Refund action shows only to an operator who may refund it (code 42 and the server's
 * can_refund, which knows the cashier's allow-refund switch and the Huayin rule).
 */
export function CollectionDetail({
  txnNo,
  area,
  standalone = false,
}: {
  txnNo: string;
  area: SignedInArea;
  standalone?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const access = useAccess();
  const q = useCollectionDetail(txnNo);
  const refreshRefunded = useRefreshRefunded();
  const [refunding, setRefunding] = useState(false);

  if (q.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!q.data) return <Empty description={t('money.txn.notFound')} />;
  const d = q.data;
  const mayRefund = d.can_refund === 'Y' && access.mayCall(refundApply);
  const row = itemsOf(t);
  const code = (v: string) => (
    <Typography.Text
      copyable={v ? { text: v } : false}
      style={{ fontFamily: 'ui-monospace, Menlo, monospace' }}
    >
      {v || '-'}
    </Typography.Text>
  );

  return (
    <div data-testid="collection-detail">
      <div style={{ display: 'flex', alignItems: 'flex-start', gap: 16, flexWrap: 'wrap', marginBottom: 16 }}>
        <div style={{ flex: 1, minWidth: 220 }}>
          <AmountHeadline label={t('money.c.amount')} amount={mop(d.amount, d.currency)} />
          <Space size={4} wrap style={{ marginTop: 6 }}>
            <StatusTag labels={TXN_RESULT} value={d.result} />
            <StatusTag labels={PAY_TYPE} value={d.pay_type} />
            <StatusTag labels={TXN_TYPE} value={d.txn_type} />
          </Space>
        </div>
        <Space wrap>
          {standalone ? null : (
            <Button
              href={`/detailReceipt?txn_no=${encodeURIComponent(d.txn_no)}`}
              target="_blank"
              rel="noopener"
              icon={<ExportOutlined />}
            >
              {t('money.txn.openReceipt')}
            </Button>
          )}
          {mayRefund ? (
            <Button type="primary" danger icon={<RollbackOutlined />} onClick={() => setRefunding(true)}>
              {t('money.txn.refund')}
            </Button>
          ) : null}
        </Space>
      </div>
      {d.pay_type === 'HUAYIN' && area === 'service' ? (
        <Alert type="info" showIcon title={t('money.txn.huayinHint')} style={{ marginBottom: 16 }} />
      ) : null}
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        title={t('money.txn.sectionOrder')}
        items={[
          row('txn', 'money.c.txnNo', code(d.txn_no)),
          row('mo', 'money.c.merOrderNo', code(d.mer_order_no)),
          row('agg', 'money.c.aggOrderNo', code(d.agg_order_no)),
          row('term', 'money.c.terminalNo', code(d.terminal_no)),
          row('mer', 'money.c.merchant', `${d.mer_name} (${d.mer_no})`),
          row('store', 'money.c.store', `${d.store_name} (${d.store_no})`),
          row('at', 'money.c.txnTime', formatTime14(d.created_at)),
          row('paid', 'money.c.paidTime', formatTime14(d.paid_at) || '-'),
          row('bd', 'money.c.businessDate', formatDate(d.business_date)),
          ...(d.orig_txn_no ? [row('orig', 'money.c.origTxnNo', code(d.orig_txn_no))] : []),
        ]}
      />
      <Divider style={{ margin: '16px 0' }} />
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        title={t('money.txn.sectionMoney', { currency: d.currency })}
        styles={{ content: { fontVariantNumeric: 'tabular-nums' } }}
        items={[
          row('amount', 'money.c.amount', money(d.amount)),
          row('disc', 'money.c.discount', money(d.discount_amount)),
          row('fee', 'money.c.fee', money(d.fee)),
          row('net', 'money.c.net', money(d.net_amount)),
          row('ref', 'money.c.refunded', money(d.refunded_amount)),
          row('ing', 'money.c.refunding', money(d.refunding_amount)),
          row(
            'able',
            'money.c.refundable',
            <Typography.Text strong style={{ color: '#1d5bbf' }}>
              {money(d.refundable_amount)}
            </Typography.Text>,
          ),
        ]}
      />
      {d.promotion ? (
        <>
          <Divider style={{ margin: '16px 0' }} />
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, md: 2 }}
            title={t('money.txn.sectionPromotion')}
            styles={{ content: { fontVariantNumeric: 'tabular-nums' } }}
            items={[
              row(
                'promo',
                'money.txn.promotion',
                `${(i18n.language === 'en' ? d.promotion.name_en : d.promotion.name_zh) || d.promotion.name_zh || d.promotion.name_en} (${d.promotion.promo_no})`,
              ),
              row('promoDisc', 'money.txn.promoDiscount', money(d.promotion.discount)),
              // Who pays the discount (union marketing): each funder's part, named.
              ...d.promotion.funders.map((f) => ({
                key: `fund${f.kind}`,
                label: t(FUNDER_LABEL[f.kind], { name: f.name || '-' }),
                children: money(f.amount),
              })),
              ...(d.promotion.returned > 0
                ? [row('promoRet', 'money.txn.promoReturned', money(d.promotion.returned))]
                : []),
            ]}
          />
        </>
      ) : null}
      <Divider style={{ margin: '16px 0' }} />
      <Typography.Title level={5}>{t('money.txn.sectionRefunds')}</Typography.Title>
      <RefundRows
        rows={d.refunds}
        amountLabel={t('money.c.refundAmount')}
        amountText={money}
        locale={{ emptyText: t('money.txn.noRefunds') }}
        finished
      />
      {mayRefund ? (
        <RefundDialog
          open={refunding}
          detail={d}
          area={area}
          onClose={() => setRefunding(false)}
          onRefunded={refreshRefunded}
        />
      ) : null}
    </div>
  );
}
