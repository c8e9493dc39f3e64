import type { PageProps } from '../../ui/page-props.ts';
import './messages.ts';
import '../../ui/admin/messages.ts';
import type { AnswerOf } from '@mp/core/contract';
import type * as c from '@mp/core/contracts/grants';
import { BALANCE_ACCOUNT, FLOW_DIRECTION, LEDGER_ENTRY_TYPE, labelOf } from '@mp/core/statuses';
import { Alert, Descriptions, Drawer, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/index.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { RowActions } from '../../ui/admin/RowActions.tsx';
import { numberColumn } from '../../ui/list/columns.tsx';
import { formatDate, mop } from '../../ui/list/format.ts';
import { TimeText } from '../../ui/list/TimeText.tsx';
import { tableSpec } from '../../ui/pagedTable/tableUrl.ts';
import { usePagedTable } from '../../ui/pagedTable/usePagedTable.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { type Flow, type Grant, readBalance, useGrantedFlows, useHeldGrants } from './api.ts';
import { GrantList, grantTermColumns } from './grantColumns.tsx';

/** URL: `page` of the grants; `flows_mer_no` and `flows_page` of the flows drawer (open while named). */
const GRANTS = tableSpec({ filters: {} });
const FLOWS = tableSpec({ prefix: 'flows_', filters: { mer_no: { kind: 'text', max: 32 } } });

/**
 * /service/subMerchantGrants (21; not a route of the spec): the read grants the provider's sub-merchants
 * gave it, and the reads themselves (each one logged on the server and shown to the merchant). Flows are
 * the last 30 days up to yesterday (the senior query's rule: never today).
 */
export default function ProviderGrantsPage({ route }: PageProps) {
  const { t } = useTranslation();
  const lang = currentLang();
  const grantTable = usePagedTable(GRANTS);
  const q = useHeldGrants(grantTable.page);
  const [balanceOf, setBalanceOf] = useState<AnswerOf<typeof c.grantedBalance> | null>(null);
  const flowTable = usePagedTable(FLOWS);
  const flowsOf = useGrantedFlows(flowTable.filters.mer_no || null, flowTable.page);
  // The page shown while the next one loads; never another merchant's.
  const shown = flowsOf.data?.mer_no === flowTable.filters.mer_no ? flowsOf.data : undefined;

  const balance = async (g: Grant) => {
    const r = await readBalance(g.mer_no);
    if (r.ok) setBalanceOf(r.data);
  };
  const flows = (g: Grant) =>
    // The same merchant again (its first read was refused): read once more.
    g.mer_no === flowTable.filters.mer_no ? void flowsOf.refetch() : flowTable.search({ mer_no: g.mer_no });
  const close = () => {
    setBalanceOf(null);
    if (flowTable.filters.mer_no) flowTable.search({ mer_no: '' });
  };

  return (
    <AdminPage route={route} intro={t('grants.providerIntro')}>
      <GrantList<Grant>
        table={grantTable}
        query={q}
        columns={[
          { key: 'merNo', title: t('grants.merchant'), render: (_, r) => `${r.mer_no} ${r.mer_name}` },
          ...grantTermColumns<Grant>(t),
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
      <Drawer
        open={!!balanceOf || !!shown}
        onClose={close}
        size={shown ? 760 : 480}
        title={
          shown
            ? t('grants.flowsTitle', {
                name: shown.mer_name,
                from: formatDate(shown.from),
                to: formatDate(shown.to),
              })
            : balanceOf
              ? t('grants.balanceTitle', { name: balanceOf.mer_name })
              : ''
        }
      >
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Alert type="info" showIcon title={t('grants.logged')} />
          {balanceOf && !shown ? (
            <Descriptions
              size="small"
              column={1}
              bordered
              items={[
                { key: 'total', label: t('grants.total'), children: mop(balanceOf.balance.total) },
                {
                  key: 'available',
                  label: t('grants.available'),
                  children: mop(balanceOf.balance.available),
                },
                { key: 'frozen', label: t('grants.frozen'), children: mop(balanceOf.balance.frozen) },
                {
                  key: 'updated',
                  label: t('grants.updatedAt'),
                  children: <TimeText value={balanceOf.balance.updated_at} />,
                },
              ]}
            />
          ) : null}
          {shown ? (
            <ScrollRegion label={t('grants.viewFlows')}>
              <Table<Flow>
                rowKey="flow_no"
                size="small"
                loading={flowsOf.isFetching}
                dataSource={shown.rows}
                pagination={flowTable.pagination(shown.total)}
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
                  numberColumn('amount', t('grants.amount'), (r) => mop(r.amount)),
                  numberColumn('after', t('grants.balanceAfter'), (r) => mop(r.balance_after)),
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
