import './messages.ts';
import { isBlank } from '@mp/core/validators/result';
import { Alert, Button, Form, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifier } from '../../api/notify.ts';
import { handledCodes, type Placement, showServerError } from '../../ui/admin/fieldErrors.ts';
import { coreRule } from '../../ui/formRules.ts';
import { PayPasswordInput } from '../../ui/MoneyConfirm.tsx';
import { useUpdatePayPassword } from './api.ts';
import { payPasswordRules } from './ConfirmDialog.tsx';

interface Values {
  old_pay_password?: string;
  new_pay_password: string;
  confirm_pay_password: string;
}

const PLACEMENT: Placement = {
  LOG10011: 'old_pay_password',
  SEC10005: 'old_pay_password',
  SEC10001: 'new_pay_password',
  LOG10006: 'new_pay_password',
  VAL10019: 'new_pay_password',
  VAL10020: 'confirm_pay_password',
  LOG10007: 'confirm_pay_password',
};

export const confirmPayRules = [
  ({ getFieldValue }: { getFieldValue: (n: string) => unknown }) =>
    coreRule((v) => (isBlank(v) ? 'VAL10036' : v === getFieldValue('new_pay_password') ? null : 'VAL10020')),
];

/** The new payment password and its confirmation: the set, change and reset forms share them. */
export function NewPayPasswordFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="new_pay_password"
        label={t('security.pay.new')}
        extra={t('security.pay.hint')}
        rules={payPasswordRules}
      >
        <PayPasswordInput />
      </Form.Item>
      <Form.Item
        name="confirm_pay_password"
        label={t('security.pay.confirm')}
        dependencies={['new_pay_password']}
        rules={confirmPayRules}
      >
        <PayPasswordInput />
      </Form.Item>
    </>
  );
}

/**
 * The payment password form (meradm/updatePayPassword) of pavement_psd and of the sign-in's
 * /login_pavement_psd: set the 6-digit password with its confirmation, or, once one is set, change it with
 * the current one. `extra` goes beside the submit button (the sign-in's "later").
 */
export function PayPasswordForm({
  isSet,
  resetPath,
  onDone,
  extra,
}: {
  isSet: boolean;
  /** The SMS reset page, offered under the current password when the person may open it. */
  resetPath: string | null;
  onDone: () => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const update = useUpdatePayPassword({ handleCodes: handledCodes(PLACEMENT) });

  const submit = async (v: Values) => {
    try {
      await update.mutateAsync({ ...v, old_pay_password: isSet ? v.old_pay_password : undefined });
      notifier().success(t(isSet ? 'security.pay.changed' : 'security.pay.setDone'));
      form.resetFields();
      onDone();
    } catch (e) {
      showServerError(form, e, PLACEMENT);
    }
  };

  return (
    <>
      <Alert
        type={isSet ? 'info' : 'warning'}
        showIcon
        title={t(isSet ? 'security.pay.isSet' : 'security.pay.notSet')}
        style={{ marginBottom: 24 }}
      />
      <Form<Values> form={form} layout="vertical" onFinish={submit}>
        {isSet ? (
          <Form.Item
            name="old_pay_password"
            label={t('security.pay.old')}
            rules={payPasswordRules}
            extra={resetPath ? <Link to={resetPath}>{t('security.account.forgotPay')}</Link> : undefined}
          >
            <PayPasswordInput />
          </Form.Item>
        ) : null}
        <NewPayPasswordFields />
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {isSet ? t('security.pay.submitChange') : t('security.pay.submitSet')}
          </Button>
          {extra}
        </Space>
      </Form>
    </>
  );
}
