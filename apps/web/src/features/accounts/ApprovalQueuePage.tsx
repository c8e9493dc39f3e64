import '../../ui/list/messages.ts';
import './messages.ts';
import { refundApprovalQueue } from '@mp/core/contracts/refunds';
import { Alert, Button, Card, Popconfirm, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../access/personAccess.ts';
import { notifier } from '../../api/notify.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { EmptyNext } from '../../ui/EmptyNext.tsx';
import { formatTime14, money } from '../../ui/list/format.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { useDecideRefund, useRefundApprovals } from '../refunds/index.ts';
import { useDecideWithdrawal, useWithdrawalApprovals } from './api.ts';

type Decision = 'APPROVE' | 'REJECT';

/** Approve and reject buttons of one waiting request, each asking first. */
function Decide({ label, onDecide }: { label: string; onDecide: (d: Decision) => Promise<boolean> }) {
  const { t } = useTranslation();
  const done = async (d: Decision) => {
    if (await onDecide(d))
      notifier().success(
        d === 'APPROVE' ? t('accounts.approvals.approved') : t('accounts.approvals.rejected'),
      );
  };
  return (
    <Space size={0} wrap>
      <Popconfirm title={t('accounts.approvals.approveConfirm')} onConfirm={() => done('APPROVE')}>
        <Button size="small" type="link" aria-label={`${t('accounts.approvals.approve')} ${label}`}>
          {t('accounts.approvals.approve')}
        </Button>
      </Popconfirm>
      <Popconfirm title={t('accounts.approvals.rejectConfirm')} onConfirm={() => done('REJECT')}>
        <Button size="small" type="link" danger aria-label={`${t('accounts.approvals.reject')} ${label}`}>
          {t('accounts.approvals.reject')}
        </Button>
      </Popconfirm>
    </Space>
  );
}

/**
 * approvalQueue (not in the spec; code 31): withdrawals and refunds waiting for a second operator. The
 * refunds need code 42 as well (their endpoints carry it); without it the section says so. The decision
 * column stays at the right edge (fixed): the refund table is wider than the page on a laptop.
 */
export default function ApprovalQueuePage({ route }: PageProps) {
  const { t } = useTranslation();
  const access = useAccess();
  const mayRefunds = access.mayCall(refundApprovalQueue);
  const withdrawals = useWithdrawalApprovals();
  const refunds = useRefundApprovals(mayRefunds);
  const decideWithdrawal = useDecideWithdrawal();
  const decideRefund = useDecideRefund();

  return (
    <AdminPage route={route} intro={t('accounts.approvals.intro')}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <Card type="inner" title={t('accounts.approvals.withdrawals')}>
          <Table
            size="small"
            rowKey="order_no"
            pagination={false}
            scroll={{ x: 'max-content' }}
            loading={withdrawals.isPending}
            locale={{ emptyText: <QueueEmpty text={t('accounts.approvals.withdrawalsEmpty')} /> }}
            dataSource={withdrawals.data?.rows ?? []}
            columns={[
              { key: 'no', title: t('accounts.o.orderNo'), dataIndex: 'order_no' },
              {
                key: 'amount',
                title: t('accounts.o.amount'),
                align: 'right',
                render: (_, r) => money(r.amount),
              },
              { key: 'who', title: t('accounts.approvals.requester'), dataIndex: 'oper_login_name' },
              { key: 'to', title: t('accounts.accountNo'), dataIndex: 'account_no' },
              { key: 'at', title: t('accounts.o.createdAt'), render: (_, r) => formatTime14(r.created_at) },
              {
                key: 'act',
                title: t('accounts.approvals.decide'),
                fixed: 'right',
                render: (_, r) => (
                  <Decide
                    label={r.order_no}
                    onDecide={async (decision) =>
                      (await decideWithdrawal.mutateAsync({ order_no: r.order_no, decision })).ok
                    }
                  />
                ),
              },
            ]}
          />
        </Card>
        <Card type="inner" title={t('accounts.approvals.refunds')}>
          {mayRefunds ? (
            <Table
              size="small"
              rowKey="refund_no"
              pagination={false}
              scroll={{ x: 'max-content' }}
              loading={refunds.isPending}
              locale={{ emptyText: <QueueEmpty text={t('accounts.approvals.refundsEmpty')} /> }}
              dataSource={refunds.data?.rows ?? []}
              columns={[
                { key: 'no', title: t('money.c.refundNo'), dataIndex: 'refund_no' },
                { key: 'txn', title: t('money.c.txnNo'), dataIndex: 'txn_no' },
                {
                  key: 'amount',
                  title: t('accounts.approvals.refundAmount'),
                  align: 'right',
                  render: (_, r) => money(r.amount),
                },
                {
                  key: 'txnAmount',
                  title: t('accounts.approvals.txnAmount'),
                  align: 'right',
                  render: (_, r) => money(r.txn_amount),
                },
                { key: 'store', title: t('accounts.approvals.store'), dataIndex: 'store_name' },
                { key: 'who', title: t('accounts.approvals.requester'), dataIndex: 'oper_login_name' },
                {
                  key: 'reason',
                  title: t('accounts.approvals.reason'),
                  render: (_, r) => r.reason || '-',
                },
                { key: 'at', title: t('money.c.refundTime'), render: (_, r) => formatTime14(r.created_at) },
                {
                  key: 'act',
                  title: t('accounts.approvals.decide'),
                  fixed: 'right',
                  render: (_, r) => (
                    <Decide
                      label={r.refund_no}
                      onDecide={async (decision) =>
                        (await decideRefund.mutateAsync({ refund_no: r.refund_no, decision })).ok
                      }
                    />
                  ),
                },
              ]}
            />
          ) : (
            <Alert type="info" showIcon title={t('accounts.approvals.noRefundCode')} />
          )}
        </Card>
      </div>
    </AdminPage>
  );
}

/** An empty approval list: nothing waits, and the rules that send requests here are a link away. */
function QueueEmpty({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <EmptyNext
      text={
        <>
          {text}
          <br />
          {t('accounts.approvals.emptyNext')}
        </>
      }
      link={{ label: t('accounts.approvals.emptyLink'), to: useAccess().pathTo('accounts.approvalRules') }}
    />
  );
}
