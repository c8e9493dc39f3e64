import './messages.ts';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { useSecurityInfo } from './api.ts';
import { PayPasswordForm } from './PayPasswordForm.tsx';
import { securityPath } from './securityPaths.ts';

/** pavement_psd (1322): set the 6-digit payment password, or change it with the current one. */
export default function PayPasswordPage({ route }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const area = route.area as SignedInArea;
  const info = useSecurityInfo();
  const back = securityPath(area, 'home');

  return (
    <AdminPage route={route} back={back ?? undefined} intro={t('security.pay.intro')}>
      {!info.data ? (
        <Skeleton active />
      ) : (
        <div style={{ maxWidth: 480 }}>
          <PayPasswordForm
            isSet={info.data.pay_password_set === 'Y'}
            resetPath={securityPath(area, 'payReset')}
            onDone={() => {
              if (back) navigate(back);
            }}
          />
        </div>
      )}
    </AdminPage>
  );
}
