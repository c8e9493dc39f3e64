import './messages.ts';
import { Form, Input, type InputProps } from 'antd';
import type { Rule } from 'antd/es/form';
import { i18n } from '../../i18n/index.ts';

/** A 6-digit authenticator code: the phone's number pad, the one-time-code autofill, digits only. */
export function OtpInput(props: Omit<InputProps, 'inputMode' | 'autoComplete' | 'maxLength'>) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      style={{ maxWidth: 200, letterSpacing: 4, fontVariantNumeric: 'tabular-nums' }}
      {...props}
    />
  );
}

/** The form rule of a code field: required, six digits (the server checks it again). */
export const otpRules: Rule[] = [
  {
    validator: async (_, v: string | undefined) => {
      const s = (v ?? '').trim();
      if (!s) throw new Error(i18n.t('staff.login.required', { field: i18n.t('staff.login.otp') }));
      if (!/^\d{6}$/.test(s)) throw new Error(i18n.t('staff.login.otpFormat'));
    },
  },
];

/** What a code field holds, as the server takes it (spaces a person typed removed). */
export const otpValue = (v: string | undefined) => (v ?? '').replace(/\s/g, '');

/** The `otp` field of a form: its label, a hint below, the code rule. */
export function OtpField({
  label,
  extra,
  autoFocus,
}: {
  label: string;
  extra?: string;
  autoFocus?: boolean;
}) {
  return (
    <Form.Item name="otp" label={label} extra={extra} rules={otpRules}>
      <OtpInput autoFocus={autoFocus} />
    </Form.Item>
  );
}

/** A required text field's rule, its message naming the field. */
export const requiredRule = (field: string) => ({
  required: true,
  whitespace: true,
  message: i18n.t('staff.login.required', { field }),
});
