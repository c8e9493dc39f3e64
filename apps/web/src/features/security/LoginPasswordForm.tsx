import './messages.ts';
import { validatePassword } from '@mp/core/validators/password';
import { isBlank } from '@mp/core/validators/result';
import { Alert, Button, Form, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../api/notify.ts';
import { handledCodes, type Placement, showServerError } from '../../ui/admin/fieldErrors.ts';
import { coreRule } from '../../ui/formRules.ts';
import { useChangeLoginPassword } from './api.ts';

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
 * The signed-in person changes the login password (admin/getOperSalt, then admin/updatePsd): the form of
 * modify_psd and of the back office's security page. The server ends the person's other sessions.
 * `onDone` runs after the change; `note` is a line below the form (where a forgotten password is reset).
 */
export function LoginPasswordForm({ onDone, note }: { onDone?: () => void; note?: ReactNode }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const change = useChangeLoginPassword({ handleCodes: handledCodes(PLACEMENT) });

  const submit = async (v: Values) => {
    try {
      await change.mutateAsync(v);
      notifier().success(t('security.password.changed'));
      form.resetFields();
      onDone?.();
    } catch (e) {
      showServerError(form, e, PLACEMENT);
    }
  };

  return (
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
      {note}
    </div>
  );
}
