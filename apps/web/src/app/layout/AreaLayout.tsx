import { findRoute, MENU_SECTIONS } from '@mp/core/routes';
import { Breadcrumb, Layout } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useUnreadCount } from '../../features/notices/useUnreadCount.ts';
// The administration pages' texts load with the signed-in area, not with the login page.
import '../../i18n/admin.ts';
import { textIn } from '../../i18n/index.ts';
import { Footer } from '../Footer.tsx';
import { PageFallback } from '../PageFallback.tsx';
import { areaIndex, cashierFunctions, type SignedInArea, storedPermissions } from '../storage.ts';
import { AreaMenu } from './AreaMenu.tsx';
import { HeaderBar } from './HeaderBar.tsx';

const SIDER_BG = '#0f2747';

/** The frame of a signed-in area: menu from the route table, header, breadcrumb, page, footer. */
export default function AreaLayout({ area }: { area: SignedInArea }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const codes = storedPermissions();
  const unread = useUnreadCount(area, codes);
  const route = findRoute(pathname);
  const lang = i18n.language;

  const crumbs = [{ title: <Link to={areaIndex(area)}>{t('shell.home')}</Link> }];
  if (route && route.name !== 'index') {
    const section = route.menu && route.menu !== 'home' ? textIn(lang, MENU_SECTIONS[route.menu]) : null;
    if (section && section !== textIn(lang, route.title)) crumbs.push({ title: <>{section}</> });
    crumbs.push({ title: <>{textIn(lang, route.title)}</> });
  }

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        width={232}
        breakpoint="lg"
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        style={{ background: SIDER_BG }}
      >
        <Link
          to={areaIndex(area)}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 10,
            height: 64,
            padding: collapsed ? '0 24px' : '0 20px',
            color: '#fff',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
          }}
        >
          <span
            aria-hidden
            style={{
              flex: 'none',
              width: 30,
              height: 30,
              borderRadius: 8,
              background: 'linear-gradient(135deg,#3b82f6,#1d5bbf)',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
            }}
          >
            {t('brand.mark')}
          </span>
          {collapsed ? null : (
            <span style={{ lineHeight: 1.25 }}>
              <span style={{ display: 'block', fontSize: 16, fontWeight: 600, letterSpacing: 1 }}>
                {t('brand.name')}
              </span>
              <span style={{ display: 'block', fontSize: 11, opacity: 0.65 }}>
                {t(`shell.areaName.${area}`)}
              </span>
            </span>
          )}
        </Link>
        <AreaMenu area={area} codes={codes} functions={cashierFunctions()} collapsed={collapsed} />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: '#fff',
            padding: '0 24px',
            height: 64,
            display: 'flex',
            alignItems: 'center',
            boxShadow: '0 1px 4px rgba(15,39,71,0.08)',
            position: 'sticky',
            top: 0,
            zIndex: 10,
          }}
        >
          <HeaderBar area={area} codes={codes} unread={unread} />
        </Layout.Header>
        <Layout.Content style={{ padding: '16px 24px 0' }}>
          <Breadcrumb items={crumbs} style={{ marginBottom: 16 }} />
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
        <Footer />
      </Layout>
    </Layout>
  );
}
