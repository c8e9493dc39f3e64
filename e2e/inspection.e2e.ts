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
 * merchant answers on the phone page at 390 px with the renewed document; a reviewer accepts it in the back
 * office (kind change); the merchant's inspection page no longer lists the requirement nor its banner.
 * The first language renews; the second finds its link spent and the requirement gone.
 */
const PNG = png('', 'blue');

async function reminderLink(page: Page): Promise<string> {
  // The job runs 5 s after the start, then every 15 minutes: wait for its mail in the outbox.
  let link = '';
  await expect
    .poll(
      async () => {
        const r = await page.request.get('/dev/outbox');
        const m = /\/h5CollectFile\?t=([A-Za-z0-9_-]+)/.exec(await r.text());
        link = m ? `/h5CollectFile?t=${m[1]}` : '';
        return link;
      },
      { timeout: 120_000, intervals: [1000], message: 'no reminder in the outbox' },
    )
    .not.toBe('');
  return link;
}

const future = (years: number) => `${new Date().getFullYear() + years}0101`;

// Not yet run green (issue 29, session note of 2026-11-29): written with the capability, never run before the
// session ended. Skipped until someone runs it and makes it pass; the server side is held by
// apps/server/test/inspection.test.ts on both databases.
for (const lang of ['zh-TW', 'en'] as const) {
  test.describe
    .skip(`document expiry journey (${lang})`, () => {
      const open = journeyBrowser({ lang, timeout: 20_000 });
      test('reminder, phone page, acceptance, requirement gone', async () => {
        const en = lang === 'en';
        const pc = await open();
        const link = await reminderLink(pc);
        const phone = await open({ lang, viewport: { width: 390, height: 844 } });
        await phone.goto(link);
        if (lang === 'zh-TW') {
          await phone.getByText('即將到期').first().waitFor();
          await shot(phone, `inspection-h5-${lang}`);
          await phone.getByLabel('新證件簽發日期').fill('20250101');
          await phone.getByLabel('新證件有效期至').fill(soon());
          await phone.getByLabel('商業登記有效期至').fill(future(5));
          await phone
            .getByLabel('證件正面')
            .setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: PNG });
          await phone
            .getByLabel('商業登記證明')
            .setInputFiles({ name: 'br.png', mimeType: 'image/png', buffer: PNG });
          await phone.getByText('✓').nth(1).waitFor();
          await phone.getByRole('button', { name: '提交' }).click();
          // Under 60 days of validity: refused beside the field.
          await phone.getByText('證件有效期不足 60 日').waitFor();
          await phone.getByLabel('新證件有效期至').fill(future(8));
          await phone.getByRole('button', { name: '提交' }).click();
          await phone.getByText('已收到你的資料').waitFor();
          const desk = await decideInBackOffice(open, {
            login: 'demo_reviewer',
            kind: 'change',
            ref: await changeNo(pc),
            decision: 'APPROVE',
            lang: 'zh-TW',
          });
          await desk.page.close();
        } else {
          // The link of the reminder was spent by the first answer.
          await phone.getByText('This link has been used').first().waitFor();
        }
        await submitSignIn(pc, en ? 'Merchant' : '商戶', 'demo_merchant');
        await pc.waitForURL('**/layout/**');
        await pc.goto('/layout/merchantInspection');
        await pc.getByRole('heading', { name: en ? 'Merchant inspection' : '商戶巡檢' }).waitFor();
        // The document's requirement is gone (the task of the seed remains).
        await pc
          .getByText(en ? 'Inspection task' : '巡檢任務')
          .first()
          .waitFor();
        if (
          (await pc
            .getByText(en ? "Legal representative's ID document" : '法定代表人身份證明文件')
            .count()) !== 0
        )
          throw new Error('the renewed document is still listed');
        await shot(pc, `inspection-pc-${lang}`);
      });
    });
}

/** The newest expiry change's number, from the outbox-free source: the merchant's status page. */
async function changeNo(pc: Page): Promise<string> {
  await submitSignIn(pc, '商戶', 'demo_merchant');
  await pc.waitForURL('**/layout/**');
  await pc.goto('/layout/inspectionExpirationReCheckSts');
  const text = await pc
    .getByText(/MC\d{16}/)
    .first()
    .textContent();
  const m = /MC\d{16}/.exec(text ?? '');
  if (!m) throw new Error('no change number');
  await pc.context().clearCookies();
  return m[0];
}

/** A date 30 days ahead (under the 60 days of validity a renewal needs). */
function soon(): string {
  const d = new Date(Date.now() + 30 * 86_400_000);
  return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
}
