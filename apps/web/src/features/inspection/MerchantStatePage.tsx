import './messages.ts';
import { Button, Card, Input, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../access/personAccess.ts';
import { notifier } from '../../api/notify.ts';
import { catalogueText } from '../../i18n/catalogue.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { formatDate } from '../../ui/list/format.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { inspectionContracts, type MerchantState, remind, useMerchantState } from './api.ts';

const count = (color: string) => (v: number) => (v > 0 ? <Tag color={color}>{v}</Tag> : v);

/**
 * /service/merchantRequirements and /group/gmerchantRequirements (not spec routes; issue 29 point 2): a
 * provider's or group's merchants with their requirements counted by group, the restriction in force
 * (its code and text) and the nearest deadline, read-only; "send a reminder" for whoever acts for the whole
 * organisation (the server decides; a merchant with nothing due gets none).
 */
export default function MerchantStatePage({ route }: PageProps) {
  const { t } = useTranslation();
  const access = useAccess();
  const [merNo, setMerNo] = useState('');
  const q = useMerchantState(merNo);
  const [busy, setBusy] = useState('');
  const mayRemind = access.mayCall(inspectionContracts.remind);

  const send = async (r: MerchantState) => {
    setBusy(r.mer_no);
    const a = await remind(r.mer_no);
    setBusy('');
    if (!a.ok) return;
    if (a.data.sent)
      notifier().success(t('inspection.state.reminded', { mer: r.mer_name, n: a.data.requirements }));
    else notifier().success(t('inspection.state.nothingDue', { mer: r.mer_name }));
    void q.refetch();
  };

  return (
    <AdminPage route={route} intro={t('inspection.state.intro')}>
      <Card>
        <Input.Search
          allowClear
          aria-label={t('inspection.state.search')}
          placeholder={t('inspection.state.search')}
          style={{ maxWidth: 280, marginBottom: 16 }}
          onSearch={(v) => setMerNo(v.trim())}
        />
        <Table<MerchantState>
          size="small"
          rowKey="mer_no"
          loading={q.isLoading}
          dataSource={q.data?.list ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 900 }}
          locale={{ emptyText: t('inspection.state.empty') }}
          columns={[
            {
              title: t('inspection.state.merchant'),
              dataIndex: 'mer_no',
              render: (v: string, r) => (
                <>
                  <div>{r.mer_name}</div>
                  <div style={{ color: 'var(--ant-color-text-secondary)' }}>{v}</div>
                </>
              ),
            },
            {
              title: t('inspection.state.restriction'),
              dataIndex: 'restriction',
              render: (v: MerchantState['restriction']) =>
                v ? (
                  <Tooltip title={catalogueText(v)}>
                    <Tag color="error">{v}</Tag>
                    <span>{catalogueText(v)}</span>
                  </Tooltip>
                ) : (
                  t('inspection.state.none')
                ),
            },
            {
              title: t('inspection.state.pastDue'),
              dataIndex: 'past_due',
              align: 'right',
              render: count('error'),
            },
            {
              title: t('inspection.state.dueNow'),
              dataIndex: 'due_now',
              align: 'right',
              render: count('warning'),
            },
            {
              title: t('inspection.state.upcoming'),
              dataIndex: 'upcoming',
              align: 'right',
              render: count('blue'),
            },
            {
              title: t('inspection.state.nextDeadline'),
              dataIndex: 'next_deadline',
              render: (v: string) => (v ? formatDate(v) : ''),
            },
            {
              title: '',
              key: 'remind',
              render: (_: unknown, r) => {
                const due = r.past_due + r.due_now + r.upcoming > 0;
                const button = (
                  <Button
                    size="small"
                    loading={busy === r.mer_no}
                    disabled={!mayRemind || !due}
                    onClick={() => void send(r)}
                  >
                    {t('inspection.state.remind')}
                  </Button>
                );
                return mayRemind ? (
                  button
                ) : (
                  <Tooltip title={t('inspection.state.noRemind')}>{button}</Tooltip>
                );
              },
            },
          ]}
        />
      </Card>
    </AdminPage>
  );
}
