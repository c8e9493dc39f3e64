import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { png } from '../apps/server/test/png.ts';
import { decideInBackOffice, openRequest, staffDesk } from './support/backoffice.ts';
import { newPage, shot } from './support/browser.ts';
import { submitSignIn } from './support/demo.ts';
import type { OpenPage } from './support/journey.ts';
import { chooseOption } from './support/select.ts';

/**
 * Issue 13 point 3, as demo_agent lives it: start a sub-merchant entry, fill in the wizard's first step,
 * go back to the entries and find the draft there; the key texts again in English. Then (issue 28,
 * /serve/approve) the entry is completed and submitted, the provider sends the approval link, the
 * sub-merchant's administrator opens it from the mail (English) and approves, the provider sees the decision,
 * and the back office's reviewer reads it in the request and approves the entry.
 */

let browser: Browser;
let context: BrowserContext | undefined;
/** The draft the first test starts; the second completes it. */
let applyNo = '';
const suffix = String(Date.now()).slice(-7);
const ADMIN_MAIL = `sub${suffix}@example.test`;

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
    applyNo = new URL(page.url()).searchParams.get('apply') ?? '';
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

  test('the entry is submitted; the sub-merchant approves it at /serve/approve; then the review approves it', async () => {
    expect(applyNo).not.toBe('');
    const made = await newPage(browser, { lang: 'zh-TW', viewport: { width: 1366, height: 900 } });
    const page = made.page;
    page.setDefaultTimeout(20_000);
    await submitSignIn(page, '服務商', 'demo_agent');
    await page.waitForURL('**/service/index');
    await page.goto(`/service/subMerchantEnterPage?apply=${applyNo}`);
    const heading = (text: string) => page.locator('h2', { hasText: text }).waitFor();
    const next = () => page.getByRole('button', { name: '保存並繼續' }).click();
    const choose = (id: string, typed: string, option: string) =>
      chooseOption(page, page.locator(`#${id}`), option, typed || undefined);

    await heading('基本資料');
    await page.fill('#merc_name', '澳門子商戶確認有限公司');
    await page.fill('#merc_short_name', '子商戶確認');
    await choose('bus_type', '', '有限公司');
    await page.fill('#licence_no', `SO${suffix}`);
    await page.fill('#licence_expiry', '99991231');
    await choose('mcc', '5812', '5812');
    await choose('province', '澳門', '澳門特別行政區');
    await choose('area_code', '', '花地瑪堂區');
    await page.fill('#address', '澳門新馬路 9 號');
    await page.fill('#legal_name', '陳大文');
    await choose('id_type', '', '居民身份證');
    await page.fill('#id_no', '110105199006151234');
    await page.fill('#id_issue_date', '20200110');
    await page.fill('#id_expiry', '20400110');
    await next();

    await heading('證明文件');
    for (const purpose of ['LICENCE', 'ID_FRONT', 'ID_BACK', 'STORE_FRONT']) {
      const text = purpose === 'ID_BACK' ? 'ID 110105199006151234 2020.01.10-2040.01.10' : '';
      await page.setInputFiles(`#file-${purpose}`, {
        name: `${purpose.toLowerCase()}.png`,
        mimeType: 'image/png',
        buffer: png(text, 'blue'),
      });
      await page.getByText(`${purpose.toLowerCase()}.png`).waitFor();
    }
    await page.getByText('證件識別結果與所填資料一致').waitFor();
    await next();

    await heading('結算賬戶');
    await choose('bank_code', '大西洋', '大西洋銀行');
    await page.fill('#account_name', '澳門子商戶確認有限公司');
    await page.fill('#account_no', '9001002003005');
    await next();

    await heading('管理員及聯絡人');
    await page.fill('#admin_login_name', `sub${suffix}`);
    await page.fill('#admin_name', '陳大文');
    await page.fill(
      '#c-admin_phone',
      `6${String(Number(suffix) + 3)
        .padStart(7, '0')
        .slice(-7)}`,
    );
    await page.fill('#admin_email', ADMIN_MAIL);
    await next();

    await heading('確認提交');
    await page.getByRole('button', { name: '提交審核' }).click();
    // Back at the entries: the entry is under review; its detail offers the approval link.
    const row = page.locator('tr', { hasText: applyNo });
    await row.locator('text=審核中').waitFor();
    await row.getByRole('button', { name: '查看' }).click();
    const card = page.getByTestId('serve-approve-link');
    await card.getByText('尚未發送確認連結').waitFor();
    await card.getByRole('button', { name: '發送確認連結' }).click();
    await card.getByText(/已於 .+ 發送至 sub\*\*\*@example\.test，有效至 .+，等待子商戶決定/).waitFor();
    await shot(page, 'subentry-approval-sent-zh');

    // The mail in the demo outbox (GET /dev/outbox, DEMO=1) carries the link.
    let token = '';
    for (let i = 0; i < 40 && !token; i++) {
      const res = await page.request.get(`/dev/outbox?contains=${encodeURIComponent(applyNo)}`);
      token = /serve\/approve\?token=([A-Za-z0-9_-]{43})/.exec(await res.text())?.[1] ?? '';
      if (!token) await page.waitForTimeout(250);
    }
    expect(token).not.toBe('');

    // The sub-merchant's administrator: no sign-in, the link is the key (English).
    const sub = await newPage(browser, { lang: 'en' });
    await sub.page.goto(`/serve/approve?token=${token}`);
    await sub.page.getByText('Approve what your provider submitted').first().waitFor();
    await sub.page.getByText(applyNo).waitFor();
    await sub.page.getByText('澳門子商戶確認有限公司').first().waitFor();
    await shot(sub.page, 'serve-approve-en');
    await sub.page.getByRole('button', { name: 'Approve' }).click();
    await sub.page.getByText(/^You approved this application on /).waitFor();
    await sub.context.close();

    // The provider sees the decision.
    await page.reload();
    await page.locator('tr', { hasText: applyNo }).getByRole('button', { name: '查看' }).click();
    await page
      .getByTestId('serve-approve-link')
      .getByText(/子商戶已於 .+ 批准此進件/)
      .waitFor();
    await shot(page, 'subentry-approval-approved-zh');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('serve-approve-link').scrollIntoViewIfNeeded();
    await shot(page, 'subentry-approval-approved-390-zh');
    await made.context.close();

    // The back office: the request shows the sub-merchant's decision, and the approver approves the entry.
    const open: OpenPage = async (opts = {}) => {
      const m = await newPage(browser, opts);
      m.page.setDefaultTimeout(20_000);
      return m.page;
    };
    const desk = await staffDesk(open, 'demo_reviewer');
    await openRequest(desk, 'sub-merchant', applyNo);
    await desk.page.getByText('Approved by the sub-merchant').waitFor();
    await desk.page.getByText('Approved by the sub-merchant').scrollIntoViewIfNeeded();
    await shot(desk.page, 'backoffice-sub-merchant-approval-en');
    await desk.page.close();
    const approver = await decideInBackOffice(open, {
      login: 'demo_approver',
      kind: 'sub-merchant',
      ref: applyNo,
      decision: 'APPROVE',
      reason: 'CHECKED_OK',
    });
    await approver.page.close();
  });
});
