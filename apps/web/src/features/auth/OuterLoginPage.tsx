import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoginForm } from './LoginForm.tsx';
import { isLoginKind } from './loginKinds.ts';

/** '/outterLogin': the same form, embedded style (for a partner page's frame): no brand panel. */
export default function OuterLoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const kind = params.get('kind');
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '32px 16px' }}>
      <div style={{ width: '100%', maxWidth: 400 }}>
        <h2 style={{ margin: '0 0 20px', fontSize: 20, fontWeight: 600, color: '#0f2747' }}>
          {t('auth.title')}
        </h2>
        <LoginForm initialKind={isLoginKind(kind) ? kind : 'merchant'} />
      </div>
    </div>
  );
}
