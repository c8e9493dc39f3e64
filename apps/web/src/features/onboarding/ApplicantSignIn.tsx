import './messages.ts';
import type { PHONE_AREAS } from '@mp/core/schemas/auth';
import { validateVerificationCode } from '@mp/core/validators/login';
import { validateMobile } from '@mp/core/validators/phone';
import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../api/notify.ts';
import { coreRule } from '../../ui/formRules.ts';
import { PhoneField } from '../../ui/PhoneField.tsx';
import { useCountdown } from '../../ui/useCountdown.ts';
import { type Application, registerApplicant, sendApplicantCode } from './api.ts';
import { applyToken } from './token.ts';

type Area = (typeof PHONE_AREAS)[number];
interface Values {
  phone_area: Area;
  phone: string;
  sms_code: string;
}

/** Mobile + SMS code: starts a new application or resumes the open one of that number. */
export function ApplicantSignIn({ onSignedIn }: { onSignedIn: (app: Application) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [left, start] = useCountdown();
  const [busy, setBusy] = useState(false);

  const send = async () => {
    try {
      await form.validateFields(['phone_area', 'phone']);
    } catch {
      return;
    }
    const v = form.getFieldsValue(true) as Values;
    const r = await sendApplicantCode(v.phone_area, v.phone.trim());
    if (!r.ok) return;
    notifier().success(t('onboarding.codeSent', { to: r.data.sent_to }));
    start(r.data.resend_in > 0 ? r.data.resend_in : 60);
  };

  const submit = async (v: Values) => {
    setBusy(true);
    const r = await registerApplicant(v.phone_area, v.phone.trim(), v.sms_code.trim());
    setBusy(false);
    if (!r.ok) return;
    applyToken.write(r.data.apply_token);
    onSignedIn(r.data.application);
  };

  return (
    <Form form={form} layout="vertical" initialValues={{ phone_area: '+853' }} onFinish={submit} requiredMark>
      <PhoneField
        label={t('onboarding.mobile')}
        htmlFor="apply-phone"
        areaLabel={t('onboarding.areaCode')}
        areaWidth={96}
        rules={[coreRule((v) => validateMobile(form.getFieldValue('phone_area'), String(v ?? '').trim()))]}
        input={{
          id: 'apply-phone',
          'aria-label': t('onboarding.mobile'),
          inputMode: 'tel',
          autoComplete: 'tel',
        }}
      />
      <Form.Item label={t('onboarding.smsCode')} htmlFor="apply-code" required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="sms_code"
            noStyle
            rules={[coreRule((v) => validateVerificationCode(String(v ?? '').trim()))]}
          >
            <Input id="apply-code" inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
          </Form.Item>
          <Button onClick={() => void send()} disabled={left > 0}>
            {left > 0 ? t('onboarding.resendIn', { s: left }) : t('onboarding.sendCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('onboarding.start')}
      </Button>
    </Form>
  );
}
