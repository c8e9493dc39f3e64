import { sealClassicForm } from '@mp/core/envelope/classic';
import { createClientSession } from '@mp/core/envelope/client';
import type { PublicKeys } from '@mp/core/envelope/types';
import { todayYmd } from '@mp/core/time';
import { addDaysYmd } from '@mp/core/validators/dates';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { shot } from './support/browser.ts';
import { DEMO_PASSWORD, submitSignIn } from './support/demo.ts';
import { journeyBrowser } from './support/journey.ts';
import { chooseOption } from './support/select.ts';

/**
 * Issue 5, "Administration", as an administrator and two of the organisation's people live it: a role
 * without refunds (42) and an operator holding it, whose first sign-in asks for a new password and who is
 * refused refunds by the menu, the route guard and the server; the signing key reset with an SMS code and
 * found in the audit log; a cashier who sees only its own store.
 */
const NEW_PASSWORD = 'Fresh2026ok';
const CASHIER_STORE = 'S1000000000101';

// Unique per run, so the test also passes against a server that already ran it.
const suffix = String(Date.now()).slice(-6);
const ROLE = `無退款角色${suffix}`;
const LOGIN = `e2eop${suffix}`;
const PHONE = `6${suffix}0`;

const open = journeyBrowser({ lang: 'zh-TW' });

async function signIn(page: Page, kind: '商戶' | '操作員', loginName: string, password = DEMO_PASSWORD) {
  await submitSignIn(page, kind, loginName, password);
  await page.waitForURL((u) => u.pathname !== '/');
}

/** The demo outbox (GET /dev/outbox, DEMO=1): the newest message first, HTML-escaped. */
async function outbox(page: Page): Promise<string> {
  const res = await page.request.get('/dev/outbox');
  expect(res.ok()).toBe(true);
  return res.text();
}

/** The newest message matching `pattern`, waiting a little for the local SMS adapter to write it. */
async function fromOutbox(page: Page, pattern: RegExp): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const m = pattern.exec(await outbox(page));
    if (m) return m[1];
    await page.waitForTimeout(250);
  }
  throw new Error(`no outbox message matches ${pattern}`);
}

async function menuText(page: Page): Promise<string> {
  await page.waitForSelector('aside .ant-menu');
  const texts = [await page.locator('aside .ant-menu').first().innerText()];
  // The menu opens one section at a time: open each in turn, wait until its entries are shown, read them.
  const sections = page.locator('aside .ant-menu-submenu');
  for (let i = 0; i < (await sections.count()); i++) {
    const section = sections.nth(i);
    if (!(await section.evaluate((e) => e.classList.contains('ant-menu-submenu-open'))))
      await section.locator('.ant-menu-submenu-title').click();
    await section.locator('.ant-menu-sub .ant-menu-item').first().waitFor();
    texts.push(await section.innerText());
  }
  return texts.join(' | ');
}

/**
 * A classic call made with this browser's own session (its cookie and form token) through the real
 * envelope, the way the portal's client makes it: the test reads the server's answer code itself.
 */
async function classicCall(page: Page, url: string, body: object): Promise<{ code: string; data: unknown }> {
  const stored = await page.evaluate(() => ({
    keys: localStorage.getItem('publicKey'),
    secretType: localStorage.getItem('secretType'),
    formToken: sessionStorage.getItem('formToken'),
  }));
  expect(stored.keys).toBeTruthy();
  const session = await createClientSession({
    secretType: stored.secretType === 'SM2' ? 'SM2' : 'RSA',
    keys: JSON.parse(stored.keys ?? '{}') as PublicKeys,
  });
  const res = await page.request.post(url, {
    form: await sealClassicForm(session, body),
    headers: { formToken: stored.formToken ?? '', 'x-lang': 'zh-TW' },
  });
  const answer = (await res.json()) as { gda: { msg_cd: string }; enc_sts: string; d?: string };
  const data = answer.enc_sts === '1' && answer.d ? await session.openResponse(answer.d) : undefined;
  return { code: answer.gda.msg_cd, data };
}

const yesterday = addDaysYmd(todayYmd(), -1)!;
const weekAgo = addDaysYmd(todayYmd(), -7)!;
/** A list query's body: the week before today, the first page of `pageSize`. */
const lastWeek = (pageSize: number) => ({
  start_date: weekAgo,
  end_date: yesterday,
  page_no: 1,
  page_size: pageSize,
});

test.describe('administration', () => {
  let admin: Page;

  test.beforeAll(async () => {
    admin = await open();
    await signIn(admin, '商戶', 'demo_merchant');
    await admin.waitForURL('**/layout/index');
  });

  test('the admin creates a role without refunds (42) and an operator holding it', async () => {
    await admin.goto('/layout/add_Roles');
    await admin.waitForSelector('.ant-tree');
    await admin.fill('#role_role_name', ROLE);
    const node = (text: string) => admin.locator('.ant-tree-treenode', { hasText: text }).first();
    // The whole transactions section, then refunds taken out again (its detail 421 goes with it).
    await node('交易管理').locator('.ant-tree-checkbox').click();
    await node('退款查詢').locator('.ant-tree-checkbox').click();
    await node('公告與郵件').locator('.ant-tree-checkbox').first().click();
    expect(await node('退款詳情').locator('.ant-tree-checkbox-checked').count()).toBe(0);
    expect(await node('付款查詢').locator('.ant-tree-checkbox-checked').count()).toBe(1);
    await admin.locator('button[type=submit]').click();
    await admin.waitForURL('**/layout/operator_manager?tab=roles');
    await admin.waitForSelector(`.ant-table-row:has-text("${ROLE}")`);
    await shot(admin, 'admin-roles');

    await admin.goto('/layout/add_operator');
    await admin.fill('#operator_login_name', LOGIN);
    await admin.fill('#operator_name', '測試操作員');
    await chooseOption(admin, admin.locator('#operator_role_id'), ROLE);
    await admin.fill('#operator_phone', PHONE);
    await admin.locator('button[type=submit]').click();
    // The temporary password went to the operator; the page says where, never what.
    const done = admin.locator('.ant-modal-confirm');
    await done.waitFor();
    expect(await done.textContent()).toContain('臨時密碼已發送至');
    await done.locator('button').click();
    await admin.waitForURL('**/layout/operator_manager');
    await admin.waitForSelector(`.ant-table-row:has-text("${LOGIN}")`);
    expect(await admin.locator(`.ant-table-row:has-text("${LOGIN}")`).textContent()).toContain('待修改密碼');
  });

  test('the operator must change the temporary password and is refused refunds everywhere', async () => {
    const temp = await fromOutbox(
      admin,
      new RegExp(`${LOGIN}(?:，臨時密碼為 |\\. Temporary password: )([A-Za-z0-9]+)`),
    );
    const op = await open();
    await signIn(op, '操作員', LOGIN, temp);
    await op.waitForURL('**/login_pwd');
    await op.fill('#oldPassword', temp);
    await op.fill('#newPassword', NEW_PASSWORD);
    await op.fill('#confirmPassword', NEW_PASSWORD);
    await op.locator('button[type=submit]').click();
    await op.waitForURL('**/layout/index');

    const menu = await menuText(op);
    expect(menu).toContain('付款查詢');
    expect(menu).not.toContain('退款查詢');
    expect(menu).not.toContain('操作員管理');

    await op.goto('/layout/refund_query');
    await op.waitForFunction(() => document.body.textContent?.includes('無訪問權限'));
    await shot(op, 'admin-operator-forbidden');

    // The server refuses the refund query itself, whatever the browser shows.
    const refused = await classicCall(op, '/syf-mms/sys-gatherfee/gather/refundQuery', lastWeek(10));
    expect(refused.code).toBe('SCM40301');
    // The same session may query what its role holds (payments, 43): the refusal is the code, not the call.
    const allowed = await classicCall(op, '/syf-mms/sys-mms/meradm/paymentAuditList', lastWeek(10));
    expect(allowed.code.slice(3)).toBe('00000');
  });

  test('the admin resets the signing key with an SMS code and finds it in the audit log', async () => {
    await admin.goto('/layout/security?tab=key');
    await admin.locator('main button.ant-btn-primary').first().click();
    const dialog = admin.locator('.ant-modal-wrap:visible .ant-modal');
    await dialog.locator('button', { hasText: '獲取驗證碼' }).click();
    await dialog.getByText('驗證碼已發送至').waitFor();
    const code = await fromOutbox(admin, /重設簽名密鑰，驗證碼為 (\d{6})/);
    await dialog.locator('input[autocomplete=one-time-code]').fill(code);
    await dialog.locator('.ant-modal-footer button.ant-btn-primary').click();
    const shown = admin.locator('.ant-modal-confirm');
    await shown.waitFor();
    expect(await shown.textContent()).toContain('只顯示這一次');
    const key = await shown.locator('input').inputValue();
    expect(key).toMatch(/^[A-Za-z0-9]{32}$/);
    await shot(admin, 'admin-new-key');
    await shown.locator('.ant-modal-confirm-btns button').click();
    await admin.getByText(`••••••••${key.slice(-4)}`).waitFor();

    await admin.goto('/layout/security?tab=audit');
    const entry = admin.locator('.ant-table-row', { hasText: '重設簽名密鑰' }).first();
    await entry.waitFor();
    expect(await entry.textContent()).toContain('demo_merchant');
    await shot(admin, 'admin-audit');
  });

  test('a cashier sees only the transactions and the store it is given', async () => {
    const cashier = await open();
    await signIn(cashier, '操作員', 'demo_cashier');
    await cashier.waitForURL('**/layout/index');

    await cashier.goto('/layout/shop_manager');
    await cashier.waitForSelector('.ant-table-row');
    const stores = await cashier.locator('.ant-table-row').allInnerTexts();
    expect(stores).toHaveLength(1);
    expect(stores[0]).toContain(CASHIER_STORE);

    const collections = await classicCall(cashier, '/syf-mms/sys-gatherfee/gather/tradeQuery', lastWeek(100));
    expect(collections.code.slice(3)).toBe('00000');
    const rows = (collections.data as { rows: { store_no: string }[] }).rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.store_no))).toEqual(new Set([CASHIER_STORE]));

    // And the collection page shows that store only.
    await cashier.goto(`/layout/trade_query?start_date=${weekAgo}&end_date=${yesterday}`);
    await cashier.waitForSelector('.ant-table-row');
    const shownRows = (await cashier.locator('.ant-table-row').allInnerTexts()).join('\n');
    expect(shownRows).toContain('議事亭店');
    expect(shownRows).not.toContain('氹仔店');
    expect(shownRows).not.toContain('黑沙環店');
    await shot(cashier, 'admin-cashier-collections');
  });
});
