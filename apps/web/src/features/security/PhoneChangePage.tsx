import './messages.ts';
import type { PHONE_AREAS } from '@mp/core/schemas/auth';
import { validateMobile } from '@mp/core/validators/phone';
import { Alert, Button, Form, Input, Result, Skeleton, Space, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { handledCodes, type Placement, showServerError } from '../../ui/admin/fieldErrors.ts';
import { coreRule } from '../../ui/formRules.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { PhoneField } from '../../ui/PhoneField.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { useChangePhone, useSecurityInfo, useSendNewPhoneCode, useSendOldPhoneCode } from './api.ts';
import { SmsCodeField, smsCodeRules } from './SmsCodeField.tsx';
import { securityPath } from './securityPaths.ts';

interface Values {
  old_sms_code: string;
  phone_area: (typeof PHONE_AREAS)[number];
  phone: string;
  new_sms_code: string;
}

/** The server checks both codes at the end; a wrong one is shown under the step it belongs to. */
const PLACEMENT: Placement = {
  SEC10006: 'phone',
  VAL10004: 'phone',
  phone: 'phone',
  old_sms_code: 'old_sms_code',
  new_sms_code: 'new_sms_code',
  SMS10001: 'new_sms_code',
  SMS10002: 'new_sms_code',
  SMS10003: 'new_sms_code',
  SMS10005: 'new_sms_code',
};

/**
 * phoneChange (133), modify_mbl_service, modify_mbl_group: a code to the registered number proves the
 * holder, a code to the new number proves it works; the old number is told of the change.
 */
export default function PhoneChangePage({ route }: PageProps) {
  const { t } = useTranslation();
  const area = route.area as SignedInArea;
  const info = useSecurityInfo();
  const [form] = Form.useForm<Values>();
  const [step, setStep] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  const sendOld = useSendOldPhoneCode();
  const sendNew = useSendNewPhoneCode();
  const change = useChangePhone({ handleCodes: handledCodes(PLACEMENT) });
  const back = securityPath(area, 'home');
  const phoneArea = Form.useWatch('phone_area', form);
  const phone = Form.useWatch('phone', form);
  const newNumberProblem = validateMobile(phoneArea, phone);

  const next = async () => {
    const ok = await form.validateFields(['old_sms_code']).then(
      () => true,
      () => false,
    );
    if (ok) setStep(1);
  };

  const submit = async (v: Values) => {
    try {
      const r = await change.mutateAsync(v);
      // The masked answer may already carry its country code.
      setDone(r.phone.startsWith('+') ? r.phone : `${r.phone_area} ${r.phone}`);
    } catch (e) {
      // A wrong code for the current number: back to the first step, where it was entered.
      const err = e as { message?: string };
      if (err.message?.includes('(old_sms_code)')) setStep(0);
      showServerError(form, e, PLACEMENT);
    }
  };

  if (done) {
    return (
      <AdminPage route={route} back={back ?? undefined}>
        <Result
          status="success"
          title={t('security.phone.done')}
          subTitle={t('security.phone.doneText', { phone: done })}
          extra={
            back ? (
              <LinkButton to={back} type="primary">
                {t('security.backToSecurity')}
              </LinkButton>
            ) : null
          }
        />
      </AdminPage>
    );
  }

  return (
    <AdminPage route={route} back={back ?? undefined} intro={t('security.phone.intro')}>
      {!info.data ? (
        <Skeleton active />
      ) : (
        <div style={{ maxWidth: 520 }}>
          <Steps
            current={step}
            size="small"
            style={{ marginBottom: 24 }}
            items={[{ title: t('security.phone.stepOld') }, { title: t('security.phone.stepNew') }]}
          />
          {!info.data.phone ? (
            <Alert type="warning" showIcon title={t('security.phone.noPhone')} style={{ marginBottom: 16 }} />
          ) : null}
          <Form<Values>
            form={form}
            layout="vertical"
            initialValues={{ phone_area: '+853' }}
            onFinish={submit}
          >
            <div style={{ display: step === 0 ? 'block' : 'none' }}>
              <Form.Item label={t('security.phone.current')} htmlFor="phone-current">
                <Input id="phone-current" value={`${info.data.phone_area} ${info.data.phone}`} disabled />
              </Form.Item>
              <Form.Item name="old_sms_code" label={t('security.phone.oldCode')} rules={smsCodeRules}>
                <SmsCodeField send={() => sendOld.mutateAsync(undefined)} />
              </Form.Item>
              <Button type="primary" onClick={() => void next()}>
                {t('security.phone.next')}
              </Button>
            </div>
            <div style={{ display: step === 1 ? 'block' : 'none' }}>
              <PhoneField
                label={t('security.phone.newNumber')}
                dependencies={['phone_area']}
                rules={[
                  ({ getFieldValue }) => coreRule((v) => validateMobile(getFieldValue('phone_area'), v)),
                ]}
              />
              <Form.Item
                name="new_sms_code"
                label={t('security.phone.newCode')}
                rules={step === 1 ? smsCodeRules : []}
              >
                <SmsCodeField
                  send={() => sendNew.mutateAsync({ phone_area: phoneArea, phone })}
                  blocked={newNumberProblem ? t('security.phone.enterNumberFirst') : null}
                />
              </Form.Item>
              <Space>
                <Button onClick={() => setStep(0)}>{t('security.phone.previous')}</Button>
                <Button type="primary" htmlType="submit" loading={change.isPending}>
                  {t('security.phone.submit')}
                </Button>
              </Space>
            </div>
          </Form>
        </div>
      )}
    </AdminPage>
  );
}
