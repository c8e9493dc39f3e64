import path from 'node:path';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_PASSWORD } from './demo.ts';

/**
 * The back office's staff in the browser tests: their published authenticator keys (the seed's DEMO_STAFF,
 * README "Back office") and a sign-in at /backoffice_login with a code computed here, as the person's app
 * would show it.
 */
interface DemoStaff {
  loginName: string;
  totpSecret: string | null;
}

const root = path.resolve(import.meta.dirname, '../..');
let demoStaff: Promise<readonly DemoStaff[]> | null = null;

/** The seed's demo staff (a data file without imports), read through a computed path: the e2e type check stays out of the server's module graph. */
function loadDemoStaff(): Promise<readonly DemoStaff[]> {
  demoStaff ??= import(path.join(root, 'apps/server/src/db/seed/accounts.ts')).then(
    (m: { DEMO_STAFF: readonly DemoStaff[] }) => m.DEMO_STAFF,
  );
  return demoStaff;
}

const PERIOD_MS = 30_000;

/** The 6-digit code of a base32 key at a moment (RFC 6238: SHA-1, 30 seconds), as an authenticator app shows it. */
export function totpCode(secret: string, at = Date.now()): string {
  const totp = new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret.replace(/\s/g, '')),
  });
  return totp.generate({ timestamp: at });
}

/** The published key of a demo staff member. */
export async function demoSecret(login: string): Promise<string> {
  const s = (await loadDemoStaff()).find((x) => x.loginName === login);
  if (!s?.totpSecret) throw new Error(`${login} has no published authenticator key`);
  return s.totpSecret;
}

/**
 * The last time step each login's code was sent from this process: the server takes a step once, so two
 * sign-ins of one person in the same 30 seconds (the a11y walk's two languages) wait for the next step.
 */
const usedStep = new Map<string, number>();

async function freshCode(login: string, secret: string): Promise<string> {
  for (;;) {
    const step = Math.floor(Date.now() / PERIOD_MS);
    if ((usedStep.get(login) ?? -1) < step) {
      usedStep.set(login, step);
      return totpCode(secret);
    }
    await new Promise((r) => setTimeout(r, PERIOD_MS - (Date.now() % PERIOD_MS) + 200));
  }
}

/** The sign-in form of /backoffice_login, filled and sent (the captcha is off in the browser tests). */
export async function fillStaffSignIn(page: Page, login: string, code: string, password = DEMO_PASSWORD) {
  await page.fill('#staff-login_loginName', login);
  await page.fill('#staff-login_password', password);
  await page.fill('#staff-login_otp', code);
  await page.locator('form#staff-login button[type=submit]').click();
}

/**
 * Signs a staff member in at /backoffice_login with their authenticator code (a demo staff member's published
 * key, or `secret`) and waits until the back office is open. A code of a step the server has already taken
 * (another test signed the same person in moments before) is answered "already used": the next step's code
 * is sent.
 */
export async function signInStaff(
  page: Page,
  login: string,
  opts: { secret?: string; password?: string } = {},
): Promise<void> {
  const secret = opts.secret ?? (await demoSecret(login));
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.goto('/backoffice_login');
    await fillStaffSignIn(page, login, await freshCode(login, secret), opts.password);
    const refused = page.locator('#staff-login_otp_help .ant-form-item-explain-error');
    const outcome = await Promise.race([
      page
        .waitForURL((u) => u.pathname.startsWith('/backoffice/'), { timeout: 30_000 })
        .then(() => 'in' as const),
      refused.waitFor({ timeout: 30_000 }).then(() => 'refused' as const),
    ]);
    if (outcome === 'in') return;
    // Already used (or a step this process did not see): wait for the next step.
    usedStep.set(login, Math.floor(Date.now() / PERIOD_MS));
  }
  throw new Error(`${login}: the back office refused every code`);
}
