import './messages.ts';
import { Alert, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../access/personAccess.ts';
import { operProfile, type SignedInArea } from '../../storage/browserStorage.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { UrlTabs } from '../../ui/admin/UrlTabs.tsx';
import { PageFallback } from '../../ui/PageFallback.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { ApiCertificates } from '../agreements/index.ts';
import { AuditPanel } from '../audit/index.ts';
import { SessionsPanel } from '../sessions/index.ts';
import { AccountPanel } from './AccountPanel.tsx';
import { useSecurityInfo } from './api.ts';
import type { Method } from './ConfirmDialog.tsx';

const SigningKeyPanel = lazy(() =>
  import('./SigningKeyPanel.tsx').then((m) => ({ default: m.SigningKeyPanel })),
);
const NotifyUrlPanel = lazy(() =>
  import('./NotifyUrlPanel.tsx').then((m) => ({ default: m.NotifyUrlPanel })),
);
const CertificatePanel = lazy(() =>
  import('./CertificatePanel.tsx').then((m) => ({ default: m.CertificatePanel })),
);

/**
 * security (13), security_service, security_group: the operator's credentials, the organisation's
 * signing key, notification URLs and certificate (merchants and providers, to whoever acts for the whole
 * organisation), the signed-in devices, and for administrators the audit log. The open tab is in the URL.
 */
export default function SecurityPage({ route }: PageProps) {
  const { t } = useTranslation();
  const { may } = useAccess();
  const area = route.area as SignedInArea;
  const q = useSecurityInfo();
  const info = q.data;
  const admin = operProfile()?.kind === 'admin';
  // Key, URL and certificate changes are for holders of 13 in the merchant and service areas who act for
  // the whole organisation; the server answers has_key_settings 'N' (and no key, URL or certificate) to
  // anyone else, cashiers and store operators included, and refuses their calls.
  const keys = info?.has_key_settings === 'Y' && area !== 'group' && may('13');
  const othersManageKeys = info?.has_key_settings === 'N' && area !== 'group';
  // The payment password exists in the merchant area only (the server's updatePayPassword).
  const methods: Method[] = info?.pay_password_set === 'Y' ? ['sms', 'pay'] : ['sms'];
  const lazyTab = (node: React.ReactNode) => <Suspense fallback={<PageFallback />}>{node}</Suspense>;

  const tabs = info
    ? [
        {
          key: 'account',
          label: t('security.tabs.account'),
          children: (
            <>
              {othersManageKeys ? (
                <Alert
                  type="info"
                  showIcon
                  title={t('security.orgSecretsNote')}
                  style={{ marginBottom: 16, maxWidth: 980 }}
                />
              ) : null}
              <AccountPanel info={info} area={area} />
            </>
          ),
        },
        ...(keys
          ? [
              {
                key: 'key',
                label: t('security.tabs.key'),
                children: lazyTab(
                  <>
                    <SigningKeyPanel info={info} org={area === 'service' ? 'service' : 'merchant'} />
                    <h2 style={{ fontSize: 16, margin: '24px 0 12px' }}>{t('security.apiCerts')}</h2>
                    <ApiCertificates />
                  </>,
                ),
              },
              {
                key: 'urls',
                label: t('security.tabs.urls'),
                children: lazyTab(<NotifyUrlPanel info={info} methods={methods} />),
              },
              {
                key: 'cert',
                label: t('security.tabs.cert'),
                children: lazyTab(<CertificatePanel info={info} methods={methods} />),
              },
            ]
          : []),
        { key: 'sessions', label: t('security.tabs.sessions'), children: <SessionsPanel /> },
        ...(admin
          ? [{ key: 'audit', label: t('security.tabs.audit'), children: lazyTab(<AuditPanel tab="audit" />) }]
          : []),
      ]
    : [];

  return (
    <AdminPage route={route} intro={t('security.intro')}>
      {q.isError ? (
        <Alert type="error" showIcon title={t('security.loadFailed')} />
      ) : !info ? (
        <Skeleton active />
      ) : (
        <UrlTabs items={tabs} />
      )}
    </AdminPage>
  );
}
