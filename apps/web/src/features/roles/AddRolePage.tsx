import './messages.ts';
import { Form, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifier } from '../../api/notify.ts';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { handledCodes, showServerError } from '../../ui/admin/fieldErrors.ts';
import { pathOf, withQuery } from '../../ui/admin/paths.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { useAddRole, useRoleMenu } from './api.ts';
import { ROLE_PLACEMENT, RoleForm, type RoleValues } from './RoleForm.tsx';

/** add_Roles (1223): a new role with the codes the granter holds. */
export default function AddRolePage({ route }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const area = route.area as SignedInArea;
  const [form] = Form.useForm<RoleValues>();
  const menu = useRoleMenu(null);
  const add = useAddRole(handledCodes(ROLE_PLACEMENT));
  const listPath = withQuery(pathOf(area, 'operator_manager'), { tab: 'roles' });

  const submit = async (v: RoleValues) => {
    try {
      await add.mutateAsync({
        role_name: v.role_name,
        description: v.description || undefined,
        codes: v.codes,
      });
      notifier().success(t('roles.added', { name: v.role_name }));
      navigate(listPath, { replace: true });
    } catch (e) {
      showServerError(form, e, ROLE_PLACEMENT);
    }
  };

  return (
    <AdminPage route={route} back={listPath} intro={t('roles.addIntro')}>
      {menu.data ? (
        <RoleForm
          form={form}
          sections={menu.data.sections}
          initial={{ role_name: '', description: '', codes: [] }}
          busy={add.isPending}
          submitText={t('roles.addSubmit')}
          onSubmit={submit}
          onCancel={() => navigate(listPath)}
        />
      ) : (
        <Skeleton active />
      )}
    </AdminPage>
  );
}
