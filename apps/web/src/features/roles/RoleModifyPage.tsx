import '../../ui/admin/messages.ts';
import './messages.ts';
import { Alert, Form, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifier } from '../../api/notify.ts';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { handledCodes, showServerError } from '../../ui/admin/fieldErrors.ts';
import { pathOf, withQuery } from '../../ui/admin/paths.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { useRoleList, useRoleMenu, useUpdateRole } from './api.ts';
import { ROLE_PLACEMENT, RoleForm, type RoleValues } from './RoleForm.tsx';
import { useRoleIdParam } from './roleParam.ts';

/**
 * Roles_modify_power (1224): name, description and codes of a role. The tree comes without the role
 * (roleMenu with a role needs 1222, which a modifier may lack); the role's codes come from the role list.
 */
export default function RoleModifyPage({ route }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const area = route.area as SignedInArea;
  const roleId = useRoleIdParam();
  const [form] = Form.useForm<RoleValues>();
  const roles = useRoleList();
  const menu = useRoleMenu(null);
  const update = useUpdateRole(handledCodes(ROLE_PLACEMENT));
  const listPath = withQuery(pathOf(area, 'operator_manager'), { tab: 'roles' });
  const role = roles.data?.find((r) => r.role_id === roleId);

  if (!roleId || (roles.data && !role)) {
    return (
      <AdminPage route={route} back={listPath}>
        <Result status="404" title={t('roles.notFound')} />
      </AdminPage>
    );
  }

  const submit = async (v: RoleValues) => {
    try {
      await update.mutateAsync({
        role_id: roleId,
        role_name: v.role_name,
        description: v.description,
        codes: v.codes,
      });
      notifier().success(t('roles.saved'));
      navigate(listPath);
    } catch (e) {
      showServerError(form, e, ROLE_PLACEMENT);
    }
  };

  return (
    <AdminPage route={route} back={listPath} intro={t('roles.modifyIntro')}>
      {role && menu.data ? (
        <>
          {role.oper_count > 0 ? (
            <Alert
              type="warning"
              showIcon
              title={t('roles.holdersWarning', { count: role.oper_count })}
              style={{ marginBottom: 16, maxWidth: 720 }}
            />
          ) : null}
          <RoleForm
            key={role.role_id}
            form={form}
            sections={menu.data.sections}
            initial={{
              role_name: role.role_name,
              description: role.description,
              codes: role.codes ? role.codes.split(',') : [],
            }}
            busy={update.isPending}
            submitText={t('admin.save')}
            onSubmit={submit}
            onCancel={() => navigate(listPath)}
          />
        </>
      ) : (
        <Skeleton active />
      )}
    </AdminPage>
  );
}
