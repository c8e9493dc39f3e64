import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthShell } from './AuthShell.tsx';
import { LoginForm } from './LoginForm.tsx';
import { isLoginKind } from './loginKinds.ts';

/** '/': the sign-in page; '?kind=' (from the shortcut entry) preselects the kind. */
export default function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const kind = params.get('kind');
  return (
    <AuthShell title={t('auth.title')} subtitle={t('auth.subtitle')}>
      <LoginForm initialKind={isLoginKind(kind) ? kind : 'merchant'} />
    </AuthShell>
  );
}
