import './messages.ts';
import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { handledCodes, showServerError } from '../../ui/admin/fieldErrors.ts';
import { pathOf } from '../../ui/admin/paths.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { useAddOperator } from './api.ts';
import { OPERATOR_PLACEMENT, OperatorForm, type OperatorValues } from './OperatorForm.tsx';
import { showTempPassword } from './OperatorList.tsx';

/** add_operator (1212): a new operator with a role; the server sends a temporary password. */
export default function AddOperatorPage({ route }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const area = route.area as SignedInArea;
  const [form] = Form.useForm<OperatorValues>();
  const add = useAddOperator(handledCodes(OPERATOR_PLACEMENT));
  const listPath = pathOf(area, 'operator_manager');

  const submit = async (v: OperatorValues) => {
    try {
      const r = await add.mutateAsync({
        login_name: v.login_name,
        name: v.name,
        role_id: v.role_id,
        phone_area: v.phone_area,
        phone: v.phone,
        email: v.email || undefined,
      });
      showTempPassword(t, r, t('operators.added', { name: v.login_name }));
      navigate(listPath, { replace: true });
    } catch (e) {
      showServerError(form, e, OPERATOR_PLACEMENT);
    }
  };

  return (
    <AdminPage route={route} back={listPath} intro={t('operators.addIntro')}>
      <Alert
        type="info"
        showIcon
        title={t('operators.tempInfo')}
        style={{ marginBottom: 24, maxWidth: 560 }}
      />
      <OperatorForm form={form} busy={add.isPending} onSubmit={submit} onCancel={() => navigate(listPath)} />
    </AdminPage>
  );
}
