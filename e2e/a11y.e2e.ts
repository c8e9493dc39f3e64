import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Area, ROUTES, type RouteDef } from '@mp/core/routes';
import { todayYmd } from '@mp/core/time';
import { addDaysYmd } from '@mp/core/validators/dates';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { axeFindings, describeFindings, type Finding, nodeCount } from './support/axe.ts';
import { newPage, openClientSide, settled } from './support/browser.ts';
import { submitSignIn } from './support/demo.ts';
import { signInStaff } from './support/staff.ts';

/**
 * Issue 17 point 2: WCAG 2.2 AA measured with axe-core on every route of the route table a demo account
 * can open, in both languages, and on the dialogs and drawers a merchant meets most (collection detail,
 * refund, export menu, scheduled download). Serious and critical findings fail the test.
 *
 * One context per area and language, signed in once; pages are opened client-side (the
 * router's history), and each is measured when it has settled: its path, no spinner or skeleton, no
 * finite animation running and the DOM quiet for a moment.
 */
type Lang = 'zh-TW' | 'en';
const LANGS: Lang[] = ['zh-TW', 'en'];

const yesterday = addDaysYmd(todayYmd(), -1) ?? '';
const weekAgo = addDaysYmd(todayYmd(), -7) ?? '';
/** Money lists open on a past week, so their tables hold rows when measured. */
const WITH_RANGE = new Set([
  'transactions.collections',
  'refunds.list',
  'payments.list',
  'settlement.list',
  'settlement.reconciliation',
  'settlement.orders',
]);

const KIND_LABEL: Record<Lang, Record<string, string>> = {
  'zh-TW': { merchant: '商戶', operator: '操作員', service: '服務商', group: '集團' },
  en: { merchant: 'Merchant', operator: 'Operator', service: 'Service provider', group: 'Group' },
};

interface Account {
  area: Exclude<Area, 'public'>;
  kind: string;
  user: string;
}
const ACCOUNTS: Account[] = [
  { area: 'merchant', kind: 'merchant', user: 'demo_merchant' },
  { area: 'service', kind: 'service', user: 'demo_agent' },
  { area: 'group', kind: 'group', user: 'demo_group' },
];

/**
 * The back office (issue 25): no staff role holds every code, so two demo staff walk it, each the routes of
 * its codes (the approver: the review pages, S1, S11, S12; the staff administrator: staff management, S2),
 * both the routes without a code. They sign in at /backoffice_login with their published keys.
 */
const STAFF: { user: string; codes: readonly string[] }[] = [
  { user: 'demo_approver', codes: ['S1', 'S11', 'S12'] },
  { user: 'demo_staffadmin', codes: ['S2'] },
];
/** The back office's tabbed page: each tab is measured (a tab's panel is rendered only while open). */
const STAFF_SECURITY_TABS = ['tokens', 'sessions', 'password'];

/**
 * Public pages that need a session (they send a visitor to '/'): measured signed in as the merchant.
 * '/login_pavement_psd' shows only to someone without a payment password: demo_cashier2 lands on it.
 */
/** The registration wizard's steps send a visitor without an application to its start (onboarding.e2e.ts walks them). */
const WIZARD_STEPS = new Set(['/selectProduct', '/productOption', '/userInfoAdmin', '/userInfoAdminNew']);
const PUBLIC_SIGNED_IN = new Set(['/detailReceipt', '/detailReceiptPayment', '/detailPayment', '/login_pwd']);
const PAY_PASSWORD_STEP = '/login_pavement_psd';

/** Detail pages and the list whose first row names the record they show (the row's key). */
const RECORD_PARAM: Partial<Record<string, string>> = {
  'refunds.detail': 'refund_no',
  'payments.detail': 'payment_no',
  'transactions.receipt': 'txn_no',
  'stores.detail': 'store_id',
  'operators.modifyPower': 'oper_id',
  'roles.view': 'role_id',
  'roles.modify': 'role_id',
  'review.detail': 'item_id',
};
const RECORD_SOURCE: Partial<Record<string, string>> = {
  'transactions.collections': 'txn_no',
  'refunds.list': 'refund_no',
  'payments.list': 'payment_no',
  'stores.list': 'store_id',
  // The back office's queue: the demo's open requests (payments above all).
  'review.queue': 'item_id',
};

let browser: Browser;
const SHOTS = path.resolve(import.meta.dirname, 'screenshots');

test.beforeAll(async ({ browser: b }) => {
  browser = b;
});

/** A walk's counts and findings, to screenshots/a11y/<walk>.json; then the totals over every walk's file. */
function saveWalk(name: string, walk: Walk) {
  const dir = path.join(SHOTS, 'a11y');
  mkdirSync(dir, { recursive: true });
  const file = `${name.replace(/[^A-Za-z0-9-]+/g, '_')}.json`;
  writeWhole(path.join(dir, file), JSON.stringify({ report: walk.report, details: walk.details }));
  /** Per page and language: the number of failing nodes. */
  const report: Record<string, Record<string, number>> = {};
  /** Every finding in full, by page and language. */
  const details: Record<string, Finding[]> = {};
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    const part = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Pick<Walk, 'report' | 'details'>;
    for (const [page, counts] of Object.entries(part.report)) report[page] = { ...report[page], ...counts };
    Object.assign(details, part.details);
  }
  writeWhole(path.join(SHOTS, 'a11y.json'), `${JSON.stringify(report, null, 1)}\n`);
  writeWhole(path.join(SHOTS, 'a11y-findings.json'), `${JSON.stringify(details, null, 1)}\n`);
}

/** Written beside, then renamed: another worker reading the file sees the old text or the new, never half. */
function writeWhole(file: string, text: string) {
  writeFileSync(`${file}.${process.pid}.tmp`, text);
  renameSync(`${file}.${process.pid}.tmp`, file);
}

async function signIn(page: Page, lang: Lang, kind: string, user: string) {
  await submitSignIn(page, KIND_LABEL[lang][kind], user);
}

interface Walk {
  lang: Lang;
  failures: string[];
  ids: Record<string, string>;
  /** Per page: the number of failing nodes in the walk's language (screenshots/a11y.json). */
  report: Record<string, Record<string, number>>;
  /** Every finding in full, by page and language (screenshots/a11y-findings.json). */
  details: Record<string, Finding[]>;
}

async function measure(page: Page, walk: Walk, name: string, opts: { include?: string } = {}) {
  const findings: Finding[] = await axeFindings(page, opts);
  walk.report[name] = { [walk.lang]: nodeCount(findings) };
  if (findings.length > 0) walk.details[`${name} (${walk.lang})`] = findings;
  if (findings.length > 0) walk.failures.push(describeFindings(`${name} (${walk.lang})`, findings));
}

/** The URL a route is measured at: a record for detail pages, a past week for money lists. */
function urlOf(route: RouteDef, ids: Record<string, string>): string | null {
  const param = route.page ? RECORD_PARAM[route.page] : undefined;
  if (param) return ids[param] ? `${route.path}?${param}=${encodeURIComponent(ids[param])}` : null;
  if (route.page && WITH_RANGE.has(route.page))
    return `${route.path}?start_date=${weekAgo}&end_date=${yesterday}`;
  return route.path;
}

/**
 * Reads the key of the first row of the page's table (a record for the detail pages that follow), once the
 * table has answered: a row, or its empty state with nothing loading (a slow list is waited for, not missed).
 * `within`: the part of the page whose table is meant (the active tab's pane). `seeded`: the demo data holds
 * rows for this list, so an empty state is only a moment before the answer: the row itself is waited for.
 */
/** The tab panel on show (antd's Tabs hide the others with aria-hidden). */
const ACTIVE_TAB = '[role="tabpanel"]:not([aria-hidden="true"])';

async function firstRowKey(
  page: Page,
  opts: { within?: string; seeded?: boolean } = {},
): Promise<string | null> {
  const row = `${opts.within ? `${opts.within} ` : ''}tr.ant-table-row[data-row-key]`;
  await page
    .waitForFunction(
      ([rowSel, seeded]) =>
        document.querySelector(rowSel) !== null ||
        (!seeded &&
          document.querySelector('.ant-table-placeholder .ant-empty') !== null &&
          document.querySelector('.ant-spin-spinning') === null),
      [row, opts.seeded === true] as const,
      { timeout: opts.seeded ? 60_000 : 20_000, polling: 100 },
    )
    .catch(() => undefined);
  return page
    .locator(row)
    .first()
    .getAttribute('data-row-key', { timeout: 1000 })
    .catch(() => null);
}

/** What the page's main area says (a failure tells what was on screen), in one line. */
const pageText = (page: Page) =>
  page.evaluate(
    () =>
      (document.querySelector('main') ?? document.body).textContent?.replace(/\s+/g, ' ').slice(0, 400) ?? '',
  );

/** The document title a route's page sets, in the walk's language. */
const titleOf = (route: RouteDef, lang: Lang) => (lang === 'en' ? route.title.en : route.title.zh);
const FORBIDDEN: Record<Lang, string> = { 'zh-TW': '無訪問權限', en: 'No access' };

async function walkRoutes(page: Page, walk: Walk, routes: RouteDef[]) {
  for (const route of routes) {
    const started = Date.now();
    if (route.redirect) {
      await openClientSide(page, route.path);
      await settled(page, route.redirect);
      continue; // the target is a route of its own, measured there
    }
    const url = urlOf(route, walk.ids);
    if (url === null) {
      walk.failures.push(`${route.path}: no record to show (its list had no row)`);
      continue;
    }
    await openClientSide(page, url);
    await page.waitForFunction(
      ([a, b]) => document.title.startsWith(a) || document.title.startsWith(b),
      [titleOf(route, walk.lang), FORBIDDEN[walk.lang]] as const,
      { timeout: 30_000 },
    );
    if (await page.evaluate((f) => document.title.startsWith(f), FORBIDDEN[walk.lang])) {
      walk.failures.push(`${route.path}: refused to the demo account (${FORBIDDEN[walk.lang]})`);
      continue;
    }
    await settled(page, route.path, titleOf(route, walk.lang));
    const shown = Date.now();
    await measure(page, walk, route.path);
    if (process.env.A11Y_TIMING)
      console.log(`${route.path} ${walk.lang} settle ${shown - started} ms, axe ${Date.now() - shown} ms`);
    const source = route.page ? RECORD_SOURCE[route.page] : undefined;
    if (source && !walk.ids[source]) {
      const key = await firstRowKey(page);
      if (key) walk.ids[source] = key;
    }
    if (route.page === 'operators.manager') {
      if (!walk.ids.oper_id) {
        const key = await firstRowKey(page, { within: ACTIVE_TAB, seeded: true });
        if (key) walk.ids.oper_id = key;
        else
          walk.failures.push(
            `${route.path}: no operator row to open; the page said: ${await pageText(page)}`,
          );
      }
      for (const tab of route.area === 'merchant' ? ['roles', 'cashiers'] : ['roles']) {
        await openClientSide(page, `${route.path}?tab=${tab}`);
        await settled(page, route.path);
        await measure(page, walk, `${route.path}?tab=${tab}`);
        if (tab === 'roles' && !walk.ids.role_id) {
          const key = await firstRowKey(page, { within: ACTIVE_TAB, seeded: true });
          if (key) walk.ids.role_id = key;
          else
            walk.failures.push(
              `${route.path}?tab=roles: no row to open; the page said: ${await pageText(page)}`,
            );
        }
      }
    }
  }
}

/**
 * One test per area and language, four side by side (the a11y project of playwright.config.ts: parallel
 * mode, four workers, each with its own browser, all on the one server of the run), the longest walks
 * first: each walk mostly waits for its page to settle, so four walks take little longer than the longest.
 * Each walk writes its counts and findings to screenshots/a11y/ (the workers share no memory); the worker
 * that finishes last leaves screenshots/a11y.json and a11y-findings.json holding every walk's.
 */
function inBothLanguages(
  name: string,
  walkIn: (page: Page, walk: Walk) => Promise<void>,
  viewport?: { width: number; height: number },
) {
  for (const lang of LANGS) {
    test(`${name} (${lang})`, async () => {
      // A whole area in one walk: about 60 routes since issues 12-14, so more than the 180 s of a journey.
      test.setTimeout(480_000);
      const { context, page } = await newPage(browser, { lang, viewport });
      const walk: Walk = { lang, failures: [], ids: {}, report: {}, details: {} };
      try {
        await walkIn(page, walk);
      } finally {
        await context.close();
        saveWalk(`${name} (${lang})`, walk);
      }
      expect(walk.failures, walk.failures.join('\n')).toEqual([]);
    });
  }
}

/**
 * A route's capability (its page's prefix): a detail page is walked in the same part as the list that names
 * its record. The roles' pages read their record from the operators page's roles tab.
 */
const capabilityOf = (r: RouteDef) => {
  const c = r.page ? r.page.split('.')[0] : r.path;
  return c === 'roles' ? 'operators' : c;
};

/**
 * The merchant area is the largest (some 64 routes, with the dialogs and the signed-in public pages): walked
 * as two parts side by side, each whole capabilities, balanced by count (a walk of the whole area was the
 * a11y run's long pole). The dialogs and the public pages go with the second part.
 */
const WITH_EXTRAS = new Set(['transactions', 'payments']);

function merchantParts(): RouteDef[][] {
  const routes = ROUTES.filter((r) => r.area === 'merchant');
  const groups = new Map<string, RouteDef[]>();
  for (const r of routes) groups.set(capabilityOf(r), [...(groups.get(capabilityOf(r)) ?? []), r]);
  const parts: RouteDef[][] = [[], []];
  // The second part holds the lists whose first rows the signed-in public pages show (a collection, a
  // payment) and the dialogs open over (the collections), and starts with their weight.
  const weight = [0, 4 + PUBLIC_SIGNED_IN.size];
  for (const [c, g] of groups) {
    const i = WITH_EXTRAS.has(c) ? 1 : weight[0] <= weight[1] ? 0 : 1;
    parts[i].push(...g);
    weight[i] += g.length;
  }
  return parts;
}

test.describe('WCAG 2.2 AA (axe-core): every route, both languages', () => {
  for (const account of ACCOUNTS) {
    const parts =
      account.area === 'merchant' ? merchantParts() : [ROUTES.filter((r) => r.area === account.area)];
    parts.forEach((routes, i) => {
      const part = parts.length > 1 ? `, part ${i + 1} of ${parts.length}` : '';
      inBothLanguages(`${account.area} area as ${account.user}${part}`, async (page, walk) => {
        await signIn(page, walk.lang, account.kind, account.user);
        await page.waitForURL(`**${ROUTES.find((r) => r.area === account.area)?.path}`);
        await walkRoutes(page, walk, routes);
        if (account.area === 'merchant' && i === parts.length - 1) {
          await walkRoutes(
            page,
            walk,
            ROUTES.filter((r) => PUBLIC_SIGNED_IN.has(r.path)),
          );
          await dialogs(page, walk);
        }
      });
    });
  }

  for (const staff of STAFF) {
    inBothLanguages(`provider area as ${staff.user}`, async (page, walk) => {
      await signInStaff(page, staff.user);
      const routes = ROUTES.filter((r) => r.area === 'provider' && (!r.code || staff.codes.includes(r.code)));
      await walkRoutes(page, walk, routes);
      const security = routes.find((r) => r.page === 'staff.security');
      if (security && staff.user === 'demo_staffadmin') {
        for (const tab of STAFF_SECURITY_TABS) {
          await openClientSide(page, `${security.path}?tab=${tab}`);
          await settled(page, security.path);
          await measure(page, walk, `${security.path}?tab=${tab}`);
        }
      }
    });
  }

  inBothLanguages('public pages', async (page, walk) => {
    await page.goto('/');
    await settled(page, '/');
    const routes = ROUTES.filter(
      (r) => r.area === 'public' && !PUBLIC_SIGNED_IN.has(r.path) && r.path !== PAY_PASSWORD_STEP,
    ).map((r) => (WIZARD_STEPS.has(r.path) ? { ...r, redirect: '/registerPrepare' } : r));
    await walkRoutes(page, walk, routes);
  });

  /**
   * Issue 32: the list pages a phone user meets most, at 390 px, where their rows are cards and the totals
   * strip wraps (the home page with its chart, collections, refunds, settlements). Measured under their own
   * names ('@390 px'), so the desktop walk's counts stay apart; about 30 s a language, beside the others.
   */
  inBothLanguages(
    'merchant lists at 390 px',
    async (page, walk) => {
      await signIn(page, walk.lang, 'merchant', 'demo_merchant');
      await page.waitForURL('**/layout/index');
      const lists = ROUTES.filter(
        (r) =>
          r.area === 'merchant' &&
          (r.page === 'dashboard.home' ||
            r.page === 'transactions.collections' ||
            r.page === 'refunds.list' ||
            r.page === 'settlement.list'),
      );
      expect(lists.map((r) => r.page).sort()).toEqual(
        ['dashboard.home', 'refunds.list', 'settlement.list', 'transactions.collections'].sort(),
      );
      for (const route of lists) {
        const url = urlOf(route, walk.ids) ?? route.path;
        await openClientSide(page, url);
        await settled(page, route.path, titleOf(route, walk.lang));
        if (route.page !== 'dashboard.home') {
          // The phone layout: cards, not a squeezed table.
          await expect(page.locator('tr.ant-table-row')).toHaveCount(0);
          await expect(page.getByTestId('row-cards').locator('li[data-card]').first()).toBeVisible();
        }
        await measure(page, walk, `${route.path} @390 px`);
      }
    },
    { width: 390, height: 844 },
  );

  inBothLanguages('the payment password step after sign-in', async (page, walk) => {
    await signIn(page, walk.lang, 'operator', 'demo_cashier2');
    await page.waitForURL(`**${PAY_PASSWORD_STEP}`);
    await settled(page, PAY_PASSWORD_STEP);
    await measure(page, walk, PAY_PASSWORD_STEP);
  });
});

/** The merchant's dialogs: a collection's drawer, the refund dialog, the export menu and the scheduled download. */
async function dialogs(page: Page, walk: Walk) {
  // Yesterday's successful sales: the newest collection of a day can be a refund (no refund button on it).
  const list = `/layout/trade_query?start_date=${yesterday}&end_date=${yesterday}&txn_type=SPEND&result=SUCCESS`;
  await openClientSide(page, list);
  await settled(page, '/layout/trade_query');
  // The collection's drawer.
  const first = page.locator('tr.ant-table-row').first().locator('td').first().locator('a');
  await first.click();
  await page.locator('.ant-drawer-open').waitFor();
  await settled(page);
  await measure(page, walk, 'dialog: collection detail');
  // The refund dialog over it.
  const refund = page.locator('.ant-drawer-open').getByRole('button', { name: /退\s*款|Refund/ });
  if (await refund.count()) {
    await refund.first().click();
    await page.locator('.ant-modal').waitFor();
    await settled(page);
    await measure(page, walk, 'dialog: refund');
    await page.keyboard.press('Escape');
    await page.locator('.ant-modal').waitFor({ state: 'hidden' });
  } else {
    walk.failures.push('dialog: refund - the first collection offers no refund');
  }
  await page.keyboard.press('Escape');
  await page.locator('.ant-drawer-open').waitFor({ state: 'detached' });
  await settled(page);
  // The export menu, then a scheduled download's confirmation.
  await page.getByRole('button', { name: /導\s*出|Export/ }).click();
  await page.locator('.ant-dropdown:visible').waitFor();
  await settled(page);
  await measure(page, walk, 'dialog: export menu');
  await page
    .locator('.ant-dropdown:visible .ant-dropdown-menu-item-group', { hasText: /預約下載|Scheduled/ })
    .getByText('CSV', { exact: true })
    .click();
  await page.locator('.ant-modal').waitFor();
  await settled(page);
  await measure(page, walk, 'dialog: scheduled download');
}
