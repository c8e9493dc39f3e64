import './messages.ts';
import { labelOf, STORE_STATUS, TERMINAL_STATUS } from '@mp/core/statuses';
import { Descriptions, Result, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { currentLang } from '../../i18n/index.ts';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { formatTime14 } from '../../ui/list/format.ts';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { type StoreDetail, useStoreDetail } from './api.ts';
import { StoreQrCard } from './StoreQrCard.tsx';
import { storeListPath } from './storePaths.ts';

type Terminal = StoreDetail['terminals'][number];

/** shop_manager_detaile (411) and gshop_manager_detail: one store and its terminals; ?store_id=. */
export default function StoreDetailPage({ route }: PageProps) {
  const { t } = useTranslation();
  const area = route.area as SignedInArea;
  const [params] = useSearchParams();
  const raw = params.get('store_id') ?? '';
  const id = /^\d{1,18}$/.test(raw) ? raw : null;
  const q = useStoreDetail(id);
  const back = storeListPath(area);
  const s = q.data;
  const lang = currentLang();

  if (!id || q.isError) {
    return (
      <AdminPage route={route} back={back}>
        <Result status="404" title={t('stores.notFound')} />
      </AdminPage>
    );
  }
  return (
    <AdminPage route={route} back={back}>
      {!s ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'name', label: t('stores.name'), children: s.store_name },
              { key: 'no', label: t('stores.no'), children: s.store_no },
              { key: 'merchant', label: t('stores.merchant'), children: `${s.mer_name} (${s.mer_no})` },
              {
                key: 'status',
                label: t('stores.status'),
                children: <StatusTag labels={STORE_STATUS} value={s.status} />,
              },
              { key: 'address', label: t('stores.address'), children: s.address || '-' },
              { key: 'phone', label: t('stores.phone'), children: s.phone || '-' },
              { key: 'created', label: t('stores.createdAt'), children: formatTime14(s.created_at) },
              { key: 'count', label: t('stores.terminals'), children: s.terminals.length },
            ]}
          />
          <StoreQrCard storeId={s.store_id} open={s.status === 'normal'} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('stores.terminalList')}
          </Typography.Title>
          <Table<Terminal>
            rowKey="terminal_id"
            size="middle"
            pagination={false}
            dataSource={s.terminals}
            locale={{ emptyText: t('stores.noTerminals') }}
            columns={[
              { key: 'no', dataIndex: 'terminal_no', title: t('stores.terminalNo') },
              { key: 'model', dataIndex: 'model', title: t('stores.model') },
              {
                key: 'status',
                title: t('stores.status'),
                render: (_, r) =>
                  r.status === 'normal' ? (
                    labelOf(TERMINAL_STATUS, r.status, lang)
                  ) : (
                    <Typography.Text type="secondary">
                      {labelOf(TERMINAL_STATUS, r.status, lang)}
                    </Typography.Text>
                  ),
              },
              { key: 'created', title: t('stores.createdAt'), render: (_, r) => formatTime14(r.created_at) },
            ]}
          />
        </>
      )}
    </AdminPage>
  );
}
