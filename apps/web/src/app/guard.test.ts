import { findRoute, menuFor } from '@mp/core/routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Access, currentAccess, decide } from './guard.ts';

const route = (path: string) => {
  const r = findRoute(path);
  if (!r) throw new Error(`no route ${path}`);
  return r;
};

const merchant = (codes: Access['codes'], over: Partial<Access> = {}): Access => ({
  signedIn: true,
  area: 'merchant',
  codes,
  mustChangePassword: false,
  ...over,
});

describe('the route guard', () => {
  it('opens public routes to everyone', () => {
    const nobody: Access = { signedIn: false, area: null, codes: [], mustChangePassword: false };
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
    expect(currentAccess()).toMatchObject({ signedIn: true, area: 'merchant', codes: ['41', '42', '421'] });
    expect(decide(route('/layout/refund_query'), currentAccess()).kind).toBe('open');
  });

  it('counts a malformed list as no permissions at all', () => {
    for (const bad of ['41,,42', '41;42', 'all', '[41,42]', '41, x', '*']) {
      localStorage.setItem('limitNum', bad);
      expect(currentAccess().codes).toEqual([]);
      expect(decide(route('/layout/shop_manager'), currentAccess()).kind).toBe('forbidden');
    }
  });

  it('needs both the login flag and the form token for a session', () => {
    sessionStorage.removeItem('formToken');
    expect(currentAccess().signedIn).toBe(false);
  });

  it("reads a cashier's functions from the operator profile; other kinds have none to follow", () => {
    localStorage.setItem('limitNum', '42,44');
    const profile = (kind: string, functions?: unknown) =>
      sessionStorage.setItem('operProfile', JSON.stringify({ login_name: 'x', kind, functions }));
    profile('cashier', ['collect']);
    expect(currentAccess().functions).toEqual(['collect']);
    expect(decide(route('/layout/trade_query'), currentAccess()).kind).toBe('forbidden');
    profile('cashier', 'trade_query');
    expect(currentAccess().functions).toEqual([]);
    profile('operator', ['collect']);
    expect(currentAccess().functions).toBeNull();
    expect(decide(route('/layout/trade_query'), currentAccess()).kind).toBe('open');
  });

  it("leaves a cashier's menu without the queries its functions do not open", () => {
    const names = (functions: string[] | null) =>
      menuFor('merchant', ['42', '44'], functions).flatMap((s) => s.routes.map((r) => r.name));
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
      menuFor('merchant', codes as Access['codes']).flatMap((s) => s.routes.map((r) => r.name));
    expect(titles([])).not.toContain('refund_query');
    expect(titles(['42'])).toContain('refund_query');
    expect(titles(['42'])).toContain('index');
  });
});
