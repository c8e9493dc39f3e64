import './messages.ts';
import { Button, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useAccess } from '../../access/personAccess.ts';
import {
  areaIndex,
  endPayPasswordPrompt,
  isSignedIn,
  pendingPasswordChange,
  signedInArea,
} from '../../storage/browserStorage.ts';
import { AuthShell } from '../auth/index.ts';
import { useSecurityInfo } from './api.ts';
import { PayPasswordForm } from './PayPasswordForm.tsx';

/**
 * '/login_pavement_psd': after the sign-in (and after the first-login password change at /login_pwd), an
 * operator who may set a payment password (1322) and has none is offered to set it here, with the same
 * form and call as the security page's pavement_psd. "Later" goes on to the area's index; either way the
 * offer is not made again in this session (docs/decisions.md, "Payment password at sign-in").
 */
export default function SignInPayPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const area = signedInArea();
  const signedIn = isSignedIn() && area !== null;
  const mustChange = pendingPasswordChange() !== null;
  // The payment password page exists in the merchant area only, behind 1322.
  const mayHave = useAccess().pathTo('security.payPassword') !== null;
  const info = useSecurityInfo({ enabled: signedIn && !mustChange && mayHave });
  const alreadySet = info.data?.pay_password_set === 'Y';

  useEffect(() => {
    if (signedIn && !mustChange && (!mayHave || alreadySet)) endPayPasswordPrompt();
  }, [signedIn, mustChange, mayHave, alreadySet]);

  if (!signedIn || !area) return <Navigate to="/" replace />;
  if (mustChange) return <Navigate to="/login_pwd" replace />;
  if (!mayHave || alreadySet) return <Navigate to={areaIndex(area)} replace />;

  const goOn = () => {
    endPayPasswordPrompt();
    navigate(areaIndex(area), { replace: true });
  };

  return (
    <AuthShell title={t('security.pay.signInTitle')} subtitle={t('security.pay.signInSubtitle')}>
      {info.isError ? (
        <Button type="primary" block onClick={goOn}>
          {t('security.pay.later')}
        </Button>
      ) : !info.data ? (
        <Skeleton active />
      ) : (
        <PayPasswordForm
          isSet={false}
          resetPath={null}
          onDone={goOn}
          extra={
            <Button type="link" onClick={goOn}>
              {t('security.pay.later')}
            </Button>
          }
        />
      )}
    </AuthShell>
  );
}
