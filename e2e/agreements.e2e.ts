import { readFileSync } from 'node:fs';
import { todayYmd } from '@mp/core/time';
import { addDaysYmd } from '@mp/core/validators/dates';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { shot } from './support/browser.ts';
import { dash, submitSignIn } from './support/demo.ts';
import { journeyPage } from './support/journey.ts';

/**
 * Issue 28 as an administrator and a payer live it: the demo's new version of the company contract waits
 * for re-consent; the administrator reads it, confirms with the SMS code of the demo outbox (bound to the
 * document's fingerprint) and downloads the certificate of acceptance (zh-TW); the page in English; then a
 * payer looks one of yesterday's payments up on /payQuery without signing in (English).
 */
const yesterday = addDaysYmd(todayYmd(), -1) as string;

let page: Page;

journeyPage({ lang: 'zh-TW' }, (p) => {
  page = p;
});

/** The newest agreement code of the demo outbox (GET /dev/outbox, DEMO=1). */
async function agreementCode(p: Page): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const res = await p.request.get('/dev/outbox');
    const m = /您正在確認《[^》]+》（文件指紋 [0-9a-f]{8}），驗證碼為 (\d{6})/.exec(await res.text());
    if (m) return m[1];
    await p.waitForTimeout(250);
  }
  throw new Error('no agreement code in the outbox');
}

test.describe('agreements: re-consent with an SMS code and a certificate; the payer look-up', () => {
  let txnNo = '';
  let amount = '';

  test('accepts the new company contract version and downloads the certificate (zh-TW)', async () => {
    await submitSignIn(page, '商戶', 'demo_merchant');
    await page.waitForURL('**/layout/index');
    // A sale of yesterday for the payer's look-up later: its number and amount as the list shows them (a sale:
    // the refunds the demo made in the small hours are collections too, and a payer looks up what they paid).
    await page.goto(
      `/layout/trade_query?start_date=${yesterday}&end_date=${yesterday}&txn_type=SPEND&result=SUCCESS`,
    );
    const first = page.locator('tr.ant-table-row').first();
    await first.waitFor();
    const cells = (await first.locator('td').allInnerTexts()).map((c) => c.trim());
    txnNo = cells[0];
    amount = cells.find((c) => /^\d{1,3}(,\d{3})*\.\d{2}$/.test(c)) ?? '';
    expect(txnNo).not.toBe('');
    expect(amount).not.toBe('');

    await page.goto('/layout/agreements');
    const row = page.locator('tr', { hasText: '企業商戶合同' });
    await row.getByText('新版本待確認').waitFor();
    await shot(page, 'agreements-pending-zh');
    await row.getByRole('button', { name: '閱讀並確認' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('三、結算').waitFor();
    await dialog.getByText(/結算週期統一為 T\+1/).waitFor();
    const sha = (await dialog.getByTestId('doc-sha').innerText()).trim();
    expect(sha).toMatch(/^[0-9a-f]{64}$/);
    await dialog.getByRole('button', { name: '發送驗證碼' }).click();
    await dialog.getByText(/驗證碼已發送至/).waitFor();
    await dialog.getByLabel('短信驗證碼').fill(await agreementCode(page));
    await shot(page, 'agreements-confirm-zh');
    await dialog.getByRole('button', { name: '確認協議' }).click();
    await dialog.getByText('已確認，可下載確認證明').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: '下載確認證明' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^AGR-\d+-COMPANY_TOTAL-v2\.pdf$/);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    await dialog
      .getByRole('button', { name: /close|關閉/i })
      .first()
      .click();
    await row.getByText('已確認').waitFor();
  });

  test('shows the agreements and the acceptance record in English', async () => {
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.goto('/layout/agreements');
    const row = page.locator('tr', { hasText: 'Company merchant contract' });
    await row.getByText('Accepted', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Acceptance record' }).click();
    await page.locator('tr', { hasText: 'Company merchant contract v2' }).first().waitFor();
    await shot(page, 'agreements-record-en');
  });

  test('lets a payer look the payment up on /payQuery without signing in (English)', async () => {
    await page.context().clearCookies();
    await page.goto('/payQuery');
    await page.getByText('Check a payment you made').waitFor();
    await page.getByLabel('Payment reference').fill(txnNo);
    await page.getByLabel('Amount (MOP)').fill(amount.replaceAll(',', ''));
    await page.getByLabel('Payment date').fill(dash(yesterday));
    await page.getByRole('button', { name: 'Look up' }).click();
    const result = page.getByTestId('payer-result');
    await result.getByText('Success', { exact: true }).waitFor();
    await result.getByText(amount).waitFor();
    await shot(page, 'agreements-payquery-en');
    // A wrong amount reads like any other miss.
    await page.getByLabel('Amount (MOP)').fill('0.01');
    await page.getByRole('button', { name: 'Look up' }).click();
    await page.getByText('No payment matches: check the reference, the amount and the date.').waitFor();
  });
});
