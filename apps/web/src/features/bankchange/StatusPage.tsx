import './messages.ts';
import { BANK_CHANGE_EVENT, BANK_CHANGE_STATUS, BANK_VERIFY_PAY_STATUS } from '@mp/core/statuses';
import { Alert, Button, Card, Descriptions, Skeleton, Space, Table, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLang } from '../../i18n/index.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { timeColumn } from '../../ui/list/columns.tsx';
import { formatTime14 } from '../../ui/list/format.ts';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { AccountView } from './AccountView.tsx';
import { type ChangeRow, useBankName, useCheckStatus } from './api.ts';
import { pathsFor } from './stepPaths.ts';

/** reCheckSts (merchant), agtReCheckSts (provider): the account in force, the change in progress, history. */
export default function StatusPage({ route }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const q = useCheckStatus();
  const paths = pathsFor(route.area);
  const bankName = useBankName();
  const s = q.data;
  return (
    <AdminPage
      route={route}
      intro={t('bankchange.statusIntro')}
      extra={
        <Button type="primary" onClick={() => navigate(paths.form)}>
          {s?.open ? t('bankchange.continue') : t('bankchange.startChange')}
        </Button>
      }
    >
      {!s ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Card type="inner" title={t('bankchange.current')}>
            <AccountView account={s.current} />
          </Card>
          <Card type="inner" title={t('bankchange.inProgress')}>
            {s.open ? (
              <OpenChange change={s.open} />
            ) : (
              <Alert type="info" showIcon title={t('bankchange.noOpen')} />
            )}
          </Card>
          <Card type="inner" title={t('bankchange.history')}>
            <Table<ChangeRow>
              size="small"
              rowKey="change_no"
              pagination={false}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: t('bankchange.noHistory') }}
              dataSource={s.list}
              expandable={{ expandedRowRender: (r) => <History change={r} /> }}
              columns={[
                { key: 'no', title: t('bankchange.changeNo'), dataIndex: 'change_no' },
                {
                  key: 'to',
                  title: t('bankchange.to'),
                  render: (_, r) => `${bankName(r)} ${r.account_no}`,
                },
                {
                  key: 'status',
                  title: t('bankchange.status'),
                  render: (_, r) => <StatusTag labels={BANK_CHANGE_STATUS} value={r.status} />,
                },
                timeColumn('created', t('bankchange.createdAt'), (r) => r.created_at),
                timeColumn('reviewed', t('bankchange.reviewedAt'), (r) => r.reviewed_at),
                { key: 'reason', title: t('bankchange.reason'), dataIndex: 'review_reason' },
              ]}
            />
          </Card>
        </Space>
      )}
    </AdminPage>
  );
}

function OpenChange({ change }: { change: ChangeRow }) {
  const { t } = useTranslation();
  const bankName = useBankName();
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'no', label: t('bankchange.changeNo'), children: change.change_no },
          {
            key: 'status',
            label: t('bankchange.status'),
            children: <StatusTag labels={BANK_CHANGE_STATUS} value={change.status} />,
          },
          {
            key: 'from',
            label: t('bankchange.from'),
            children: `${change.old_bank_name} ${change.old_account_no}`,
          },
          { key: 'to', label: t('bankchange.to'), children: `${bankName(change)} ${change.account_no}` },
          {
            key: 'pay',
            label: t('bankchange.payStatus'),
            children: <StatusTag labels={BANK_VERIFY_PAY_STATUS} value={change.pay_status} />,
          },
          { key: 'tries', label: t('bankchange.triesLeft'), children: change.tries_left },
        ]}
      />
      <History change={change} />
    </Space>
  );
}

function History({ change }: { change: ChangeRow }) {
  const en = currentLang() === 'en';
  return (
    <Timeline
      style={{ marginTop: 8 }}
      items={change.history.map((h) => ({
        content: (
          <span>
            {formatTime14(h.at)} · {BANK_CHANGE_EVENT[h.action][en ? 'en' : 'zh']}
            {h.reason ? `：${h.reason}` : ''}
          </span>
        ),
      }))}
    />
  );
}
