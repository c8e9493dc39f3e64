import { describe, expect, it } from 'vitest';
import { menuFor, type Person } from './access.ts';
import { findRoute, menuParent, PAGE_IDS, ROUTES, routeOfPage } from './routes.ts';

describe('the route table', () => {
  it('says of every route what it shows: a page, a planned page or another route (exactly one)', () => {
    for (const r of ROUTES) {
      const said = [r.page !== undefined, r.planned === true, r.redirect !== undefined].filter(Boolean);
      expect(said.length, r.path).toBe(1);
    }
  });

  it("names each page by an area-independent id whose first part is the route's feature", () => {
    for (const r of ROUTES) if (r.page) expect(r.page.split('.')[0], r.path).toBe(r.feature);
  });

  it('uses every page id, and no id twice in one area', () => {
    const used = new Set(ROUTES.flatMap((r) => (r.page ? [r.page] : [])));
    expect([...used].sort()).toEqual([...PAGE_IDS].sort());
    expect(new Set(PAGE_IDS).size).toBe(PAGE_IDS.length);
    for (const area of ['merchant', 'service', 'group'] as const) {
      const ids = ROUTES.filter((r) => r.area === area && r.page).map((r) => r.page);
      expect(new Set(ids).size, area).toBe(ids.length);
    }
  });

  it('finds the same page in each area', () => {
    expect(routeOfPage('merchant', 'refunds.list')?.path).toBe('/layout/refund_query');
    expect(routeOfPage('service', 'refunds.list')?.path).toBe('/service/refund_query');
    expect(routeOfPage('group', 'refunds.list')?.path).toBe('/group/grefund_query');
    expect(routeOfPage('group', 'operators.manager')).toBeUndefined();
  });

  it('has unique paths, and names unique within an area', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    for (const area of ['public', 'merchant', 'service', 'group'] as const) {
      const names = ROUTES.filter((r) => r.area === area).map((r) => r.name);
      expect(new Set(names).size, area).toBe(names.length);
    }
  });
});

describe('the menu of a person', () => {
  const person = (over: Partial<Person>): Person => ({
    area: 'merchant',
    codes: [],
    functions: null,
    wholeOrg: false,
    ...over,
  });
  const names = (p: Person) => menuFor(p).flatMap((s) => s.routes.map((r) => r.name));

  it('lists only the routes the codes open, in menu order', () => {
    expect(names(person({}))).not.toContain('refund_query');
    expect(names(person({ codes: ['42'] }))).toContain('refund_query');
    expect(names(person({}))[0]).toBe('index');
  });

  it("follows a cashier's functions", () => {
    const cashier = person({ codes: ['42', '44'], functions: ['collect'] });
    expect(names(cashier)).not.toContain('trade_query');
    expect(names(cashier)).not.toContain('mch_settle_query');
    expect(names(cashier)).toContain('refund_query');
  });

  it('gives a group operator every page of the group area (its pages carry no code)', () => {
    const group = names(person({ area: 'group' }));
    expect(group).toEqual(expect.arrayContaining(['grefund_query', 'gshop_manager', 'gntcList']));
  });
});

describe('menuParent (issue 32)', () => {
  it("puts the add-operator page under the operators' menu entry", () => {
    const add = findRoute('/layout/add_operator');
    expect(add && menuParent(add)?.path).toBe('/layout/operator_manager');
    const list = findRoute('/layout/operator_manager');
    expect(list && menuParent(list)).toBe(list);
  });
});

describe("a cashier's menu (issue 32)", () => {
  it('offers no page whose calls the cashier may not make (補充資料 needs 11)', () => {
    // The demo cashier's role (apps/server/src/db/seed/roles.ts).
    const cashier: Person = {
      area: 'merchant',
      codes: ['41', '411', '42', '421', '14', '131', '1321', '1322', '133'],
      functions: ['trade_query', 'refund', 'export'],
      wholeOrg: false,
    };
    const names = menuFor(cashier).flatMap((s) => s.routes.map((r) => r.name));
    expect(names).not.toContain('supplementaryData');
    const admin: Person = { ...cashier, codes: ['11'], functions: null, wholeOrg: true, admin: true };
    expect(menuFor(admin).flatMap((s) => s.routes.map((r) => r.name))).toContain('supplementaryData');
  });
});
