import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { menuFor } from './access.ts';
import { MANIFESTS } from './capabilities/index.generated.ts';
import type { Manifest } from './capability.ts';
import { ALL_CONTRACTS } from './contracts/index.ts';
import { ALL_PERMISSION_CODES } from './permissions.ts';
import { PAGE_IDS } from './routes.ts';

// @ts-expect-error: a plain ES module of the repository's scripts, without types.
const { generate, stale, write } = await import('../../../scripts/capabilities.mjs');

const root = path.resolve(import.meta.dirname, '../../..');
const manifests = MANIFESTS as readonly Manifest[];

describe('the generated capability indexes', () => {
  it('are current: each lists what the folders hold', () => {
    const files: string[] = stale(root);
    expect(files, 'run npm run capabilities').toEqual([]);
  });

  it('list every manifest of capabilities/, each named after its file', () => {
    const files = readdirSync(path.join(import.meta.dirname, 'capabilities')).filter(
      (f) => f.endsWith('.ts') && !f.includes('.generated.'),
    );
    expect(manifests.map((m) => `${m.name}.ts`).sort()).toEqual(files.sort());
  });
});

describe('the manifests', () => {
  it('declare each page, audit action, export key once, pages under their own name', () => {
    const ids = manifests.flatMap((m) => m.pages.map((p) => p.id));
    expect(ids.length).toBe(new Set(ids).size);
    for (const m of manifests) for (const p of m.pages) expect(p.id.split('.')[0], p.id).toBe(m.name);
    for (const field of ['auditActions', 'exports'] as const) {
      const keys = manifests.flatMap((m) => Object.keys(m[field]));
      expect(keys.length, field).toBe(new Set(keys).size);
    }
  });

  it('give a status value the same colour wherever it is declared', () => {
    const seen = new Map<string, string>();
    for (const m of manifests) {
      for (const [value, colour] of Object.entries(m.statuses)) {
        expect(seen.get(value) ?? colour, `${m.name}: ${value}`).toBe(colour);
        seen.set(value, colour);
      }
    }
  });

  it('cover the capability of every contract', () => {
    const names = new Set(manifests.map((m) => m.name));
    expect([...new Set(ALL_CONTRACTS.map((c) => c.capability))].filter((c) => !names.has(c))).toEqual([]);
  });
});

describe('the menus derived from the manifests', () => {
  const names = (area: 'merchant' | 'service' | 'group', functions: string[] | null = null) =>
    menuFor({ area, codes: ALL_PERMISSION_CODES, functions, wholeOrg: functions === null }).map((s) => [
      s.section,
      s.routes.map((r) => r.name),
    ]);

  it('keep the order of the routes inside each section', () => {
    // The merchant's transaction pages; the service area adds reconciliation and settle orders.
    const trades = [
      'trade_query',
      'refund_query',
      'payment_query',
      'mch_settle_query',
      'billDownload',
      'charge_bill_query',
    ];
    expect(names('merchant')).toEqual([
      ['home', ['index']],
      ['transactions', [...trades, 'promotion_list']],
      [
        'account',
        [
          'balanceQuery',
          'accountInEx',
          'approvalRules',
          'approvalQueue',
          'statementSubscriptions',
          'accountAuth',
        ],
      ],
      ['invoices', ['invoiceManage', 'invoiceHead', 'invoiceAudit']],
      [
        'merchant',
        [
          'shop_manager',
          'merc_info',
          'alterBasicInfo',
          'allPersonInfo',
          'merchantServices',
          'bindAppId',
          'mercProductAuthList',
          'providerGrants',
          'merchantInspection',
          'collectFile',
          'mercTainView',
          'inspectionExpirationUpdateMerc',
          'supplementaryData',
        ],
      ],
      ['crossborder', ['ghf']],
      ['operators', ['operator_manager']],
      [
        'security',
        ['security', 'modify_psd', 'pavement_psd', 'reset_pavement_psd', 'phoneChange', 'agreements'],
      ],
      ['notices', ['ntcList', 'mailView']],
      ['downloads', ['appointmentDownload']],
    ]);
    expect(names('service')).toEqual([
      ['home', ['index']],
      ['transactions', [...trades, 'rlt_query', 'settle_order', 'promotion_list']],
      [
        'merchant',
        ['shop_manager', 'serviceDetail', 'bind_appId_server', 'merchantRequirements', 'mercTainView'],
      ],
      [
        'submerchants',
        ['serviceChildList', 'subMerchantEnterPage', 'serviceChildProAuthList', 'subMerchantGrants'],
      ],
      ['operators', ['operator_manager']],
      ['security', ['security_service', 'modify_psd_service', 'modify_mbl_service', 'agreements']],
      ['notices', ['ntcList', 'mailView']],
      ['downloads', ['appointmentDownloadServer']],
    ]);
    expect(names('group')).toEqual([
      ['home', ['index']],
      [
        'transactions',
        [
          'gtrade_query',
          'grefund_query',
          'gpayment_query',
          'gmch_settle_query',
          'gbillDownload',
          'gcharge_bill_query',
          'gpromotion_list',
        ],
      ],
      ['merchant', ['gshop_manager', 'groupDetail', 'gmerchantRequirements']],
      ['submerchants', ['groupChildList']],
      ['security', ['security_group', 'modify_psd_group', 'modify_mbl_group']],
      ['notices', ['gntcList', 'mailView']],
      ['downloads', ['appointmentDownloadGroup']],
    ]);
    const cashier = names('merchant', ['trade_query']);
    expect(cashier[1]).toEqual([
      'transactions',
      ['trade_query', 'refund_query', 'payment_query', 'billDownload', 'charge_bill_query', 'promotion_list'],
    ]);
  });
});

// Done when (issue 24): a capability is added with its manifest and its folders alone. A throw-away
// capability is written into a copy of core and a skeleton of the two apps; the generator runs on the copy
// and the derived lists hold its contract, route, status colour, audit action and export key.
describe('a capability added with its manifest and its folders alone', () => {
  const tmp = path.join(import.meta.dirname, '..', '.tmp', `kit-${process.pid}`);
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('appears in every derived list without a central list edited', async () => {
    rmSync(tmp, { recursive: true, force: true });
    cpSync(path.join(import.meta.dirname), path.join(tmp, 'packages/core/src'), {
      recursive: true,
      filter: (f) => !f.endsWith('.test.ts'),
    });
    for (const dir of ['apps/server/src/modules', 'apps/web/src/app']) {
      mkdirSync(path.join(tmp, dir), { recursive: true });
    }
    const before = generate(tmp);
    const put = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(tmp, file)), { recursive: true });
      writeFileSync(path.join(tmp, file), text);
    };
    put(
      'packages/core/src/capabilities/widgets.ts',
      `import { capability, page } from '../capability.ts';
export const manifest = capability({
  name: 'widgets',
  pages: [
    page('widgets.list', 75, ['小工具', 'Widgets'], { code: '42', menu: 'transactions', merchant: 'widget_query', group: 'gwidget_query' }),
  ],
  statuses: { WIDGET_READY: 'success' },
  auditActions: { widget_make: { zh: '製作小工具', en: 'Widget made' } },
  exports: { widgets: { zh: '小工具', en: 'Widgets' } },
});
`,
    );
    put(
      'packages/core/src/contracts/widgets.ts',
      `import { z } from 'zod';
import { contract } from '../contract.ts';
export const queryWidgets = contract({
  capability: 'widgets', prefix: 'query', path: 'widget/queryWidgets', access: 'session', mutates: false,
  code: '42', request: z.object({}).strict(), answer: z.object({}), summary: 'Widgets (42).',
});
export const contracts = [queryWidgets];
`,
    );
    put('apps/server/src/modules/widgets/index.ts', 'export const endpoints = [];\n');
    put('apps/web/src/features/widgets/pages.ts', 'export const pages = {};\n');
    write(tmp);

    const after = generate(tmp);
    const changed = Object.keys(after).filter((f) => after[f] !== before[f]);
    expect(changed.sort()).toEqual(Object.keys(after).sort());
    expect(after['apps/server/src/modules/index.generated.ts']).toContain("from './widgets/index.ts'");
    expect(after['apps/web/src/app/features.generated.ts']).toContain("from '../features/widgets/pages.ts'");

    const core = path.join(tmp, 'packages/core/src');
    const routes = await import(path.join(core, 'routes.ts'));
    const contracts = await import(path.join(core, 'contracts/index.ts'));
    const audit = await import(path.join(core, 'schemas/audit.ts'));
    const exports = await import(path.join(core, 'schemas/exports.ts'));
    const generated = await import(path.join(core, 'capabilities/index.generated.ts'));
    const { merged } = await import(path.join(core, 'capability.ts'));

    expect(routes.PAGE_IDS).toContain('widgets.list');
    expect(routes.routeOfPage('merchant', 'widgets.list')).toMatchObject({
      path: '/layout/widget_query',
      code: '42',
      menu: 'transactions',
      feature: 'widgets',
    });
    expect(routes.routeOfPage('group', 'widgets.list')).toMatchObject({ path: '/group/gwidget_query' });
    expect(routes.routeOfPage('group', 'widgets.list').code).toBeUndefined();
    expect(contracts.ALL_CONTRACTS.map((c: { path: string }) => c.path)).toContain('widget/queryWidgets');
    expect(audit.AUDIT_ACTIONS.widget_make).toEqual({ zh: '製作小工具', en: 'Widget made' });
    expect(exports.EXPORT_SOURCE.widgets).toEqual({ zh: '小工具', en: 'Widgets' });
    expect(merged(generated.MANIFESTS, 'statuses').WIDGET_READY).toBe('success');
    // What the copy held before is still there.
    expect(routes.PAGE_IDS.length).toBe(PAGE_IDS.length + 1);
    expect(existsSync(path.join(core, 'capabilities/refunds.ts'))).toBe(true);
    expect(readFileSync(path.join(core, 'routes.ts'), 'utf8')).toBe(
      readFileSync(path.join(import.meta.dirname, 'routes.ts'), 'utf8'),
    );
  }, 60_000); // copies the package and runs the generator: seconds on a busy machine
});
