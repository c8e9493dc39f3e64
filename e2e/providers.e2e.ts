import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { shot } from './support/browser.ts';
import { submitSignIn } from './support/demo.ts';
import { journeyBrowser } from './support/journey.ts';
import { chooseOption } from './support/select.ts';

/**
 * Issue 13, as a service provider and a group live it: demo_agent finds its sub-merchant, cancels and
 * authorises a product for it, and demo_merchant sees the authorisation; demo_agent binds an app-ID;
 * demo_group sees its members and its home figures; the key texts again in English.
 */
const MERCHANT = 'M10000000001';
// Unique per run (the test also passes against a server that already ran it): wx + 16 hex digits.
const APP_ID = `wx${Date.now().toString(16).padStart(16, '0').slice(-16)}`;

const open = journeyBrowser({ lang: 'zh-TW' });

async function signedIn(kind: string, loginName: string, landing: string): Promise<Page> {
  const page = await open();
  await submitSignIn(page, kind, loginName);
  await page.waitForURL(`**${landing}`);
  return page;
}

const bodyHas = (page: Page, text: string) =>
  page.waitForFunction((t) => document.body.innerText.includes(t), text);

test.describe('providers and groups run their merchants', () => {
  test('demo_agent authorises a product for its sub-merchant, and the merchant sees it', async () => {
    const page = await signedIn('服務商', 'demo_agent', '/service/index');
    // The home page counts the provider's merchants.
    await bodyHas(page, '商戶概況');
    await bodyHas(page, '近 7 日交易額最高的商戶');

    await page.goto('/service/serviceChildList');
    await bodyHas(page, MERCHANT);
    await page.getByRole('button', { name: MERCHANT }).first().click();
    await bodyHas(page, '商戶詳情');
    await bodyHas(page, '已配置渠道');
    await shot(page, 'providers-sub-merchants-zh');

    // Cancel the sub-merchant's MCB product, then authorise it again.
    await page.goto(`/service/serviceChildProAuthList?mer_no=${MERCHANT}`);
    const row = page.locator('tr', { hasText: 'MCB_POS' });
    await row.waitFor();
    if (await row.getByRole('button', { name: '取消授權' }).count()) {
      await row.getByRole('button', { name: '取消授權' }).click();
      await page.locator('.ant-popconfirm').getByRole('button', { name: '取消授權' }).click();
      await bodyHas(page, '已取消授權');
      await row.locator('text=已關閉').waitFor();
    }
    await page.getByRole('button', { name: '授權產品' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('商戶編號', { exact: true }).fill(MERCHANT);
    await chooseOption(page, dialog.getByLabel('產品', { exact: true }), 'MCB 付款');
    // antd spaces a two-character Chinese button label ('授 權'): the dialog's primary button.
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await bodyHas(page, '已授權產品');
    await row.locator('text=服務商授權').waitFor();
    await shot(page, 'providers-product-auth-zh');

    // App-ID binding of the provider.
    await page.goto('/service/bind_appId_server');
    await bodyHas(page, 'wx1a2b3c4d5e6f7a8b');
    await page.getByLabel('AppID', { exact: true }).fill('bad-app-id');
    await page.getByRole('button', { name: '綁定 AppID' }).last().click();
    await bodyHas(page, 'AppID 格式不符合此渠道的要求');
    await page.getByLabel('AppID', { exact: true }).fill(APP_ID);
    await page.getByRole('button', { name: '綁定 AppID' }).last().click();
    await bodyHas(page, '已綁定 AppID');
    await page.locator('tr', { hasText: APP_ID }).waitFor();
    await shot(page, 'providers-appid-zh');

    // The same pages in English.
    await page.getByRole('button', { name: 'English' }).first().click();
    await bodyHas(page, 'Bound app-IDs');
    await page.goto('/service/serviceChildProAuthList');
    await bodyHas(page, 'Authorise a product');
    await bodyHas(page, 'Provider authorised');
    await shot(page, 'providers-product-auth-en');

    // The merchant sees the authorisation among its products.
    const merchant = await signedIn('商戶', 'demo_merchant', '/layout/index');
    await merchant.goto('/layout/mercProductAuthList');
    const own = merchant.locator('tr', { hasText: 'MCB_POS' });
    await own.locator('text=服務商授權').waitFor();
    expect(await own.innerText()).toContain('已開通');
    await merchant.goto('/layout/merchantServices');
    await bodyHas(merchant, '近 30 日手續費');
    await shot(merchant, 'providers-merchant-services-zh');
    // Two sign-ins and eight pages: about 25 s on a quiet machine, over 60 s at a load of 18.
  });

  test('demo_group sees its members and its figures, in both languages', async () => {
    const page = await signedIn('集團', 'demo_group', '/group/index');
    await bodyHas(page, '商戶概況');
    await page.locator('[data-testid=dash-merchants]').waitFor();
    await shot(page, 'providers-group-home-zh');
    await page.goto('/group/groupChildList');
    await bodyHas(page, MERCHANT);
    await bodyHas(page, '快速搜尋成員');
    await bodyHas(page, '集團操作員電話');
    await shot(page, 'providers-group-members-zh');
    await page.getByRole('button', { name: 'English' }).first().click();
    await bodyHas(page, 'Quick member search');
    await bodyHas(page, 'Group operator phone');
    await page.goto('/group/index');
    await bodyHas(page, 'Merchants at a glance');
    await bodyHas(page, 'Top merchants of the last 7 days');
    await shot(page, 'providers-group-home-en');
  });
});
