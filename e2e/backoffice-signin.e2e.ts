import { readFileSync } from 'node:fs';
import { messageOf } from '@mp/core/catalogue';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { axeFindings, describeFindings } from './support/axe.ts';
import { newPage, settled, shot } from './support/browser.ts';
import { DEMO_PASSWORD } from './support/demo.ts';
import { fillStaffSignIn, signInStaff, totpCode } from './support/staff.ts';

/**
 * Issue 25: the back office's sign-in. demo_newstaff has no second factor: the first sign-in enrols an
 * authenticator (the key shown is read here and its code computed as the app would), shows the ten
 * recovery codes once, and opens the back office; a wrong code is refused with the catalogue's text; in
 * both languages (the second journey signs the now enrolled person in with the same key).
 */
let browser: Browser;
/** The key demo_newstaff enrolled in the first journey. */
let enrolled = '';

test.beforeAll(async ({ browser: b }) => {
  browser = b;
});

/** The page has no serious or critical WCAG finding (the enrolment and the codes are steps of one route, not routes the a11y walk opens). */
async function axeClean(page: Page, name: string) {
  await settled(page);
  const findings = await axeFindings(page);
  expect(findings, describeFindings(name, findings)).toEqual([]);
}

const WRONG = (code: string) => (code === '000000' ? '111111' : '000000');
const otpError = (page: Page, form: 'staff-login' | 'enrol') =>
  page.locator(`#${form}_otp_help .ant-form-item-explain-error`);

test.describe('back-office sign-in', () => {
  // In order, the rest skipped once one fails: the second journey signs in with the key the first enrolled.
  test.describe.configure({ mode: 'serial' });

  test('enrols demo_newstaff: QR code and key, a wrong code refused, ten recovery codes once, then the back office (zh-TW)', async () => {
    const { context, page } = await newPage(browser, { lang: 'zh-TW' });
    try {
      await page.goto('/backoffice_login');
      await page.waitForSelector('#staff-login_loginName');
      expect(await page.locator('h2').innerText()).toBe('後台員工登入');
      await shot(page, 'backoffice-login-zh');
      // The password is right, the person has no second factor: the code field is not asked yet.
      await fillStaffSignIn(page, 'demo_newstaff', '123456');
      const secretText = page.getByTestId('enrol-secret');
      await secretText.waitFor();
      await expect(page.locator('h2')).toHaveText('登記驗證器');
      expect(await page.locator('.ant-qrcode canvas').count()).toBe(1);
      const shown = (await secretText.innerText()).trim();
      // The key in groups of four for typing.
      expect(shown).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
      enrolled = shown.replace(/\s/g, '');
      await shot(page, 'backoffice-enrol-zh');
      await axeClean(page, 'enrolment');

      // A wrong first code: the catalogue's text beside the field, and the enrolment stays open.
      const good = totpCode(enrolled);
      await page.fill('#enrol_otp', WRONG(good));
      await page.getByRole('button', { name: '完成登記' }).click();
      await expect(otpError(page, 'enrol')).toHaveText(messageOf('STF10005', 'zh-TW'), {
        useInnerText: true,
      });

      await page.fill('#enrol_otp', totpCode(enrolled));
      await page.getByRole('button', { name: '完成登記' }).click();
      const codes = page.getByTestId('recovery-codes').locator('li');
      await codes.first().waitFor();
      expect(await codes.count()).toBe(10);
      for (const c of await codes.allInnerTexts()) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      await shot(page, 'backoffice-codes-zh');
      await axeClean(page, 'recovery codes');

      // The download holds the codes.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: '下載 .txt' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('recovery-codes-demo_newstaff.txt');
      const file = readFileSync(await download.path(), 'utf8');
      for (const c of await codes.allInnerTexts()) expect(file).toContain(c);

      // Continue waits for "I have saved them".
      const go = page.getByRole('button', { name: /^繼\s*續$/ });
      expect(await go.isDisabled()).toBe(true);
      await page.getByLabel('我已妥善保存這些恢復碼').check();
      await go.click();
      await page.waitForURL('**/backoffice/index');
      // The back office's shell: the staff member in the header, the area's name.
      await page.locator('header').getByText('新同事').waitFor();
      expect(await page.locator('aside').innerText()).toContain('後台');
    } finally {
      await context.close();
    }
  });

  test('refuses a wrong code with the catalogue text, signs in with the enrolled key, signs out to /backoffice_login (en)', async () => {
    expect(enrolled, 'the first journey enrolled demo_newstaff').not.toBe('');
    const { context, page } = await newPage(browser, { lang: 'en' });
    try {
      await page.goto('/backoffice_login');
      await page.waitForSelector('#staff-login_loginName');
      expect(await page.locator('h2').innerText()).toBe('Back-office sign-in');
      // The recovery code instead of the authenticator's, and back.
      await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await page.locator('#staff-login_recovery').waitFor();
      await page.getByRole('button', { name: 'Use the authenticator code instead' }).click();

      await fillStaffSignIn(page, 'demo_newstaff', WRONG(totpCode(enrolled)));
      await expect(otpError(page, 'staff-login')).toHaveText(messageOf('STF10005', 'en'), {
        useInnerText: true,
      });
      await shot(page, 'backoffice-login-wrong-en');

      // A wrong password is the portal's text, above the form.
      await fillStaffSignIn(page, 'demo_newstaff', totpCode(enrolled), `${DEMO_PASSWORD}x`);
      await expect(page.locator('.ant-alert-error')).toContainText(messageOf('LOG10001', 'en'));

      await signInStaff(page, 'demo_newstaff', { secret: enrolled });
      await page.waitForURL('**/backoffice/index');
      await page.locator('header').getByText('新同事').waitFor();

      // My security: the second factor enrolled with ten codes left.
      await page.getByRole('link', { name: 'My security' }).click();
      await page.waitForURL('**/backoffice/my_security');
      await settled(page, '/backoffice/my_security', 'My security');
      expect(await page.locator('main').innerText()).toContain('Recovery codes left');

      // Signing out of the back office returns to its own sign-in page.
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL('**/backoffice_login');
      await page.waitForSelector('#staff-login_loginName');
    } finally {
      await context.close();
    }
  });
});
