import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { axeFindings } from './support/axe.ts';
import { decideInBackOffice } from './support/backoffice.ts';
import { shot } from './support/browser.ts';
import { DEMO_PAY_PASSWORD, submitSignIn } from './support/demo.ts';
import { passFaceCheck } from './support/face.ts';
import { journeyPage } from './support/journey.ts';
import { chooseOption } from './support/select.ts';

/**
 * The settlement bank-account change (issue 14 point 6) as a merchant lives it: a new account, confirmed
 * with the payment password; the verification payment read from the demo bank (GET /dev/bank, DEMO=1); one
 * wrong amount, then the right one; a reviewer approves it in the provider's back office; the status page shows
 * the new account in force. Then the key texts in English.
 */

let page: Page;

const open = journeyPage({ lang: 'zh-TW' }, (p) => {
  page = p;
});

/** What the demo bank paid for a change: the amount once paid, or 'failed' (the local bank fails a share). */
async function paidAmount(p: Page, changeNo: string): Promise<string> {
  // The local bank takes 2-8 s (BANK_DELAY_MS); a loaded machine adds to it: wait for the state, up to 60 s.
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const html = await (await p.request.get('/dev/bank')).text();
    const row = new RegExp(`<tr data-change="${changeNo}">.*?</tr>`).exec(html)?.[0] ?? '';
    const amount = /data-amount="(\d+\.\d\d)"/.exec(row)?.[1];
    if (amount) return amount;
    if (row.includes('Failed')) return 'failed';
    await p.waitForTimeout(250);
  }
  throw new Error(`no verification payment for ${changeNo}`);
}

/** Proposes a new account and confirms it with the payment password: answers the change number. */
async function proposeAndConfirm(p: Page, accountNo: string): Promise<string> {
  await p.goto('/layout/mercBankChange');
  await p.getByText('現有結算賬戶').waitFor();
  // The choice closes the list: chooseOption waits until it is gone (it fades out) before the page is judged.
  await chooseOption(p, p.getByLabel('開戶銀行'), '中國銀行澳門分行', '中國銀行');
  await p.getByLabel('賬戶名稱').fill('澳門好味餐飲有限公司');
  await p.getByLabel('銀行賬號').fill(accountNo);
  await shot(p, 'bankchange-form-zh');
  expect(await axeFindings(p)).toEqual([]);
  await p.getByRole('button', { name: '下一步' }).click();
  await p.waitForURL('**/layout/reConfirm');
  await p.getByText('請核對新賬戶資料').waitFor();
  await p.getByLabel('支付密碼').fill(DEMO_PAY_PASSWORD);
  await p.getByRole('button', { name: '確認提交' }).click();
  await p.waitForURL('**/layout/rePayCheck');
  await p.getByText('平台已向新賬戶轉入').waitFor();
  const changeNo = (
    await p
      .locator('.ant-descriptions-item-content')
      .filter({ hasText: /^BC\d{16}$/ })
      .first()
      .innerText()
  ).trim();
  expect(changeNo).toMatch(/^BC\d{16}$/);
  return changeNo;
}

test.describe('bank-account change with a verification payment', () => {
  test('changes the settlement account in zh-TW: payment, one wrong amount, the right one, approval', async () => {
    await submitSignIn(page, '商戶', 'demo_merchant');
    await page.waitForURL('**/layout/index');
    // A bank-account change needs a verified person: a face check passed within the hour.
    await passFaceCheck(page, 'BANK_CHANGE');
    // The local bank fails a share of payments: a failed one ends the change, and the merchant starts over.
    let changeNo = '';
    let amount = 'failed';
    let accountNo = '';
    for (let i = 0; i < 3 && amount === 'failed'; i++) {
      accountNo = `62${String(Date.now()).slice(-10)}${i}`;
      changeNo = await proposeAndConfirm(page, accountNo);
      amount = await paidAmount(page, changeNo);
    }
    expect(amount).toMatch(/^0\.\d\d$/);
    await page.getByText('已打款').waitFor({ timeout: 30_000 });
    const wrong = amount === '0.99' ? '0.98' : (Number(amount) + 0.01).toFixed(2);
    await page.getByLabel('到賬金額（澳門元）').fill(wrong);
    await page.getByRole('button', { name: '確認金額' }).click();
    await page.getByText('金額不正確，還可嘗試 2 次。').waitFor();
    await shot(page, 'bankchange-paycheck-zh');
    expect(await axeFindings(page)).toEqual([]);
    await page.getByLabel('到賬金額（澳門元）').fill(amount);
    await page.getByRole('button', { name: '確認金額' }).click();
    await page.waitForURL('**/layout/reCheckSts');
    await page.getByText('進行中的變更').waitFor();
    await expect(page.locator('main')).toContainText('審核中');

    const desk = await decideInBackOffice(open, {
      login: 'demo_reviewer',
      kind: 'bank-change',
      ref: changeNo,
      decision: 'APPROVE',
      reason: 'CHECKED_OK',
    });
    await desk.page.close();
    await page.reload();
    await page.getByText('目前沒有進行中的變更').waitFor();
    const current = page.locator('.ant-card', { hasText: '現有結算賬戶' }).first();
    await expect(current).toContainText('中國銀行澳門分行');
    expect(await current.innerText()).toContain(accountNo.slice(-4));
    await page.locator('tr', { hasText: changeNo }).getByText('已生效').waitFor();
    await shot(page, 'bankchange-status-zh');
    expect(await axeFindings(page)).toEqual([]);
  });

  test('shows the key texts in English', async () => {
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.goto('/layout/reCheckSts');
    for (const text of ['Current settlement account', 'No change in progress', 'Change history']) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    await page.getByText('Approved', { exact: true }).first().waitFor();
    await shot(page, 'bankchange-status-en');
    await page.goto('/layout/mercBankChange');
    await page.getByText('New settlement account', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Next' }).waitFor();
  });
});
