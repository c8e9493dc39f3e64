import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { png } from '../apps/server/test/png.ts';
import { decideInBackOffice } from './support/backoffice.ts';
import { shot } from './support/browser.ts';
import { submitSignIn } from './support/demo.ts';
import { journeyBrowser } from './support/journey.ts';

/**
 * Issue 29, in both languages: the demo merchant's legal representative's document expires in 20 days
 * (seed); the reminder job sends the mail and SMS with the phone-page link (read from /dev/outbox); the
 * merchant answers on the phone page at 390 px in Chinese with the renewed document (a validity under 60
 * days refused first); a reviewer accepts it in the back office (kind change); the merchant's inspection
 * page, in English, no longer lists the requirement. One journey (about 30 s): the language each person
 * reads in differs, so both languages are walked without a second sign-in.
 */
const PNG = png('', 'blue');

async function reminderLink(page: Page): Promise<string> {
  // The job runs 5 s after the start, then every 15 minutes: wait for its mail in the outbox.
  let link = '';
  await expect
    .poll(
      async () => {
        const r = await page.request.get('/dev/outbox?contains=%2Fh5CollectFile%3Ft%3D');
        const m = /\/h5CollectFile\?t=([A-Za-z0-9_-]+)/.exec(await r.text());
        link = m ? `/h5CollectFile?t=${m[1]}` : '';
        return link;
      },
      { timeout: 30_000, intervals: [500], message: 'no reminder in the outbox' },
    )
    .not.toBe('');
  return link;
}

const future = (years: number) => `${new Date().getFullYear() + years}0101`;

test.describe('document expiry journey', () => {
  const open = journeyBrowser({ lang: 'en' });
  test('reminder, phone page (zh-TW, 390 px), acceptance, requirement gone (en)', async () => {
    const pc = await open();
    // The merchant's home page announces the document due, with the way to the inspection page.
    await submitSignIn(pc, 'Merchant', 'demo_merchant');
    await pc.waitForURL('**/layout/**');
    await pc.goto('/layout/index');
    const banner = pc.getByRole('alert').or(pc.locator('.ant-alert')).filter({ hasText: 'due soon' });
    await banner.first().waitFor();
    await shot(pc, 'inspection-home-banner-en');
    const link = await reminderLink(pc);
    const phone = await open({ lang: 'zh-TW', viewport: { width: 390, height: 844 } });
    await phone.goto(link);
    await phone.getByText('即將到期').first().waitFor();
    await shot(phone, 'inspection-h5-zh-TW');
    await phone.getByLabel('新證件簽發日期').fill('20250101');
    await phone.getByLabel('新證件有效期至').fill(soon());
    await phone.getByLabel('商業登記有效期至').fill(future(5));
    for (const [label, name] of [
      ['證件正面', 'id.png'],
      ['證件背面', 'id-back.png'],
      ['商業登記證明', 'br.png'],
    ])
      await phone.getByLabel(label).setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    await phone.getByText('✓').nth(2).waitFor();
    // antd spaces a two-character Chinese label: 提 交.
    const send = phone.getByRole('button', { name: /^提\s?交$/ });
    await send.click();
    // Under 60 days of validity: refused beside the field.
    await phone.getByText('證件有效期不足 60 日').waitFor();
    await phone.getByLabel('新證件有效期至').fill(future(8));
    await send.click();
    // The link is spent by the answer.
    await phone.getByText('已收到你的資料').waitFor();
    const desk = await decideInBackOffice(open, {
      login: 'demo_reviewer',
      kind: 'change',
      ref: await changeNo(pc),
      decision: 'APPROVE',
      lang: 'zh-TW',
    });
    await desk.page.close();
    // The merchant (still signed in on the PC page, in English): the document's requirement is gone, the
    // seed's inspection task remains.
    await pc.goto('/layout/merchantInspection');
    await pc.getByRole('heading', { name: 'Merchant inspection' }).waitFor();
    await pc.getByText('Inspection task').first().waitFor();
    await expect.poll(() => pc.getByText("Legal representative's ID document").count()).toBe(0);
    await shot(pc, 'inspection-pc-en');
  });
});

/** The newest expiry change's number, from the merchant's status page (the merchant is signed in). */
async function changeNo(pc: Page): Promise<string> {
  await pc.goto('/layout/inspectionExpirationReCheckSts');
  const text = await pc
    .getByText(/MC\d{16}/)
    .first()
    .textContent();
  const m = /MC\d{16}/.exec(text ?? '');
  if (!m) throw new Error('no change number');
  return m[0];
}

/** A date 30 days ahead (under the 60 days of validity a renewal needs). */
function soon(): string {
  const d = new Date(Date.now() + 30 * 86_400_000);
  return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
}
