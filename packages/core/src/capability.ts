import type { PermissionCode } from './permissions.ts';
import type { Area, MenuSection } from './routes.ts';
import type { CashierFunction } from './schemas/cashiers.ts';
import type { Label } from './statuses.ts';

/**
 * A capability's manifest (packages/core/src/capabilities/<capability>.ts): what it adds to the product,
 * declared once. The central lists are derived from the manifests (capabilities/index.generated.ts,
 * written by `npm run capabilities` from the folders): the route table and PAGE_IDS (routes.ts), the
 * audit actions (schemas/audit.ts), the export keys (schemas/exports.ts), the status colours of the portal.
 * Its contracts are its files in contracts/ (each contract names its capability).
 */
export interface Manifest {
  /** The capability's folder name on every side (modules/<name>, features/<name>, contracts/<name>.ts). */
  readonly name: string;
  readonly pages: readonly PageDecl[];
  /** The colour of each status value its pages show (green done, blue in progress, red failed...). */
  readonly statuses: Readonly<Record<string, StatusColor>>;
  /** Every audit action its server writes, with its label. */
  readonly auditActions: Readonly<Record<string, Label>>;
  /** Its export sources' keys, with their labels (the server module exports the sources). */
  readonly exports: Readonly<Record<string, Label>>;
  /** Names of its scheduled jobs: the `name`s of the ScheduledJob values its server module exports as `jobs` (capability-kit.test.ts). */
  readonly jobs: readonly string[];
  /** Kinds of requests its reviewers decide (the review API of its server module). */
  readonly reviewKinds: readonly string[];
  /** A capability without a web folder of its own says who calls its endpoints (capability-kit.test.ts). */
  readonly noWebFolder?: string;
}

export type StatusColor =
  | 'success'
  | 'processing'
  | 'error'
  | 'warning'
  | 'default'
  | 'purple'
  | 'blue'
  | 'orange'
  | 'geekblue'
  | 'green'
  | 'red'
  | 'gold'
  | 'volcano'
  | 'cyan'
  | 'magenta';

/**
 * One page, in every area that has it. Exactly one of: a built page (its `id` is a PageId and the web
 * feature's pages.ts registers it), `planned` (the 'not available yet' panel), `redirect`.
 */
export interface PageDecl {
  /** `<capability>.<page>`: the same id in every area. */
  readonly id: string;
  /** Place in each area's route list and menu section (menus list their routes by it). */
  readonly order: number;
  readonly title: Label;
  /** Permission code of the merchant and service areas (the group area's pages carry none). */
  readonly code?: PermissionCode;
  /** A cashier also needs this function to open it (merchant area). */
  readonly cashierFunction?: CashierFunction;
  /** Menu section in the signed-in areas; absent = reachable by link only. */
  readonly menu?: MenuSection;
  readonly planned?: true;
  /** Path the route redirects to. */
  readonly redirect?: string;
  /** The spec's route name per area (its path is the area's base + name), or the route with what differs. */
  readonly areas: { readonly public?: AreaRoutes } & { readonly [A in Exclude<Area, 'public'>]?: AreaRoute };
}

export type AreaRoute =
  | string
  | {
      readonly name: string;
      /** When the spec's path is not the area's base + name. */
      readonly path?: string;
      /** When the area names the page otherwise. */
      readonly title?: Label;
      /** The footer is hidden on the routes the spec names. */
      readonly hideFooter?: true;
    };
export type AreaRoutes = AreaRoute | readonly AreaRoute[];

/** The fields a manifest may leave out: empty when absent. */
type Defaulted = 'pages' | 'statuses' | 'auditActions' | 'exports' | 'jobs' | 'reviewKinds';
type Empty = {
  readonly pages: readonly [];
  readonly statuses: Record<never, StatusColor>;
  readonly auditActions: Record<never, Label>;
  readonly exports: Record<never, Label>;
  readonly jobs: readonly [];
  readonly reviewKinds: readonly [];
};

/**
 * A manifest from what the capability adds: the fields it leaves out are empty. The literal types stay
 * (a `const` parameter: page ids, status values, audit actions and export keys are unions of literals).
 */
export function capability<const M extends Omit<Manifest, Defaulted> & Partial<Pick<Manifest, Defaulted>>>(
  m: M,
): M & Omit<Empty, keyof M> {
  return { pages: [], statuses: {}, auditActions: {}, exports: {}, jobs: [], reviewKinds: [], ...m } as M &
    Omit<Empty, keyof M>;
}

/** What a page declares besides its id, order and title: its facets, and its route in each area (`areas`). */
type PageFacets = Omit<PageDecl, 'id' | 'order' | 'title' | 'areas'> & PageDecl['areas'];

/**
 * One page in one line: `page(id, order, [zh, en], { code, menu, merchant: 'name', service: {...} })`:
 * the facets and the areas' routes side by side (the keys that are areas go to `areas`).
 */
export function page<const I extends string, const F extends PageFacets>(
  id: I,
  order: number,
  [zh, en]: readonly [string, string],
  facets: F,
): PageDecl & { readonly id: I } & Pick<F, ('planned' | 'redirect') & keyof F> {
  const own: Record<string, unknown> = {};
  const areas: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(facets)) (AREAS.includes(k as Area) ? areas : own)[k] = v;
  return { id, order, title: { zh, en }, ...own, areas } as PageDecl & { readonly id: I } & Pick<
      F,
      ('planned' | 'redirect') & keyof F
    >;
}
const AREAS: readonly Area[] = ['public', 'merchant', 'service', 'group', 'provider'];

/** The keys of a field of the manifests, as a union of literals (the manifests are `as const`). */
export type KeysOf<T> = T extends unknown ? keyof T & string : never;

/** One field of every manifest, merged into one record (a key declared twice: capability-manifests.test.ts). */
export function merged<F extends 'statuses' | 'auditActions' | 'exports'>(
  manifests: readonly Manifest[],
  field: F,
): Manifest[F] {
  return Object.assign({}, ...manifests.map((m) => m[field]));
}
