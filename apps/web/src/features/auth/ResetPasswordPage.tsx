import { CheckCircleFilled } from '@ant-design/icons';
import * as c from '@mp/core/contracts/auth';
import { PHONE_AREAS } from '@mp/core/schemas/auth';
import { validateVerificationCode } from '@mp/core/validators/login';
import { validateNewPassword } from '@mp/core/validators/password';
import { validateMobile } from '@mp/core/validators/phone';
import { isBlank } from '@mp/core/validators/result';
import { validateEmail } from '@mp/core/validators/text';
import { Alert, Button, Form, Input, Radio, Result, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../../api/client.ts';
import { notifier } from '../../api/notify.ts';
import { catalogueText } from '../../i18n/catalogue.ts';
import { coreRule } from '../../ui/formRules.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { NewPasswordFields } from '../../ui/NewPasswordFields.tsx';
import { useCountdown } from '../../ui/useCountdown.ts';
import { AuthShell } from './AuthShell.tsx';

/** Spec: a new code may be asked for again after 60 seconds. */
const RESEND_SECONDS = 60;

type Channel = 'mobile' | 'email';
interface Values {
  loginName: string;
  channel: Channel;
  areaCode: (typeof PHONE_AREAS)[number];
  mobile: string;
  email: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * '/resetPsd': forgot password. A code by SMS (admin/sendSms -> admin/checkSms) or by e-mail
 * (admin/sendMessageNew -> admin/checkSmsNew) proves the person; admin/setPassword then sets the new one.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const channel = Form.useWatch('channel', form) ?? 'mobile';
  const [left, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const byMobile = (v: Values) => ({
    login_name: v.loginName.trim(),
    area_code: v.areaCode,
    mobile: v.mobile.trim(),
  });
  const byMail = (v: Values) => ({ login_name: v.loginName.trim(), email: v.email.trim() });

  const sendCode = async () => {
    const fields = channel === 'mobile' ? ['loginName', 'areaCode', 'mobile'] : ['loginName', 'email'];
    try {
      await form.validateFields(fields);
    } catch {
      return;
    }
    const v = form.getFieldsValue(true) as Values;
    setSending(true);
    const r =
      v.channel === 'mobile' ? await call(c.sendSms, byMobile(v)) : await call(c.sendMessageNew, byMail(v));
    setSending(false);
    if (!r.ok) return;
    notifier().success(t('reset.codeSent'));
    startCountdown(r.data.resend_in > 0 ? r.data.resend_in : RESEND_SECONDS);
  };

  const submit = async (v: Values) => {
    const bad = validateNewPassword({ next: v.newPassword, confirm: v.confirmPassword });
    if (bad) {
      form.setFields([
        {
          name: bad === 'VAL10020' ? 'confirmPassword' : 'newPassword',
          errors: [catalogueText(bad)],
        },
      ]);
      return;
    }
    setBusy(true);
    const code = v.code.trim();
    const checked =
      v.channel === 'mobile'
        ? await call(c.checkSms, { ...byMobile(v), sms_code: code })
        : await call(c.checkSmsNew, { ...byMail(v), sms_code: code });
    if (!checked.ok) {
      setBusy(false);
      return;
    }
    const set = await call(c.setPassword, {
      reset_token: checked.data.reset_token,
      new_password: v.newPassword,
      confirm_password: v.confirmPassword,
    });
    setBusy(false);
    if (set.ok) setDone(true);
  };

  if (done) {
    return (
      <AuthShell title={t('reset.title')}>
        <Result
          icon={<CheckCircleFilled style={{ color: '#52c41a' }} />}
          title={t('reset.doneTitle')}
          subTitle={t('reset.doneText')}
          extra={
            <LinkButton to="/" type="primary">
              {t('reset.backToLogin')}
            </LinkButton>
          }
        />
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ channel: 'mobile', areaCode: '+853' }}
        onFinish={submit}
      >
        <Form.Item
          name="loginName"
          label={t('auth.loginName')}
          rules={[coreRule((v) => (isBlank(v) ? 'VAL10035' : null))]}
        >
          <Input placeholder={t('auth.loginNamePlaceholder')} autoComplete="username" maxLength={64} />
        </Form.Item>
        <Form.Item name="channel" label={t('reset.channel')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'mobile', label: t('reset.byMobile') },
              { value: 'email', label: t('reset.byEmail') },
            ]}
          />
        </Form.Item>
        {channel === 'mobile' ? (
          <Form.Item label={t('reset.mobile')} htmlFor="mobile" required={false}>
            <Space.Compact block>
              <Form.Item name="areaCode" noStyle>
                <Select
                  style={{ width: 150 }}
                  aria-label={t('reset.areaCode')}
                  options={PHONE_AREAS.map((a) => ({
                    value: a,
                    label: `${t(`reset.area.${a.slice(1)}`)} ${a}`,
                  }))}
                />
              </Form.Item>
              <Form.Item
                name="mobile"
                noStyle
                dependencies={['areaCode']}
                rules={[({ getFieldValue }) => coreRule((v) => validateMobile(getFieldValue('areaCode'), v))]}
              >
                <Input
                  placeholder={t('reset.mobilePlaceholder')}
                  inputMode="numeric"
                  maxLength={20}
                  autoComplete="tel"
                />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        ) : (
          <Form.Item name="email" label={t('reset.email')} rules={[coreRule(validateEmail)]}>
            <Input placeholder={t('reset.emailPlaceholder')} maxLength={50} autoComplete="email" />
          </Form.Item>
        )}
        <Form.Item label={t('reset.code')} htmlFor="code" required={false}>
          <Space.Compact block>
            <Form.Item name="code" noStyle rules={[coreRule(validateVerificationCode)]}>
              <Input
                placeholder={t('reset.codePlaceholder')}
                inputMode="numeric"
                maxLength={6}
                autoComplete="one-time-code"
              />
            </Form.Item>
            <Button
              onClick={() => void sendCode()}
              disabled={left > 0}
              loading={sending}
              style={{ minWidth: 128 }}
            >
              {left > 0 ? t('reset.resendIn', { seconds: left }) : t('reset.sendCode')}
            </Button>
          </Space.Compact>
        </Form.Item>
        <NewPasswordFields />
        <Alert type="info" showIcon title={t('reset.cashierNote')} style={{ marginBottom: 20 }} />
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          {t('reset.submit')}
        </Button>
        <div style={{ textAlign: 'center', marginTop: 16 }}>
          <Link to="/">{t('reset.backToLogin')}</Link>
        </div>
      </Form>
    </AuthShell>
  );
}
