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

/** The keys of a field of the manifests, as a union of literals (the manifests are `as const`). */
export type KeysOf<T> = T extends unknown ? keyof T & string : never;

/** One field of every manifest, merged into one record (a key declared twice: capability-manifests.test.ts). */
export function merged<F extends 'statuses' | 'auditActions' | 'exports'>(
  manifests: readonly Manifest[],
  field: F,
): Manifest[F] {
  return Object.assign({}, ...manifests.map((m) => m[field]));
}
