import './messages.ts';
import { labelOf, PRODUCT_CLOSED_REASON, PRODUCT_SOURCE, PRODUCT_STATUS } from '@mp/core/statuses';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang, pick } from '../../i18n/index.ts';
import { numberColumn } from '../../ui/list/columns.tsx';
import { formatDate, money } from '../../ui/list/format.ts';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import { RowsTable, type TableRows } from '../../ui/RowsTable.tsx';
import { PALETTE } from '../../ui/theme.ts';
import { type MerchantProduct, ratePercent } from './api.ts';

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The columns every product table shows: product, rate, fee limits, status and who opened or closed it. */
export function useProductColumns<Row extends MerchantProduct>(): TableColumnsType<Row> {
  const { t } = useTranslation();
  const lang = currentLang();
  return [
    {
      key: 'product',
      title: t('products.product'),
      render: (_, r) => (
        <>
          {pick({ zh: r.name_zh, en: r.name_en })}
          <div style={{ fontSize: 12, color: PALETTE.textMuted }}>{r.product_code}</div>
        </>
      ),
    },
    numberColumn('rate', t('products.rate'), (r) => <span style={num}>{ratePercent(r.rate_bp)}</span>),
    numberColumn('min', t('products.minFee'), (r) => <span style={num}>{money(r.min_fee)}</span>),
    {
      key: 'max',
      title: t('products.maxFee'),
      align: 'right',
      render: (_, r) => (
        <span style={num}>{r.max_fee === null ? t('products.noCap') : money(r.max_fee)}</span>
      ),
    },
    {
      key: 'status',
      title: t('products.status'),
      render: (_, r) => (
        <>
          <StatusTag labels={PRODUCT_STATUS} value={r.status} />
          {r.closed_reason ? (
            <div style={{ fontSize: 12, color: PALETTE.textMuted }}>
              {labelOf(PRODUCT_CLOSED_REASON, r.closed_reason, lang)}
            </div>
          ) : null}
        </>
      ),
    },
    { key: 'source', title: t('products.source'), render: (_, r) => labelOf(PRODUCT_SOURCE, r.source, lang) },
    { key: 'opened', title: t('products.openedDate'), render: (_, r) => formatDate(r.opened_date) },
  ];
}

/** A merchant's products in a table (merchantServices 2, mercProductAuthList 26). */
export function ProductTable(props: TableRows<MerchantProduct> & { label: string }) {
  const columns = useProductColumns<MerchantProduct>();
  return <RowsTable<MerchantProduct> {...props} rowKey="product_code" columns={columns} />;
}
