import { ROUTES } from '@mp/core/routes';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, matchRoutes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Notifier, setNotifier } from '../api/notify.ts';
import '../i18n/index.ts';
import { NotAvailablePage, pageFor } from './pages.ts';
import { buildRoutes, PortalRoutes } from './router.tsx';

const toasts: string[] = [];
const recorder: Notifier = {
  error: (t) => toasts.push(t),
  success: () => undefined,
  dialog: () => undefined,
};

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function open(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PortalRoutes />
      <Where />
    </MemoryRouter>,
  );
}

function signIn(area: string, limitNum: string) {
  localStorage.setItem('area', area);
  localStorage.setItem('limitNum', limitNum);
  localStorage.setItem('operName', '陳大文');
  localStorage.setItem('orgName', '澳門示範商戶');
  localStorage.setItem('orgNo', 'M000001');
  sessionStorage.setItem('isLogin', '1');
  sessionStorage.setItem('formToken', 'tok');
}

// antd comes with the pages and the area layout, not with the start-up code: load them once here, so the
// first test's 5 s are not spent transforming them.
beforeAll(async () => {
  await Promise.all([import('../ui/AntdScope.tsx'), import('./layout/AreaLayout.tsx')]);
}, 120_000);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  toasts.length = 0;
  setNotifier(recorder);
  // The pages ask the server for their start-up data; here it never answers, as when the server is down.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('routes and guard in the browser', () => {
  it('has a route for every path of the route table, and the catch-all for anything else', () => {
    const routes = buildRoutes();
    for (const r of ROUTES) {
      const matches = matchRoutes(routes, r.path) ?? [];
      expect(matches.at(-1)?.route.path, r.path).toBe(r.path);
    }
    expect(matchRoutes(routes, '/layout/nothing-here')?.at(-1)?.route.path).toBe('*');
    expect(matchRoutes(routes, '/nothing-here')?.at(-1)?.route.path).toBe('*');
  });

  it('shows 無訪問權限 on the page and as an alert for a route whose code the person lacks', async () => {
    signIn('merchant', '41');
    open('/layout/refund_query');
    expect((await screen.findAllByText('無訪問權限', undefined, { timeout: 5000 })).length).toBeGreaterThan(
      0,
    );
    expect(toasts).toContain('無訪問權限');
    expect(screen.getByText('返回首頁')).toBeTruthy();
  });

  it('every route opens a page of its own; a route still planned would show an honest "not available yet" panel', async () => {
    // Since issue 26-29 every route of the spec has its page.
    expect(ROUTES.filter((r) => !r.page && !r.redirect).map((r) => r.path)).toEqual([]);
    // The panel a planned route shows: the route's title and 'not available yet', no refusal.
    const route = ROUTES.find((r) => r.path === '/serve/approve');
    if (!route) throw new Error('no /serve/approve route');
    const planned = { ...route, page: undefined };
    const Page = pageFor(planned);
    expect(Page).toBe(NotAvailablePage);
    render(
      <MemoryRouter>
        <Suspense fallback={null}>
          <Page route={planned} />
        </Suspense>
      </MemoryRouter>,
    );
    expect(await screen.findByText('此功能尚未開放', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByText(route.title.zh).length).toBeGreaterThan(0);
    expect(toasts).toEqual([]);
  });

  it("sends a signed-in route without a session to '/'", async () => {
    open('/layout/index');
    expect((await screen.findByTestId('where')).textContent).toBe('/');
  });

  it('opens /layout on its index and sends another area to its own index', async () => {
    signIn('service', '21');
    open('/layout');
    expect(await screen.findByText('您好，陳大文', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/service/index');
  });

  it('shows the not-found page for a path that does not exist', async () => {
    open('/no/such/page');
    expect(await screen.findByText('找不到頁面', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('redirects the cross-border create route to its first step', async () => {
    signIn('merchant', '9');
    open('/layout/ghf/trade/create');
    await waitFor(
      () => expect(screen.getByTestId('where').textContent).toBe('/layout/ghf/trade/create/stepOne'),
      {
        timeout: 10_000,
      },
    );
  });
});
