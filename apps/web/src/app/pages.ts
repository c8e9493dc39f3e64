import type { RouteDef } from '@mp/core/routes';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Every page receives its route-table entry (title, code, area). */
export type PageProps = { route: RouteDef };
export type Page = LazyExoticComponent<ComponentType<PageProps>>;

/**
 * Route path -> page, each loaded on demand (one chunk per page). A capability adds its pages here; a route
 * without an entry shows the friendly 'not available yet' panel instead of pretending to work.
 */
const login = lazy(() => import('../features/auth/LoginPage.tsx'));
const welcome = lazy(() => import('../features/shell/WelcomePage.tsx'));
const shortcut = lazy(() => import('../features/auth/ShortcutEntryPage.tsx'));

export const PAGES: Readonly<Record<string, Page>> = {
  '/': login,
  '/outterLogin': lazy(() => import('../features/auth/OuterLoginPage.tsx')),
  '/shortcutLoginEntry': shortcut,
  '/shortcutLogin': shortcut,
  '/resetPsd': lazy(() => import('../features/auth/ResetPasswordPage.tsx')),
  '/login_pwd': lazy(() => import('../features/auth/ChangePasswordPage.tsx')),
  '/500': lazy(() => import('../features/shell/ServerErrorPage.tsx')),
  '/layout/index': welcome,
  '/service/index': welcome,
  '/group/index': welcome,
};

export const NotAvailablePage: Page = lazy(() => import('../features/shell/NotAvailablePage.tsx'));
export const NotFoundPage = lazy(() => import('../features/shell/NotFoundPage.tsx'));
export const ForbiddenPage: Page = lazy(() => import('../features/shell/ForbiddenPage.tsx'));

export function pageFor(route: RouteDef): Page {
  return PAGES[route.path] ?? NotAvailablePage;
}
