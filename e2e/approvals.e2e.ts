import { addDaysYmd, todayYmd } from '@mp/core';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { shot } from './support/browser.ts';
import { DEMO_PAY_PASSWORD, submitSignIn } from './support/demo.ts';
import { journeyBrowser } from './support/journey.ts';

/**
 * Issue 12, point 7, as a merchant lives it: the administrator (demo_merchant) sets a refund threshold on
 * the approval rules page; a cashier (demo_cashier, a second operator) refunds more than it and is told the
 * refund waits; the administrator finds it in the approval queue and approves it. Then a statement
 * subscription is saved and shown, and an account authorisation untied. Last, the four pages' key texts in
 * English, and the threshold removed again (the demo data is shared with the other browser tests).
 */
const yesterday = addDaysYmd(todayYmd(), -1)!;

/** The file's pages (support/journey.ts: JOURNEY_WAIT, closed after the file's tests). */
const open = journeyBrowser({ lang: 'zh-TW' });
let admin: Page;
let cashier: Page;

test.beforeAll(async () => {
  admin = await open();
  cashier = await open();
});
/** True while this file's refund threshold is in force (the other browser tests refund without one). */
let thresholdSet = false;

/** Removes the threshold on the rules page (zh-TW): the last test does it; afterAll does it if that failed. */
async function removeThreshold(p: Page) {
  await p.goto('/layout/approvalRules');
  await field(p, '退款金額高於此數須審批').fill('');
  await p.getByRole('button', { name: '儲存規則' }).click();
  await p.getByText('審批規則已儲存').waitFor();
  thresholdSet = false;
}

/** The form item's input, found by its visible label. */
const field = (p: Page, label: string) =>
  p.locator('.ant-form-item', { hasText: label }).locator('input').first();

/** A statement kind's card, by its title. */
const subscriptionCard = (p: Page, title: string) =>
  p.locator('.ant-card-type-inner').filter({ has: p.locator('.ant-card-head', { hasText: title }) });

test.describe('approval rules, approval queue, statement subscriptions and account authorisations', () => {
  // In order, the rest skipped once one fails: the refund, the threshold and the pages carry over.
  test.describe.configure({ mode: 'serial' });

  // In the group, so that it runs before the file's pages are closed (journeyBrowser's afterAll).
  test.afterAll(async () => {
    if (!thresholdSet) return;
    const page = await open();
    await submitSignIn(page, '商戶', 'demo_merchant');
    await page.waitForURL('**/layout/index');
    await removeThreshold(page);
  });

  let refundNo = '';

  test('holds a refund above the threshold until a second operator approves it (zh-TW)', async () => {
    await submitSignIn(admin, '商戶', 'demo_merchant');
    await admin.waitForURL('**/layout/index');
    await admin.goto('/layout/approvalRules');
    await admin.getByRole('heading', { name: '審批規則', exact: true }).waitFor();
    await field(admin, '退款金額高於此數須審批').fill('1.00');
    await admin.getByRole('button', { name: '儲存規則' }).click();
    await admin.getByText('審批規則已儲存').waitFor();
    thresholdSet = true;
    await admin.getByText(/最近修改/).waitFor();
    await shot(admin, 'approvals-rules-zh');

    // The cashier refunds 1.50 of yesterday's first collection that can still be refunded.
    await submitSignIn(cashier, '操作員', 'demo_cashier');
    await cashier.waitForURL('**/layout/**');
    await cashier.goto(`/layout/trade_query?start_date=${yesterday}&end_date=${yesterday}&result=SUCCESS`);
    const row = cashier
      .locator('tr.ant-table-row')
      .filter({ hasText: '消費' })
      .filter({ hasNotText: '華銀快付' })
      .filter({ hasNotText: '部分退款' })
      .first();
    const txnNo = (await row.locator('td').first().innerText()).trim();
    await row.locator('td').first().getByText(txnNo).click();
    const drawer = cashier.locator('.ant-drawer');
    await drawer.getByRole('button', { name: /退\s*款/ }).click();
    const dialog = cashier.locator('.ant-modal', { hasText: '申請退款' });
    await dialog.getByPlaceholder(/最多/).fill('1.50');
    await dialog.locator('input[type=password]').fill(DEMO_PAY_PASSWORD);
    await dialog.getByRole('button', { name: '確認退款' }).click();
    await dialog.getByText(/須由另一位操作員審批/).waitFor();
    await dialog.getByText('等待審批').first().waitFor();
    refundNo = (await dialog.locator('.ant-descriptions-item-content').first().innerText()).trim();
    expect(refundNo).toMatch(/^R\d+$/);
    await shot(cashier, 'approvals-refund-waiting-zh');

    // The administrator approves it from the queue.
    await admin.goto('/layout/approvalQueue');
    await admin.getByRole('heading', { name: '待審批申請', exact: true }).waitFor();
    const waiting = admin.locator('tr.ant-table-row', { hasText: refundNo });
    await waiting.getByText('demo_cashier').waitFor();
    await shot(admin, 'approvals-queue-zh');
    await admin.getByRole('button', { name: `批准 ${refundNo}` }).click();
    await admin
      .locator('.ant-popover')
      .getByRole('button', { name: /確\s?定|OK/ })
      .click();
    await admin.getByText('已批准', { exact: true }).waitFor();
    await waiting.waitFor({ state: 'detached' });
    await admin.getByText('沒有待審批的退款').waitFor();
  });

  test('saves a statement subscription and shows it, and unties an account authorisation (zh-TW)', async () => {
    await admin.goto('/layout/statementSubscriptions');
    await admin.getByRole('heading', { name: '結單訂閱', exact: true }).waitFor();
    const card = subscriptionCard(admin, '賬戶收支');
    await card.locator('.ant-select').click();
    await admin.locator('.ant-select-dropdown:visible').getByText('每週', { exact: true }).click();
    await card.locator('input[type=email]').fill('finance@houmei.example');
    await card.getByRole('button', { name: /儲\s?存/ }).click();
    await admin.getByText('結單訂閱已儲存').waitFor();
    await card.getByText(/由 demo_merchant 於 .+ 設定/).waitFor();
    await card.getByText(/目前設定: .*@houmei\.example/).waitFor();
    await shot(admin, 'approvals-statements-zh');
    expect(await card.locator('.ant-select').innerText()).toContain('每週');

    await admin.goto('/layout/accountAuth');
    await admin.getByRole('heading', { name: '賬戶授權', exact: true }).waitFor();
    const active = admin.locator('tr.ant-table-row', { hasText: '已授權' }).first();
    const authNo = (await active.locator('td').first().innerText()).trim();
    await active.getByRole('button', { name: /^解除/ }).click();
    await admin
      .locator('.ant-popover')
      .getByRole('button', { name: /確\s?定|OK/ })
      .click();
    await admin.locator('tr.ant-table-row', { hasText: authNo }).getByText('已解除').waitFor();
    await shot(admin, 'approvals-account-auth-zh');
  });

  test('shows the same pages in English, and removes the threshold again', async () => {
    await admin.evaluate(() => localStorage.setItem('lang', 'en'));
    await admin.goto('/layout/approvalQueue');
    await admin.getByRole('heading', { name: 'Approvals', exact: true }).waitFor();
    await admin.getByText('Refunds waiting for approval').waitFor();
    await admin.getByText('No refund is waiting for approval').waitFor();

    await admin.goto('/layout/statementSubscriptions');
    await admin.getByText('Latest deliveries').waitFor();
    const card = subscriptionCard(admin, 'Account activity');
    await card.getByText(/set by demo_merchant on/).waitFor();
    expect(await card.locator('.ant-select').innerText()).toContain('Weekly');

    await admin.goto('/layout/accountAuth');
    await admin.getByRole('heading', { name: 'Account authorisations', exact: true }).waitFor();
    await admin.getByText('Revoked', { exact: true }).first().waitFor();
    await shot(admin, 'approvals-account-auth-en');

    await admin.goto('/layout/approvalRules');
    await admin.getByText('Refunds above this need approval').waitFor();
    const threshold = field(admin, 'Refunds above this need approval');
    await expect(threshold).toHaveValue('1.00');
    await threshold.fill('');
    await admin.getByRole('button', { name: 'Save rules' }).click();
    await admin.getByText('Approval rules saved').waitFor();
    thresholdSet = false;
    await shot(admin, 'approvals-rules-en');
  });
});
