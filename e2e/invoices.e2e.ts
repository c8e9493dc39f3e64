import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { decideInBackOffice } from './support/backoffice.ts';
import { shot } from './support/browser.ts';
import { submitSignIn } from './support/demo.ts';
import { journeyPage } from './support/journey.ts';

/**
 * Issue 12, point 5, as a merchant lives it: an invoice head, last month's fee bill confirmed, an invoice
 * applied for, passed by the merchant's audit, issued by a reviewer in the provider's back office (an
 * amount above the four-eyes limit waits for the approver's second approval), and the issued invoice seen
 * in the list; then the key texts in English.
 */

let page: Page;

const open = journeyPage({ lang: 'zh-TW' }, (p) => {
  page = p;
});

/** The row of a table holding `text`. */
const row = (p: Page, text: string) => p.locator('.ant-table-row', { hasText: text });

/** A head name of this run (a journey run twice against one server meets its first head). */
const HEAD = `澳門海鮮酒家有限公司${String(Date.now()).slice(-4)}`;

test.describe('invoice application to approval', () => {
  test('applies for an invoice of a confirmed fee bill, and the audit and the reviewer issue it (zh-TW, then en)', async () => {
    await submitSignIn(page, '商戶', 'demo_merchant');
    await page.waitForURL('**/layout/index');

    // A head (462).
    await page.goto('/layout/invoiceHead');
    await page.getByRole('button', { name: '新增抬頭' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('抬頭名稱').fill(HEAD);
    await dialog.getByLabel('納稅人識別號').fill('MO20260001');
    await dialog.getByLabel('接收郵箱').fill('finance@example.test');
    await dialog.getByRole('checkbox', { name: '設為預設' }).check();
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await row(page, HEAD).getByText('預設', { exact: true }).waitFor();

    // Last month's fee bill, confirmed (47).
    await page.goto('/layout/charge_bill_query');
    const bill = page.locator('.ant-table-row', { hasText: '待確認' }).first();
    await bill.waitFor();
    const billNo = ((await bill.locator('td').first().textContent()) ?? '').trim();
    expect(billNo).toMatch(/^FB\d{6}M\d+$/);
    await bill.getByRole('button', { name: `確認賬單 ${billNo}` }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /確\s*定|OK/ })
      .click();
    await row(page, billNo).getByText('已確認').waitFor();

    // The application (461).
    await page.goto('/layout/invoiceManage');
    await page.getByRole('button', { name: '申請發票' }).click();
    const apply = page.getByRole('dialog');
    await apply.getByRole('checkbox', { name: billNo }).check();
    await apply.getByText(HEAD).waitFor();
    await apply.getByRole('button', { name: '提交申請' }).click();
    await row(page, HEAD).getByText('待審核').waitFor();
    const applyNo = ((await row(page, HEAD).locator('td').first().textContent()) ?? '').trim();
    expect(applyNo).toMatch(/^IA\d{16}$/);

    // The merchant's audit (463).
    await page.goto('/layout/invoiceAudit');
    await row(page, applyNo)
      .getByRole('button', { name: `審核通過 ${applyNo}` })
      .click();
    await page.getByText('沒有待審核的發票申請').waitFor();

    // The provider's reviewer finds it in the queue of invoice applications and issues it.
    const desk = await decideInBackOffice(open, {
      login: 'demo_reviewer',
      kind: 'invoice',
      ref: applyNo,
      decision: 'ISSUE',
      reason: 'CHECKED_OK',
      second: 'demo_approver',
    });
    await desk.page.close();

    await page.goto('/layout/invoiceManage');
    const done = row(page, applyNo);
    await done.getByText('已開票').waitFor();
    // The invoice's number: the day it was issued and a running number.
    await done.getByText(/^\d{16}$/).waitFor();
    await done.getByRole('button', { name: `詳情 ${applyNo}` }).click();
    await page.getByRole('dialog').getByText('陳審核').waitFor();
    await shot(page, 'invoices-issued-zh');

    // The key texts in English.
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.goto('/layout/invoiceManage');
    await row(page, applyNo).getByText('Issued').waitFor();
    await page.getByRole('button', { name: 'Apply for an invoice' }).waitFor();
    await page.goto('/layout/charge_bill_query');
    await row(page, billNo).getByText('Invoiced').waitFor();
    await page.goto('/layout/invoiceHead');
    await row(page, HEAD).getByText('Default', { exact: true }).waitFor();
    await shot(page, 'invoices-heads-en');
  });
});
