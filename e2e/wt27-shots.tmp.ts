import { chromium, type Page } from '@playwright/test';
import { decideRequest, openRequest } from './support/backoffice.ts';
import { submitSignIn } from './support/demo.ts';
import { signInStaff } from './support/staff.ts';

const BASE = 'http://127.0.0.1:4127';
const OUT = '/tmp/wt27-shots';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
async function open(lang: 'zh-TW' | 'en', width = 1366): Promise<Page> {
  const ctx = await browser.newContext({ baseURL: BASE, locale: lang, viewport: { width, height: 900 } });
  await ctx.addInitScript((l) => localStorage.setItem('lang', l), lang);
  const p = await ctx.newPage();
  p.setDefaultTimeout(30_000);
  return p;
}
const shot = (p: Page, n: string) => p.screenshot({ path: `${OUT}/${n}.png`, fullPage: true });

// The provider creates a union campaign.
const agent = await open('zh-TW');
await submitSignIn(agent, '服務商', 'demo_agent');
await agent.waitForURL('**/service/**');
await agent.goto('/service/promotion_list');
await agent.getByText('聯合營銷活動').first().waitFor();
await agent.getByRole('button', { name: '新增聯合營銷活動' }).click();
await agent.waitForURL('**/service/promotion_union_create');
await agent.getByLabel('中文名稱').fill('聯合九折');
await agent.getByLabel('折扣（%）').or(agent.locator('#discount_rate')).first().fill('90');
await agent.getByLabel('服務商（%）').fill('40');
await agent.getByLabel('聯絡人').fill('何美玲');
await agent.locator('#promo-contact-phone').fill('66123456');
await shot(agent, 'union-create-zh');
await agent.getByRole('button', { name: '提交審核' }).click();
await agent.waitForURL('**/service/promotion_list');
await agent.getByText('PU').first().waitFor();
await shot(agent, 'union-service-list-zh');
const unionNo = (await agent.locator('td', { hasText: /^PU\d+/ }).first().innerText()).trim();
console.log('union', unionNo);

// The back office approves it.
const staff = await open('en');
await signInStaff(staff, 'demo_reviewer');
const desk = { page: staff, lang: 'en' as const, login: 'demo_reviewer' };
await openRequest(desk, 'promotion-union', unionNo);
await shot(staff, 'union-review-en');
await decideRequest(desk, 'promotion-union', 'APPROVE');

// The merchant joins (en) at one store.
const mer = await open('en');
await submitSignIn(mer, 'Merchant', 'demo_merchant');
await mer.waitForURL('**/layout/**');
await mer.goto('/layout/promotion_list');
await mer.getByText(unionNo).waitFor();
await shot(mer, 'union-merchant-offer-en');
await mer.locator('tr', { hasText: unionNo }).getByRole('button', { name: 'Join' }).click();
const stores = mer.getByLabel('Stores').and(mer.getByRole('combobox'));
await stores.click();
await mer.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
await mer.keyboard.press('Escape');
await shot(mer, 'union-join-en');
await mer.locator('.ant-modal').getByRole('button', { name: 'Join' }).click();
await mer.locator('tr', { hasText: unionNo }).getByText('Joined').waitFor();
await shot(mer, 'union-merchant-joined-en');
await mer.locator('tr', { hasText: unionNo }).getByRole('link', { name: 'Your campaign' }).click();
await mer.waitForURL('**/layout/promotion_detail?promo_no=*');
await mer.getByText(unionNo).first().waitFor();
await shot(mer, 'union-member-detail-en');

// 390 px: the merchant's list in zh-TW.
const narrow = await open('zh-TW', 390);
await submitSignIn(narrow, '商戶', 'demo_merchant');
await narrow.waitForURL('**/layout/**');
await narrow.goto('/layout/promotion_list');
await narrow.getByText(unionNo).waitFor();
await shot(narrow, 'union-merchant-390-zh');
// The settlement list with the funders' columns chosen is not shown here (optional columns).
await browser.close();
