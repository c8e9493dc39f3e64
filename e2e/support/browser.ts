import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/** Debian's Chromium, headless, with the flags this machine needs (its network is closed). */
export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export async function newPage(
  browser: Browser,
  baseUrl: string,
  opts: { lang?: 'zh-TW' | 'en'; viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: opts.viewport ?? { width: 1366, height: 820 },
  });
  if (opts.lang) {
    await context.addInitScript((lang) => {
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
