import './messages.ts';
import '../../ui/admin/messages.ts';
import { labelOf, PAY_TYPE, PRODUCT_STATUS } from '@mp/core/statuses';
import { Card, Empty, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../api/notify.ts';
import { currentLang, pick } from '../../i18n/index.ts';
import { AclButton } from '../../ui/admin/AclButton.tsx';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { thenTell } from '../../ui/admin/RowActions.tsx';
import { numberColumn } from '../../ui/list/columns.tsx';
import { count, formatDate, money } from '../../ui/list/format.ts';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { RowsTable } from '../../ui/RowsTable.tsx';
import { ratePercent, useConfigChannels, useDeleteChannel, useProductCharges } from './api.ts';
import { ProductTable } from './ProductTable.tsx';

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** merchantServices (2): the merchant's configured channels, their products and fees; delete a channel. */
export default function MerchantServicesPage({ route }: PageProps) {
  const { t } = useTranslation();
  const lang = currentLang();
  const channels = useConfigChannels();
  const charges = useProductCharges();
  const remove = useDeleteChannel();
  const rows = channels.data?.rows ?? [];
  type Charge = NonNullable<typeof charges.data>['rows'][number];
  return (
    <AdminPage route={route} intro={t('products.servicesIntro')}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        {!channels.isPending && rows.length === 0 ? <Empty description={t('products.noChannels')} /> : null}
        {rows.map((c) => {
          const name = pick({ zh: c.name_zh, en: c.name_en });
          return (
            <Card
              key={c.pay_type}
              size="small"
              title={
                <Space>
                  <Typography.Title level={5} style={{ margin: 0 }}>
                    {name}
                  </Typography.Title>
                  <StatusTag labels={PRODUCT_STATUS} value={c.status} />
                </Space>
              }
              extra={
                c.status === 'OPEN' ? (
                  <Popconfirm
                    title={t('products.deleteChannelTitle', { name })}
                    description={t('products.deleteChannelText')}
                    okText={t('products.deleteChannel')}
                    okButtonProps={{ danger: true }}
                    cancelText={t('admin.cancel')}
                    onConfirm={() =>
                      thenTell(remove.mutateAsync(c.pay_type), (a) =>
                        notifier().success(t('products.deleted', { n: a.closed })),
                      )
                    }
                  >
                    <AclButton code="2" danger size="small">
                      {t('products.deleteChannel')}
                    </AclButton>
                  </Popconfirm>
                ) : null
              }
            >
              <ProductTable rows={c.products} loading={channels.isFetching} label={name} />
            </Card>
          );
        })}
        <Card
          size="small"
          title={t('products.charges')}
          extra={
            charges.data ? (
              <Typography.Text type="secondary">
                {t('products.chargesRange', {
                  start: formatDate(charges.data.start_date),
                  end: formatDate(charges.data.end_date),
                })}
              </Typography.Text>
            ) : null
          }
        >
          <RowsTable<Charge>
            label={t('products.charges')}
            rowKey="pay_type"
            loading={charges.isFetching}
            rows={charges.data?.rows}
            columns={[
              {
                key: 'channel',
                title: t('products.channel'),
                render: (_, r) => labelOf(PAY_TYPE, r.pay_type, lang),
              },
              numberColumn('count', t('products.txnCount'), (r) => <span style={num}>{count(r.count)}</span>),
              numberColumn('amount', t('products.amount'), (r) => <span style={num}>{money(r.amount)}</span>),
              numberColumn('fee', t('products.fee'), (r) => <span style={num}>{money(r.fee)}</span>),
              numberColumn('rate', t('products.effectiveRate'), (r) => (
                <span style={num}>{r.count ? ratePercent(r.effective_rate_bp) : '–'}</span>
              )),
            ]}
          />
        </Card>
      </Space>
    </AdminPage>
  );
}
