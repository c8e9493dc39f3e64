import './messages.ts';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApplicantSignIn } from './ApplicantSignIn.tsx';
import styles from './onboarding.module.css';
import { RegisterShell } from './RegisterShell.tsx';

/** '/registerPrepare': what to prepare, and the sign-in by SMS that starts or resumes the application. */
export default function RegisterPreparePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <RegisterShell title={t('onboarding.title')}>
      <div className={styles.card}>
        <Typography.Paragraph>{t('onboarding.intro')}</Typography.Paragraph>
        <Alert type="info" showIcon title={t('onboarding.prepareList')} style={{ marginBottom: 16 }} />
        <h2 style={{ fontSize: 18 }}>{t('onboarding.signInTitle')}</h2>
        <Typography.Paragraph type="secondary">{t('onboarding.signInHint')}</Typography.Paragraph>
        <ApplicantSignIn
          onSignedIn={(app) =>
            navigate(app.status === 'DRAFT' || app.status === 'NEED_MORE' ? '/selectProduct' : '/checkSts')
          }
        />
      </div>
    </RegisterShell>
  );
}
