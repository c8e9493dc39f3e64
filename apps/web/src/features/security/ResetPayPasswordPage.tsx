import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifier } from '../../api/notify.ts';
import type { PageProps } from '../../app/pages.ts';
import type { SignedInArea } from '../../app/storage.ts';
import { AdminPage } from '../operators/AdminPage.tsx';
import { handledCodes, type Placement, showServerError } from '../operators/fieldErrors.ts';
import { useResetPayPassword, useSendPayResetCode } from './api.ts';
import { CONFIRM_PLACEMENT, payPasswordRules } from './ConfirmDialog.tsx';
import { confirmPayRules } from './PayPasswordForm.tsx';
import { SmsCodeField, smsCodeRules } from './SmsCodeField.tsx';
import { securityPath } from './securityPaths.ts';

interface Values {
  sms_code: string;
  new_pay_password: string;
  confirm_pay_password: string;
}

const PLACEMENT: Placement = {
  ...CONFIRM_PLACEMENT,
  SEC10001: 'new_pay_password',
  LOG10006: 'new_pay_password',
  VAL10020: 'confirm_pay_password',
  LOG10007: 'confirm_pay_password',
};

/** reset_pavement_psd (1321): a forgotten payment password is reset with an SMS code. */
export default function ResetPayPasswordPage({ route }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const area = route.area as SignedInArea;
  const [form] = Form.useForm<Values>();
  const send = useSendPayResetCode();
  const reset = useResetPayPassword({ handleCodes: handledCodes(PLACEMENT) });
  const back = securityPath(area, 'home');

  const submit = async (v: Values) => {
    try {
      await reset.mutateAsync(v);
      notifier().success(t('security.pay.resetDone'));
      form.resetFields();
      if (back) navigate(back);
    } catch (e) {
      showServerError(form, e, PLACEMENT);
    }
  };

  return (
    <AdminPage route={route} back={back ?? undefined} intro={t('security.pay.resetIntro')}>
      <div style={{ maxWidth: 480 }}>
        <Alert type="info" showIcon title={t('security.pay.resetInfo')} style={{ marginBottom: 24 }} />
        <Form<Values> form={form} layout="vertical" onFinish={submit}>
          <Form.Item name="sms_code" label={t('security.smsCode')} rules={smsCodeRules}>
            <SmsCodeField send={() => send.mutateAsync(undefined)} />
          </Form.Item>
          <Form.Item
            name="new_pay_password"
            label={t('security.pay.new')}
            extra={t('security.pay.hint')}
            rules={payPasswordRules}
          >
            <Input.Password maxLength={6} inputMode="numeric" autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="confirm_pay_password"
            label={t('security.pay.confirm')}
            dependencies={['new_pay_password']}
            rules={confirmPayRules}
          >
            <Input.Password maxLength={6} inputMode="numeric" autoComplete="off" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={reset.isPending}>
            {t('security.pay.resetSubmit')}
          </Button>
        </Form>
      </div>
    </AdminPage>
  );
}
