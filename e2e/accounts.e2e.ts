import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { shot } from './support/browser.ts';
import { DEMO_PAY_PASSWORD, submitSignIn } from './support/demo.ts';
import { journeyPage } from './support/journey.ts';

/**
 * Issue 12, accounts, as a merchant lives it: a withdrawal from the balance page, confirmed with an SMS
 * code read from the demo outbox and the payment password, followed until the bank has decided it; the
 * account in/out page; then the same pages' key texts in English.
 */

let page: Page;

journeyPage({ lang: 'zh-TW' }, (p) => {
  page = p;
});

/** The newest withdrawal code of the demo outbox (GET /dev/outbox, DEMO=1). */
async function withdrawalCode(p: Page): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const res = await p.request.get('/dev/outbox');
    const m = /您正在提現，驗證碼為 (\d{6})/.exec(await res.text());
    if (m) return m[1];
    await p.waitForTimeout(250);
  }
  throw new Error('no withdrawal code in the outbox');
}

test.describe('accounts: a withdrawal with SMS code and payment password', () => {
  test('withdraws from the balance page in zh-TW and follows it until the bank decides', async () => {
    await submitSignIn(page, '商戶', 'demo_merchant');
    await page.waitForURL('**/layout/index');
    await page.goto('/layout/balanceQuery');
    await page.getByText('最近的充值及提現').waitFor();
    await page.getByRole('button', { name: /^提\s?現$/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('提現至結算賬戶').waitFor();
    await dialog.getByLabel('金額').fill('12.34');
    await dialog.getByLabel('支付密碼').fill(DEMO_PAY_PASSWORD);
    await dialog.getByRole('button', { name: '獲取驗證碼' }).click();
    await dialog.getByText(/驗證碼已發送至/).waitFor();
    await dialog.getByLabel('短信驗證碼').fill(await withdrawalCode(page));
    await shot(page, 'accounts-withdraw-zh');
    await dialog.getByRole('button', { name: '確認提現' }).click();
    await dialog.getByText('申請已受理').waitFor();
    const orderNo = (await dialog.locator('.ant-descriptions-item-content').first().innerText()).trim();
    expect(orderNo).toMatch(/^W\d{16}$/);
    // The button under the result (the corner's × is also named 關閉).
    await dialog
      .locator('.ant-modal-body')
      .getByRole('button', { name: /^關\s?閉$/ })
      .click();

    // The orders table refreshes itself while the bank works: the row ends succeeded or failed.
    const row = page.locator('tr', { hasText: orderNo });
    await row.waitFor();
    await expect(row).toHaveText(/提現成功|提現失敗/, { useInnerText: true, timeout: 45_000 });
    await shot(page, 'accounts-balance-zh');

    await page.goto('/layout/accountInEx');
    await page.getByText('收入合計').first().waitFor();
    await page.locator('.ant-table-row').first().waitFor();
    await shot(page, 'accounts-flows-zh');
  });

  test('shows the same pages in English', async () => {
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.goto('/layout/balanceQuery');
    await page.getByText('Recent recharges and withdrawals').waitFor();
    await expect(page.locator('main')).toContainText(/Withdrawal (succeeded|failed)/, { useInnerText: true });
    for (const text of ['Available balance', 'Withdraw', 'Recharge']) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByRole('dialog').getByText('Withdraw to the settlement account').waitFor();
    await page.getByRole('dialog').getByText('Payment password').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.goto('/layout/accountInEx');
    await page.getByText('Total in').first().waitFor();
    await page.getByText('Balance after').first().waitFor();
    await shot(page, 'accounts-flows-en');
  });
});
