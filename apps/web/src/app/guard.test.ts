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

  it('builds the menu only from routes the codes open', () => {
    const titles = (codes: string[]) =>
      menuFor('merchant', codes as Access['codes']).flatMap((s) => s.routes.map((r) => r.name));
    expect(titles([])).not.toContain('refund_query');
    expect(titles(['42'])).toContain('refund_query');
    expect(titles(['42'])).toContain('index');
  });
});
