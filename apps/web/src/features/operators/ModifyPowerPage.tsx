import '../../ui/admin/messages.ts';
import './messages.ts';
import { operContact } from '@mp/core/contracts/operators';
import type { OperUpdateReqT } from '@mp/core/schemas/operators';
import { Alert, Descriptions, Form, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAccess } from '../../access/personAccess.ts';
import { notifier } from '../../api/notify.ts';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { ContactValue } from '../../ui/admin/ContactValue.tsx';
import { handledCodes, showServerError } from '../../ui/admin/fieldErrors.ts';
import { OperatorStatus } from '../../ui/admin/OperatorStatus.tsx';
import { pathOf } from '../../ui/admin/paths.ts';
import { formatTime14 } from '../../ui/list/format.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { showOperatorContact, useOperator, useUpdateOperator } from './api.ts';
import { OPERATOR_PLACEMENT, OperatorForm, type OperatorValues } from './OperatorForm.tsx';

/** modify_power (1213): an operator's role, contact and status; ?oper_id= names the operator. */
export default function ModifyPowerPage({ route }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const area = route.area as SignedInArea;
  const [params] = useSearchParams();
  const operId = /^\d{1,18}$/.test(params.get('oper_id') ?? '') ? params.get('oper_id') : null;
  const oper = useOperator(operId);
  const [form] = Form.useForm<OperatorValues>();
  const update = useUpdateOperator(handledCodes(OPERATOR_PLACEMENT));
  const listPath = pathOf(area, 'operator_manager');
  const mayShow = useAccess().mayCall(operContact);

  if (!operId || oper.isError) {
    return (
      <AdminPage route={route} back={listPath}>
        <Result status="404" title={t('operators.notFound')} />
      </AdminPage>
    );
  }
  const row = oper.data;
  // Another administrator is out of reach here (OPR10006), so is showing their contact.
  const reveal =
    row && mayShow && !(row.kind === 'admin' && row.is_self !== 'Y')
      ? (field: 'phone' | 'email') => () => showOperatorContact(row.oper_id, field)
      : null;

  const submit = async (v: OperatorValues) => {
    if (!row) return;
    // Only what changed is sent: an unchanged role of one's own is never "changed", and a contact left
    // masked as the server answered it stays as it is stored.
    const body: OperUpdateReqT = { oper_id: row.oper_id };
    if (v.name !== row.name) body.name = v.name;
    if (v.role_id !== row.role_id) body.role_id = v.role_id;
    if (v.phone_area !== row.phone_area || v.phone !== row.phone) {
      body.phone_area = v.phone_area;
      body.phone = v.phone;
    }
    if ((v.email ?? '') !== row.email) body.email = v.email ?? '';
    const wasLocked = row.status === 'locked' || row.locked === 'Y';
    if ((v.status === 'locked') !== wasLocked) body.status = v.status;
    if (Object.keys(body).length === 1) {
      notifier().success(t('admin.nothingChanged'));
      return;
    }
    try {
      await update.mutateAsync(body);
      notifier().success(t('operators.saved'));
      navigate(listPath);
    } catch (e) {
      showServerError(form, e, OPERATOR_PLACEMENT);
    }
  };

  return (
    <AdminPage route={route} back={listPath} intro={t('operators.modifyIntro')}>
      {!row ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 3 }}
            style={{ marginBottom: 24 }}
            items={[
              { key: 'login', label: t('operators.loginName'), children: row.login_name },
              { key: 'status', label: t('operators.status'), children: <OperatorStatus row={row} /> },
              {
                key: 'phone',
                label: t('operators.phone'),
                children: (
                  <ContactValue masked={row.phone} prefix={row.phone_area} reveal={reveal?.('phone')} />
                ),
              },
              {
                key: 'email',
                label: t('operators.email'),
                children: <ContactValue masked={row.email} reveal={reveal?.('email')} />,
              },
              { key: 'created', label: t('operators.createdAt'), children: formatTime14(row.created_at) },
              {
                key: 'last',
                label: t('admin.lastLogin'),
                children: row.last_login_at ? formatTime14(row.last_login_at) : t('admin.never'),
              },
            ]}
          />
          {row.kind === 'admin' && row.is_self !== 'Y' ? (
            <Alert type="warning" showIcon title={t('operators.notAdmin')} style={{ marginBottom: 16 }} />
          ) : null}
          <OperatorForm
            key={row.oper_id}
            form={form}
            editing={row}
            busy={update.isPending}
            onSubmit={submit}
            onCancel={() => navigate(listPath)}
          />
        </>
      )}
    </AdminPage>
  );
}
