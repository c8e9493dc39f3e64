import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhTW from 'antd/es/locale/zh_TW';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { LoadingOverlay } from './LoadingOverlay.tsx';
import { PortalRoutes } from './router.tsx';
import { theme } from './theme.ts';

function Providers({ children, en }: { children: ReactNode; en: boolean }) {
  return (
    <ConfigProvider locale={en ? enUS : zhTW} theme={theme}>
      {children}
    </ConfigProvider>
  );
}

/** The portal: locale and theme, the loading overlay and the routes. */
export function App() {
  const { i18n } = useTranslation();
  const en = i18n.language === 'en';
  useEffect(() => {
    // dayjs matters only to pages with dates: its locale loads beside them, not with the login page.
    void import('./dayjsLocale.ts').then((m) => m.applyDayjsLocale(en));
    // antd's static message and Modal (used by the API client) render outside this tree: give them the
    // same locale and theme.
    ConfigProvider.config({ holderRender: (children) => <Providers en={en}>{children}</Providers> });
  }, [en]);
  return (
    <ErrorBoundary>
      <Providers en={en}>
        <LoadingOverlay />
        <BrowserRouter>
          <PortalRoutes />
        </BrowserRouter>
      </Providers>
    </ErrorBoundary>
  );
}
