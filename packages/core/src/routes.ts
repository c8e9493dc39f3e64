import { MANIFESTS } from './capabilities/index.generated.ts';
import type { AreaRoute, AreaRoutes, PageDecl } from './capability.ts';
import type { PermissionCode } from './permissions.ts';
import type { CashierFunction } from './schemas/cashiers.ts';

/**
 * The three signed-in areas of the spec, the public pages (spec point 2), and the provider's back office
 * (issue 25: the payment provider's own staff, who decide what merchants submit; docs/decisions.md).
 */
export type Area = 'public' | 'merchant' | 'service' | 'group' | 'provider';

export const AREA_BASE: Record<Exclude<Area, 'public'>, string> = {
  merchant: '/layout',
  service: '/service',
  group: '/group',
  provider: '/backoffice',
};

/** The portal's signed-in areas of the spec (merchant, service provider, group): the back office is not one. */
export const PORTAL_AREAS = ['merchant', 'service', 'group'] as const;
export type PortalArea = (typeof PORTAL_AREAS)[number];
/** Every area, public first: the route table's order. */
export const ALL_AREAS = ['public', ...PORTAL_AREAS, 'provider'] as const;

/** Menu sections, in menu order; a route without a section never shows in the menu. */
export const MENU_SECTIONS = {
  home: { zh: '首頁', en: 'Home' },
  transactions: { zh: '交易管理', en: 'Transactions' },
  account: { zh: '賬戶管理', en: 'Account' },
  invoices: { zh: '發票管理', en: 'Invoices' },
  merchant: { zh: '商戶管理', en: 'Merchant' },
  submerchants: { zh: '子商戶管理', en: 'Sub-merchants' },
  crossborder: { zh: '跨境匯款', en: 'Cross-border transfer' },
  operators: { zh: '操作員管理', en: 'Operators' },
  security: { zh: '安全中心', en: 'Security' },
  notices: { zh: '公告與郵件', en: 'Notices and mail' },
  downloads: { zh: '下載中心', en: 'Download centre' },
  review: { zh: '審核中心', en: 'Reviews' },
  staff: { zh: '員工與安全', en: 'Staff and security' },
} as const;
export type MenuSection = keyof typeof MENU_SECTIONS;

/**
 * Area-independent page ids, `<feature>.<page>`: the same page has the same id in every area (the refund
 * list is 'refunds.list' at /layout/refund_query, /service/refund_query and /group/grefund_query). The
 * portal's page registry (apps/web/src/app/pages.ts) is keyed by them and lists each page once; links
 * between pages name the page, not an area's path. The part before the dot is the route's `feature`.
 * Each is declared once, in its capability's manifest (capabilities/<feature>.ts): the built pages.
 */
type Built<P> = P extends { planned: true } | { redirect: string }
  ? never
  : P extends { id: infer I }
    ? I
    : never;
export type PageId = Built<(typeof MANIFESTS)[number]['pages'][number]>;
const isBuilt = (p: PageDecl): boolean => !p.planned && !p.redirect;
export const PAGE_IDS: readonly PageId[] = MANIFESTS.flatMap((m) =>
  (m.pages as readonly PageDecl[]).filter(isBuilt).map((p) => p.id as PageId),
);

/**
 * One route of the table. Every route says what it shows: a built page (`page`), a page not built yet
 * (`planned: true`: the portal opens it, to those who may, as the friendly 'not available yet' panel), or
 * another route (`redirect`). Exactly one of the three (tested in routes.test.ts).
 */
export interface RouteDef {
  /** Full browser path, exactly as spec point 2 names it. */
  path: string;
  /** The spec's name of the route (the last part of its path); unique within an area. */
  name: string;
  /** The page it shows, the same id in every area (PAGE_IDS). */
  page?: PageId;
  /** No page yet: the route exists (menus, guard) and shows the 'not available yet' panel. */
  planned?: true;
  area: Area;
  /** Permission code that gates the route (spec point 2, the dash number). */
  code?: PermissionCode;
  /** A cashier also needs this function to open it (docs/decisions.md, "Cashier functions"). */
  cashierFunction?: CashierFunction;
  title: { zh: string; en: string };
  /** Menu section; absent = reachable by link only (detail pages, steps, outer pages). */
  menu?: MenuSection;
  /** The footer is hidden on the five routes the spec names. */
  hideFooter?: boolean;
  /**
   * Capability folder that holds the route's page (apps/web/src/features/<feature>) and its endpoints
   * (apps/server/src/modules/<feature>); for a planned route, the capability that will.
   */
  feature: string;
  /** Path this route redirects to. */
  redirect?: string;
}

/**
 * The routes of an area, from the manifests' pages: path = the area's base + the spec's name unless given,
 * the page's code in the merchant and service areas (the group area's pages carry none), its cashier
 * function in the merchant area, its menu section in the signed-in areas; in the pages' `order`.
 */
function routesIn(a: Area): RouteDef[] {
  const base = a === 'public' ? '' : AREA_BASE[a];
  const found: { order: number; route: RouteDef }[] = [];
  for (const m of MANIFESTS) {
    for (const p of m.pages as readonly PageDecl[]) {
      const given: AreaRoutes | undefined = p.areas[a];
      if (given === undefined) continue;
      for (const r of Array.isArray(given) ? given : [given as AreaRoute]) {
        const own = typeof r === 'string' ? { name: r } : r;
        const route: RouteDef = {
          path: own.path ?? `${base}/${own.name}`,
          name: own.name,
          ...(isBuilt(p) ? { page: p.id as PageId } : {}),
          ...(p.planned ? { planned: true as const } : {}),
          area: a,
          ...(p.code && a !== 'group' && a !== 'public' ? { code: p.code } : {}),
          ...(p.cashierFunction && a === 'merchant' ? { cashierFunction: p.cashierFunction } : {}),
          title: own.title ?? p.title,
          ...(p.menu && a !== 'public' ? { menu: p.menu } : {}),
          ...(own.hideFooter ? { hideFooter: true } : {}),
          feature: m.name,
          ...(p.redirect ? { redirect: p.redirect } : {}),
        };
        found.push({ order: p.order, route });
      }
    }
  }
  return found.sort((x, y) => x.order - y.order).map((f) => f.route);
}

/** Every route of spec point 2 (plus the collection query page the spec implies without a path). */
export const ROUTES: readonly RouteDef[] = ALL_AREAS.flatMap(routesIn);

export const HIDE_FOOTER_PATHS: readonly string[] = ROUTES.filter((r) => r.hideFooter).map((r) => r.path);

export function routesOfArea(a: Area): RouteDef[] {
  return ROUTES.filter((r) => r.area === a);
}

export function findRoute(path: string): RouteDef | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return ROUTES.find((r) => r.path === clean);
}

/** The route of a page in an area, if the area has it. */
export function routeOfPage(a: Area, page: PageId): RouteDef | undefined {
  return ROUTES.find((r) => r.area === a && r.page === page);
}

/**
 * The menu entry a page reached by link only (add an operator, edit a role, a record's detail) belongs to
 * (issue 32): the first menu route of the same capability in the same area. The menu highlights it and the
 * breadcrumb passes through it. A menu route is its own; a public page has none.
 */
export function menuParent(route: RouteDef): RouteDef | undefined {
  if (route.menu) return route;
  if (route.area === 'public') return undefined;
  return ROUTES.find((r) => r.area === route.area && r.feature === route.feature && r.menu);
}
