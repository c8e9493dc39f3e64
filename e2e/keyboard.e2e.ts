import { readFileSync } from 'node:fs';
import { todayYmd } from '@mp/core/time';
import { addDaysYmd } from '@mp/core/validators/dates';
import type { Download, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { shot } from './support/browser.ts';
import { DEMO_PASSWORD, DEMO_PAY_PASSWORD, dash } from './support/demo.ts';
import { journeyPage } from './support/journey.ts';

/**
 * Issue 17 point 2: a merchant's day by keyboard alone. Sign-in, a collection query with an export, a
 * refund with the payment password and a scheduled download, all with keyboard.press / keyboard.type:
 * this file never clicks. It reads the page (where the focus is, what is shown) to decide the next key,
 * and waits for state, never for time.
 */
const yesterday = addDaysYmd(todayYmd(), -1) ?? '';

let page: Page;

journeyPage({ lang: 'zh-TW' }, (p) => {
  page = p;
});

/** What has the focus: tag, role, accessible text, and where it sits (dialog, drawer, menu, table row). */
interface Focus {
  tag: string;
  id: string;
  role: string;
  text: string;
  inModal: boolean;
  inDrawer: boolean;
  inDropdown: boolean;
  group: string;
  row: string;
}

async function focus(p: Page): Promise<Focus> {
  return p.evaluate(() => {
    const e = document.activeElement as HTMLElement | null;
    const text = (
      e?.getAttribute('aria-label') ||
      e?.innerText ||
      (e as HTMLInputElement | null)?.value ||
      ''
    )
      .replace(/\s+/g, '')
      .slice(0, 60);
    return {
      tag: e?.tagName.toLowerCase() ?? '',
      id: e?.id ?? '',
      role: e?.getAttribute('role') ?? '',
      text,
      inModal: !!e?.closest('.ant-modal'),
      inDrawer: !!e?.closest('.ant-drawer'),
      inDropdown: !!e?.closest('.ant-dropdown'),
      group:
        e?.closest('.ant-dropdown-menu-item-group')?.querySelector('.ant-dropdown-menu-item-group-title')
          ?.textContent ?? '',
      row: e?.closest('tr.ant-table-row')?.textContent ?? '',
    };
  });
}

const describeFocus = (f: Focus) =>
  `${f.tag}${f.id ? `#${f.id}` : ''}${f.role ? `[${f.role}]` : ''} "${f.text}"`;

/** Presses `key` until the focus satisfies `wanted`; fails naming the stops it went through. */
async function pressUntil(p: Page, key: string, wanted: (f: Focus) => boolean, what: string, max = 80) {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    if (key === 'Tab') await p.keyboard.press(key);
    else {
      // antd's menus move the focus a frame after the arrow key: wait for it to move.
      const before = await p.evaluateHandle(() => document.activeElement);
      await p.keyboard.press(key);
      await p.waitForFunction((b) => document.activeElement !== b, before);
      await before.dispose();
    }
    const f = await focus(p);
    if (wanted(f)) return f;
    seen.push(describeFocus(f));
  }
  throw new Error(`${what}: not reached with ${key}; the focus went ${seen.join(' > ')}`);
}

const tabTo = (p: Page, wanted: (f: Focus) => boolean, what: string, max?: number) =>
  pressUntil(p, 'Tab', wanted, what, max);
const text = (t: string) => (f: Focus) => f.text === t.replace(/\s+/g, '');

/** Presses Enter on what has the focus and returns the download it starts. */
async function enterDownloads(p: Page): Promise<{ name: string; text: string }> {
  const started: Promise<Download> = p.waitForEvent('download', { timeout: 60_000 });
  await p.keyboard.press('Enter');
  const file = await started;
  const body = readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '');
  return { name: file.suggestedFilename(), text: body };
}

const COLLECTIONS = /gather\/tradeQuery|trade\/collection(Page|Count)/;
const csvRows = (t: string) => t.split(/\r?\n/).filter((l) => l.trim() !== '').length - 1;

/** The count of the results heading ('共 N 筆'). */
async function resultCount(p: Page): Promise<number> {
  const heading = (await p.locator('.ant-card-head', { hasText: '查詢結果' }).textContent()) ?? '';
  return Number(/共\s*([\d,]+)\s*筆/.exec(heading)?.[1].replaceAll(',', '') ?? Number.NaN);
}

async function listSettled(p: Page) {
  await p.waitForFunction(() => !document.querySelector('.ant-table-wrapper .ant-spin-spinning'));
  await p.locator('tr.ant-table-row').first().waitFor();
}

test.describe('keyboard alone (issue 17 point 2)', () => {
  test('signs in: login kind with the arrow keys, user name, password, Enter', async () => {
    await page.goto('/');
    await page.locator('#login-loginName').waitFor();
    const kind = () =>
      page.evaluate(() => document.querySelector<HTMLInputElement>('input[name=login-kind]:checked')?.value);
    await tabTo(page, (f) => f.tag === 'input' && f.text === 'merchant', 'the login kind');
    await page.keyboard.press('ArrowRight');
    expect(await kind()).toBe('operator');
    await page.keyboard.press('ArrowLeft');
    expect(await kind()).toBe('merchant');
    await tabTo(page, (f) => f.id === 'login-loginName', 'the user name', 1);
    await page.keyboard.type('demo_merchant');
    await tabTo(page, (f) => f.id === 'login-password', 'the password', 1);
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/layout/index');
    await page.getByTestId('seven-day-chart').waitFor();
  });

  test('skips to the content, and opens the collection query from the menu with the arrow keys', async () => {
    // The first tab stop of a signed-in page skips the menu and the header.
    const skip = await tabTo(page, () => true, 'the first tab stop', 1);
    expect(skip.text).toBe('跳至主要內容');
    await tabTo(page, (f) => f.role === 'menu', 'the menu');
    await pressUntil(page, 'ArrowDown', text('交易管理'), 'the transactions section', 12);
    await page.keyboard.press('Enter');
    // The section opens: its entries are there before the arrow moves on.
    await page.locator('aside [role=menuitem][aria-expanded=true]', { hasText: '交易管理' }).waitFor();
    await page.locator('aside a', { hasText: '收款查詢' }).waitFor();
    await pressUntil(page, 'ArrowDown', text('收款查詢'), 'the collection query', 3);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/layout/trade_query');
    await page.getByRole('heading', { name: '收款查詢', exact: true }).waitFor();
  });

  let count = 0;
  test('queries yesterday’s successful collections: date range typed, result chosen with the arrows', async () => {
    await listSettled(page);
    await tabTo(page, (f) => f.tag === 'input' && f.id === 'date', 'the start date');
    for (const end of [0, 1]) {
      // Enter on the start date moves the focus to the end date.
      await page.waitForFunction(
        (i) => document.activeElement === document.querySelectorAll('.ant-picker-range input')[i],
        end,
      );
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(dash(yesterday));
      await page.keyboard.press('Enter');
    }
    await expect
      .poll(() =>
        page
          .locator('.ant-picker-range input')
          .evaluateAll((es) => es.map((e) => (e as HTMLInputElement).value)),
      )
      .toEqual([dash(yesterday), dash(yesterday)]);
    await tabTo(page, (f) => f.id === 'result', 'the result select');
    await page.keyboard.press('ArrowDown');
    const active = page.locator('.ant-select-dropdown:visible .ant-select-item-option-active');
    for (let i = 0; i < 6 && (await active.textContent()) !== '成功'; i++)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await tabTo(page, text('查詢'), 'the search button');
    // The page keeps the old rows on screen until the answer: wait for it.
    await Promise.all([page.waitForResponse((r) => COLLECTIONS.test(r.url())), page.keyboard.press('Enter')]);
    await page.waitForURL(
      (u) =>
        u.searchParams.get('start_date') === yesterday &&
        u.searchParams.get('end_date') === yesterday &&
        u.searchParams.get('result') === 'SUCCESS',
    );
    await listSettled(page);
    count = await resultCount(page);
    expect(count).toBeGreaterThan(0);
    await shot(page, 'keyboard-query-zh');
  });

  test('exports the result: the export menu opened with Enter, its first CSV chosen with Tab and Enter', async () => {
    await tabTo(page, text('導出'), 'the export button');
    await page.keyboard.press('Enter');
    await page.locator('.ant-dropdown:visible').waitFor();
    const item = await tabTo(page, (f) => f.inDropdown, 'the export menu', 1);
    expect([item.group, item.text]).toEqual(['立即導出', 'CSV']);
    const file = await enterDownloads(page);
    expect(file.name).toMatch(/\.csv$/);
    expect(file.text.split(/\r?\n/)[0]).toContain('交易編號');
    expect(csvRows(file.text)).toBe(count);
    // The menu closed; the keyboard is back on the export button.
    expect((await focus(page)).text).toBe('導出');
  });

  let refundNo = '';
  test('refunds a collection: its number opens the detail, the refund dialog takes amount and payment password', async () => {
    const row = await tabTo(
      page,
      (f) => f.role === 'button' && f.row.includes('消費') && !f.row.includes('華銀快付'),
      'a spending’s number',
    );
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('detail') === row.text);
    await page.getByTestId('collection-detail').waitFor();
    // The drawer holds the focus.
    await expect.poll(async () => (await focus(page)).inDrawer).toBe(true);
    await tabTo(page, (f) => f.inDrawer && f.text === '退款', 'the refund button', 10);
    await page.keyboard.press('Enter');
    const dialog = page.locator('.ant-modal', { hasText: '申請退款' });
    await dialog.waitFor();
    await expect.poll(async () => (await focus(page)).inModal).toBe(true);
    await tabTo(page, (f) => f.inModal && f.id === 'amount', 'the amount', 10);
    await page.keyboard.type('1.00');
    await tabTo(page, (f) => f.inModal && f.id === 'password', 'the payment password', 5);
    await page.keyboard.type(DEMO_PAY_PASSWORD);
    await page.keyboard.press('Enter');
    await dialog.getByText('退款申請已提交').waitFor();
    refundNo = (await dialog.locator('.ant-descriptions-item-content').first().textContent())?.trim() ?? '';
    expect(refundNo).toMatch(/^R\d+$/);
    await shot(page, 'keyboard-refund-zh');
    await tabTo(page, (f) => f.inModal && f.text === '關閉', 'the close button', 10);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    // Back in the drawer, which now lists the refund; Escape closes it and the focus returns to the list.
    await expect.poll(async () => (await focus(page)).inDrawer).toBe(true);
    await page.locator('.ant-drawer').getByText(refundNo).waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL((u) => !u.searchParams.has('detail'));
    await expect.poll(async () => (await focus(page)).text).toBe(row.text);
  });

  test('schedules a download and fetches it from the download centre', async () => {
    await tabTo(page, text('導出'), 'the export button');
    await page.keyboard.press('Enter');
    await page.locator('.ant-dropdown:visible').waitFor();
    await tabTo(page, (f) => f.inDropdown, 'the export menu', 1);
    await pressUntil(
      page,
      'ArrowDown',
      (f) => f.group === '預約下載' && f.text === 'CSV',
      'the scheduled CSV',
      6,
    );
    await page.keyboard.press('Enter');
    const queued = page.locator('.ant-modal', { hasText: '已加入預約下載' });
    await queued.waitFor();
    await expect.poll(async () => (await focus(page)).inModal).toBe(true);
    await tabTo(page, (f) => f.inModal && f.text === '前往下載中心', 'the way to the centre', 6);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/layout/appointmentDownload');
    // The centre refreshes itself until the job is done.
    const job = page.locator('tr.ant-table-row').first();
    await job.getByText('已完成').waitFor({ timeout: 60_000 });
    expect(await job.textContent()).toContain('收款查詢');
    await tabTo(page, (f) => f.text === '下載' && f.row !== '', 'the newest job’s download', 80);
    const file = await enterDownloads(page);
    expect(csvRows(file.text)).toBe(count);
    await shot(page, 'keyboard-centre-zh');
  });
});
