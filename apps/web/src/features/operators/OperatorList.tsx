import '../../ui/admin/messages.ts';
import './messages.ts';
import { mask } from '@mp/core/masking';
import type { PermissionCode } from '@mp/core/permissions';
import type { OperRowT } from '@mp/core/schemas/operators';
import { type LabelSet, labelOf, OPERATOR_KIND, OPERATOR_STATUS } from '@mp/core/statuses';
import { Modal, Space, type TableColumnsType, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAccess } from '../../access/personAccess.ts';
import { catalogueText } from '../../i18n/catalogue.ts';
import { currentLang } from '../../i18n/index.ts';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import { ListCard, type ListCardSpec, useTabListCard } from '../../ui/admin/ListCard.tsx';
import { OperatorStatus } from '../../ui/admin/OperatorStatus.tsx';
import { pathOf, withQuery } from '../../ui/admin/paths.ts';
import { deleteAction, rowActionsColumn, thenTell } from '../../ui/admin/RowActions.tsx';
import { formatTime14 } from '../../ui/list/format.ts';
import { usePrivacyMask } from '../../ui/privacy.ts';
import { useRoleList } from '../roles/index.ts';
import {
  type TempPassword,
  useDeleteOperator,
  useOperatorList,
  useResetOperatorPassword,
  useUnlockOperator,
} from './api.ts';

/** Where the temporary password went: the administrator tells the operator to look there. */
export function showTempPassword(
  t: (k: string, o?: Record<string, string>) => string,
  r: TempPassword,
  title: string,
) {
  const to = [r.sent_to_phone, r.sent_to_email].filter(Boolean).join(t('admin.and'));
  Modal.success({
    title,
    content: t('operators.tempSent', { to }),
    okText: t('admin.ok'),
    centered: true,
  });
}

function specOf(roles: LabelSet): ListCardSpec<OperRowT> {
  return {
    pageKey: 'operators',
    rowKey: 'oper_id',
    intro: 'operators.intro',
    add: { code: '1212', label: 'operators.add' },
    filters: [
      { kind: 'text', param: 'login_name', label: 'operators.loginName', max: 20 },
      { kind: 'text', param: 'name', label: 'operators.name', max: 30 },
      { kind: 'select', param: 'status', label: 'operators.status', options: OPERATOR_STATUS },
      { kind: 'select', param: 'role_id', label: 'operators.role', options: roles },
    ],
  };
}

/** The operators of the organisation with add, modify power, reset password, unlock and delete. */
export function OperatorList({ area }: { area: SignedInArea }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [masked] = usePrivacyMask();
  const roles = useRoleList();
  const roleSet = useMemo<LabelSet>(
    () =>
      Object.fromEntries((roles.data ?? []).map((r) => [r.role_id, { zh: r.role_name, en: r.role_name }])),
    [roles.data],
  );
  const spec = useMemo(() => specOf(roleSet), [roleSet]);
  const page = useTabListCard(spec, 'operators', useOperatorList);
  const reset = useResetOperatorPassword();
  const unlock = useUnlockOperator();
  const remove = useDeleteOperator();

  const access = useAccess();
  const roleCodes = useMemo(
    () => new Map((roles.data ?? []).map((r) => [r.role_id, r.codes ? r.codes.split(',') : []])),
    [roles.data],
  );
  const outranks = (row: OperRowT): string | null => {
    // A role's codes are all codes of the area (the server's granting rule), so 'may use' is 'holds'.
    const lacking = (roleCodes.get(row.role_id) ?? []).some((c) => !access.may(c as PermissionCode));
    return lacking ? catalogueText('OPR10004') : null;
  };
  // Why an action cannot apply to this row, before asking the server (which refuses it anyway).
  const blocked = (row: OperRowT): string | null => {
    if (row.status === 'invalid') return t('operators.deleted');
    if (row.is_self === 'Y') return t('operators.notSelf');
    if (row.kind === 'admin') return t('operators.notAdmin');
    return outranks(row);
  };
  // Modifying oneself is allowed (not one's role); another administrator or a stronger role is not.
  const modifyBlocked = (row: OperRowT): string | null => {
    if (row.status === 'invalid') return t('operators.deleted');
    if (row.is_self === 'Y') return null;
    if (row.kind === 'admin') return t('operators.notAdmin');
    return outranks(row);
  };

  const columns: TableColumnsType<OperRowT> = [
    { key: 'login_name', dataIndex: 'login_name', title: t('operators.loginName'), fixed: 'left' },
    {
      key: 'name',
      title: t('operators.name'),
      render: (_, r) => (
        <Space size={4}>
          {mask('name', r.name, masked)}
          {r.kind === 'admin' ? (
            <Tag color="gold">{labelOf(OPERATOR_KIND, 'admin', currentLang())}</Tag>
          ) : null}
          {r.is_self === 'Y' ? <Tag color="blue">{t('operators.you')}</Tag> : null}
        </Space>
      ),
    },
    { key: 'role', dataIndex: 'role_name', title: t('operators.role') },
    // The server answers contacts masked whatever the privacy flag (issue 15, point 2).
    { key: 'phone', title: t('operators.phone'), render: (_, r) => `${r.phone_area} ${r.phone}` },
    { key: 'email', title: t('operators.email'), render: (_, r) => r.email },
    { key: 'status', title: t('operators.status'), render: (_, r) => <OperatorStatus row={r} /> },
    {
      key: 'last',
      title: t('admin.lastLogin'),
      render: (_, r) => (r.last_login_at ? formatTime14(r.last_login_at) : t('admin.never')),
    },
    rowActionsColumn(
      t('admin.actions'),
      (r) => {
        const why = blocked(r);
        return [
          {
            label: t('operators.modify'),
            code: '1213',
            reason: modifyBlocked(r),
            onClick: () => navigate(withQuery(pathOf(area, 'modify_power'), { oper_id: r.oper_id })),
          },
          {
            label: t('operators.resetPassword'),
            code: '1213',
            reason: why,
            confirm: {
              title: t('operators.resetConfirm', { name: r.login_name }),
              okText: t('admin.confirm'),
            },
            onClick: () =>
              thenTell(reset.mutateAsync(r.oper_id), (res) =>
                showTempPassword(t, res, t('operators.resetDone')),
              ),
          },
          r.locked === 'Y' && r.status !== 'invalid'
            ? {
                label: t('operators.unlock'),
                code: '1213',
                reason: why,
                onClick: () => thenTell(unlock.mutateAsync(r.oper_id), t('operators.unlocked')),
              }
            : null,
          deleteAction(t, {
            code: '1213',
            reason: why,
            title: t('operators.deleteConfirm', { name: r.login_name }),
            description: t('operators.deleteHint'),
            run: () => remove.mutateAsync(r.oper_id),
            done: t('operators.deletedDone'),
          }),
        ];
      },
      true,
    ),
  ];

  return <ListCard page={page} columns={columns} onAdd={() => navigate(pathOf(area, 'add_operator'))} />;
}
