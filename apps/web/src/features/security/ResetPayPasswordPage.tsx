import './messages.ts';
import { Alert, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifier } from '../../api/notify.ts';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { handledCodes, type Placement, showServerError } from '../../ui/admin/fieldErrors.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { useResetPayPassword, useSendPayResetCode } from './api.ts';
import { CONFIRM_PLACEMENT } from './ConfirmDialog.tsx';
import { NewPayPasswordFields } from './PayPasswordForm.tsx';
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
          <NewPayPasswordFields />
          <Button type="primary" htmlType="submit" loading={reset.isPending}>
            {t('security.pay.resetSubmit')}
          </Button>
        </Form>
      </div>
    </AdminPage>
  );
}
