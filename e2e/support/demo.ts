import type { Page } from '@playwright/test';

/** Every demo account's password, and the payment password of the administrators and demo_cashier (README). */
export const DEMO_PASSWORD = 'Demo@2026';
export const DEMO_PAY_PASSWORD = '135790';

/** yyyymmdd as the date pickers show it: yyyy-mm-dd. */
export const dash = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;

/**
 * The sign-in form, filled and sent with the mouse: the login kind by its visible label, the user name and
 * the password. Each journey waits afterwards for what it expects (a landing page, an error).
 */
export async function submitSignIn(
  page: Page,
  kindLabel: string,
  loginName: string,
  password = DEMO_PASSWORD,
) {
  await page.goto('/');
  await page.locator('fieldset label', { hasText: kindLabel }).first().click();
  await page.fill('#login-loginName', loginName);
  await page.fill('#login-password', password);
  await page.locator('button[type=submit]').click();
}
