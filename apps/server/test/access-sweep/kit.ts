import type { OrgKind } from '@mp/core/contract';
import type { SweepOrg, World } from '../access-sweep-world.ts';
import { daysAgo } from '../money-helpers.ts';

// What the capabilities' files of the access sweep share (access-sweep-table.ts says what the tables are).

/** An id that no row has (fits every id pattern). */
export const MISSING_ID = '999999999999999';

export interface SampleCtx {
  w: World;
  /** The caller's organisation (own rows a body needs: a store, a role). */
  self: SweepOrg;
}

export type Body = Record<string, unknown>;
export type Sample = (s: SampleCtx) => Body | Promise<Body>;

export const senior = () => ({ start_date: daysAgo(6), end_date: daysAgo(1) });
export const MISSING_BILL = 'FB202001M99999999999';

/**
 * Codes checked in the service rather than on the definition. Each applies in the areas whose route table
 * has it (the group area has no codes, spec point 2); `any`: the caller needs one of them. `body` replaces
 * the sample where the check depends on the body.
 */
export interface HandlerCode {
  codes: readonly string[];
  body?: Sample;
  /** The export source whose code is checked (exports: one entry per source, made below). */
  source?: string;
}

/** How a probe makes the row it names: a value of the owner organisation of the probe's area. */
export type RowValue = (w: World, owner: SweepOrg) => unknown | Promise<unknown>;

export interface Probe {
  /** Value of the field: a row of the probe area's owner (default ROW_VALUES[field]). */
  value?: RowValue;
  /** The body around the field (default: the sample body); `self` is the caller's organisation. */
  body?: (s: SampleCtx, value: unknown) => Body | Promise<Body>;
  /** Areas probed (default: the endpoint's areas). */
  areas?: readonly OrgKind[];
  /**
   * Areas where the owner's own call with the row must differ from its call with a missing row (proof
   * that the probe names a real row). Default: every probed area. Where it is off the attacker must be
   * refused with a not-found or no-permission code, unless the field is ignored there (`ignoredIn`).
   */
  ownerControl?: readonly OrgKind[];
  /** Areas where the endpoint ignores the field (the caller's own row is answered whatever it says). */
  ignoredIn?: readonly OrgKind[];
  note?: string;
}

/** One capability's entries of the tables (a file of this folder exports it as `sweep`). */
export interface SweepTable {
  samples?: Record<string, Sample>;
  exportFilters?: Record<string, () => Body>;
  handlerCodes?: [string, HandlerCode][];
  noCode?: Record<string, string>;
  notARow?: Record<string, string>;
  probes?: Record<string, Probe>;
}
