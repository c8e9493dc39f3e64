import type { ThemeConfig } from 'antd';
import { useSyncExternalStore } from 'react';

/**
 * The operating system's "reduce motion" setting (WCAG 2.2, 2.3.3 Animation from Interactions): when a person
 * asks for less motion, antd's transitions (drawers sliding, modals zooming, collapses) are turned off
 * (`token.motion`), and index.html stops the CSS animations left (the start-up spinner). The browser tests
 * ask for it too (e2e/support/browser.ts): pages settle without waiting for animations, and Chromium spends
 * no CPU on frames nobody looks at.
 */
const QUERY = '(prefers-reduced-motion: reduce)';

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : null;
}

export const prefersReducedMotion = (): boolean => media()?.matches ?? false;

function subscribe(onChange: () => void): () => void {
  const m = media();
  m?.addEventListener('change', onChange);
  return () => m?.removeEventListener('change', onChange);
}

/** Whether the person asked for less motion, following a change of the setting while the page is open. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}

/** The theme with antd's motion turned off when less motion is asked for. */
export function withMotionPreference(theme: ThemeConfig, reduced: boolean): ThemeConfig {
  return reduced ? { ...theme, token: { ...theme.token, motion: false } } : theme;
}
