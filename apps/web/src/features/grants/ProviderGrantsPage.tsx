import './messages.ts';
import '../../ui/admin/messages.ts';
import type { AnswerOf } from '@mp/core/contract';
import type * as c from '@mp/core/contracts/grants';
import {
  BALANCE_ACCOUNT,
  FLOW_DIRECTION,
  GRANT_SCOPE,
  GRANT_STATUS,
  LEDGER_ENTRY_TYPE,
  labelOf,
} from '@mp/core/statuses';
import { todayYmd } from '@mp/core/time';
import { addDaysYmd } from '@mp/core/validators/dates';
import { Alert, Card, Descriptions, Drawer, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/index.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { RowActions } from '../../ui/admin/RowActions.tsx';
import { formatDate, mop } from '../../ui/list/format.ts';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import { TimeText } from '../../ui/list/TimeText.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { type Flow, type Grant, readBalance, readFlows, useHeldGrants } from './api.ts';

type Reading =
  | { kind: 'BALANCE'; data: AnswerOf<typeof c.grantedBalance> }
  | { kind: 'FLOWS'; data: AnswerOf<typeof c.grantedFlows>; from: string; to: string };

/**
 * /service/subMerchantGrants (21; not a route of the spec): the read grants the provider's sub-merchants
 * gave it, and the reads themselves (each one logged on the server and shown to the merchant). Flows are
 * the last 30 days up to yesterday (the senior query's rule: never today).
 */
export default function ProviderGrantsPage({ route }: PageProps) {
  const { t } = useTranslation();
  const lang = currentLang();
  const [page, setPage] = useState(1);
  const q = useHeldGrants(page);
  const [reading, setReading] = useState<Reading | null>(null);
  const [flowPage, setFlowPage] = useState(1);

  const balance = async (g: Grant) => {
    const r = await readBalance(g.mer_no);
    if (r.ok) setReading({ kind: 'BALANCE', data: r.data });
  };
  const flows = async (g: Grant, pageNo = 1) => {
    const today = todayYmd(new Date());
    const to = addDaysYmd(today, -1) ?? today;
    const from = addDaysYmd(today, -30) ?? today;
    const r = await readFlows({
      mer_no: g.mer_no,
      start_date: from,
      end_date: to,
      page_no: pageNo,
      page_size: 20,
    });
    if (r.ok) {
      setFlowPage(pageNo);
      setReading({ kind: 'FLOWS', data: r.data, from, to });
    }
  };

  return (
    <AdminPage route={route} intro={t('grants.providerIntro')}>
      <Card size="small" title={t('grants.list')}>
        <ScrollRegion label={t('grants.list')}>
          <Table<Grant>
            rowKey="grant_no"
            size="middle"
            loading={q.isFetching}
            dataSource={q.data?.rows}
            locale={{ emptyText: t('grants.empty') }}
            pagination={{ current: page, pageSize: 20, total: q.data?.total ?? 0, onChange: setPage }}
            columns={[
              { key: 'merNo', title: t('grants.merchant'), render: (_, r) => `${r.mer_no} ${r.mer_name}` },
              {
                key: 'scopes',
                title: t('grants.scopes'),
                render: (_, r) => r.scopes.map((s) => <Tag key={s}>{labelOf(GRANT_SCOPE, s, lang)}</Tag>),
              },
              { key: 'until', title: t('grants.until'), render: (_, r) => formatDate(r.until) },
              {
                key: 'status',
                title: t('grants.status'),
                render: (_, r) => <StatusTag labels={GRANT_STATUS} value={r.status} />,
              },
              { key: 'no', title: t('grants.grantNo'), dataIndex: 'grant_no' },
              {
                key: 'actions',
                title: t('grants.actions'),
                render: (_, r) =>
                  r.status === 'ACTIVE' ? (
                    <RowActions
                      wrap
                      actions={[
                        r.scopes.includes('BALANCE') && {
                          label: t('grants.viewBalance'),
                          code: '21',
                          onClick: () => balance(r),
                        },
                        r.scopes.includes('FLOWS') && {
                          label: t('grants.viewFlows'),
                          code: '21',
                          onClick: () => flows(r),
                        },
                      ]}
                    />
                  ) : null,
              },
            ]}
          />
        </ScrollRegion>
      </Card>
      <Drawer
        open={!!reading}
        onClose={() => setReading(null)}
        width={reading?.kind === 'FLOWS' ? 760 : 480}
        title={
          reading?.kind === 'BALANCE'
            ? t('grants.balanceTitle', { name: reading.data.mer_name })
            : reading?.kind === 'FLOWS'
              ? t('grants.flowsTitle', {
                  name: reading.data.mer_name,
                  from: formatDate(reading.from),
                  to: formatDate(reading.to),
                })
              : ''
        }
      >
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <Alert type="info" showIcon message={t('grants.logged')} />
          {reading?.kind === 'BALANCE' ? (
            <Descriptions
              size="small"
              column={1}
              bordered
              items={[
                { key: 'total', label: t('grants.total'), children: mop(reading.data.balance.total) },
                {
                  key: 'available',
                  label: t('grants.available'),
                  children: mop(reading.data.balance.available),
                },
                { key: 'frozen', label: t('grants.frozen'), children: mop(reading.data.balance.frozen) },
                {
                  key: 'updated',
                  label: t('grants.updatedAt'),
                  children: <TimeText value={reading.data.balance.updated_at} />,
                },
              ]}
            />
          ) : null}
          {reading?.kind === 'FLOWS' ? (
            <ScrollRegion label={t('grants.viewFlows')}>
              <Table<Flow>
                rowKey="flow_no"
                size="small"
                dataSource={reading.data.rows}
                pagination={{
                  current: flowPage,
                  pageSize: 20,
                  total: reading.data.total,
                  showSizeChanger: false,
                  onChange: (p) => void flows({ mer_no: reading.data.mer_no } as Grant, p),
                }}
                columns={[
                  {
                    key: 'at',
                    title: t('grants.flowTime'),
                    render: (_, r) => <TimeText value={r.created_at} />,
                  },
                  {
                    key: 'type',
                    title: t('grants.entryType'),
                    render: (_, r) => labelOf(LEDGER_ENTRY_TYPE, r.entry_type, lang),
                  },
                  {
                    key: 'dir',
                    title: t('grants.direction'),
                    render: (_, r) =>
                      `${labelOf(FLOW_DIRECTION, r.direction, lang)} · ${labelOf(BALANCE_ACCOUNT, r.account, lang)}`,
                  },
                  {
                    key: 'amount',
                    title: t('grants.amount'),
                    align: 'right',
                    render: (_, r) => mop(r.amount),
                  },
                  {
                    key: 'after',
                    title: t('grants.balanceAfter'),
                    align: 'right',
                    render: (_, r) => mop(r.balance_after),
                  },
                  { key: 'ref', title: t('grants.refNo'), dataIndex: 'ref_no' },
                ]}
              />
            </ScrollRegion>
          ) : null}
        </Space>
      </Drawer>
    </AdminPage>
  );
}
