import { type Browser, type BrowserContext, type Page, test } from '@playwright/test';
import { newPage } from './browser.ts';

export interface JourneyPageOptions {
  lang?: 'zh-TW' | 'en';
  viewport?: { width: number; height: number };
  /** The page's default timeout for waits and actions, ms (JOURNEY_WAIT unless given). */
  timeout?: number;
}

/**
 * How long a journey's page waits for a state before the test fails: 30 s. A journey's step takes well
 * under a second on a quiet machine, but in CI the three browser projects share two cores with their
 * servers, and on a slower host (2026-11-29: the same code twice as slow a CPU second) single waits took
 * over 15 s; the wait still ends as soon as the state is there.
 */
export const JOURNEY_WAIT = 30_000;

/** Opens a page of its own (own cookies); `other` changes the file's language or viewport for it. */
export type OpenPage = (other?: Pick<JourneyPageOptions, 'lang' | 'viewport'>) => Promise<Page>;

/**
 * The pages of a journey file, on the worker's browser (Playwright's `browser` fixture): every page it opened
 * is closed after the file's tests. The function returned opens a page of its own (own cookies) with the
 * language, viewport and default timeout (another person's page, a staff member's in the back office, may
 * take another language and viewport). Its tests follow on from one another: the file runs them in order
 * and skips the rest once one fails (serial mode), as a person's journey stops where it broke.
 */
export function journeyBrowser(opts: JourneyPageOptions): OpenPage {
  test.describe.configure({ mode: 'serial' });
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  test.beforeAll(async ({ browser: b }) => {
    browser = b;
  });
  test.afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
  });
  return async (other = {}) => {
    if (!browser) throw new Error('the journey browser opens in beforeAll');
    const { context, page } = await newPage(browser, {
      lang: other.lang ?? opts.lang,
      viewport: other.viewport ?? opts.viewport,
    });
    contexts.push(context);
    page.setDefaultTimeout(opts.timeout ?? JOURNEY_WAIT);
    return page;
  };
}

/** The browser and the one page of a journey file, open before its tests; `opened` receives the page. */
export function journeyPage(opts: JourneyPageOptions, opened: (page: Page) => void): OpenPage {
  const open = journeyBrowser(opts);
  test.beforeAll(async () => {
    opened(await open());
  });
  return open;
}
