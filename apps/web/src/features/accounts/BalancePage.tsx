import './messages.ts';
import { ReloadOutlined } from '@ant-design/icons';
import { APPROVAL_STATUS, FUND_ORDER_KIND, fundOrderStatusLabels } from '@mp/core/statuses';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Row,
  Skeleton,
  Space,
  Statistic,
  Table,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccess } from '../../access/personAccess.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { formatTime14, money } from '../../ui/list/format.ts';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { useBalance, useFundOrders } from './api.ts';
import { FundDialog, type FundKind } from './FundDialog.tsx';

/** balanceQuery (31): what the platform holds for the merchant, and where it is paid out. */
export default function BalancePage({ route }: PageProps) {
  const { t } = useTranslation();
  const q = useBalance();
  const orders = useFundOrders();
  const [dialog, setDialog] = useState<FundKind | null>(null);
  // The settlement account changes through its own pages (bankchange), for who may open them.
  const changePath = useAccess().pathTo('bankchange.status');
  const b = q.data;
  const figures = b
    ? [
        { key: 'available', title: t('accounts.available'), value: b.available, strong: true },
        { key: 'frozen', title: t('accounts.frozen'), value: b.frozen, strong: false },
        { key: 'total', title: t('accounts.total'), value: b.total, strong: false },
      ]
    : [];
  return (
    <AdminPage
      route={route}
      intro={t('accounts.intro')}
      extra={
        <Space wrap>
          <Button type="primary" onClick={() => setDialog('WITHDRAW')}>
            {t('accounts.withdraw')}
          </Button>
          <Button onClick={() => setDialog('RECHARGE')}>{t('accounts.recharge')}</Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              void q.refetch();
              void orders.refetch();
            }}
            loading={q.isFetching}
          >
            {t('accounts.refresh')}
          </Button>
        </Space>
      }
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        {!b ? (
          <Card>
            <Skeleton active />
          </Card>
        ) : (
          <>
            <Row gutter={[16, 16]}>
              {figures.map((f) => (
                <Col key={f.key} xs={24} md={8}>
                  <Card>
                    <Statistic
                      title={f.title}
                      value={money(f.value)}
                      suffix="MOP"
                      styles={{ content: f.strong ? { fontWeight: 600 } : undefined }}
                    />
                  </Card>
                </Col>
              ))}
            </Row>
            <Typography.Text type="secondary">
              {t('accounts.totalHint')} · {t('accounts.updatedAt')}:{' '}
              {b.updated_at ? formatTime14(b.updated_at) : t('accounts.never')}
            </Typography.Text>
            <Card type="inner" title={t('accounts.settleAccount')}>
              {b.settle_account ? (
                <>
                  <Descriptions
                    size="small"
                    column={{ xs: 1, md: 3 }}
                    items={[
                      { key: 'bank', label: t('accounts.bank'), children: b.settle_account.bank_name },
                      {
                        key: 'name',
                        label: t('accounts.accountName'),
                        children: b.settle_account.account_name,
                      },
                      {
                        key: 'no',
                        label: t('accounts.accountNo'),
                        children: (
                          <span style={{ fontFamily: 'monospace' }}>{b.settle_account.account_no}</span>
                        ),
                      },
                    ]}
                  />
                  <Typography.Text type="secondary">{t('accounts.settleHint')}</Typography.Text>
                  {changePath ? (
                    <div style={{ marginTop: 8 }}>
                      <Link to={changePath}>{t('accounts.changeSettleAccount')}</Link>
                    </div>
                  ) : null}
                </>
              ) : (
                <Alert type="info" showIcon title={t('accounts.noSettleAccount')} />
              )}
            </Card>
            <Card type="inner" title={t('accounts.orders')}>
              <Table
                size="small"
                rowKey="order_no"
                pagination={false}
                scroll={{ x: 'max-content' }}
                loading={orders.isPending}
                locale={{ emptyText: t('accounts.ordersEmpty') }}
                dataSource={orders.data?.rows ?? []}
                columns={[
                  { key: 'no', title: t('accounts.o.orderNo'), dataIndex: 'order_no' },
                  {
                    key: 'kind',
                    title: t('accounts.o.kind'),
                    render: (_, r) => <StatusTag labels={FUND_ORDER_KIND} value={r.kind} />,
                  },
                  {
                    key: 'amount',
                    title: t('accounts.o.amount'),
                    align: 'right',
                    render: (_, r) => money(r.amount),
                  },
                  {
                    key: 'status',
                    title: t('accounts.o.status'),
                    render: (_, r) => (
                      <Space size={4}>
                        <StatusTag labels={fundOrderStatusLabels(r.kind)} value={r.status} />
                        {r.approval !== 'NONE' ? (
                          <StatusTag labels={APPROVAL_STATUS} value={r.approval} />
                        ) : null}
                      </Space>
                    ),
                  },
                  {
                    key: 'at',
                    title: t('accounts.o.createdAt'),
                    render: (_, r) => formatTime14(r.created_at),
                  },
                  {
                    key: 'reason',
                    title: t('accounts.o.failReason'),
                    render: (_, r) => r.fail_reason || '-',
                  },
                ]}
              />
            </Card>
          </>
        )}
      </div>
      {dialog ? <FundDialog kind={dialog} open onClose={() => setDialog(null)} /> : null}
    </AdminPage>
  );
}
