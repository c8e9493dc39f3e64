import './messages.ts';
import { labelOf, PAY_TYPE } from '@mp/core/statuses';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/index.ts';
import { numberColumn } from '../../ui/list/columns.tsx';
import { formatDate, money } from '../../ui/list/format.ts';
import { statusColor } from '../../ui/list/statusColors.ts';
import { RowsTable, type TableRows } from '../../ui/RowsTable.tsx';
import { PALETTE } from '../../ui/theme.ts';
import type { ProductFees as Fees } from './api.ts';

type Row = Fees['rows'][number];

/** The products the merchant has opened and their fees: rate, minimum and cap per transaction. */
export function ProductFees(props: TableRows<Row>) {
  const { t } = useTranslation();
  const lang = currentLang();
  const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
  return (
    <RowsTable<Row>
      {...props}
      label={t('merchant.products')}
      rowKey={(r) => `${r.product_code}:${r.pay_type}:${r.scene}`}
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
          render: (_, r) => <Tag color={statusColor(r.pay_type)}>{labelOf(PAY_TYPE, r.pay_type, lang)}</Tag>,
        },
        { key: 'scene', title: t('merchant.scene'), render: (_, r) => t(`merchant.scenes.${r.scene}`) },
        numberColumn('rate', t('merchant.rate'), (r) => <span style={num}>{r.rate}</span>),
        numberColumn('min', t('merchant.minFee'), (r) => <span style={num}>{money(r.min_fee)}</span>),
        numberColumn('max', t('merchant.maxFee'), (r) => (
          <span style={num}>{r.max_fee < 0 ? t('merchant.noCap') : money(r.max_fee)}</span>
        )),
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
  );
}
