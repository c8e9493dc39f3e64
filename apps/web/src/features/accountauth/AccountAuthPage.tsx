import type { PageProps } from '../../ui/page-props.ts';
import './messages.ts';
import { ACCOUNT_AUTH_SCOPE, ACCOUNT_AUTH_STATUS } from '@mp/core/statuses';
import { Button, Popconfirm, Segmented, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../api/notify.ts';
import { pick } from '../../i18n/index.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { formatTime14, money } from '../../ui/list/format.ts';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import { tableSpec } from '../../ui/pagedTable/tableUrl.ts';
import { usePagedTable } from '../../ui/pagedTable/usePagedTable.ts';
import { useAccountAuths, useUntie } from './api.ts';

/** URL: `status` (ACTIVE, UNTIED; absent: all) and `page`. */
const TABLE = tableSpec({ filters: { status: { kind: 'choice', options: ACCOUNT_AUTH_STATUS } } });

/** accountAuth (not a route of the spec; code 31): the account authorisations, and untying one. */
export default function AccountAuthPage({ route }: PageProps) {
  const { t } = useTranslation();
  const table = usePagedTable(TABLE);
  const { status } = table.filters;
  const q = useAccountAuths(status, table.page);
  const untie = useUntie();
  return (
    <AdminPage route={route} intro={t('accountauth.intro')}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Segmented<typeof status>
          aria-label={t('accountauth.status')}
          value={status}
          onChange={(v) => table.search({ status: v })}
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
          pagination={table.pagination(q.data?.total_count)}
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
