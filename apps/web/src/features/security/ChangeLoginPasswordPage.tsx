import './messages.ts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { operProfile, type SignedInArea } from '../../storage/browserStorage.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { LoginPasswordForm } from './LoginPasswordForm.tsx';
import { securityPath } from './securityPaths.ts';

/**
 * modify_psd (131) and its service and group equivalents: the signed-in operator changes the login
 * password. The server ends the operator's other sessions.
 */
export default function ChangeLoginPasswordPage({ route }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const area = route.area as SignedInArea;
  const back = securityPath(area, 'home');
  const cashier = operProfile()?.kind === 'cashier';

  return (
    <AdminPage route={route} back={back ?? undefined} intro={t('security.password.intro')}>
      <LoginPasswordForm
        onDone={() => {
          if (back) navigate(back);
        }}
        note={
          <Alert
            type={cashier ? 'warning' : 'info'}
            showIcon
            style={{ marginTop: 24 }}
            title={t(cashier ? 'security.account.cashierNote' : 'security.password.forgot')}
          />
        }
      />
    </AdminPage>
  );
}
