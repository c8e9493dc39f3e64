import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launch, newPage } from './browser.ts';

export interface JourneyPageOptions {
  lang?: 'zh-TW' | 'en';
  viewport?: { width: number; height: number };
  /** The page's default timeout for waits and actions, ms. */
  timeout: number;
}

/**
 * The browser of a journey file: launched before its tests, closed after them with every page it opened.
 * The function returned opens a page of its own (own cookies) with the language, viewport and default timeout.
 */
export function journeyBrowser(baseUrl: string, opts: JourneyPageOptions): () => Promise<Page> {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
  });
  return async () => {
    if (!browser) throw new Error('the journey browser opens in beforeAll');
    const { context, page } = await newPage(browser, baseUrl, { lang: opts.lang, viewport: opts.viewport });
    contexts.push(context);
    page.setDefaultTimeout(opts.timeout);
    return page;
  };
}

/** The browser and the one page of a journey file, open before its tests; `opened` receives the page. */
export function journeyPage(baseUrl: string, opts: JourneyPageOptions, opened: (page: Page) => void): void {
  const open = journeyBrowser(baseUrl, opts);
  beforeAll(async () => {
    opened(await open());
  });
}
