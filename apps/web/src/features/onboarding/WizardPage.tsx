import './messages.ts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { notifier } from '../../api/notify.ts';
import { applicantBackend } from './api.ts';
import { RegisterShell } from './RegisterShell.tsx';
import { RegistrationWizard } from './RegistrationWizard.tsx';
import { applyToken } from './token.ts';

/**
 * '/selectProduct', '/productOption', '/userInfoAdmin', '/userInfoAdminNew': the registration wizard for
 * the signed-in applicant, opened at the furthest step reached (the draft). Without a sign-in: /registerPrepare.
 */
export default function WizardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = applyToken.read();
  const backend = useMemo(() => (token ? applicantBackend(token) : null), [token]);
  const signedOut = useCallback(() => {
    applyToken.clear();
    notifier().error(t('onboarding.signedOut'));
    navigate('/registerPrepare', { replace: true });
  }, [navigate, t]);
  if (!backend) return <Navigate to="/registerPrepare" replace />;
  return (
    <RegisterShell title={t('onboarding.title')}>
      <RegistrationWizard
        backend={backend}
        onSubmitted={() => navigate('/checkSts')}
        onSignedOut={signedOut}
      />
    </RegisterShell>
  );
}
