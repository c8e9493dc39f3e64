import './messages.ts';
import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useAccess } from '../../access/personAccess.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { pathsFor } from './stepPaths.ts';

/**
 * The public entries /bankChange, /agtBankChange and /agtCheckSts (links from notices and the provider's
 * messages): a signed-in administrator of the right area goes to the change (or its status); anyone else
 * is asked to sign in first. No call is made without a session.
 */
export default function OuterPage({ route }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const person = useAccess().person;
  const area = route.name === 'bankChange' ? 'merchant' : 'service';
  if (person?.area === area) {
    const paths = pathsFor(area);
    return <Navigate to={route.name === 'agtCheckSts' ? paths.status : paths.form} replace />;
  }
  return (
    <main style={{ maxWidth: 560, margin: '48px auto', padding: '0 16px' }}>
      <Card>
        <Result
          status="info"
          title={area === 'merchant' ? t('bankchange.outerTitle') : t('bankchange.outerAgentTitle')}
          subTitle={t('bankchange.outerHint')}
          extra={
            <Button type="primary" onClick={() => navigate('/')}>
              {t('bankchange.signIn')}
            </Button>
          }
        />
      </Card>
    </main>
  );
}
