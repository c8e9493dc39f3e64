import './messages.ts';
import { labelOf, PAY_TYPE } from '@mp/core/statuses';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/index.ts';
import { formatDate, money } from '../../ui/list/format.ts';
import { statusColor } from '../../ui/list/statusColors.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { PALETTE } from '../../ui/theme.ts';
import type { ProductFees as Fees } from './api.ts';

type Row = Fees['rows'][number];

/** The products the merchant has opened and their fees: rate, minimum and cap per transaction. */
export function ProductFees({ rows, loading }: { rows: Row[] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
  return (
    <ScrollRegion label={t('merchant.products')}>
      <Table<Row>
        rowKey={(r) => `${r.product_code}:${r.pay_type}:${r.scene}`}
        size="middle"
        pagination={false}
        loading={loading}
        dataSource={rows}
        columns={[
          {
            key: 'product',
            title: t('merchant.product'),
            render: (_, r) => (
              <>
                {r.product_name}
                <div style={{ fontSize: 12, color: PALETTE.textMuted }}>{r.product_code}</div>
              </>
            ),
          },
          {
            key: 'pay',
            title: t('merchant.payType'),
            render: (_, r) => (
              <Tag color={statusColor(r.pay_type)}>{labelOf(PAY_TYPE, r.pay_type, lang)}</Tag>
            ),
          },
          { key: 'scene', title: t('merchant.scene'), render: (_, r) => t(`merchant.scenes.${r.scene}`) },
          {
            key: 'rate',
            title: t('merchant.rate'),
            align: 'right',
            render: (_, r) => <span style={num}>{r.rate}</span>,
          },
          {
            key: 'min',
            title: t('merchant.minFee'),
            align: 'right',
            render: (_, r) => <span style={num}>{money(r.min_fee)}</span>,
          },
          {
            key: 'max',
            title: t('merchant.maxFee'),
            align: 'right',
            render: (_, r) => (
              <span style={num}>{r.max_fee < 0 ? t('merchant.noCap') : money(r.max_fee)}</span>
            ),
          },
          { key: 'cycle', dataIndex: 'settle_cycle', title: t('merchant.settleCycle') },
          {
            key: 'status',
            title: t('merchant.productStatus'),
            render: (_, r) => (
              <Tag color={r.status === 'OPEN' ? 'success' : 'default'}>
                {t(`merchant.productStatuses.${r.status}`)}
              </Tag>
            ),
          },
          { key: 'opened', title: t('merchant.openedDate'), render: (_, r) => formatDate(r.opened_date) },
        ]}
      />
    </ScrollRegion>
  );
}
