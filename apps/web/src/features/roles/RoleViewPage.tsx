import './messages.ts';
import { EditOutlined } from '@ant-design/icons';
import { Descriptions, Result, Skeleton, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import { AclButton } from '../../ui/admin/AclButton.tsx';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { pathOf, withQuery } from '../../ui/admin/paths.ts';
import { formatTime14 } from '../../ui/list/format.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { useRoleList, useRoleMenu } from './api.ts';
import { PermissionTree } from './PermissionTree.tsx';
import { useRoleIdParam } from './roleParam.ts';
import { checkedCodes } from './roleTree.ts';

/** Roles_view_power (1222): a role's permission codes as the menu groups them, read-only. */
export default function RoleViewPage({ route }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const area = route.area as SignedInArea;
  const roleId = useRoleIdParam();
  const menu = useRoleMenu(roleId);
  const roles = useRoleList();
  const role = roles.data?.find((r) => r.role_id === roleId);
  const listPath = withQuery(pathOf(area, 'operator_manager'), { tab: 'roles' });
  const codes = useMemo(
    () => (menu.data ? checkedCodes(menu.data.sections) : new Set<string>()),
    [menu.data],
  );

  if (!roleId || menu.isError || (roles.data && !role)) {
    return (
      <AdminPage route={route} back={listPath}>
        <Result status="404" title={t('roles.notFound')} />
      </AdminPage>
    );
  }
  return (
    <AdminPage
      route={route}
      back={listPath}
      intro={t('roles.viewIntro')}
      extra={
        role ? (
          <AclButton
            code="1224"
            icon={<EditOutlined />}
            reason={role.is_admin === 'Y' ? t('roles.adminFixed') : null}
            onClick={() => navigate(withQuery(pathOf(area, 'Roles_modify_power'), { role_id: role.role_id }))}
          >
            {t('roles.modify')}
          </AclButton>
        ) : null
      }
    >
      {role && menu.data ? (
        <>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2 }}
            style={{ marginBottom: 24 }}
            items={[
              {
                key: 'name',
                label: t('roles.name'),
                children: (
                  <>
                    {role.role_name}
                    {role.is_admin === 'Y' ? (
                      <Tag color="gold" style={{ marginInlineStart: 8 }}>
                        {t('roles.adminRole')}
                      </Tag>
                    ) : null}
                  </>
                ),
              },
              { key: 'holders', label: t('roles.holders'), children: role.oper_count },
              { key: 'desc', label: t('roles.description'), children: role.description || '-' },
              { key: 'updated', label: t('roles.updatedAt'), children: formatTime14(role.updated_at) },
              { key: 'count', label: t('roles.codeCount'), children: codes.size },
            ]}
          />
          <div style={{ border: '1px solid #e6ebf3', borderRadius: 8, padding: '12px 8px', maxWidth: 720 }}>
            <PermissionTree sections={menu.data.sections} value={codes} />
          </div>
        </>
      ) : (
        <Skeleton active />
      )}
    </AdminPage>
  );
}
