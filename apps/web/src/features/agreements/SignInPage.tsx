import './messages.ts';
import { Alert, Button, Card, Skeleton, Space, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { applyToken, RegisterShell } from '../onboarding/index.ts';
import { useProtocol, useSignState } from './api.ts';
import { DocText } from './DocText.tsx';
import { SignPanel } from './SignPanel.tsx';

/**
 * '/signIn': the signature step of onboarding (docs/decisions.md, "Onboarding's signatures"). The signed-in
 * applicant, having accepted the letter of authorisation (/mandate), reads the company merchant contract
 * and signs it with the full name; then goes back to the application to submit it.
 */
export default function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = applyToken.read();
  const state = useSignState(token);
  const doc = useProtocol('COMPANY_TOTAL');
  const title = t('agreements.sign.signContract');
  if (!token) {
    return (
      <RegisterShell title={title}>
        <Card variant="borderless">
          <Alert type="info" showIcon title={t('agreements.sign.needSignIn')} style={{ marginBottom: 16 }} />
          <Link to="/registerPrepare">{t('agreements.sign.toRegister')}</Link>
        </Card>
      </RegisterShell>
    );
  }
  const items = state.data?.items ?? [];
  const mandate = items.find((i) => i.kind === 'MANDATE');
  const contract = items.find((i) => i.kind === 'COMPANY_TOTAL');
  const mandateDone = !mandate || mandate.signed === 'Y';
  const done = mandateDone && contract?.signed === 'Y';
  return (
    <RegisterShell title={title}>
      <Card variant="borderless">
        {state.isPending || doc.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Steps
              size="small"
              aria-label={t('agreements.sign.steps')}
              current={mandateDone ? (done ? 2 : 1) : 0}
              items={[
                { title: t('agreements.sign.signMandate') },
                { title: t('agreements.sign.signContract') },
              ]}
            />
            {!mandateDone ? (
              <Alert
                type="warning"
                showIcon
                title={t('agreements.sign.mandateFirst')}
                description={
                  <Button type="primary" style={{ marginTop: 8 }} onClick={() => navigate('/mandate')}>
                    {t('agreements.sign.openMandate')}
                  </Button>
                }
              />
            ) : done ? (
              <Alert type="success" showIcon title={t('agreements.sign.allDone')} />
            ) : (
              <Typography.Paragraph>{t('agreements.sign.contractIntro')}</Typography.Paragraph>
            )}
            {mandateDone && doc.data && (
              <>
                <DocText sections={doc.data.sections} />
                <SignPanel token={token} doc={doc.data} state={contract} />
              </>
            )}
            <Button onClick={() => navigate('/userInfoAdmin?step=review')}>
              {t('agreements.sign.back')}
            </Button>
          </Space>
        )}
      </Card>
    </RegisterShell>
  );
}
