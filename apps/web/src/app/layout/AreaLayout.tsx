import { findRoute, MENU_SECTIONS, menuParent } from '@mp/core/routes';
import { Breadcrumb, Grid, Layout } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ConsentBanner } from '../../features/agreements/index.ts';
import { useUnreadCount } from '../../features/notices/useUnreadCount.ts';
import { textIn } from '../../i18n/index.ts';
import { areaIndex, type ShellArea } from '../../storage/browserStorage.ts';
import { PageFallback } from '../../ui/PageFallback.tsx';
import { Footer } from '../Footer.tsx';
import { installPrefetch } from '../prefetch.ts';
import { queryClient } from '../queryClient.ts';
import { AreaMenu } from './AreaMenu.tsx';
import { HeaderBar } from './HeaderBar.tsx';

const SIDER_BG = '#0f2747';

/** The frame of a signed-in area: menu from the route table, header, breadcrumb, page, footer. */
export default function AreaLayout({ area }: { area: ShellArea }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  // A phone (below md): the menu slides over the page from a zero-width sider and closes at a choice (and
  // whenever the page changes, e.g. by a link in the page).
  const narrow = Grid.useBreakpoint().md === false;
  // A link's page and its calls start at the click (app/prefetch.ts).
  useEffect(() => installPrefetch(queryClient), []);
  useEffect(() => {
    if (narrow && pathname) setCollapsed(true);
  }, [narrow, pathname]);
  const gutter = narrow ? 12 : 24;
  // The back office calls nothing of the portal's (its staff may not): no notices.
  const unread = useUnreadCount(area !== 'provider');
  const route = findRoute(pathname);
  const lang = i18n.language;

  const crumbs = [{ title: <Link to={areaIndex(area)}>{t('shell.home')}</Link> }];
  if (route && route.name !== 'index') {
    // A page reached by link (add an operator) passes through its menu entry, which links back.
    const parent = menuParent(route);
    const menu = parent?.menu;
    const section = menu && menu !== 'home' ? textIn(lang, MENU_SECTIONS[menu]) : null;
    if (section && section !== textIn(lang, (parent ?? route).title)) crumbs.push({ title: <>{section}</> });
    if (parent && parent !== route)
      crumbs.push({ title: <Link to={parent.path}>{textIn(lang, parent.title)}</Link> });
    crumbs.push({ title: <>{textIn(lang, route.title)}</> });
  }

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {/* WCAG 2.4.1: the first tab stop skips the menu and the header. */}
      <a href="#main-content" className="mp-skip-link">
        {t('shell.skipToContent')}
      </a>
      <Layout.Sider
        width={232}
        breakpoint="lg"
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        collapsedWidth={narrow ? 0 : 80}
        style={
          narrow
            ? { background: SIDER_BG, position: 'fixed', top: 0, bottom: 0, left: 0, zIndex: 30 }
            : { background: SIDER_BG }
        }
      >
        <Link
          to={areaIndex(area)}
          // Collapsed, only the aria-hidden mark is left: the name the open sider shows (axe link-name at 390 px).
          aria-label={collapsed ? `${t('brand.name')} · ${t(`shell.areaName.${area}`)}` : undefined}
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
        <AreaMenu collapsed={collapsed} onChoose={() => narrow && setCollapsed(true)} />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: '#fff',
            padding: `0 ${gutter}px`,
            height: 64,
            display: 'flex',
            alignItems: 'center',
            boxShadow: '0 1px 4px rgba(15,39,71,0.08)',
            position: 'sticky',
            top: 0,
            zIndex: 10,
          }}
        >
          <HeaderBar area={area} unread={unread} compact={narrow} />
        </Layout.Header>
        <Layout.Content
          id="main-content"
          tabIndex={-1}
          style={{ padding: `16px ${gutter}px 0`, minWidth: 0, outline: 'none' }}
        >
          {/* On a phone the menu's trigger sits at the left edge, where the breadcrumb starts. */}
          <Breadcrumb items={crumbs} style={{ marginBottom: 16, marginLeft: narrow ? 36 : 0 }} />
          {/* An agreement to accept (merchant and provider areas; the call's access decides). */}
          {area === 'merchant' || area === 'service' ? <ConsentBanner /> : null}
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
        <Footer />
      </Layout>
    </Layout>
  );
}
