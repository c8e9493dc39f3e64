import { isBlank } from '@mp/core/validators/result';
import { Alert, Button, Form, Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { notifier } from '../../api/notify.ts';
import { coreRule } from '../../app/formRules.ts';
import type { PageProps } from '../../app/pages.ts';
import type { SignedInArea } from '../../app/storage.ts';
import { AdminPage } from '../operators/AdminPage.tsx';
import { handledCodes, type Placement, showServerError } from '../operators/fieldErrors.ts';
import { useSecurityInfo, useUpdatePayPassword } from './api.ts';
import { payPasswordRules } from './ConfirmDialog.tsx';
import { securityPath } from './securityPaths.ts';

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

/** pavement_psd (1322): set the 6-digit payment password, or change it with the current one. */
export default function PayPasswordPage({ route }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const area = route.area as SignedInArea;
  const info = useSecurityInfo();
  const [form] = Form.useForm<Values>();
  const update = useUpdatePayPassword({ handleCodes: handledCodes(PLACEMENT) });
  const back = securityPath(area, 'home');
  const reset = securityPath(area, 'payReset');
  const isSet = info.data?.pay_password_set === 'Y';

  const submit = async (v: Values) => {
    try {
      await update.mutateAsync({ ...v, old_pay_password: isSet ? v.old_pay_password : undefined });
      notifier().success(t(isSet ? 'security.pay.changed' : 'security.pay.setDone'));
      form.resetFields();
      if (back) navigate(back);
    } catch (e) {
      showServerError(form, e, PLACEMENT);
    }
  };

  return (
    <AdminPage route={route} back={back ?? undefined} intro={t('security.pay.intro')}>
      {!info.data ? (
        <Skeleton active />
      ) : (
        <div style={{ maxWidth: 480 }}>
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
                extra={reset ? <Link to={reset}>{t('security.account.forgotPay')}</Link> : undefined}
              >
                <Input.Password maxLength={6} inputMode="numeric" autoComplete="off" />
              </Form.Item>
            ) : null}
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
            <Button type="primary" htmlType="submit" loading={update.isPending}>
              {isSet ? t('security.pay.submitChange') : t('security.pay.submitSet')}
            </Button>
          </Form>
        </div>
      )}
    </AdminPage>
  );
}
