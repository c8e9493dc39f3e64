import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { decideInBackOffice } from './support/backoffice.ts';
import { shot } from './support/browser.ts';
import { submitSignIn } from './support/demo.ts';
import { journeyPage } from './support/journey.ts';

/**
 * Issue 27 as a merchant lives it: a reduction campaign created in zh-TW (the form's preview), approved by
 * a staff member in the provider's back office, a payment at the store discounted (the demo till,
 * POST /dev/pay), the budget used seen on the campaign, then a revoke asked in English.
 */

let page: Page;
const open = journeyPage({ lang: 'zh-TW' }, (p) => {
  page = p;
});
const NAME = `滿100減30 ${String(Date.now()).slice(-4)}`;
let promoNo = '';
let storeNo = '';

test.describe('a reduction campaign from creation to revoke', () => {
  test('creates a reduction campaign with a preview (zh-TW)', async () => {
    await submitSignIn(page, '商戶', 'demo_merchant');
    await page.waitForURL('**/layout/index');
    await page.goto('/layout/promotion_list');
    await page.getByRole('button', { name: '新增活動' }).click();
    await page.waitForURL('**/layout/promotion_create');
    // The kind's radio button (its input is hidden under the button): a click on the button, as a person does.
    await page.locator('.ant-radio-button-wrapper', { hasText: '滿減活動' }).click();
    await shot(page, 'promotion-kind-zh');
    await page.getByLabel('中文名稱').fill(NAME);
    await page.getByLabel('滿額（MOP）').fill('100');
    await page.getByLabel('立減（MOP）').fill('30');
    await page.getByLabel('帳單金額（MOP）').fill('200');
    await expect.poll(() => page.locator('.ant-descriptions').first().innerText()).toContain('170.00');
    // Union marketing: the provider funds 20 % of each discount; the preview shows each funder's part.
    await page.getByLabel('服務商（%）').fill('20');
    const preview = page.locator('.ant-card-small', { hasText: '付款預覽' });
    await expect.poll(() => preview.innerText()).toMatch(/服務商承擔\s+(MOP\s*)?6\.00/);
    // The merchant receives what the payer pays plus the provider's part (booked to its balance): 170 + 6.
    await expect.poll(() => preview.innerText()).toMatch(/商戶所得\s+(MOP\s*)?176\.00/);
    // A multiple select: its list stays open after a choice (chooseOption waits for it to close).
    const stores = page.getByLabel('適用門店').and(page.getByRole('combobox'));
    await stores.click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '(' })
      .first()
      .click();
    await page.keyboard.press('Escape');
    const shown = () => stores.evaluate((el) => el.closest('.ant-select')?.textContent ?? '');
    await expect.poll(shown).toMatch(/\(S\d+\)/);
    storeNo = /\((S\d+)\)/.exec(await shown())?.[1] ?? '';
    expect(storeNo).not.toBe('');
    await page.getByLabel('聯絡人').fill('何美玲');
    await page.locator('#promo-contact-phone').fill('66123456');
    await shot(page, 'promotion-create-zh');
    await page.getByRole('button', { name: '提交審核' }).click();
    await page.waitForURL('**/layout/promotion_detail?promo_no=*');
    promoNo = new URL(page.url()).searchParams.get('promo_no') ?? '';
    await page.getByText('待審核').first().waitFor();
  });

  test('is approved in the back office and discounts a payment at the store', async () => {
    const desk = await decideInBackOffice(open, {
      login: 'demo_approver',
      kind: 'promotion',
      ref: promoNo,
      decision: 'APPROVE',
    });
    await desk.page.close();
    await page.reload();
    await page.getByText('進行中').first().waitFor();
    const paid = await page.request.post('/dev/pay', {
      data: { store_no: storeNo, amount: 20_000 },
    });
    expect(paid.ok()).toBe(true);
    const { txn_no } = (await paid.json()) as { txn_no: string };
    expect(txn_no).toMatch(/^T/);
    await page.reload();
    await page.getByText('MOP 30.00').first().waitFor();
    await page.getByText('所屬服務商 20%').first().waitFor();
    await shot(page, 'promotion-detail-zh');
    // The transaction names the campaign and each funder's part: 24.00 the merchant, 6.00 the provider.
    await page.goto(`/detailReceipt?txn_no=${txn_no}`);
    await page.getByText(promoNo).first().waitFor();
    await expect
      .poll(() => page.locator('body').innerText())
      .toMatch(/服務商承擔（[^）]*）\s+(MOP\s*)?6\.00/);
    await shot(page, 'promotion-txn-funders-zh');
  });

  test('reads well on a phone (390 px): no sideways scroll on the list, the form and the detail', async () => {
    const phone = await open({ viewport: { width: 390, height: 844 } });
    await submitSignIn(phone, '商戶', 'demo_merchant');
    await phone.waitForURL('**/layout/index');
    for (const [path, name, ready] of [
      ['/layout/promotion_list', 'list', NAME],
      ['/layout/promotion_create', 'create', '提交審核'],
      [`/layout/promotion_detail?promo_no=${promoNo}`, 'detail', '活動報表'],
    ] as const) {
      await phone.goto(path);
      await phone.getByText(ready).first().waitFor();
      await shot(phone, `promotion-${name}-390`);
      const wide = await phone.evaluate(() => document.documentElement.scrollWidth);
      expect(wide, path).toBeLessThanOrEqual(390);
    }
    await phone.close();
  });

  test('asks for a revoke (en)', async () => {
    const en = await open({ lang: 'en' });
    await submitSignIn(en, 'Merchant', 'demo_merchant');
    await en.waitForURL('**/layout/index');
    await en.goto(`/layout/promotion_detail?promo_no=${promoNo}`);
    await en.getByText('In progress').first().waitFor();
    await en.getByRole('button', { name: 'Request revoke' }).click();
    await en.getByLabel('Reason').fill('Stock ran out');
    await en.getByRole('button', { name: 'OK', exact: true }).click();
    await en.getByText('Revoke awaiting review').first().waitFor();
    await shot(en, 'promotion-revoke-en');
    await en.close();
  });
});
