import './messages.ts';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { UrlTabs } from '../../ui/admin/UrlTabs.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { LoginPasswordForm } from '../security/index.ts';
import { SessionsPanel } from '../sessions/index.ts';
import { FactorPanel } from './FactorPanel.tsx';
import { TokensPanel } from './TokensPanel.tsx';

/**
 * my_security (staff.security): the staff member's own second factor and recovery codes, API tokens,
 * signed-in devices and login password; each a tab (its name in the URL).
 */
export default function MySecurityPage({ route }: PageProps) {
  const { t } = useTranslation();
  return (
    <AdminPage route={route}>
      <UrlTabs
        items={[
          { key: 'factor', label: t('staff.factor.tab'), children: <FactorPanel /> },
          { key: 'tokens', label: t('staff.tokens.tab'), children: <TokensPanel /> },
          { key: 'sessions', label: t('staff.sessions.tab'), children: <SessionsPanel /> },
          { key: 'password', label: t('staff.password.tab'), children: <LoginPasswordForm /> },
        ]}
      />
    </AdminPage>
  );
}
