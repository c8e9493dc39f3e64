import { lazyInAntd as lazy } from '../../ui/antdLazy.ts';
import type { FeaturePages } from '../../ui/page-props.ts';
import LoginPage from './LoginPage.tsx';

/**
 * The capability's pages by id, each loaded on demand (one chunk per page); app/pages.ts registers them.
 * The sign-in page renders no antd component and is imported statically: its code is in the start-up
 * chunk anyway (build/login-chunk.ts), and a lazy page would suspend the first render, whose fallback
 * React keeps on screen at least 300 ms, so the form came ~350 ms after the mount (issue 16).
 */
export const pages = {
  'auth.login': LoginPage,
  'auth.outerLogin': lazy(() => import('./OuterLoginPage.tsx')),
  'auth.shortcut': lazy(() => import('./ShortcutEntryPage.tsx')),
  'auth.resetPassword': lazy(() => import('./ResetPasswordPage.tsx')),
  'auth.changePassword': lazy(() => import('./ChangePasswordPage.tsx')),
} satisfies FeaturePages;
