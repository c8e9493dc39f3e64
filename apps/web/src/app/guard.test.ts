import { menuFor } from '@mp/core/access';
import type { PermissionCode } from '@mp/core/permissions';
import { findRoute } from '@mp/core/routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentAccess, currentPerson } from '../access/personAccess.ts';
import { currentVisitor, decide, type Visitor } from './guard.ts';

const route = (path: string) => {
  const r = findRoute(path);
  if (!r) throw new Error(`no route ${path}`);
  return r;
};

type Over = Partial<Pick<Visitor, 'signedIn' | 'mustChangePassword' | 'trainingDue'>> & {
  area?: 'merchant' | 'service' | 'group' | null;
  functions?: readonly string[] | null;
};

const merchant = (codes: readonly PermissionCode[], over: Over = {}): Visitor => {
  const area = over.area === undefined ? 'merchant' : over.area;
  return {
    signedIn: over.signedIn ?? true,
    person: area ? { area, codes, functions: over.functions ?? null, wholeOrg: false } : null,
    mustChangePassword: over.mustChangePassword ?? false,
    trainingDue: over.trainingDue ?? false,
  };
};

describe('the route guard', () => {
  it('sends a cashier whose required course is due to the training page, and opens that page only', () => {
    const due = merchant(['42'], { functions: [], trainingDue: true });
    expect(decide(route('/layout/refund_query'), due)).toEqual({
      kind: 'redirect',
      to: '/layout/mercTainView',
    });
    expect(decide(route('/layout/index'), due)).toEqual({ kind: 'redirect', to: '/layout/mercTainView' });
    expect(decide(route('/layout/mercTainView'), due)).toEqual({ kind: 'open' });
    // The area gate (no path) lets the layout render around the training page: no redirect loop.
    expect(decide({ area: 'merchant' }, due)).toEqual({ kind: 'open' });
    // The password change still comes first; public routes stay open.
    expect(decide(route('/layout/mercTainView'), { ...due, mustChangePassword: true })).toEqual({
      kind: 'redirect',
      to: '/login_pwd',
    });
    expect(decide(route('/'), due)).toEqual({ kind: 'open' });
    expect(decide(route('/layout/refund_query'), merchant(['42']))).toEqual({ kind: 'open' });
  });

  it('opens public routes to everyone', () => {
    const nobody: Visitor = { signedIn: false, person: null, mustChangePassword: false };
    expect(decide(route('/'), nobody)).toEqual({ kind: 'open' });
    expect(decide(route('/resetPsd'), nobody)).toEqual({ kind: 'open' });
  });

  it('sends a signed-in route without a session to the login route', () => {
    expect(decide(route('/layout/index'), merchant([], { signedIn: false }))).toEqual({ kind: 'login' });
    expect(decide(route('/group/gshop_manager'), merchant([], { signedIn: true, area: null }))).toEqual({
      kind: 'login',
    });
  });

  it("opens a coded route only when the code is in the person's list", () => {
    expect(decide(route('/layout/refund_query'), merchant(['42']))).toEqual({ kind: 'open' });
    expect(decide(route('/layout/refund_query'), merchant(['41', '421']))).toEqual({ kind: 'forbidden' });
    expect(decide(route('/layout/ghf/trade/create/stepTwo'), merchant([]))).toEqual({ kind: 'forbidden' });
    // A route without a code opens to every signed-in person of its area.
    expect(decide(route('/layout/appointmentDownload'), merchant([]))).toEqual({ kind: 'open' });
  });

  it("sends an operator of one area who opens another area's route to their own index", () => {
    expect(decide(route('/service/serviceChildList'), merchant(['21']))).toEqual({
      kind: 'redirect',
      to: '/layout/index',
    });
    expect(decide(route('/layout/index'), merchant([], { area: 'group' }))).toEqual({
      kind: 'redirect',
      to: '/group/index',
    });
  });

  it("opens a cashier's collection and settlement queries only with its functions", () => {
    const cashier = (functions: string[]) => merchant(['42', '44'], { functions });
    expect(decide(route('/layout/trade_query'), cashier(['trade_query']))).toEqual({ kind: 'open' });
    expect(decide(route('/layout/trade_query'), cashier(['collect', 'reprint']))).toEqual({
      kind: 'forbidden',
    });
    expect(decide(route('/layout/mch_settle_query'), cashier(['settle_query']))).toEqual({ kind: 'open' });
    expect(decide(route('/layout/mch_settle_query'), cashier(['trade_query']))).toEqual({
      kind: 'forbidden',
    });
    // The code still counts: a function does not replace it.
    expect(decide(route('/layout/mch_settle_query'), merchant([], { functions: ['settle_query'] }))).toEqual({
      kind: 'forbidden',
    });
    // Functions limit cashiers only (null for everyone else).
    expect(decide(route('/layout/trade_query'), merchant([], { functions: null }))).toEqual({ kind: 'open' });
  });

  it('holds every signed-in route until a due password change is made', () => {
    expect(decide(route('/layout/index'), merchant(['42'], { mustChangePassword: true }))).toEqual({
      kind: 'redirect',
      to: '/login_pwd',
    });
  });
});

describe('permissions read from storage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem('area', 'merchant');
    sessionStorage.setItem('isLogin', '1');
    sessionStorage.setItem('formToken', 'tok');
  });

  it('reads the comma list of limitNum', () => {
    localStorage.setItem('limitNum', '41,42,421');
    expect(currentVisitor()).toMatchObject({
      signedIn: true,
      person: { area: 'merchant', codes: ['41', '42', '421'], functions: null, wholeOrg: false },
    });
    expect(decide(route('/layout/refund_query'), currentVisitor()).kind).toBe('open');
  });

  it('counts a malformed list as no permissions at all', () => {
    for (const bad of ['41,,42', '41;42', 'all', '[41,42]', '41, x', '*']) {
      localStorage.setItem('limitNum', bad);
      expect(currentVisitor().person?.codes).toEqual([]);
      expect(decide(route('/layout/shop_manager'), currentVisitor()).kind).toBe('forbidden');
    }
  });

  it('needs both the login flag and the form token for a session', () => {
    sessionStorage.removeItem('formToken');
    expect(currentVisitor().signedIn).toBe(false);
  });

  it("reads a cashier's functions from the operator profile; other kinds have none to follow", () => {
    localStorage.setItem('limitNum', '42,44');
    const profile = (kind: string, functions?: unknown) =>
      sessionStorage.setItem('operProfile', JSON.stringify({ login_name: 'x', kind, functions }));
    profile('cashier', ['collect']);
    expect(currentVisitor().person?.functions).toEqual(['collect']);
    expect(decide(route('/layout/trade_query'), currentVisitor()).kind).toBe('forbidden');
    profile('cashier', 'trade_query');
    expect(currentVisitor().person?.functions).toEqual([]);
    profile('operator', ['collect']);
    expect(currentVisitor().person?.functions).toBeNull();
    expect(decide(route('/layout/trade_query'), currentVisitor()).kind).toBe('open');
  });

  it("leaves a cashier's menu without the queries its functions do not open", () => {
    const names = (functions: string[] | null) =>
      menuFor({ area: 'merchant', codes: ['42', '44'], functions, wholeOrg: false }).flatMap((s) =>
        s.routes.map((r) => r.name),
      );
    expect(names(['collect'])).not.toContain('trade_query');
    expect(names(['collect'])).not.toContain('mch_settle_query');
    expect(names(['collect'])).toContain('refund_query');
    expect(names(['trade_query', 'settle_query'])).toEqual(
      expect.arrayContaining(['trade_query', 'mch_settle_query']),
    );
    expect(names(null)).toEqual(expect.arrayContaining(['trade_query', 'mch_settle_query']));
  });

  it('builds the menu only from routes the codes open', () => {
    const titles = (codes: string[]) =>
      menuFor({ area: 'merchant', codes, functions: null, wholeOrg: false }).flatMap((s) =>
        s.routes.map((r) => r.name),
      );
    expect(titles([])).not.toContain('refund_query');
    expect(titles(['42'])).toContain('refund_query');
    expect(titles(['42'])).toContain('index');
  });

  it('answers with the same person while storage holds the same facts', () => {
    localStorage.setItem('limitNum', '42');
    const first = currentPerson();
    expect(currentPerson()).toBe(first);
    expect(currentAccess()).toBe(currentAccess());
    localStorage.setItem('limitNum', '42,421');
    expect(currentPerson()).not.toBe(first);
    expect(currentPerson()?.codes).toEqual(['42', '421']);
  });

  it('asks the one permission rule for codes, pages, endpoints and functions', () => {
    localStorage.setItem('limitNum', '42,421');
    const access = currentAccess();
    expect(access.may('42')).toBe(true);
    expect(access.may('43')).toBe(false);
    expect(access.pathTo('refunds.detail')).toBe('/layout/refund_detail_query');
    expect(access.pathTo('payments.list')).toBeNull();
    expect(access.mayCall({ code: '42', areas: ['merchant'] })).toBe(true);
    expect(access.mayCall({ code: '42', areas: ['group'] })).toBe(false);
    expect(access.mayCall({ wholeOrg: true })).toBe(false);
    expect(access.holds('export')).toBe(true);
    sessionStorage.setItem('operProfile', JSON.stringify({ login_name: 'a', kind: 'admin' }));
    expect(currentAccess().mayCall({ wholeOrg: true })).toBe(true);
    // A group operator: the group area's pages carry no code, so no code binds there.
    localStorage.setItem('area', 'group');
    localStorage.setItem('limitNum', '');
    expect(currentAccess().may('14')).toBe(true);
    expect(currentAccess().pathTo('refunds.list')).toBe('/group/grefund_query');
    localStorage.removeItem('area');
    expect(currentAccess().person).toBeNull();
    expect(currentAccess().may('14')).toBe(false);
  });
});
