import '../../ui/admin/messages.ts';
import './messages.ts';
import type { RoleRowT } from '@mp/core/schemas/roles';
import { Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { catalogueText } from '../../i18n/catalogue.ts';
import { currentLang } from '../../i18n/index.ts';
import { operProfile, type SignedInArea } from '../../storage/browserStorage.ts';
import { ListCard, type ListCardSpec, useTabListCard } from '../../ui/admin/ListCard.tsx';
import { pathOf, withQuery } from '../../ui/admin/paths.ts';
import { deleteAction, rowActionsColumn } from '../../ui/admin/RowActions.tsx';
import { formatTime14 } from '../../ui/list/format.ts';
import { useDeleteRole, useRolePage } from './api.ts';

const SPEC: ListCardSpec<RoleRowT> = {
  pageKey: 'roles',
  rowKey: 'role_id',
  intro: 'roles.intro',
  add: { code: '1223', label: 'roles.add' },
  filters: [{ kind: 'text', param: 'role_name', label: 'roles.name', max: 30 }],
};

/** The organisation's roles: view permissions, add, modify, delete. */
export function RoleList({ area }: { area: SignedInArea }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const page = useTabListCard(SPEC, 'roles', useRolePage);
  const remove = useDeleteRole();
  const ownRole = operProfile()?.role_name ?? null;

  const columns: TableColumnsType<RoleRowT> = [
    {
      key: 'name',
      title: t('roles.name'),
      fixed: 'left',
      render: (_, r) => (
        <Space size={4}>
          <Typography.Text strong>{r.role_name}</Typography.Text>
          {r.is_admin === 'Y' ? <Tag color="gold">{t('roles.adminRole')}</Tag> : null}
          {r.role_name === ownRole ? <Tag color="blue">{t('roles.yours')}</Tag> : null}
        </Space>
      ),
    },
    {
      key: 'description',
      dataIndex: 'description',
      title: t('roles.description'),
      ellipsis: true,
      width: 320,
    },
    {
      key: 'codes',
      title: t('roles.codeCount'),
      align: 'right',
      dataIndex: 'code_count',
    },
    { key: 'holders', dataIndex: 'oper_count', title: t('roles.holders'), align: 'right' },
    { key: 'updated', title: t('roles.updatedAt'), render: (_, r) => formatTime14(r.updated_at) },
    rowActionsColumn(t('admin.actions'), (r) => {
      const _lang = currentLang();
      const fixed =
        r.is_admin === 'Y'
          ? catalogueText('OPR10009')
          : r.role_name === ownRole
            ? catalogueText('OPR10002')
            : null;
      const inUse = r.oper_count > 0 ? catalogueText('OPR10003') : null;
      return [
        {
          label: t('roles.view'),
          code: '1222',
          onClick: () => navigate(withQuery(pathOf(area, 'Roles_view_power'), { role_id: r.role_id })),
        },
        {
          label: t('roles.modify'),
          code: '1224',
          reason: fixed,
          onClick: () => navigate(withQuery(pathOf(area, 'Roles_modify_power'), { role_id: r.role_id })),
        },
        deleteAction(t, {
          code: '1224',
          reason: fixed ?? inUse,
          title: t('roles.deleteConfirm', { name: r.role_name }),
          run: () => remove.mutateAsync(r.role_id),
          done: t('roles.deleted'),
        }),
      ];
    }),
  ];

  return <ListCard page={page} columns={columns} onAdd={() => navigate(pathOf(area, 'add_Roles'))} />;
}
