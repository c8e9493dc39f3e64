import * as c from '@mp/core/contracts/auth';
import { validateNewPassword } from '@mp/core/validators/password';
import { isBlank } from '@mp/core/validators/result';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { call } from '../../api/client.ts';
import { notifier } from '../../api/notify.ts';
import { catalogueText } from '../../i18n/catalogue.ts';
import {
  clearLogin,
  isSignedIn,
  nextAfterSignIn,
  pendingPasswordChange,
  removeSession,
  SESSION,
  shellArea,
  signInPathOf,
} from '../../storage/browserStorage.ts';
import { coreRule } from '../../ui/formRules.ts';
import { NewPasswordFields } from '../../ui/NewPasswordFields.tsx';
import { AuthShell } from './AuthShell.tsx';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const FIELD_OF: Record<string, keyof Values> = {
  VAL10036: 'oldPassword',
  VAL10021: 'newPassword',
  VAL10019: 'newPassword',
  VAL10020: 'confirmPassword',
};

/**
 * '/login_pwd': the password change a login asks for (need_change_pwd 'Y': the first login, or 90 days
 * since the last change). admin/getOperSalt, then admin/updatePsd with that one-time random.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const area = shellArea();
  if (!isSignedIn() || !area) return <Navigate to="/" replace />;
  const reason = pendingPasswordChange();

  const submit = async (v: Values) => {
    const bad = validateNewPassword({ old: v.oldPassword, next: v.newPassword, confirm: v.confirmPassword });
    if (bad) {
      form.setFields([{ name: FIELD_OF[bad] ?? 'newPassword', errors: [catalogueText(bad)] }]);
      return;
    }
    setBusy(true);
    const salt = await call(c.getOperSalt, {});
    const r = salt.ok
      ? await call(c.updatePsd, {
          old_password: v.oldPassword,
          new_password: v.newPassword,
          confirm_password: v.confirmPassword,
          oper_salt: salt.data.salt,
        })
      : salt;
    setBusy(false);
    if (!r.ok) return;
    removeSession(SESSION.pwdChange);
    notifier().success(t('password.changed'));
    navigate(nextAfterSignIn(area), { replace: true });
  };

  const signOut = async () => {
    await call(c.loginOut, {}, { quiet: true });
    clearLogin();
    navigate(signInPathOf(area), { replace: true });
  };

  return (
    <AuthShell title={t('password.title')} subtitle={t('password.subtitle')}>
      <Alert
        type={reason ? 'warning' : 'info'}
        showIcon
        title={t(
          reason === 'EXPIRED'
            ? 'password.reasonExpired'
            : reason === 'FIRST'
              ? 'password.reasonFirst'
              : 'password.reasonChoice',
        )}
        style={{ marginBottom: 24 }}
      />
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          name="oldPassword"
          label={t('password.old')}
          rules={[coreRule((v) => (isBlank(v) ? 'VAL10036' : null))]}
        >
          <Input.Password autoComplete="current-password" maxLength={64} />
        </Form.Item>
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          {t('password.submit')}
        </Button>
        <div style={{ textAlign: 'center', marginTop: 16 }}>
          <Button type="link" onClick={() => void signOut()}>
            {t('password.signOut')}
          </Button>
        </div>
      </Form>
    </AuthShell>
  );
}
