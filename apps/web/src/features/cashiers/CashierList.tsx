import './messages.ts';
import '../../ui/admin/messages.ts';
import { mask } from '@mp/core/masking';
import type { CashierRowT } from '@mp/core/schemas/cashiers';
import type { LabelSet } from '@mp/core/statuses';
import { Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCard, type ListCardSpec, useTabListCard } from '../../ui/admin/ListCard.tsx';
import { OperatorStatus } from '../../ui/admin/OperatorStatus.tsx';
import { deleteAction, rowActionsColumn } from '../../ui/admin/RowActions.tsx';
import { actionProps } from '../../ui/keyboard.ts';
import { useStoreChoices } from '../../ui/list/api.ts';
import { formatTime14 } from '../../ui/list/format.ts';
import { usePrivacyMask } from '../../ui/privacy.ts';
import { useCashierList, useDeleteCashier } from './api.ts';
import { CashierDetailDrawer } from './CashierDetail.tsx';
import { CashierFormDrawer } from './CashierFormDrawer.tsx';
import { ResetCashierPassword } from './ResetCashierPassword.tsx';

const STATUSES: LabelSet = {
  normal: { zh: '正常', en: 'Normal' },
  locked: { zh: '已鎖定', en: 'Locked' },
};

function specOf(stores: LabelSet): ListCardSpec<CashierRowT> {
  return {
    pageKey: 'cashiers',
    rowKey: 'cashier_id',
    intro: 'cashiers.intro',
    add: { code: '1212', label: 'cashiers.add' },
    filters: [
      { kind: 'text', param: 'user_name', label: 'cashiers.userName', max: 20 },
      { kind: 'text', param: 'name', label: 'cashiers.name', max: 30 },
      { kind: 'select', param: 'status', label: 'cashiers.status', options: STATUSES },
      { kind: 'select', param: 'store_id', label: 'cashiers.store', options: stores },
    ],
  };
}

/**
 * Cashier management (the bank-portal reading): a tab of operator management, because cashiers are
 * operators of the stores and are managed with the operator codes (12, 1212, 1213).
 */
export function CashierList() {
  const { t } = useTranslation();
  const [masked] = usePrivacyMask();
  const stores = useStoreChoices();
  const storeSet = useMemo<LabelSet>(
    () =>
      Object.fromEntries(
        (stores.data ?? []).map((s) => [
          s.store_id,
          { zh: `${s.store_name} (${s.store_no})`, en: `${s.store_name} (${s.store_no})` },
        ]),
      ),
    [stores.data],
  );
  const spec = useMemo(() => specOf(storeSet), [storeSet]);
  const page = useTabListCard(spec, 'cashiers', useCashierList);
  const remove = useDeleteCashier();
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [resetting, setResetting] = useState<CashierRowT | null>(null);

  const columns: TableColumnsType<CashierRowT> = [
    {
      key: 'user',
      title: t('cashiers.userName'),
      fixed: 'left',
      render: (_, r) => (
        <Typography.Link {...actionProps(() => setViewing(r.cashier_id))}>{r.user_name}</Typography.Link>
      ),
    },
    { key: 'name', title: t('cashiers.name'), render: (_, r) => mask('name', r.name, masked) },
    { key: 'role', dataIndex: 'role_name', title: t('cashiers.role') },
    {
      key: 'phone',
      title: t('cashiers.phone'),
      // The server answers it masked whatever the privacy flag (issue 15, point 2).
      render: (_, r) => `${r.phone_area} ${r.phone}`,
    },
    {
      key: 'stores',
      title: t('cashiers.stores'),
      render: (_, r) => (
        <Space size={4} wrap style={{ maxWidth: 280 }}>
          {r.stores.map((s) => (
            <Tag key={s.store_id}>{s.store_name}</Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'refund',
      title: t('cashiers.allowRefund'),
      render: (_, r) =>
        r.allow_refund === 'Y' ? <Tag color="orange">{t('admin.yes')}</Tag> : <Tag>{t('admin.no')}</Tag>,
    },
    { key: 'status', title: t('cashiers.status'), render: (_, r) => <OperatorStatus row={r} /> },
    { key: 'reg', title: t('cashiers.registeredAt'), render: (_, r) => formatTime14(r.registered_at) },
    rowActionsColumn(t('admin.actions'), (r) => [
      { label: t('cashiers.view'), code: '12', onClick: () => setViewing(r.cashier_id) },
      { label: t('cashiers.edit'), code: '1213', onClick: () => setEditing({ id: r.cashier_id }) },
      { label: t('cashiers.resetPassword'), code: '1213', onClick: () => setResetting(r) },
      deleteAction(t, {
        code: '1213',
        title: t('cashiers.deleteConfirm', { name: r.user_name }),
        description: t('cashiers.deleteHint'),
        run: () => remove.mutateAsync(r.cashier_id),
        done: t('cashiers.deleted'),
      }),
    ]),
  ];

  return (
    <>
      <ListCard page={page} columns={columns} onAdd={() => setEditing({ id: null })} />
      <CashierFormDrawer open={!!editing} cashierId={editing?.id ?? null} onClose={() => setEditing(null)} />
      <CashierDetailDrawer cashierId={viewing} onClose={() => setViewing(null)} />
      <ResetCashierPassword cashier={resetting} onClose={() => setResetting(null)} />
    </>
  );
}
