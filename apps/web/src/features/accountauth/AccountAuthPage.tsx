import './messages.ts';
import { ACCOUNT_AUTH_SCOPE, ACCOUNT_AUTH_STATUS } from '@mp/core/statuses';
import { Button, Popconfirm, Segmented, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../api/notify.ts';
import { pick } from '../../i18n/index.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { formatTime14, money } from '../../ui/list/format.ts';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { useAccountAuths, useUntie } from './api.ts';

/** accountAuth (not a route of the spec; code 31): the account authorisations, and untying one. */
export default function AccountAuthPage({ route }: PageProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'' | 'ACTIVE' | 'UNTIED'>('');
  const [page, setPage] = useState(1);
  const q = useAccountAuths(status, page);
  const untie = useUntie();
  return (
    <AdminPage route={route} intro={t('accountauth.intro')}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Segmented
          aria-label={t('accountauth.status')}
          value={status}
          onChange={(v) => {
            setStatus(v as typeof status);
            setPage(1);
          }}
          options={[
            { value: '', label: t('accountauth.all') },
            { value: 'ACTIVE', label: pick(ACCOUNT_AUTH_STATUS.ACTIVE) },
            { value: 'UNTIED', label: pick(ACCOUNT_AUTH_STATUS.UNTIED) },
          ]}
        />
        <Table
          size="small"
          rowKey="auth_no"
          scroll={{ x: 'max-content' }}
          loading={q.isPending}
          locale={{ emptyText: t('accountauth.empty') }}
          dataSource={q.data?.rows ?? []}
          pagination={{
            current: page,
            pageSize: 20,
            total: q.data?.total_count ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          columns={[
            { key: 'no', title: t('accountauth.authNo'), dataIndex: 'auth_no' },
            { key: 'party', title: t('accountauth.party'), dataIndex: 'party_name' },
            {
              key: 'kind',
              title: t('accountauth.kind'),
              render: (_, r) => t(`accountauth.partyKind.${r.party_kind}`),
            },
            {
              key: 'scope',
              title: t('accountauth.scope'),
              render: (_, r) => <StatusTag labels={ACCOUNT_AUTH_SCOPE} value={r.scope} />,
            },
            {
              key: 'limit',
              title: t('accountauth.dailyLimit'),
              align: 'right',
              render: (_, r) => money(r.daily_limit),
            },
            {
              key: 'status',
              title: t('accountauth.status'),
              render: (_, r) => <StatusTag labels={ACCOUNT_AUTH_STATUS} value={r.status} />,
            },
            {
              key: 'at',
              title: t('accountauth.authorisedAt'),
              render: (_, r) => formatTime14(r.authorised_at),
            },
            {
              key: 'untied',
              title: t('accountauth.untiedAt'),
              render: (_, r) => formatTime14(r.untied_at) || '-',
            },
            {
              key: 'act',
              title: '',
              // At the right edge whatever the width: the English columns are wider than a laptop's page.
              fixed: 'right',
              render: (_, r) =>
                r.status === 'ACTIVE' ? (
                  <Popconfirm
                    title={t('accountauth.untieAsk')}
                    onConfirm={async () => {
                      await untie.mutateAsync(r.auth_no);
                      notifier().success(t('accountauth.untied'));
                    }}
                  >
                    <Button
                      size="small"
                      type="link"
                      danger
                      aria-label={`${t('accountauth.untie')} ${r.party_name}`}
                    >
                      {t('accountauth.untie')}
                    </Button>
                  </Popconfirm>
                ) : null,
            },
          ]}
        />
      </Space>
    </AdminPage>
  );
}
