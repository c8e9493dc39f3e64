import './messages.ts';
import '../../ui/admin/messages.ts';
import { PAY_PASSWORD_PATTERN } from '@mp/core/schemas/security';
import { isBlank } from '@mp/core/validators/result';
import { Alert, Form, type FormInstance, Modal, Segmented } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Placement, showServerError } from '../../ui/admin/fieldErrors.ts';
import { coreRule } from '../../ui/formRules.ts';
import { PayPasswordInput } from '../../ui/MoneyConfirm.tsx';
import type { Confirmation, SmsSent } from './api.ts';
import { SmsCodeField, smsCodeRules } from './SmsCodeField.tsx';

export type Method = 'sms' | 'pay';

/** Refusals of the confirmation itself, shown under the code or the payment password. */
export const CONFIRM_PLACEMENT: Placement = {
  SMS10001: 'sms_code',
  SMS10002: 'sms_code',
  SMS10003: 'sms_code',
  SMS10005: 'sms_code',
  VAL10034: 'sms_code',
  LOG10011: 'pay_password',
  LOG10012: 'pay_password',
  SEC10001: 'pay_password',
  SEC10005: 'pay_password',
  SEC10002: 'sms_code',
  sms_code: 'sms_code',
  pay_password: 'pay_password',
};

export const payPasswordRules = [
  coreRule((v) => (isBlank(v) ? 'VAL10036' : PAY_PASSWORD_PATTERN.test(String(v)) ? null : 'SEC10001')),
];

export interface ConfirmValues {
  sms_code?: string;
  pay_password?: string;
}

/** The confirmation part of the values, as the server's ConfirmFields want it. */
export function confirmationOf(method: Method, v: ConfirmValues): Confirmation {
  return method === 'pay' ? { pay_password: v.pay_password ?? '' } : { sms_code: v.sms_code ?? '' };
}

interface Props<V extends ConfirmValues> {
  open: boolean;
  title: string;
  intro?: ReactNode;
  /** 'sms' only for the signing key; the payment password where the server accepts it and one is set. */
  methods: readonly Method[];
  sendCode: () => Promise<SmsSent>;
  okText: string;
  busy: boolean;
  /** Extra fields of the change itself, above the confirmation. */
  children?: (form: FormInstance<V>) => ReactNode;
  /** Placement of refusals of the extra fields. */
  placement?: Placement;
  initialValues?: Partial<V>;
  onSubmit: (values: V, method: Method) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Every security change asks for proof that the person is the account holder: an SMS code sent to the
 * registered mobile, or the payment password, as the server requires for that change.
 */
export function ConfirmDialog<V extends ConfirmValues>(p: Props<V>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const [method, setMethod] = useState<Method>(p.methods[0] ?? 'sms');
  const placement = { ...CONFIRM_PLACEMENT, ...p.placement };

  const submit = async (v: V) => {
    try {
      await p.onSubmit(v, method);
    } catch (e) {
      showServerError(form as FormInstance, e, placement);
    }
  };

  return (
    <Modal
      open={p.open}
      title={p.title}
      okText={p.okText}
      cancelText={t('admin.cancel')}
      confirmLoading={p.busy}
      onOk={() => form.submit()}
      onCancel={p.onClose}
      destroyOnHidden
      width={560}
    >
      {p.intro ? <Alert type="info" showIcon title={p.intro} style={{ marginBottom: 16 }} /> : null}
      <Form<V>
        form={form}
        layout="vertical"
        onFinish={submit}
        preserve={false}
        initialValues={p.initialValues}
      >
        {p.children?.(form)}
        {p.methods.length > 1 ? (
          <Form.Item label={t('security.verifyBy')}>
            <Segmented<Method>
              value={method}
              onChange={setMethod}
              options={p.methods.map((m) => ({
                value: m,
                label: t(m === 'sms' ? 'security.bySms' : 'security.byPay'),
              }))}
            />
          </Form.Item>
        ) : null}
        {method === 'sms' ? (
          <Form.Item name="sms_code" label={t('security.smsCode')} rules={smsCodeRules}>
            <SmsCodeField send={p.sendCode} />
          </Form.Item>
        ) : (
          <Form.Item name="pay_password" label={t('security.payPassword')} rules={payPasswordRules}>
            <PayPasswordInput />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
