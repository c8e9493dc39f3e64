import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOGIN_BUDGET, LOGIN_CALLS, loginLoad } from '../apps/web/build/login-budget.ts';
import { launch, newPage } from './support/browser.ts';

// The sign-in page's budget (issue 16) in bytes and requests, never in time: the build (which runs before
// the browser tests) is read for what the page loads before its form can be used, and one real visit
// counts the requests made until then.
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const baseUrl = inject('baseUrl');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

describe('the sign-in page budget', () => {
  it(`loads at most ${kb(LOGIN_BUDGET.jsGzipBytes)} of gzip JavaScript and ${LOGIN_BUDGET.requests} requests before it can be used`, () => {
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

  let browser: Awaited<ReturnType<typeof launch>>;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('makes no request beyond those counted before the form can be used', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    const requests: string[] = [];
    let usable = false;
    page.on('request', (r) => {
      if (!usable) requests.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    await page.waitForSelector('#root.app-ready #login-loginName:not([disabled])');
    usable = true;
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
