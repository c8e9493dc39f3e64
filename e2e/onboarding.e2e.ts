import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { png } from '../apps/server/test/png.ts';
import { decideInBackOffice, decideRequest, openRequest, staffDesk } from './support/backoffice.ts';
import { shot } from './support/browser.ts';
import { submitSignIn } from './support/demo.ts';
import { journeyPage } from './support/journey.ts';
import { chooseOption } from './support/select.ts';

/**
 * Issues 14 and 25, merchant onboarding: an applicant on a 390 px phone in zh-TW signs in by SMS, goes from
 * the product choice through base information, documents, settlement account (bank found by name) and
 * contacts to the commit. In the provider's back office (1366 px, English) a reviewer signs in with an
 * authenticator code, finds the application in the queue and asks for more with a reason; the applicant
 * reads the reason on the status page, answers with a new document and commits again; a second staff member
 * (the approver) approves. The status page says so, and the new administrator's first sign-in forces a
 * password change (then offers the payment password, which "later" skips).
 */
const suffix = String(Date.now()).slice(-7);
const PHONE = `6${suffix}`;
const ADMIN_PHONE = `6${String(Number(suffix) + 1)
  .padStart(7, '0')
  .slice(-7)}`;
const LOGIN = `onb${suffix}`;
const NEW_PASSWORD = 'Fresh2026ok';

let page: Page;
/** The application's number, from the status page after the commit. */
let applyNo = '';
/** What the reviewer asks for: the catalogue's reason and a text, both shown to the applicant. */
const MORE_TEXT = '請重新上傳清晰的門店照片';

const open = journeyPage({ lang: 'zh-TW', viewport: { width: 390, height: 844 } }, (p) => {
  page = p;
});

/** The `group`th group of the first outbox message matching `pattern`, once it has been sent. */
async function fromOutbox(pattern: RegExp, group = 1): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const m = pattern.exec(await (await page.request.get('/dev/outbox')).text());
    if (m) return m[group];
    await page.waitForTimeout(250);
  }
  throw new Error(`no outbox message matches ${pattern}`);
}

/** Picks an option of an antd select, typing part of its text first when `typed` is given. */
const choose = (id: string, typed: string, option: string) =>
  chooseOption(page, page.locator(`#${id}`), option, typed || undefined);

const next = () => page.getByRole('button', { name: '保存並繼續' }).click();
const heading = (text: string) => page.locator('h2', { hasText: text }).waitFor();

test.describe('onboarding on a phone (zh-TW)', () => {
  test('registers a merchant from the product choice to the commit, with a draft at every step', async () => {
    await page.goto('/registerPrepare');
    await page.fill('#apply-phone', PHONE);
    await page.getByRole('button', { name: '發送驗證碼' }).click();
    const code = await fromOutbox(new RegExp(`${PHONE}[\\s\\S]{0,400}?驗證碼為 (\\d{6})`));
    await page.fill('#apply-code', code);
    await page.getByRole('button', { name: /開始/ }).click();
    await page.waitForURL('**/selectProduct');

    await heading('選擇產品');
    await page.locator('.ant-checkbox-input').first().check();
    await shot(page, 'onboarding-390-product');
    await next();

    await heading('基本資料');
    // A rule of its own for each field, before anything is sent: the company-name rule.
    await page.fill('#merc_name', 'Test Company');
    await next();
    await page.getByText('公司名稱只能包含中文、數字、括號和連字號').waitFor();
    await page.fill('#merc_name', '澳門好運貿易有限公司');
    await page.fill('#merc_short_name', '好運貿易');
    await choose('bus_type', '', '有限公司');
    await page.fill('#licence_no', `SO${suffix}`);
    await page.fill('#licence_expiry', '99991231');
    await choose('mcc', '5812', '5812');
    await choose('province', '澳門', '澳門特別行政區');
    await choose('area_code', '', '花地瑪堂區');
    await page.fill('#address', '澳門新馬路 8 號');
    await page.fill('#legal_name', '陳大文');
    await choose('id_type', '', '居民身份證');
    await page.fill('#id_no', '110105199006151234');
    await page.fill('#id_issue_date', '20200110');
    // The ID expiry table: issued at 29, valid 20 years; the form says which date it expects.
    await page.fill('#id_expiry', '20300110');
    await page.getByText('此證件的有效期應為 20400110').waitFor();
    await next();
    await page.getByText('證件有效期不正確').waitFor();
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
    // OCR read the back side's text layer and found what was typed.
    await page.getByText('證件識別結果與所填資料一致').waitFor();
    await shot(page, 'onboarding-390-files');
    await next();

    await heading('結算賬戶');
    await choose('bank_code', '大西洋', '大西洋銀行');
    await page.fill('#account_name', '澳門好運貿易有限公司');
    await page.fill('#account_no', '9001002003004');
    await next();

    // The draft survives a reload: the wizard opens at the furthest step reached.
    await heading('管理員及聯絡人');
    await page.reload();
    await heading('管理員及聯絡人');
    // Each step has its URL (issue 32): the browser's Back goes to the previous step, Forward returns.
    expect(new URL(page.url()).searchParams.get('step')).toBe('contacts');
    await page.goBack();
    await heading('結算賬戶');
    expect(await page.inputValue('#account_no')).toBe('9001002003004');
    await page.goForward();
    await heading('管理員及聯絡人');
    await page.fill('#admin_login_name', LOGIN);
    await page.fill('#admin_name', '陳大文');
    await page.fill('#c-admin_phone', ADMIN_PHONE);
    await page.fill('#admin_email', 'boss@example.test');
    await next();

    await heading('確認提交');
    await page.getByText('澳門好運貿易有限公司').first().waitFor();
    // Before submitting, the applicant accepts the letter of authorisation (/mandate) and signs the
    // contract (/signIn): the full name typed, the tick; then back to the application.
    const signHere = async (button: string) => {
      // The URL changes before the page does (its chunk loads while the last page stays on screen): wait
      // for this page's own button, so the name is typed into this page's form.
      await page.getByRole('button', { name: button }).waitFor();
      await page.getByLabel('簽署人全名').fill('陳大文');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: button }).click();
    };
    await page.getByRole('link', { name: '前往簽署' }).click();
    await page.waitForURL('**/mandate');
    await signHere('接受授權書');
    await page.waitForURL('**/signIn');
    await signHere('簽署合同');
    await page.getByText('授權書及合同均已簽署').waitFor();
    await shot(page, 'onboarding-390-signed');
    await page.getByRole('button', { name: '返回申請' }).click();
    await heading('確認提交');
    await page.getByText('授權書及企業商戶合同均已簽署').waitFor();
    await page.getByRole('button', { name: '提交審核' }).click();
    await page.waitForURL('**/checkSts');
    await page.getByText('審核中').first().waitFor();
    applyNo = (await page.locator('.ant-descriptions-item-content').first().innerText()).trim();
    expect(applyNo).toMatch(/^[A-Z]+\d+$/);
    await shot(page, 'onboarding-390-submitted');
  });

  test('a reviewer asks for more in the back office (en, 1366 px); the applicant reads why and answers', async () => {
    const desk = await staffDesk(open, 'demo_reviewer');
    await openRequest(desk, 'application', applyNo, 'backoffice-1366-queue-en');
    // What the reviewer reads: the application's sections and its files.
    await desk.page.getByText('澳門好運貿易有限公司').first().waitFor();
    await desk.page.getByText('store_front.png').waitFor();
    // The applicant's signatures with their evidence (issue 28): each document, version, hash, time, mobile.
    await desk.page.getByText('Signature: Letter of authorisation', { exact: true }).waitFor();
    await desk.page.getByText('Signature: Company merchant contract', { exact: true }).waitFor();
    await desk.page.getByText(`+853${PHONE}`).first().waitFor();
    await desk.page.getByText('Binding language').first().waitFor();
    await shot(desk.page, 'backoffice-1366-detail-en');
    const outcome = await decideRequest(desk, 'application', 'MORE', {
      reason: 'DOCS_UNCLEAR',
      text: MORE_TEXT,
    });
    expect(outcome).toBe('DECIDED');
    // The review history names the decision, its reason and the reviewer; then once in zh-TW.
    const events = desk.page.locator('.ant-card', { hasText: 'Review history' });
    await events.getByText(`Documents unclear: ${MORE_TEXT}`).waitFor();
    await desk.page.getByText('陳審核 decided: Ask for more.').waitFor();
    await shot(desk.page, 'backoffice-1366-decided-en');
    await desk.page.getByRole('button', { name: '中文' }).click();
    const eventsZh = desk.page.locator('.ant-card', { hasText: '審核記錄' });
    await eventsZh.getByText(`文件不清晰: ${MORE_TEXT}`).waitFor();
    await desk.page.locator('.ant-tag', { hasText: '已決定' }).waitFor();
    await desk.page.getByText('陳審核 已決定：要求補充資料。').waitFor();
    await desk.page.close();

    // The applicant's status page: more is needed, and why (the catalogue's reason and the text).
    await page.reload();
    await page.getByText('需補充資料').first().waitFor();
    await page.getByText(`文件不清晰：${MORE_TEXT}`).first().waitFor();
    await shot(page, 'onboarding-390-more');
    // The answer: a clearer shop photo, the later steps kept as they were, and the commit again.
    await page.getByRole('button', { name: '繼續修改' }).click();
    await heading('確認提交');
    await page
      .locator('.ant-descriptions', { hasText: '證明文件' })
      .getByRole('button', { name: /修\s*改/ })
      .click();
    await heading('證明文件');
    await page.setInputFiles('#file-STORE_FRONT', {
      name: 'store_front_clear.png',
      mimeType: 'image/png',
      buffer: png('', 'grey'),
    });
    await page.getByText('store_front_clear.png').waitFor();
    await next();
    await heading('結算賬戶');
    await next();
    await heading('管理員及聯絡人');
    await next();
    await heading('確認提交');
    await page.getByText('store_front_clear.png').waitFor();
    await page.getByRole('button', { name: '提交審核' }).click();
    await page.waitForURL('**/checkSts');
    await page.getByText('審核中').first().waitFor();
  });

  test('a second staff member approves; the administrator must change the password at the first sign-in', async () => {
    const desk = await decideInBackOffice(open, {
      login: 'demo_approver',
      kind: 'application',
      ref: applyNo,
      decision: 'APPROVE',
      reason: 'CHECKED_OK',
    });
    // The approver read the applicant's answer: the new document is among the request's files.
    await desk.page.getByText('store_front_clear.png').waitFor();
    await desk.page.close();

    const sms = new RegExp(`商戶號 (\\w+)。管理員用戶名 ${LOGIN}，初始密碼 ([A-Za-z0-9]+)，`);
    const merNo = await fromOutbox(sms);
    const initial = await fromOutbox(sms, 2);
    await page.reload();
    await page.getByText('審核通過').first().waitFor();
    await page.getByText(merNo).first().waitFor();
    await shot(page, 'onboarding-390-approved');

    await submitSignIn(page, '商戶', LOGIN, initial);
    await page.waitForURL('**/login_pwd');
    await page.fill('#oldPassword', initial);
    await page.fill('#newPassword', NEW_PASSWORD);
    await page.fill('#confirmPassword', NEW_PASSWORD);
    await page.locator('button[type=submit]').click();
    // A new administrator has no payment password yet: the sign-in offers to set one; later goes on.
    await page.waitForURL('**/login_pavement_psd');
    await page.getByRole('button', { name: '稍後設定' }).first().click();
    await page.waitForURL('**/layout/index');
    await shot(page, 'onboarding-390-first-sign-in');
  });
});
