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
 * The browser and the one page of a journey file: launched before its tests (the page with its language,
 * viewport and default timeout) and closed after them. `opened` receives the page once it is open.
 */
export function journeyPage(
  baseUrl: string,
  opts: JourneyPageOptions,
  opened: (page: Page, context: BrowserContext) => void,
): void {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launch();
    const made = await newPage(browser, baseUrl, { lang: opts.lang, viewport: opts.viewport });
    context = made.context;
    made.page.setDefaultTimeout(opts.timeout);
    opened(made.page, made.context);
  });
  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
  });
}
