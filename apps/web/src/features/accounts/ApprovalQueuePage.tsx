import '../../ui/list/messages.ts';
import './messages.ts';
import { transferApprovalQueue } from '@mp/core/contracts/crossborder';
import { refundApprovalQueue } from '@mp/core/contracts/refunds';
import { Alert, Button, Card, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccess } from '../../access/personAccess.ts';
import { notifier } from '../../api/notify.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { EmptyNext } from '../../ui/EmptyNext.tsx';
import { formatTime14, money } from '../../ui/list/format.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { RowsTable } from '../../ui/RowsTable.tsx';
import { minor, statusPathOf, useDecideTransfer, useTransferApprovals } from '../crossborder/index.ts';
import { useDecideRefund, useRefundApprovals } from '../refunds/index.ts';
import { useDecideWithdrawal, useWithdrawalApprovals } from './api.ts';

type Decision = 'APPROVE' | 'REJECT';

/** Approve and reject buttons of one waiting request, each asking first (`confirms`: the kind's own questions). */
function Decide({
  label,
  onDecide,
  confirms = { approve: 'accounts.approvals.approveConfirm', reject: 'accounts.approvals.rejectConfirm' },
}: {
  label: string;
  onDecide: (d: Decision) => Promise<boolean>;
  confirms?: { approve: string; reject: string };
}) {
  const { t } = useTranslation();
  const done = async (d: Decision) => {
    if (await onDecide(d))
      notifier().success(
        d === 'APPROVE' ? t('accounts.approvals.approved') : t('accounts.approvals.rejected'),
      );
  };
  return (
    <Space size={0} wrap>
      <Popconfirm title={t(confirms.approve)} onConfirm={() => done('APPROVE')}>
        <Button size="small" type="link" aria-label={`${t('accounts.approvals.approve')} ${label}`}>
          {t('accounts.approvals.approve')}
        </Button>
      </Popconfirm>
      <Popconfirm title={t(confirms.reject)} onConfirm={() => done('REJECT')}>
        <Button size="small" type="link" danger aria-label={`${t('accounts.approvals.reject')} ${label}`}>
          {t('accounts.approvals.reject')}
        </Button>
      </Popconfirm>
    </Space>
  );
}

/**
 * approvalQueue (not in the spec; code 31): withdrawals, refunds and cross-border transfers waiting for a
 * second operator, one section per kind, each from its own capability's queue and decided by its own
 * endpoint. The refunds need code 42 as well, the transfers code 9 (their endpoints carry them); without
 * it the section says so. The decision column stays at the right edge (fixed): the refund table is wider
 * than the page on a laptop; on a phone every row is a card (RowsTable).
 */
export default function ApprovalQueuePage({ route }: PageProps) {
  const { t } = useTranslation();
  const access = useAccess();
  const mayRefunds = access.mayCall(refundApprovalQueue);
  const mayTransfers = access.mayCall(transferApprovalQueue);
  const withdrawals = useWithdrawalApprovals();
  const refunds = useRefundApprovals(mayRefunds);
  const transfers = useTransferApprovals(mayTransfers);
  const decideWithdrawal = useDecideWithdrawal();
  const decideRefund = useDecideRefund();
  const decideTransfer = useDecideTransfer();

  return (
    <AdminPage route={route} intro={t('accounts.approvals.intro')}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <Card type="inner" title={t('accounts.approvals.withdrawals')}>
          <RowsTable
            size="small"
            rowKey="order_no"
            scroll={{ x: 'max-content' }}
            loading={withdrawals.isPending}
            empty={<QueueEmpty text={t('accounts.approvals.withdrawalsEmpty')} />}
            rows={withdrawals.data?.rows ?? []}
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
            <RowsTable
              size="small"
              rowKey="refund_no"
              scroll={{ x: 'max-content' }}
              loading={refunds.isPending}
              empty={<QueueEmpty text={t('accounts.approvals.refundsEmpty')} />}
              rows={refunds.data?.rows ?? []}
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
        <Card type="inner" title={t('accounts.approvals.transfers')}>
          {mayTransfers ? (
            <RowsTable
              size="small"
              rowKey="transfer_no"
              scroll={{ x: 'max-content' }}
              loading={transfers.isPending}
              empty={<QueueEmpty text={t('accounts.approvals.transfersEmpty')} />}
              rows={transfers.data?.rows ?? []}
              columns={[
                {
                  key: 'no',
                  title: t('accounts.approvals.transferNo'),
                  render: (_, r) => <Link to={statusPathOf(r.transfer_no)}>{r.transfer_no}</Link>,
                },
                {
                  key: 'total',
                  title: t('accounts.approvals.transferTotal'),
                  align: 'right',
                  render: (_, r) => minor(r.total_pay, 2, 'MOP'),
                },
                {
                  key: 'payee',
                  title: t('accounts.approvals.payeeAmount'),
                  align: 'right',
                  render: (_, r) => minor(r.payee_amount, r.decimals, r.currency),
                },
                { key: 'to', title: t('accounts.approvals.payee'), dataIndex: 'payee_name' },
                { key: 'who', title: t('accounts.approvals.requester'), dataIndex: 'oper_login_name' },
                {
                  key: 'at',
                  title: t('accounts.approvals.submittedAt'),
                  render: (_, r) => formatTime14(r.created_at),
                },
                {
                  key: 'act',
                  title: t('accounts.approvals.decide'),
                  fixed: 'right',
                  render: (_, r) =>
                    r.may_approve ? (
                      <Decide
                        label={r.transfer_no}
                        confirms={{
                          approve: 'accounts.approvals.transferApproveConfirm',
                          reject: 'accounts.approvals.transferRejectConfirm',
                        }}
                        onDecide={async (decision) =>
                          (
                            await decideTransfer.mutateAsync({
                              transfer_no: r.transfer_no,
                              decision: decision === 'APPROVE' ? 'APPROVE' : 'DECLINE',
                            })
                          ).ok
                        }
                      />
                    ) : (
                      <Typography.Text type="secondary">
                        {t('accounts.approvals.ownTransfer')}
                      </Typography.Text>
                    ),
                },
              ]}
            />
          ) : (
            <Alert type="info" showIcon title={t('accounts.approvals.noTransferCode')} />
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
