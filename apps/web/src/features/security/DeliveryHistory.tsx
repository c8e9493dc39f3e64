import './messages.ts';
import '../../ui/admin/messages.ts';
import { Segmented, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberColumn } from '../../ui/list/columns.tsx';
import { formatTime14 } from '../../ui/list/format.ts';
import { type Delivery, useNotifyHistory } from './api.ts';
import { DeliveryTag } from './DeliveryResult.tsx';

type Kind = '' | 'ASYNC' | 'PAGE';

/** Every notification sent to the merchant's URLs (tests and events), newest first. */
export function DeliveryHistory() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const q = useNotifyHistory(kind, page, size);
  return (
    <div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 12 }}>
        <Typography.Title level={5} style={{ margin: 0, flex: 1 }}>
          {t('security.urls.history')}
        </Typography.Title>
        <Segmented<Kind>
          value={kind}
          onChange={(k) => {
            setKind(k);
            setPage(1);
          }}
          options={[
            { value: '', label: t('admin.all') },
            { value: 'ASYNC', label: t('security.urls.async') },
            { value: 'PAGE', label: t('security.urls.page') },
          ]}
        />
      </div>
      <Table<Delivery>
        rowKey="delivery_id"
        size="small"
        loading={q.isFetching}
        dataSource={q.data?.rows}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('security.urls.noHistory') }}
        pagination={{
          current: page,
          pageSize: size,
          total: q.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: ['10', '20', '50'],
          onChange: (p, s) => {
            setPage(s !== size ? 1 : p);
            setSize(s);
          },
        }}
        columns={[
          { key: 'at', title: t('security.urls.at'), render: (_, r) => formatTime14(r.created_at) },
          {
            key: 'kind',
            title: t('security.urls.kind'),
            render: (_, r) => t(r.url_kind === 'ASYNC' ? 'security.urls.async' : 'security.urls.page'),
          },
          {
            key: 'origin',
            title: t('security.urls.origin'),
            render: (_, r) => t(`security.urls.origins.${r.origin}`),
          },
          {
            key: 'url',
            title: t('security.urls.url'),
            render: (_, r) => (
              <Typography.Text ellipsis style={{ maxWidth: 280 }}>
                {r.url}
              </Typography.Text>
            ),
          },
          {
            key: 'result',
            title: t('security.urls.result'),
            render: (_, r) => <DeliveryTag result={r.result} />,
          },
          {
            key: 'http',
            title: t('security.urls.httpStatus'),
            render: (_, r) => (r.http_status > 0 ? r.http_status : '-'),
          },
          numberColumn('ms', t('security.urls.duration'), (r) =>
            t('security.urls.ms', { ms: String(r.duration_ms) }),
          ),
        ]}
      />
    </div>
  );
}
