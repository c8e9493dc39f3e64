import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';

/**
 * The URL of the run's server, set by support/global-setup.ts before the workers start. Read it inside a
 * hook or a test: a file's top level also runs while Playwright lists the tests, before the server exists.
 */
export function baseUrl(): string {
  const url = process.env.MP_E2E_BASE_URL;
  if (!url)
    throw new Error('MP_E2E_BASE_URL is set by support/global-setup.ts: run through `npx playwright test`');
  return url;
}

/**
 * A context of its own (own cookies) on the run's server, from the worker's browser (Playwright's `browser`
 * fixture: Debian's Chromium with the flags of playwright.config.ts, traced on failure).
 */
export async function newPage(
  browser: Browser,
  opts: { lang?: 'zh-TW' | 'en'; viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: opts.viewport ?? { width: 1366, height: 820 },
    // As a person who asked the system for less motion (apps/web/src/ui/reducedMotion.ts): no transitions or
    // spinning, so a page is settled when its content is, and Chromium renders no frames of animation (on
    // the 2 CI cores, the browser tests are CPU-bound).
    reducedMotion: 'reduce',
  });
  if (opts.lang) {
    await context.addInitScript((lang) => {
      // The first document of a new page is about:blank, which has no storage (a SecurityError in its trace).
      if (window.location.protocol === 'about:') return;
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', lang);
    }, opts.lang);
  }
  const page = await context.newPage();
  return { context, page };
}

/** Screenshots land in e2e/screenshots/ (git-ignored) so a person can look at every page. */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = path.resolve(import.meta.dirname, '../screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}

/** Opens `url` through the router's history, as a link would: no reload. */
export async function openClientSide(page: Page, url: string) {
  await page.evaluate((u) => {
    window.history.pushState(null, '', u);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/**
 * Waits until the page has settled: the path is `pathname` and the document's title names the page (the
 * portal sets it when the page itself is on screen, not while its chunk loads), nothing spins or shimmers,
 * no finite animation runs (a dialog fading in) and the DOM has not changed for a moment.
 */
export async function settled(page: Page, pathname?: string, title?: string) {
  await page.evaluate(() => {
    const w = window as unknown as { __lastMutation?: number };
    if (w.__lastMutation !== undefined) return;
    w.__lastMutation = performance.now();
    new MutationObserver(() => {
      w.__lastMutation = performance.now();
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  await page.waitForFunction(
    ([p, title]) => {
      if (p && window.location.pathname !== p) return false;
      if (title && !document.title.startsWith(title)) return false;
      if (document.querySelector('.ant-spin-spinning, .ant-skeleton, .ant-spin-fullscreen-show, .mp-spinner'))
        return false;
      const running = document
        .getAnimations()
        .some(
          (a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
        );
      if (running) return false;
      const w = window as unknown as { __lastMutation: number };
      return performance.now() - w.__lastMutation > 150;
    },
    [pathname, title] as const,
    { timeout: 30_000, polling: 50 },
  );
}
