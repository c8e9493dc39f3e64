import path from 'node:path';
import { type Browser, expect, test } from '@playwright/test';
import { LOGIN_BUDGET, LOGIN_CALLS, loginLoad, USABLE_PROBE } from '../apps/web/build/login-budget.ts';
import { newPage } from './support/browser.ts';

// The sign-in page's budget (issue 16) in bytes and requests, never in time: the build (which runs before
// the browser tests) is read for what the page loads before its form can be used, and one real visit
// counts the requests the page started until then (by its own clock, apps/web/build/login-budget.ts).
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

test.describe('the sign-in page budget', () => {
  test(`loads at most ${kb(LOGIN_BUDGET.jsGzipBytes)} of gzip JavaScript and ${LOGIN_BUDGET.requests} requests before it can be used`, () => {
    const load = loginLoad(dist);
    const listing = load.files.map((f) => `${f.file} ${kb(f.gzip)}`).join(', ');
    expect(load.jsGzip, `login JS gzip ${kb(load.jsGzip)}: ${listing}`).toBeLessThanOrEqual(
      LOGIN_BUDGET.jsGzipBytes,
    );
    expect(
      load.requests,
      `${load.files.length} files (${listing}) and ${LOGIN_CALLS.length} calls`,
    ).toBeLessThanOrEqual(LOGIN_BUDGET.requests);
  });

  let browser: Browser;
  test.beforeAll(async ({ browser: b }) => {
    browser = b;
  });

  test('makes no request beyond those counted before the form can be used', async () => {
    const { context, page } = await newPage(browser);
    await context.addInitScript({ content: USABLE_PROBE });
    await page.goto('/');
    await page.waitForFunction(() => (window as { __usable?: number }).__usable !== undefined);
    // What the page itself started before the form was usable (its own clock: no race with the test).
    const requests = await page.evaluate(() => {
      const usable = (window as unknown as { __usable: number }).__usable;
      const before = performance.getEntriesByType('resource').filter((e) => e.startTime <= usable);
      return ['/', ...before.map((e) => new URL(e.name).pathname)];
    });
    await page.fill('#login-loginName', 'typed');
    expect(await page.inputValue('#login-loginName')).toBe('typed');
    const counted = new Set(loginLoad(dist).files.map((f) => `/${f.file === 'index.html' ? '' : f.file}`));
    const unexpected = requests.filter(
      (p) => !counted.has(p) && !LOGIN_CALLS.some((c) => p.endsWith(`/${c}`)),
    );
    expect(unexpected, requests.join('\n')).toEqual([]);
    expect(requests.length, requests.join('\n')).toBeLessThanOrEqual(LOGIN_BUDGET.requests);
    await context.close();
  });
});
