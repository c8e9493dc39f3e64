import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test } from '@playwright/test';
import { newPage, shot } from './support/browser.ts';
import { submitSignIn } from './support/demo.ts';

/**
 * Issue 13 point 3, as demo_agent lives it: start a sub-merchant entry, fill in the wizard's first step,
 * go back to the entries and find the draft there; the key texts again in English.
 */

let browser: Browser;
let context: BrowserContext | undefined;

test.beforeAll(async ({ browser: b }) => {
  browser = b;
});
test.afterAll(async () => {
  await context?.close().catch(() => undefined);
});

const bodyHas = (page: Page, text: string) =>
  page.waitForFunction((t) => document.body.innerText.includes(t), text);

test.describe('sub-merchant entry', () => {
  test('demo_agent starts an entry and sees it among its entries, in both languages', async () => {
    const made = await newPage(browser, { lang: 'zh-TW' });
    context = made.context;
    const page = made.page;
    page.setDefaultTimeout(20_000);
    await submitSignIn(page, '服務商', 'demo_agent');
    await page.waitForURL('**/service/index');

    await page.goto('/service/subMerchantEnterPage');
    await bodyHas(page, '進件記錄');
    await page.getByRole('button', { name: '新增進件' }).click();
    await page.waitForURL('**/service/subMerchantEnterPage?apply=*');
    const applyNo = new URL(page.url()).searchParams.get('apply') ?? '';
    await bodyHas(page, '1/6 選擇產品');
    await page.getByLabel('微信支付（商戶二維碼）').check();
    await page.getByRole('button', { name: '保存並繼續' }).click();
    await bodyHas(page, '2/6 基本資料');
    await shot(page, 'subentry-wizard-zh');

    await page.getByRole('button', { name: '返回進件記錄' }).click();
    const row = page.locator('tr', { hasText: applyNo });
    await row.waitFor();
    await row.locator('text=填寫中').waitFor();
    await row.getByRole('button', { name: '繼續填寫' }).waitFor();
    await shot(page, 'subentry-list-zh');

    await page.getByRole('button', { name: 'English' }).first().click();
    await bodyHas(page, 'Entries');
    await bodyHas(page, 'New entry');
    await page.locator('tr', { hasText: applyNo }).locator('text=Draft').waitFor();
    await shot(page, 'subentry-list-en');
  });
});
