import { validatePassword } from '@mp/core/validators/password';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmRule, coreRule } from './formRules.ts';

/** The sign-in password forms' field names and texts (i18n keys). */
const LOGIN_PASSWORD = {
  name: 'newPassword',
  confirmName: 'confirmPassword',
  label: 'password.new',
  hint: 'password.hint',
  confirmLabel: 'password.confirm',
} as const;

/**
 * A new password (the rules of packages/core, with its hint under it) and its confirmation, as two fields
 * of the antd Form around them. Names and texts (i18n keys) are those of the sign-in password forms unless
 * given.
 */
export function NewPasswordFields({
  name = LOGIN_PASSWORD.name,
  confirmName = LOGIN_PASSWORD.confirmName,
  label = LOGIN_PASSWORD.label,
  hint = LOGIN_PASSWORD.hint,
  confirmLabel = LOGIN_PASSWORD.confirmLabel,
}: {
  name?: string;
  confirmName?: string;
  label?: string;
  hint?: string;
  confirmLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name={name} label={t(label)} extra={t(hint)} rules={[coreRule(validatePassword)]}>
        <Input.Password autoComplete="new-password" maxLength={20} />
      </Form.Item>
      <Form.Item name={confirmName} label={t(confirmLabel)} dependencies={[name]} rules={[confirmRule(name)]}>
        <Input.Password autoComplete="new-password" maxLength={20} />
      </Form.Item>
    </>
  );
}
