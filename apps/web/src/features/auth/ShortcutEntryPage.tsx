import {
  ApartmentOutlined,
  RightOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PALETTE } from '../../ui/theme.ts';
import { AuthShell } from './AuthShell.tsx';
import { LOGIN_KINDS, type LoginKind } from './loginKinds.ts';

const ICONS: Record<LoginKind, ReactNode> = {
  merchant: <ShopOutlined />,
  operator: <UserOutlined />,
  service: <ApartmentOutlined />,
  group: <TeamOutlined />,
};

/** '/shortcutLoginEntry' and '/shortcutLogin': choose who you are, then sign in with that kind chosen. */
export default function ShortcutEntryPage() {
  const { t } = useTranslation();
  return (
    <AuthShell title={t('auth.shortcut.title')} subtitle={t('auth.shortcut.subtitle')}>
      <nav style={{ display: 'grid', gap: 12 }}>
        {LOGIN_KINDS.map(({ kind }) => (
          <Link
            key={kind}
            to={`/?kind=${kind}`}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 16,
              padding: '16px 18px',
              border: '1px solid #e3e8ef',
              borderRadius: 10,
              color: 'inherit',
            }}
          >
            <span style={{ fontSize: 22, color: '#1d5bbf' }}>{ICONS[kind]}</span>
            <span style={{ flex: 1 }}>
              <strong style={{ display: 'block', fontSize: 15 }}>{t(`auth.kind.${kind}`)}</strong>
              <span style={{ color: PALETTE.textMuted, fontSize: 13 }}>{t(`auth.shortcut.${kind}`)}</span>
            </span>
            <RightOutlined style={{ color: 'rgba(0,0,0,0.3)' }} />
          </Link>
        ))}
      </nav>
    </AuthShell>
  );
}
