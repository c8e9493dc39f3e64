import './messages.ts';
import { validatePassword } from '@mp/core/validators/password';
import { isBlank } from '@mp/core/validators/result';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifier } from '../../api/notify.ts';
import { operProfile, type SignedInArea } from '../../storage/browserStorage.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { handledCodes, type Placement, showServerError } from '../../ui/admin/fieldErrors.ts';
import { coreRule } from '../../ui/formRules.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { useChangeLoginPassword } from './api.ts';
import { securityPath } from './securityPaths.ts';

interface Values {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

const PLACEMENT: Placement = {
  LOG10008: 'old_password',
  VAL10036: 'old_password',
  VAL10021: 'new_password',
  VAL10019: 'new_password',
  LOG10006: 'new_password',
  VAL10020: 'confirm_password',
  LOG10007: 'confirm_password',
};

/**
 * modify_psd (131) and its service and group equivalents: the signed-in operator changes the login
 * password. The server ends the operator's other sessions.
 */
export default function ChangeLoginPasswordPage({ route }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const area = route.area as SignedInArea;
  const [form] = Form.useForm<Values>();
  const change = useChangeLoginPassword({ handleCodes: handledCodes(PLACEMENT) });
  const back = securityPath(area, 'home');
  const cashier = operProfile()?.kind === 'cashier';

  const submit = async (v: Values) => {
    try {
      await change.mutateAsync(v);
      notifier().success(t('security.password.changed'));
      form.resetFields();
      if (back) navigate(back);
    } catch (e) {
      showServerError(form, e, PLACEMENT);
    }
  };

  return (
    <AdminPage route={route} back={back ?? undefined} intro={t('security.password.intro')}>
      <div style={{ maxWidth: 480 }}>
        <Alert type="info" showIcon title={t('security.password.othersEnd')} style={{ marginBottom: 24 }} />
        <Form<Values> form={form} layout="vertical" onFinish={submit}>
          <Form.Item
            name="old_password"
            label={t('security.password.old')}
            rules={[coreRule((v) => (isBlank(v) ? 'VAL10036' : null))]}
          >
            <Input.Password maxLength={64} autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            name="new_password"
            label={t('security.password.new')}
            extra={t('security.password.hint')}
            dependencies={['old_password']}
            rules={[
              ({ getFieldValue }) =>
                coreRule(
                  (v) => validatePassword(v) ?? (v === getFieldValue('old_password') ? 'VAL10019' : null),
                ),
            ]}
          >
            <Input.Password maxLength={20} autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirm_password"
            label={t('security.password.confirm')}
            dependencies={['new_password']}
            rules={[
              ({ getFieldValue }) =>
                coreRule((v) =>
                  isBlank(v) ? 'VAL10036' : v === getFieldValue('new_password') ? null : 'VAL10020',
                ),
            ]}
          >
            <Input.Password maxLength={20} autoComplete="new-password" />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={change.isPending}>
              {t('security.password.submit')}
            </Button>
          </Space>
        </Form>
        <Alert
          type={cashier ? 'warning' : 'info'}
          showIcon
          style={{ marginTop: 24 }}
          title={t(cashier ? 'security.account.cashierNote' : 'security.password.forgot')}
        />
      </div>
    </AdminPage>
  );
}
