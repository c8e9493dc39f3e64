import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launch, newPage } from './browser.ts';

export interface JourneyPageOptions {
  lang?: 'zh-TW' | 'en';
  viewport?: { width: number; height: number };
  /** The page's default timeout for waits and actions, ms. */
  timeout: number;
}

/** Opens a page of its own (own cookies); `other` changes the file's language or viewport for it. */
export type OpenPage = (other?: Pick<JourneyPageOptions, 'lang' | 'viewport'>) => Promise<Page>;

/**
 * The browser of a journey file: launched before its tests, closed after them with every page it opened.
 * The function returned opens a page of its own (own cookies) with the language, viewport and default timeout
 * (another person's page, a staff member's in the back office, may take another language and viewport).
 */
export function journeyBrowser(baseUrl: string, opts: JourneyPageOptions): OpenPage {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
  });
  return async (other = {}) => {
    if (!browser) throw new Error('the journey browser opens in beforeAll');
    const { context, page } = await newPage(browser, baseUrl, {
      lang: other.lang ?? opts.lang,
      viewport: other.viewport ?? opts.viewport,
    });
    contexts.push(context);
    page.setDefaultTimeout(opts.timeout);
    return page;
  };
}

/** The browser and the one page of a journey file, open before its tests; `opened` receives the page. */
export function journeyPage(
  baseUrl: string,
  opts: JourneyPageOptions,
  opened: (page: Page) => void,
): OpenPage {
  const open = journeyBrowser(baseUrl, opts);
  beforeAll(async () => {
    opened(await open());
  });
  return open;
}
