import './messages.ts';
import { Alert, Button, Descriptions, Spin, Timeline, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApplicantSignIn } from './ApplicantSignIn.tsx';
import { type Application, applicantBackend } from './api.ts';
import { macauTimeText } from './format.ts';
import styles from './onboarding.module.css';
import { RegisterShell } from './RegisterShell.tsx';
import { applyToken } from './token.ts';

/** '/checkSts' and '/info_detalls': the application's status, the reviewer's note and its history. */
export default function StatusPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [app, setApp] = useState<Application | null>(null);
  const [signedIn, setSignedIn] = useState(() => applyToken.read() !== null);

  useEffect(() => {
    const token = signedIn ? applyToken.read() : null;
    if (!token) return;
    void applicantBackend(token)
      .load()
      .then((r) => {
        if (r.ok) setApp(r.data);
        else {
          applyToken.clear();
          setSignedIn(false);
        }
      });
  }, [signedIn]);

  if (!signedIn) {
    return (
      <RegisterShell title={t('onboarding.statusTitle')}>
        <div className={styles.card}>
          <ApplicantSignIn
            onSignedIn={(a) => {
              setApp(a);
              setSignedIn(true);
            }}
          />
        </div>
      </RegisterShell>
    );
  }
  if (!app) return <Spin />;

  const editable = app.status === 'DRAFT' || app.status === 'NEED_MORE';
  const type = { APPROVED: 'success', REJECTED: 'error', NEED_MORE: 'warning' } as const;
  return (
    <RegisterShell title={t('onboarding.statusTitle')}>
      <div className={styles.card}>
        <Alert
          type={type[app.status as keyof typeof type] ?? 'info'}
          showIcon
          role="status"
          title={t(`onboarding.status.${app.status}`)}
          description={
            app.status === 'APPROVED'
              ? t('onboarding.approvedText', { merNo: app.mer_no, login: app.admin_login_name })
              : app.status === 'AUDITING'
                ? t('onboarding.submittedText')
                : app.review_reason || undefined
          }
        />
        <Descriptions
          style={{ marginTop: 16 }}
          size="small"
          column={1}
          bordered
          items={[
            { key: 'no', label: t('onboarding.applyNo'), children: app.apply_no },
            ...(app.review_reason
              ? [{ key: 'reason', label: t('onboarding.reason'), children: app.review_reason }]
              : []),
          ]}
        />
        {app.history.length ? (
          <>
            <Typography.Title level={2} style={{ fontSize: 16, marginTop: 16 }}>
              {t('onboarding.history')}
            </Typography.Title>
            <Timeline
              items={app.history.map((h) => ({
                key: `${h.at}${h.action}`,
                content: `${macauTimeText(h.at)} ${t(`onboarding.actions.${h.action}`, { defaultValue: h.action })}${h.reason ? `: ${h.reason}` : ''}`,
              }))}
            />
          </>
        ) : null}
        <div className={styles.actions}>
          {editable ? (
            <Button type="primary" onClick={() => navigate('/selectProduct')}>
              {t('onboarding.continueEdit')}
            </Button>
          ) : null}
          {app.status === 'APPROVED' ? (
            <Button type="primary" onClick={() => navigate('/')}>
              {t('onboarding.toLogin')}
            </Button>
          ) : null}
        </div>
      </div>
    </RegisterShell>
  );
}
